// Focus after a dialog: back to the control that opened it, so a keyboard user goes on from where they were. When
// that control is gone (its row left the list) or disabled, to a fallback the screen names.
import { useMemo, useRef } from 'react';

export interface Opener {
  /** Call as the dialog opens (the control that opens it has the focus). */
  remember(): void;
  /** Call as the dialog closes. */
  giveBack(): void;
}

const focusable = (element: HTMLElement | null | undefined): element is HTMLElement =>
  element !== null && element !== undefined && element.isConnected && !element.matches(':disabled');

export function useOpener(fallback: () => HTMLElement | null | undefined): Opener {
  const opener = useRef<HTMLElement | null>(null);
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  return useMemo(
    () => ({
      remember() {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      },
      giveBack() {
        const target = opener.current;
        opener.current = null;
        // After the dialog has left the page (and its focus trap let go).
        setTimeout(() => {
          const to = focusable(target) ? target : fallbackRef.current();
          to?.focus();
        }, 0);
      },
    }),
    [],
  );
}
