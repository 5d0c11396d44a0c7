// The time range of a CSV export (spec §7 POST .../version/LATEST/data) and the downloaded file's name. The range
// is a recent period, the last hour unless the person picks another, or two instants they type.
import { fromLocalInput } from '../../../ui/localMoment';

const hour = 3_600_000;
export const exportPeriods = { hour, sixHours: 6 * hour, day: 24 * hour, week: 7 * 24 * hour } as const;
export type ExportPeriod = keyof typeof exportPeriods;

/** Longest range one export covers (the dashboard service refuses longer ones). */
export const maxExportDays = 31;

/** `since`/`to` of a custom range are local moments as typed (../../../ui/localMoment.ts). */
export type ExportChoice = { period: ExportPeriod } | { period: 'custom'; since: string; to: string };

export type ExportRangeProblem = 'incomplete' | 'order' | 'tooLong';

/** The range as the service takes it (ISO-8601 instants), or what is wrong with a custom one. */
export function exportRange(choice: ExportChoice, now: number): { since: string; to: string } | { problem: ExportRangeProblem } {
  if (choice.period !== 'custom') {
    return { since: new Date(now - exportPeriods[choice.period]).toISOString(), to: new Date(now).toISOString() };
  }
  const since = fromLocalInput(choice.since);
  const to = fromLocalInput(choice.to);
  if (since === undefined || to === undefined) return { problem: 'incomplete' };
  if (since >= to) return { problem: 'order' };
  if (to - since > maxExportDays * 24 * hour) return { problem: 'tooLong' };
  return { since: new Date(since).toISOString(), to: new Date(to).toISOString() };
}

/** `<dashboard name>.csv`, with the characters file systems refuse replaced. */
export function csvFileName(dashboardName: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are among those refused
  const safe = dashboardName.replace(/[\u0000-\u001f<>:"/\\|?*]+/g, '_').trim();
  return `${safe === '' ? 'dashboard' : safe}.csv`;
}
