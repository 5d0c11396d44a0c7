// What the consumptions tab works out from the journal: the range the person chose (whole days, the last one
// included), the daily totals the chart draws, and when a spent resource runs out at the range's rate.
import { unlimited, type JournalEntry, type ResourceLimit } from '../../platform/limitsTypes';

export const dayMs = 86_400_000;
/** The longest range the service answers (sandbox/organizations/limitsHandlers.ts says the same). */
export const maxRangeDays = 731;

/** `YYYY-MM-DD` of a day (UTC, as the journal's days are). */
export const dayInput = (date: number) => new Date(date).toISOString().slice(0, 10);

/** The day a date field holds, or undefined when it holds none. */
export function dayOf(input: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input)) return undefined;
  const date = Date.parse(`${input}T00:00:00Z`);
  return Number.isNaN(date) ? undefined : date;
}

export type RangeProblem = 'missingFrom' | 'missingTo' | 'order' | 'tooLong';

export function rangeProblem(from: number | undefined, to: number | undefined): RangeProblem | undefined {
  if (from === undefined) return 'missingFrom';
  if (to === undefined) return 'missingTo';
  if (to < from) return 'order';
  if ((to - from) / dayMs + 1 > maxRangeDays) return 'tooLong';
  return undefined;
}

/** One total per day of the range, from its first to its last day; a day without entries is 0. */
export function dailyTotals(entries: readonly JournalEntry[], from: number, to: number): { times: number[]; values: number[] } {
  const days = Math.round((to - from) / dayMs) + 1;
  const values = new Array<number>(days).fill(0);
  for (const entry of entries) {
    const index = Math.round((entry.date - from) / dayMs);
    if (index >= 0 && index < days) values[index] = (values[index] ?? 0) + entry.quantity;
  }
  return { times: values.map((_, index) => from + index * dayMs), values };
}

export type Forecast =
  | { kind: 'noLimit' }
  | { kind: 'unlimited' }
  | { kind: 'spent' }
  | { kind: 'notSpending'; left: number }
  | { kind: 'runsOut'; left: number; perDay: number; on: number };

/** When the resource runs out if it is spent from `today` on as it was over the range. */
export function forecast(limit: ResourceLimit | undefined, total: number, rangeDays: number, today: number): Forecast {
  if (limit === undefined) return { kind: 'noLimit' };
  if (limit.quantity === unlimited) return { kind: 'unlimited' };
  const left = limit.quantity - limit.used - limit.granted;
  if (left <= 0) return { kind: 'spent' };
  const perDay = total / rangeDays;
  if (perDay <= 0) return { kind: 'notSpending', left };
  return { kind: 'runsOut', left, perDay, on: today + Math.floor(left / perDay) * dayMs };
}
