// Spec §2: Ctrl+Alt+Shift+E / D / S. Provided to experimentalSwitchesMachine as `shortcutListener` by src/app:
//   experimentalSwitchesMachine.provide({ actors: { shortcutListener } })
import { fromCallback, type EventObject } from 'xstate';
import type { ShortcutEvent } from '../../../machines/experimentalSwitches.machine';

// `event.code` names the physical key: with Alt held, `event.key` is a different character on several layouts
// (macOS Option, AltGr on European layouts), so matching `key` would miss the shortcut there.
const shortcuts: Readonly<Record<string, ShortcutEvent['type']>> = {
  KeyE: 'keys.enableAll',
  KeyD: 'keys.disableAll',
  KeyS: 'keys.select',
};

/** The event a keydown maps to, or undefined. Exported for tests. */
export function shortcutFor(event: Pick<KeyboardEvent, 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey' | 'code' | 'repeat'>):
  | ShortcutEvent['type']
  | undefined {
  if (!event.ctrlKey || !event.altKey || !event.shiftKey || event.metaKey || event.repeat) return undefined;
  return shortcuts[event.code];
}

export const shortcutListener = fromCallback<EventObject>(({ sendBack }) => {
  const onKeyDown = (event: KeyboardEvent) => {
    const type = shortcutFor(event);
    if (!type) return;
    // The browser's own Ctrl+Alt+Shift bindings (if any) must not also run.
    event.preventDefault();
    sendBack({ type } satisfies ShortcutEvent);
  };
  window.addEventListener('keydown', onKeyDown);
  return () => window.removeEventListener('keydown', onKeyDown);
});
