// The widgets' own reads, with their real effects: a time-series chart's history over a range the person picked
// (the dashboard's live query holds only each chart's own window), and the open alarms of the devices a page shows
// (its value tiles' and its slots'), searched for those devices only, never the organisation's whole fleet.
import { fromPromise } from 'xstate';
import { alarmsPollInterval } from '../../../../machines/constants';
import { createLiveQueryMachine } from '../../../../machines/liveQuery.machine';
import { openAlarmExpression, quote } from '../../../platform/alarmFilter';
import type { Alarm } from '../../../platform/alarmTypes';
import type { Platform } from '../../../portal/platform';
import { sectionFlows } from '../../../portal/portal';
import { pageAlarms, type PageAlarms } from './pageAlarms';
import type { Sample, TagSource } from './data';

export interface HistoryQuery {
  org: string;
  /** One line each, in the chart's order. */
  sources: readonly TagSource[];
  /** The last `span` ms up to the time of reading (live), or a fixed window. */
  range: { span: number } | { from: number; to: number };
}

/** Each source's samples over the range, oldest first, in the query's order. */
export type History = readonly (readonly Sample[])[];

/** A live chart's history is read again this often; the live query's samples fill the time between. */
export const historyRefresh = 30_000;

export interface DeviceAlarmsQuery {
  organization: string;
  deviceIds: readonly string[];
}

/** The alarm search's largest page: a page of a dashboard rarely shows more open alarms than one holds. */
const alarmsPerPage = 500;

export function provideWidgetMachines({ platformController, alarms }: Pick<Platform, 'platformController' | 'alarms'>) {
  // A fixed window's samples do not change: the answer is kept with its query, so a poll asks nothing again.
  const fixed = new WeakMap<HistoryQuery, History>();
  const history = createLiveQueryMachine<HistoryQuery, History>('chartHistory').provide({
    delays: { pollInterval: historyRefresh },
    actors: {
      fetch: fromPromise<History, { query: HistoryQuery }>(async ({ input: { query }, signal }) => {
        const known = fixed.get(query);
        if (known) return known;
        const { range } = query;
        const [from, to] = 'span' in range ? [Date.now() - range.span, undefined] : [range.from, range.to];
        const answer = await Promise.all(
          query.sources.map(async ({ deviceId, modelPath }) => {
            const tags = await platformController.deviceTags(
              query.org,
              deviceId,
              { modelPath, since: new Date(from).toISOString(), ...(to === undefined ? {} : { to: new Date(to).toISOString() }) },
              signal,
            );
            return tags.find((tag) => tag.modelPath === modelPath)?.data ?? [];
          }),
        );
        if (!('span' in range)) fixed.set(query, answer);
        return answer;
      }),
    },
  });

  const deviceAlarms = createLiveQueryMachine<DeviceAlarmsQuery, PageAlarms>('deviceAlarms').provide({
    delays: { pollInterval: alarmsPollInterval },
    actors: {
      fetch: fromPromise<PageAlarms, { query: DeviceAlarmsQuery }>(async ({ input: { query }, signal }) => {
        if (query.deviceIds.length === 0) return pageAlarms([]);
        // The search language has no tag field (facts §8.1): the alarms are narrowed by device, each tile then takes
        // those of its own tag (pageAlarms).
        const devices = query.deviceIds.map((deviceId) => `deviceId == ${quote(deviceId)}`).join(' or ');
        const search = { data: `${openAlarmExpression} and (${devices})`, orderBy: 'severity', orderDir: 'desc', pageSize: alarmsPerPage } as const;
        const found: Alarm[] = [];
        for (let page = 0; ; page++) {
          const answer = await alarms.search(query.organization, { ...search, page }, signal);
          found.push(...answer.data);
          if (answer.last || answer.data.length === 0) break;
        }
        return pageAlarms(found);
      }),
    },
  });

  return { history, deviceAlarms };
}

/** The widgets' flows of this portal. */
export const useWidgetFlows = sectionFlows(({ platform }) => provideWidgetMachines(platform));
