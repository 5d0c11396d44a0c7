// The page frame: top bar, navigation progress, the current screen, notices and the experimental dialogs.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { TopBar } from './chrome/TopBar';
import { usePortalMenuShortcut } from './chrome/usePortalMenuShortcut';
import classes from './chrome/chrome.module.css';
import { Outlet } from './Outlet';
import { usePortal } from '../portal/portal';
import { selectDialogOpen } from '../features/experimental/selectors';
import { selectAllowedTarget, selectSessionExpired, selectSessionFailure } from '../portal/selectors';
import { routeByName } from '../routes/routeTable';
import type { NoticesActor } from './noticesActor';
import { useUiStore } from './uiStore';

// Overlays load on first use; the entry only carries what the first screen shows.
const PortalMenu = lazy(() => import('./chrome/PortalMenu'));
const ExperimentalDialogs = lazy(() => import('../features/experimental/ExperimentalDialogs'));
const Toast = lazy(() => import('./chrome/Toast'));
const FatalBanner = lazy(() => import('./chrome/FatalBanner'));
const Notices = lazy(() => import('./Notices'));
const SessionExpired = lazy(() => import('./chrome/SessionExpired'));

export function Shell({ notices }: { notices: Promise<NoticesActor> }) {
  const { t } = useLingui();
  const { actors } = usePortal();
  const failure = useSelector(actors.session, selectSessionFailure);
  const expired = useSelector(actors.session, selectSessionExpired);
  const target = useSelector(actors.guard, selectAllowedTarget);
  const dialogOpen = useSelector(actors.experimental, selectDialogOpen);
  const navigating = useUiStore((state) => state.loading);
  const topBarVisible = useUiStore((state) => state.topBar.visible);
  const menuOpen = useUiStore((state) => state.portalMenuOpen);
  const toastShown = useUiStore((state) => state.toast !== undefined);
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
        {menuOpen && !bare && <PortalMenu />}
        {dialogOpen && <ExperimentalDialogs actor={actors.experimental} />}
        {toastShown && <Toast />}
        {expired && <SessionExpired onSignIn={() => actors.session.send({ type: 'user.signIn' })} />}
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
