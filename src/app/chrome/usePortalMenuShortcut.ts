// Spec §2: Ctrl+G opens the portal menu, also where an embedded app holds the focus and the top bar is hidden. An
// app's cross-origin frame keeps its keys: there the app asks the host (PORTAL_MENU_OPEN_REQUEST, src/features/store/
// appMessages.ts), which opens the menu through `requestPortalMenu`.
import { useEffect } from 'react';
import { portalMenuRequestEvent } from '../../portal/portalMenuRequest';
import { useUiStore } from '../uiStore';

export function usePortalMenuShortcut(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey && !event.altKey && !event.shiftKey && event.code === 'KeyG') {
        event.preventDefault();
        useUiStore.getState().setPortalMenuOpen(true);
      }
    };
    const onRequest = () => useUiStore.getState().setPortalMenuOpen(true);
    addEventListener('keydown', onKeyDown);
    addEventListener(portalMenuRequestEvent, onRequest);
    return () => {
      removeEventListener('keydown', onKeyDown);
      removeEventListener(portalMenuRequestEvent, onRequest);
    };
  }, []);
}
