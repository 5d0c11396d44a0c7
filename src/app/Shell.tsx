// The page frame: top bar, navigation progress, the current screen, notices and the experimental dialogs.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { TopBar } from './chrome/TopBar';
import { usePortalMenuShortcut } from './chrome/usePortalMenuShortcut';
import classes from './chrome/chrome.module.css';
import { Outlet } from './Outlet';
import { usePortal } from '../portal/portal';
import { selectAllowedTarget, selectSessionFailure } from '../portal/selectors';
import { routeByName } from '../routes/routeTable';
import type { NoticesActor } from './noticesActor';
import { useUiStore } from './uiStore';

// Overlays load on first use; the entry only carries what the first screen shows.
const Overlays = lazy(() => import('./chrome/Overlays'));
const FatalBanner = lazy(() => import('./chrome/FatalBanner'));
const Notices = lazy(() => import('./Notices'));

export function Shell({ notices }: { notices: Promise<NoticesActor> }) {
  const { t } = useLingui();
  const { actors } = usePortal();
  const failure = useSelector(actors.session, selectSessionFailure);
  const target = useSelector(actors.guard, selectAllowedTarget);
  const navigating = useUiStore((state) => state.loading);
  const topBarVisible = useUiStore((state) => state.topBar.visible);
  usePortalMenuShortcut();
  const bare = target ? routeByName(target.route.name).bare === true : false;

  if (failure) {
    return (
      <Suspense>
        <FatalBanner failure={failure} />
      </Suspense>
    );
  }

  return (
    <>
      {navigating && <div className={classes.progress} role="progressbar" aria-label={t`Loading page`} />}
      {topBarVisible && !bare && <TopBar />}
      <Suspense>
        <Overlays bare={bare} />
      </Suspense>
      <main className={classes.main} id="main">
        <Outlet />
      </main>
      <Suspense>
        <Notices notices={notices} />
      </Suspense>
    </>
  );
}
