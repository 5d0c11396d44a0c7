// Renders the screen the guard chain allowed, lazily (a screen's shape stands in while its code loads), inside its own
// error boundary (no white screens), and says why when the person arrived here instead of a route they may not open.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { Skeleton } from '../ui/Skeleton';
import { matchRoute } from '../routes/matchRoute';
import { usePortal } from '../portal/portal';
import { screenFor } from './screens';
import { selectAllowedTarget } from '../portal/selectors';
import { useDeniedNotice } from './deniedNotice';

export function Outlet() {
  const { t } = useLingui();
  const { actors } = usePortal();
  const target = useSelector(actors.guard, selectAllowedTarget);
  useDeniedNotice(target);
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
