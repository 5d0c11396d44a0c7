// A selected text widget is edited in place. It is a widget component (`data-widget-component`): while it has the
// focus, the editor's shortcuts stay out and Ctrl+Z is the field's own undo (spec §2). The text becomes one history
// step when the field loses focus, or when it goes away with unsaved text (a click elsewhere can unselect the widget
// before the browser moves the focus).
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Widget } from '../../../platform/dashboardDocument';
import classes from './editor.module.css';

export function InlineText({ widget, onCommit }: { widget: Widget; onCommit: (text: string) => void }) {
  const { t } = useLingui();
  const value = String(widget.props.text ?? '');
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // Undo or the properties panel changed the text underneath: show it.
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const pending = useRef({ draft, value, onCommit });
  pending.current = { draft, value, onCommit };
  useEffect(
    () => () => {
      const { draft: last, value: stored, onCommit: commit } = pending.current;
      if (last !== stored) commit(last);
    },
    [],
  );
  return (
    <textarea
      data-widget-component
      className={classes.inlineText}
      aria-label={t`Text of ${widget.name}`}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={() => draft !== value && onCommit(draft)}
      onPointerDown={(event) => event.stopPropagation()}
    />
  );
}
