// Spec §3 Frame/UI state: top bar, current path, loading flag, portal menu; plus the organisation theme the chrome
// paints with. A zustand store because many views read it and none of it is a flow. The spec's docked panels (ref,
// type, position, size, dock) join it with the first screen that docks one; nothing shows a panel yet.
import { create } from 'zustand';
import { topBarHeight } from '../../machines/constants';
import type { Theme } from '../platform/types';
import type { AccountActionOutcome } from '../session/accountActionAnswer';

/** A message about something that finished in the background: what happened, and why where the page says it nowhere else. */
export interface Toast {
  title: string;
  message?: string;
}

export interface UiState {
  topBar: { visible: boolean; height: number };
  currentPath: string;
  loading: boolean;
  /** A first screen has been allowed: what waits for it (the open-alarm count's code) loads from then on. */
  firstScreenAllowed: boolean;
  portalMenuOpen: boolean;
  /** "My account" from the user menu is shown over the page. */
  accountOpen: boolean;
  /** How the account action the person just came back from went (said in My account, opened again for it). */
  accountActionOutcome?: AccountActionOutcome;
  theme?: Theme;
  /** e.g. a preference that was not saved. */
  toast?: Toast;
  setCurrentPath(path: string): void;
  setLoading(loading: boolean): void;
  setPortalMenuOpen(open: boolean): void;
  setAccountOpen(open: boolean): void;
  showAccountActionOutcome(outcome: AccountActionOutcome): void;
  setTheme(theme: Theme | undefined): void;
  showToast(toast: Toast): void;
  dismissToast(): void;
}

export const useUiStore = create<UiState>()((set) => ({
  topBar: { visible: true, height: topBarHeight },
  currentPath: '/',
  loading: true,
  firstScreenAllowed: false,
  portalMenuOpen: false,
  accountOpen: false,
  theme: undefined,
  setCurrentPath: (currentPath) => set({ currentPath }),
  setLoading: (loading) => set((state) => ({ loading, firstScreenAllowed: state.firstScreenAllowed || !loading })),
  setPortalMenuOpen: (portalMenuOpen) => set({ portalMenuOpen }),
  // Closing My account forgets the outcome it said.
  setAccountOpen: (accountOpen) => set(accountOpen ? { accountOpen } : { accountOpen, accountActionOutcome: undefined }),
  showAccountActionOutcome: (accountActionOutcome) => set({ accountOpen: true, accountActionOutcome }),
  setTheme: (theme) => set({ theme }),
  showToast: (toast) => set({ toast }),
  dismissToast: () => set({ toast: undefined }),
}));
