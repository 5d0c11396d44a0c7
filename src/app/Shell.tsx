// The page frame: top bar, navigation progress, the current screen, notices and the experimental dialogs.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { NoticeArea } from '../features/notices/NoticeArea';
import { FatalBanner } from './chrome/FatalBanner';
import { Toast } from './chrome/Toast';
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
  useHotkeys([['ctrl+G', () => useUiStore.getState().setPortalMenuOpen(true)]], []);
  const bare = target ? routeByName(target.route.name).bare === true : false;

  if (failure) return <FatalBanner failure={failure} />;

  return (
    <>
      {navigating && <div className={classes.progress} role="progressbar" aria-label={t`Loading page`} />}
      {topBarVisible && !bare && <TopBar />}
      <Suspense>
        {menuOpen && !bare && <PortalMenu />}
        {dialogOpen && <ExperimentalDialogs actor={actors.experimental} />}
      </Suspense>
      <Toast />
      <main className={classes.main} id="main">
        <Outlet />
      </main>
      <NoticeArea actor={actors.notices} />
    </>
  );
}
