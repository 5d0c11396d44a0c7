// Leaving the editor with unsaved changes asks first: closing or reloading the tab gets the browser's question,
// and a link inside the portal gets ours. The draft keeps the work either way.
import { useEffect, useRef } from 'react';

export function useLeaveGuard(dirty: boolean, confirmLeave: (go: () => void) => void) {
  const state = useRef({ dirty, confirmLeave });
  state.current = { dirty, confirmLeave };
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (state.current.dirty) event.preventDefault();
    };
    // Links are followed by the browser; catch them before it does (capture) and ask.
    const onClick = (event: MouseEvent) => {
      if (!state.current.dirty || event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href^="#"]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const href = anchor.getAttribute('href') ?? '';
      if (href === window.location.hash) return;
      event.preventDefault();
      state.current.confirmLeave(() => {
        window.location.hash = href;
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, []);
}
