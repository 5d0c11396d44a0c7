// What /alarms shows, kept in the URL's query so a link or a reload opens the same view: the tab (spec §2: tab
// alarms-history), whose history it shows, and the list's filters (`status`, `severity`, `device`, `q`), so a filtered
// view can be shared. The screen rewrites the query as these change, replacing the URL without a hashchange: the
// screen is the same route, so the navigation guard has nothing to check and the live list keeps running. A link to
// another view of the screen (a hashchange) is followed.
import { useCallback, useState } from 'react';
import { useSearch } from 'wouter';
import {
  alarmStatusFilters,
  defaultAlarmFilter,
  maxSearchTextLength,
  type AlarmFilter,
  type AlarmStatusFilter,
} from '../../platform/alarmFilter';
import { alarmSeverities, mostSevere } from '../../platform/alarmRules';
import { replaceHashQuery } from '../../routes/hashQuery';

export const historyTab = 'alarms-history';
export const alarmsPath = '/alarms';

export interface AlarmsView {
  tab: 'alarms' | typeof historyTab;
  alarmId?: string;
}

const filterKeys = ['status', 'severity', 'device', 'q'] as const;

export function viewFromSearch(search: string): AlarmsView {
  const query = new URLSearchParams(search);
  return query.get('tab') === historyTab ? { tab: historyTab, alarmId: query.get('alarm') ?? undefined } : { tab: 'alarms' };
}

/** The filters a query names; what is absent or not understood is the default. */
export function filterFromSearch(search: string): AlarmFilter {
  const query = new URLSearchParams(search);
  const status = query.get('status');
  const severity = Number(query.get('severity') ?? Number.NaN);
  const device = query.get('device');
  const text = query.get('q') ?? '';
  return {
    status: alarmStatusFilters.includes(status as AlarmStatusFilter) ? (status as AlarmStatusFilter) : defaultAlarmFilter.status,
    ...(Number.isInteger(severity) && severity > 0 && severity <= mostSevere && (alarmSeverities as readonly number[]).includes(severity)
      ? { minSeverity: severity }
      : {}),
    ...(device ? { deviceId: device } : {}),
    // A search longer than can be sent is not one.
    text: text.trim().length <= maxSearchTextLength ? text : '',
  };
}

export function sameFilter(left: AlarmFilter, right: AlarmFilter): boolean {
  return left.status === right.status && left.minSeverity === right.minSeverity && left.deviceId === right.deviceId && left.text === right.text;
}

const replaceQuery = (write: (params: URLSearchParams) => void) => replaceHashQuery(alarmsPath, write);

/** Writes the filters into the URL, leaving out what is the default. */
export function writeFilterToUrl(filter: AlarmFilter): void {
  replaceQuery((params) => {
    for (const key of filterKeys) params.delete(key);
    if (filter.status !== defaultAlarmFilter.status) params.set('status', filter.status);
    if (filter.minSeverity !== undefined) params.set('severity', String(filter.minSeverity));
    if (filter.deviceId !== undefined) params.set('device', filter.deviceId);
    if (filter.text.trim() !== '') params.set('q', filter.text);
  });
}

export function useAlarmsView(): [AlarmsView, (view: AlarmsView) => void] {
  const search = useSearch();
  const [view, setView] = useState<AlarmsView>(() => viewFromSearch(search));
  const show = useCallback((next: AlarmsView) => {
    setView(next);
    replaceQuery((params) => {
      params.delete('tab');
      params.delete('alarm');
      if (next.tab === historyTab) params.set('tab', historyTab);
      if (next.tab === historyTab && next.alarmId) params.set('alarm', next.alarmId);
    });
  }, []);
  return [view, show];
}
