// The page frame: top bar, navigation progress, the current screen, notices and the experimental dialogs.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { NoticeArea } from '../features/notices/NoticeArea';
import { TopBar } from './chrome/TopBar';
import classes from './chrome/chrome.module.css';
import { Outlet } from './Outlet';
import { usePortal } from './portal';
import { selectAllowedTarget, selectNavigating, selectSessionFailure } from './selectors';
import { selectDialogOpen } from '../features/experimental/selectors';
import { routeByName } from './routeTable';
import { useUiStore } from './uiStore';

// Overlays load on first use; the entry only carries what the first screen shows.
const PortalMenu = lazy(() => import('./chrome/PortalMenu'));
const ExperimentalDialogs = lazy(() => import('../features/experimental/ExperimentalDialogs'));
const Toast = lazy(() => import('./chrome/Toast'));
const FatalBanner = lazy(() => import('./chrome/FatalBanner'));

export function Shell() {
  const { t } = useLingui();
  const { actors } = usePortal();
  const failure = useSelector(actors.session, selectSessionFailure);
  const navigating = useSelector(actors.guard, selectNavigating);
  const target = useSelector(actors.guard, selectAllowedTarget);
  const topBarVisible = useUiStore((state) => state.topBar.visible);
  const menuOpen = useUiStore((state) => state.portalMenuOpen);
  const dialogOpen = useSelector(actors.experimental, selectDialogOpen);
  // Spec §2: Ctrl+G opens the portal menu (also where an embedded app holds the focus and the top bar is hidden).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey && !event.altKey && !event.shiftKey && event.code === 'KeyG') {
        event.preventDefault();
        useUiStore.getState().setPortalMenuOpen(true);
      }
    };
    addEventListener('keydown', onKeyDown);
    return () => removeEventListener('keydown', onKeyDown);
  }, []);
  const bare = target ? routeByName(target.route.name).bare === true : false;

  const toastShown = useUiStore((state) => state.toast !== undefined);

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
      </Suspense>
      <main className={classes.main} id="main">
        <Outlet />
      </main>
      <NoticeArea actor={actors.notices} />
    </>
  );
}
