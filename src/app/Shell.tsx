// The page frame: top bar, navigation progress, the current screen, notices and the experimental dialogs.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { ExperimentalDialogs } from '../features/experimental/ExperimentalDialogs';
import { NoticeArea } from '../features/notices/NoticeArea';
import { FatalBanner } from './chrome/FatalBanner';
import { PortalMenu } from './chrome/PortalMenu';
import { TopBar } from './chrome/TopBar';
import classes from './chrome/chrome.module.css';
import { Outlet } from './Outlet';
import { usePortal } from './portal';
import { selectAllowedTarget, selectNavigating, selectSessionFailure } from './selectors';
import { routeByName } from './routeTable';
import { useUiStore } from './uiStore';

export function Shell() {
  const { t } = useLingui();
  const { actors } = usePortal();
  const failure = useSelector(actors.session, selectSessionFailure);
  const navigating = useSelector(actors.guard, selectNavigating);
  const target = useSelector(actors.guard, selectAllowedTarget);
  const topBarVisible = useUiStore((state) => state.topBar.visible);
  const bare = target ? routeByName(target.route.name).bare === true : false;

  if (failure) return <FatalBanner failure={failure} />;

  return (
    <>
      {navigating && <div className={classes.progress} role="progressbar" aria-label={t`Loading page`} />}
      {topBarVisible && !bare && <TopBar />}
      {!bare && <PortalMenu />}
      <main className={classes.main} id="main">
        <Outlet />
      </main>
      <NoticeArea actor={actors.notices} />
      <ExperimentalDialogs actor={actors.experimental} />
    </>
  );
}
