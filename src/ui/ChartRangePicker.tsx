// The time range of a chart (chartRange.ts): a select of "last …" spans and a custom from–to, a "Live" switch that
// follows now, and, after a drag-to-zoom on the chart, a button back to the range before it. Real form controls,
// so it works from the keyboard (Escape leaves the custom fields); a custom range whose start is not before its end
// is refused at the field.
import { useId, useState, type FormEvent } from 'react';
import { customRangeProblem, fromLocalInput, toLocalInput, windowOf, type RangeEvent, type RangeProblem, type RangeState } from './chartRange';
import classes from './chartRange.module.css';

export interface RangeTexts {
  range: string;
  /** A "last …" choice's name. */
  last: (span: number) => string;
  custom: string;
  live: string;
  resetZoom: string;
  from: string;
  to: string;
  show: string;
  cancel: string;
  /** The accessible name of the button that shows the fixed window and opens the custom fields (holds `window`). */
  change: (window: string) => string;
  problems: Record<RangeProblem, string>;
}

interface PickerProps {
  state: RangeState;
  onChange: (event: RangeEvent) => void;
  /** The "last …" choices, milliseconds. */
  spans: readonly number[];
  locale: string;
  texts: RangeTexts;
}

export function ChartRangePicker({ state, onChange, spans, locale, texts }: PickerProps) {
  const [editing, setEditing] = useState(false);
  const { range } = state;
  const choices = range.live && !spans.includes(range.span) ? [...spans, range.span].sort((a, b) => a - b) : spans;
  const selected = editing || !range.live ? 'custom' : String(range.span);
  const shown = windowOf(range, Date.now());
  const shownText = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).formatRange(shown.from, shown.to);
  return (
    <div className={classes.picker}>
      <div className={classes.toolbar}>
        <select
          className={classes.control}
          aria-label={texts.range}
          value={selected}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value === 'custom') {
              setEditing(true);
              return;
            }
            setEditing(false);
            onChange({ type: 'span', span: Number(value) });
          }}
        >
          {choices.map((span) => (
            <option key={span} value={String(span)}>
              {texts.last(span)}
            </option>
          ))}
          <option value="custom">{texts.custom}</option>
        </select>
        {!range.live && !editing ? (
          <button type="button" className={classes.button} aria-label={texts.change(shownText)} onClick={() => setEditing(true)}>
            {shownText}
          </button>
        ) : null}
        <button
          type="button"
          className={classes.button}
          aria-pressed={range.live}
          onClick={() => {
            setEditing(false);
            onChange({ type: 'live', now: Date.now() });
          }}
        >
          <span className={classes.liveDot} aria-hidden="true" />
          {texts.live}
        </button>
        {state.beforeZoom ? (
          <button type="button" className={classes.button} onClick={() => onChange({ type: 'resetZoom' })}>
            {texts.resetZoom}
          </button>
        ) : null}
      </div>
      {editing ? (
        <CustomRange
          initial={shown}
          texts={texts}
          onShow={(from, to) => {
            setEditing(false);
            onChange({ type: 'custom', from, to });
          }}
          onCancel={() => setEditing(false)}
        />
      ) : null}
    </div>
  );
}

function CustomRange({
  initial,
  texts,
  onShow,
  onCancel,
}: {
  initial: { from: number; to: number };
  texts: RangeTexts;
  onShow: (from: number, to: number) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [from, setFrom] = useState(() => toLocalInput(initial.from));
  const [to, setTo] = useState(() => toLocalInput(initial.to));
  const [problem, setProblem] = useState<RangeProblem>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [start, end] = [fromLocalInput(from), fromLocalInput(to)];
    const found = customRangeProblem(start, end);
    setProblem(found);
    if (found === undefined && start !== undefined && end !== undefined) onShow(start, end);
  };
  // A missing start is said at the start; a missing end, or an end not after the start, at the end.
  const at = problem === 'missingFrom' ? 'from' : problem === undefined ? undefined : 'to';
  // The problem is outside the label, so the field's name stays "From" or "To" and the problem its description.
  const field = (name: 'from' | 'to', label: string, value: string, set: (value: string) => void) => (
    <span className={classes.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type="datetime-local"
        className={classes.control}
        value={value}
        aria-invalid={at === name || undefined}
        aria-describedby={at === name ? `${id}-problem` : undefined}
        onChange={(event) => {
          set(event.currentTarget.value);
          setProblem(undefined);
        }}
      />
      {at === name && problem ? (
        <span id={`${id}-problem`} className={classes.problem}>
          {texts.problems[problem]}
        </span>
      ) : null}
    </span>
  );
  return (
    <form
      className={classes.custom}
      onSubmit={submit}
      noValidate
      aria-label={texts.custom}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      {field('from', texts.from, from, setFrom)}
      {field('to', texts.to, to, setTo)}
      <span className={classes.actions}>
        <button type="submit" className={classes.button}>
          {texts.show}
        </button>
        <button type="button" className={classes.button} onClick={onCancel}>
          {texts.cancel}
        </button>
      </span>
    </form>
  );
}
