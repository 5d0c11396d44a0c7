// Listens for the editor's shortcuts on the window while the editor is shown (rules in shortcuts.ts).
import { useEffect, useRef } from 'react';
import { commandFor, focusTakesKeys, isEditorHash, type EditorCommand } from './shortcuts';

export function useEditorShortcuts(run: (command: EditorCommand) => boolean) {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isEditorHash(window.location.hash) || focusTakesKeys(document.activeElement)) return;
      const command = commandFor(event);
      // Only a command that did something takes the key from the browser (a Backspace with nothing selected stays).
      if (command && latest.current(command)) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
