// The connection history's range as the person types it: two local date-times (../../ui/localMoment.ts),
// the end optional (until now). A start that is missing, or an end not after the start, is refused at its field.
import { fromLocalInput } from '../../ui/localMoment';
import type { ConnectionRange } from './flows';

/** The history opens on the last week. */
export const defaultHistoryDays = 7;

export type RangeInput = { kind: 'valid'; range: ConnectionRange } | { kind: 'invalid'; field: 'from' | 'to' };

export function rangeFromInputs(from: string, to: string): RangeInput {
  const since = fromLocalInput(from);
  if (since === undefined) return { kind: 'invalid', field: 'from' };
  if (to === '') return { kind: 'valid', range: { since } };
  const end = fromLocalInput(to);
  if (end === undefined || end <= since) return { kind: 'invalid', field: 'to' };
  return { kind: 'valid', range: { since, to: end } };
}
