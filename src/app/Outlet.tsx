// Renders the screen the guard chain allowed, lazily (a screen's shape stands in while its code loads), inside its own
// error boundary (no white screens), and says why when the person arrived here instead of a route they may not open.
// While the guard chain runs no screen is shown, except one kept through an organisation switch (sections.ts): it
// stays on while the guard checks the same address for another organisation, so an embedded app is not loaded again.
// wouter renders it (AllowedRouter): its location is the allowed path and its one route the allowed route's pattern,
// so it matches the parameters (`useParams`) and serves `useLocation` and `useSearch` inside the screen, and cannot
// show anything the guard has not allowed.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useState } from 'react';
import { Route } from 'wouter';
import type { NavTarget } from '../../machines/navigationGuard.machine';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { Skeleton } from '../ui/Skeleton';
import { AllowedRouter } from '../routes/AllowedRouter';
import { routeByName } from '../routes/routeTable';
import { usePortal } from '../portal/portal';
import { keptOnOrganizationSwitch, useScreen } from './screens';
import { selectAllowedTarget, selectCheckedTarget } from '../portal/selectors';
import { useDeniedNotice } from './deniedNotice';

export function Outlet() {
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
  return <AllowedScreen target={target} />;
}

function AllowedScreen({ target }: { target: NavTarget }) {
  const { t } = useLingui();
  const Screen = useScreen(target.route.name);
  if (!Screen) return null;

  return (
    <AllowedRouter path={target.path}>
      <ErrorBoundary key={target.path}>
        <Suspense fallback={<Skeleton screen label={t`Loading`} />}>
          {/* The not-found screen answers whatever path it was sent for. */}
          <Route path={target.route.name === '404' ? undefined : routeByName(target.route.name).path} component={Screen} />
        </Suspense>
      </ErrorBoundary>
    </AllowedRouter>
  );
}
