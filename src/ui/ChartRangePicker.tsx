// The time range of a chart (chartRange.ts): a select of "last …" spans and a custom from–to, a "Live" switch that
// follows now, and, after a drag-to-zoom on the chart, a button back to the range before it. Real form controls,
// so it works from the keyboard (Escape leaves the custom fields); a custom range whose start is not before its end
// is refused at the field.
import { Button, NativeSelect } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import { useState, type FormEvent } from 'react';
import { customRangeProblem, windowOf, type RangeEvent, type RangeProblem, type RangeState } from './chartRange';
import { DateTimeInput } from './DateFields';
import { fromLocalInput, toLocalInput } from './localMoment';
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
        <NativeSelect
          size="xs"
          aria-label={texts.range}
          // The chevron is drawn, not said: the chart beside it is the widget's one image.
          rightSectionProps={{ 'aria-hidden': true }}
          value={selected}
          data={[...choices.map((span) => ({ value: String(span), label: texts.last(span) })), { value: 'custom', label: texts.custom }]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value === 'custom') {
              setEditing(true);
              return;
            }
            setEditing(false);
            onChange({ type: 'span', span: Number(value) });
          }}
        />
        {!range.live && !editing ? (
          <Button size="compact-sm" variant="default" fw={400} aria-label={texts.change(shownText)} onClick={() => setEditing(true)}>
            {shownText}
          </Button>
        ) : null}
        <Button
          size="compact-sm"
          variant={range.live ? 'light' : 'default'}
          aria-pressed={range.live}
          leftSection={<span className={classes.liveDot} aria-hidden="true" />}
          onClick={() => {
            setEditing(false);
            onChange({ type: 'live', now: Date.now() });
          }}
        >
          {texts.live}
        </Button>
        {state.beforeZoom ? (
          <Button size="compact-sm" variant="default" onClick={() => onChange({ type: 'resetZoom' })}>
            {texts.resetZoom}
          </Button>
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
  const field = (name: 'from' | 'to', label: string, value: string, set: (value: string) => void) => (
    <DateTimeInput
      size="xs"
      w={190}
      label={label}
      value={value}
      error={at === name && problem ? texts.problems[problem] : undefined}
      onChange={(next) => {
        set(next);
        setProblem(undefined);
      }}
    />
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
        <Button type="submit" size="xs">
          {texts.show}
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          {texts.cancel}
        </Button>
      </span>
    </form>
  );
}
