// The connection history's range as the person types it: two local date-times (`<input type="datetime-local">`),
// the end optional (until now). A start that is missing, or an end not after the start, is refused at its field.
import type { ConnectionRange } from './flows';

/** The history opens on the last week. */
export const defaultHistoryDays = 7;

const pad = (value: number) => String(value).padStart(2, '0');

/** Epoch ms as a datetime-local input's value, in the browser's time zone, to the minute. */
export function localInputValue(at: number): string {
  const date = new Date(at);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export type RangeInput = { kind: 'valid'; range: ConnectionRange } | { kind: 'invalid'; field: 'from' | 'to' };

export function rangeFromInputs(from: string, to: string): RangeInput {
  // A datetime-local value without a zone is read as local time.
  const since = from === '' ? Number.NaN : new Date(from).getTime();
  if (Number.isNaN(since)) return { kind: 'invalid', field: 'from' };
  if (to === '') return { kind: 'valid', range: { since } };
  const end = new Date(to).getTime();
  if (Number.isNaN(end) || end <= since) return { kind: 'invalid', field: 'to' };
  return { kind: 'valid', range: { since, to: end } };
}
