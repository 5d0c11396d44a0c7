// Spec §2: Ctrl+G opens the portal menu, also where an embedded app holds the focus and the top bar is hidden.
import { useEffect } from 'react';
import { useUiStore } from '../uiStore';

export function usePortalMenuShortcut(): void {
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
}
