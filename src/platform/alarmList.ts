// What the alarm screen reads: a page of the alarms matching the filter, and apart from it the severity and
// per-device counts, so the rows show as soon as the search answers. The counts are facets: severities are counted
// without the severity condition and devices without the device condition, so each shows how the other conditions
// split and picking one narrows the list.
import { alarmFilterExpression, type AlarmFilter } from './alarmFilter';
import { alarmSeverities } from './alarmRules';
import type { AlarmsClient } from './alarmsClient';
import type { AlarmOrderField, AlarmPage, AlarmSeverityCount, OrderDirection } from './alarmTypes';

/** Devices per page of the per-device counts. */
export const deviceCountsPageSize = 10;

export interface AlarmListQuery {
  filter: AlarmFilter;
  orderBy: AlarmOrderField;
  orderDir: OrderDirection;
  /** 0-based. */
  page: number;
  pageSize: number;
}

export interface AlarmCountsQuery {
  filter: AlarmFilter;
  /** Pages of per-device counts shown (more are added on request). */
  devicePages: number;
}

export interface DeviceSeverities {
  deviceId: string;
  counts: AlarmSeverityCount[];
  total: number;
}

export interface AlarmCounts {
  /** Index = severity 0…6. */
  severityCounts: number[];
  devices: { entries: DeviceSeverities[]; last: boolean };
}

export async function readAlarmPage(
  alarms: AlarmsClient,
  organization: string,
  { filter, orderBy, orderDir, page, pageSize }: AlarmListQuery,
  signal?: AbortSignal,
): Promise<AlarmPage> {
  const search = (number: number) =>
    alarms.search(organization, { data: alarmFilterExpression(filter), orderBy, orderDir, page: number, pageSize }, signal);
  const found = await search(page);
  // The page asked for is gone (an action or a poll shrank the list): show the last one there is.
  return found.data.length === 0 && found.number > 0 && found.totalPages > 0 ? search(found.totalPages - 1) : found;
}

export async function readAlarmCounts(
  alarms: AlarmsClient,
  organization: string,
  { filter, devicePages }: AlarmCountsQuery,
  signal?: AbortSignal,
): Promise<AlarmCounts> {
  const [severities, devices] = await Promise.all([
    alarms.severityCount(organization, alarmFilterExpression(filter, 'severity'), signal),
    readDeviceCounts(alarms, organization, alarmFilterExpression(filter, 'device'), devicePages, signal),
  ]);
  return {
    severityCounts: alarmSeverities.map((severity) => severities.find((entry) => entry.severity === severity)?.count ?? 0),
    devices,
  };
}

/** The first `pages` pages of the per-device counts, following the cursor. */
async function readDeviceCounts(alarms: AlarmsClient, organization: string, filter: string, pages: number, signal?: AbortSignal) {
  const entries: DeviceSeverities[] = [];
  let next: string | undefined;
  let last = false;
  for (let read = 0; read < pages && !last; read++) {
    const page = await alarms.severityCountByDevice(organization, { filter, pageSize: deviceCountsPageSize, next }, signal);
    for (const record of page.data) {
      for (const [deviceId, counts] of Object.entries(record)) {
        entries.push({ deviceId, counts, total: counts.reduce((sum, entry) => sum + entry.count, 0) });
      }
    }
    next = page.next;
    last = page.last || next === undefined;
  }
  return { entries, last };
}
