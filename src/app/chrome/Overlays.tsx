// What the shell shows over the page when asked: the portal menu, the experimental-features dialogs, the person's
// account, the toast and the sign-in prompt of an expired session. Each loads on first use; this module, loaded right after the shell,
// holds their imports, so the entry does not list their files (the entry budget pays for every name).
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { selectDialogOpen } from '../../features/experimental/selectors';
import { loadSectionMessages } from '../../i18n/i18n';
import { usePortal } from '../../portal/portal';
import { selectSessionExpired } from '../../portal/selectors';
import { useUiStore } from '../uiStore';

/** A feature's overlay speaks from the sections' catalog (lingui.config.ts): it loads with those texts. */
const withSectionTexts = <Module,>(load: () => Promise<Module>) => async () => (await Promise.all([load(), loadSectionMessages()]))[0];

const PortalMenu = lazy(() => import('./PortalMenu'));
const ExperimentalDialogs = lazy(withSectionTexts(() => import('../../features/experimental/ExperimentalDialogs')));
const AccountDrawer = lazy(withSectionTexts(() => import('../../features/account/AccountDrawer')));
const Toast = lazy(() => import('./Toast'));
const SessionExpired = lazy(() => import('./SessionExpired'));

export default function Overlays({ bare }: { bare: boolean }) {
  const { actors } = usePortal();
  const expired = useSelector(actors.session, selectSessionExpired);
  const dialogOpen = useSelector(actors.experimental, selectDialogOpen);
  const menuOpen = useUiStore((state) => state.portalMenuOpen);
  const accountOpen = useUiStore((state) => state.accountOpen);
  const setAccountOpen = useUiStore((state) => state.setAccountOpen);
  const accountActionOutcome = useUiStore((state) => state.accountActionOutcome);
  const toastShown = useUiStore((state) => state.toast !== undefined);
  return (
    <Suspense>
      {menuOpen && !bare && <PortalMenu />}
      {dialogOpen && <ExperimentalDialogs actor={actors.experimental} />}
      {accountOpen && <AccountDrawer actionOutcome={accountActionOutcome} onClose={() => setAccountOpen(false)} />}
      {toastShown && <Toast />}
      {expired && <SessionExpired onSignIn={() => actors.session.send({ type: 'user.signIn' })} />}
    </Suspense>
  );
}
