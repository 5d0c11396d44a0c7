// A selected text widget is edited in place. It is a widget component (`data-widget-component`): while it has the
// focus, the editor's shortcuts stay out and Ctrl+Z is the field's own undo (spec §2). The text becomes one history
// step when the field loses focus, or when it goes away with unsaved text (a click elsewhere can unselect the widget
// before the browser moves the focus). A counter shows how much of the limit it uses; text over the limit is kept in
// the field, refused with the reason beside it, and never enters the document.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { Widget } from '../../../platform/dashboardDocument';
import { characterCount, lengthProblem, maxTextLength } from './textLimits';
import classes from './editor.module.css';

export function InlineText({ widget, name, onCommit }: { widget: Widget; name: string; onCommit: (text: string) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const value = String(widget.props.text ?? '');
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // Undo or the properties panel changed the text underneath: show it.
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const problem = lengthProblem(draft, maxTextLength);
  const pending = useRef({ draft, value, onCommit });
  pending.current = { draft, value, onCommit };
  useEffect(
    () => () => {
      const { draft: last, value: stored, onCommit: commit } = pending.current;
      if (last !== stored && !lengthProblem(last, maxTextLength)) commit(last);
    },
    [],
  );
  return (
    <div className={classes.inlineField}>
      <textarea
        data-widget-component
        className={classes.inlineText}
        aria-label={t`Text of ${name}`}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-count`}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={() => draft !== value && !problem && onCommit(draft)}
        onPointerDown={(event) => event.stopPropagation()}
      />
      <span id={`${id}-count`} className={classes.inlineCount} data-over={problem !== undefined}>
        {problem ? `${i18n._(problem)} ` : null}
        {i18n._(characterCount(draft, maxTextLength))}
      </span>
    </div>
  );
}
