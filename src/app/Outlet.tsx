// Renders the screen the guard chain allowed, lazily (a screen's shape stands in while its code loads), inside its own
// error boundary (no white screens), and says why when the person arrived here instead of a route they may not open.
// While the guard chain runs no screen is shown, except one kept through an organisation switch (sections.ts): it
// stays on while the guard checks the same address for another organisation, so an embedded app is not loaded again.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useState } from 'react';
import type { NavTarget } from '../../machines/navigationGuard.machine';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { Skeleton } from '../ui/Skeleton';
import { matchRoute } from '../routes/matchRoute';
import { usePortal } from '../portal/portal';
import { keptOnOrganizationSwitch, screenFor } from './screens';
import { selectAllowedTarget, selectCheckedTarget } from '../portal/selectors';
import { useDeniedNotice } from './deniedNotice';

export function Outlet() {
  const { t } = useLingui();
  const { actors } = usePortal();
  const allowed = useSelector(actors.guard, selectAllowedTarget);
  const checked = useSelector(actors.guard, selectCheckedTarget);
  const [shown, setShown] = useState<NavTarget>();
  if (allowed !== undefined && allowed !== shown) setShown(allowed);
  useDeniedNotice(allowed);
  const target =
    allowed ??
    (shown !== undefined && checked?.path === shown.path && keptOnOrganizationSwitch(shown.route.name) ? shown : undefined);
  if (!target) return null;
  const Screen = screenFor(target.route.name);
  if (!Screen) return null;
  const params = matchRoute(target.path)?.params ?? {};

  return (
    <ErrorBoundary key={target.path}>
      <Suspense fallback={<Skeleton screen label={t`Loading`} />}>
        <Screen params={params} />
      </Suspense>
    </ErrorBoundary>
  );
}
