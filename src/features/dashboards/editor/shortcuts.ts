// Spec §2 editor shortcuts: Ctrl+C/V/X copy, paste and cut the selection, Delete and Backspace remove it, Ctrl+Z
// undoes and Ctrl+Shift+Z redoes. They apply only while the hash holds dashboards plus edit or new, and only when
// no widget component has focus: typing in a field (a text widget, a property) keeps the browser's own undo.

export type EditorCommand = 'copy' | 'paste' | 'cut' | 'remove' | 'undo' | 'redo';

export interface KeyStroke {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The editor's routes: /dashboards/{id}/edit and /dashboards/{id}/new. */
export function isEditorHash(hash: string): boolean {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return /^\/dashboards\/[^/]+\/(edit|new)\/?$/.test(path);
}

/** Ctrl on most systems, Command on macOS. */
export function commandFor(stroke: KeyStroke): EditorCommand | undefined {
  const modifier = stroke.ctrlKey || stroke.metaKey;
  if (stroke.altKey) return undefined;
  if (!modifier) return stroke.key === 'Delete' || stroke.key === 'Backspace' ? 'remove' : undefined;
  switch (stroke.key.toLowerCase()) {
    case 'c':
      return stroke.shiftKey ? undefined : 'copy';
    case 'v':
      return stroke.shiftKey ? undefined : 'paste';
    case 'x':
      return stroke.shiftKey ? undefined : 'cut';
    case 'z':
      return stroke.shiftKey ? 'redo' : 'undo';
    default:
      return undefined;
  }
}

/** Whether the focus is in something that takes keys itself: a field, an editable area or a widget's own control. */
export function focusTakesKeys(element: Element | null): boolean {
  if (!element) return false;
  if (element.closest('[data-widget-component]')) return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (element as HTMLInputElement).type;
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
  }
  return (element as HTMLElement).isContentEditable === true;
}
