// The alarm screen's flows with their real effects (spec §2 /alarms, §4 "Alarms", §7 "Alarms API"). Loaded with the
// screen; made for one organisation, the one every alarms call names.
import { fromPromise, type ActorRefFrom } from 'xstate';
import { alarmsPollInterval } from '../../../machines/constants';
import { createBulkActionMachine, type BulkRequest } from '../../../machines/bulkAction.machine';
import { createLiveQueryMachine, unchangingAnswerPollInterval } from '../../../machines/liveQuery.machine';
import {
  readAlarmCounts,
  readAlarmPage,
  type AlarmCounts,
  type AlarmCountsQuery,
  type AlarmListQuery,
} from '../../platform/alarmList';
import type { Alarm, AlarmActionKind } from '../../platform/alarmTypes';
import type { DeviceTagInfo } from '../../platform/platformTypes';
import type { DataPage } from '../../platform/types';
import { runAlarmAction } from '../../platform/runAlarmAction';
import { newRequestId, requestPart } from '../../platform/requestIds';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';
import { createTagUnits, type ShownAlarm } from './tagUnits';

/** Acknowledge, reset or clear, on one alarm, the selected ones or every one matching the filter. */
export type AlarmActionRequest = BulkRequest<AlarmActionKind>;

export function provideAlarmMachines(platform: Platform) {
  const service = platform.alarms;

  return (organization: string) => {
    // The per-device counts name devices by id only (facts §3); their labels are learnt from the alarm rows read, and
    // a device the counts name before any row of it was read is looked up with its latest alarm before the counts
    // answer, so a device filter never offers a bare id.
    const labels = new Map<string, string>();
    const learn = (page: { data: readonly { deviceId: string; deviceLabel?: string }[] }) => {
      for (const alarm of page.data) if (alarm.deviceLabel) labels.set(alarm.deviceId, alarm.deviceLabel);
    };
    const latestOf = (deviceId: string): AlarmListQuery => ({
      filter: { status: 'all', text: '', deviceId },
      orderBy: 'updatedAt',
      orderDir: 'desc',
      page: 0,
      pageSize: 1,
    });
    const learnLabels = (deviceIds: readonly (string | undefined)[], signal: AbortSignal) =>
      Promise.all(
        [...new Set(deviceIds)].flatMap((deviceId) =>
          deviceId === undefined || labels.has(deviceId) ? [] : [readAlarmPage(service, organization, latestOf(deviceId), signal).then(learn)],
        ),
      );
    // Request ids are unique per screen visit and attempt (machines/bulkAction.machine.ts).
    const visit = newRequestId();
    const units = createTagUnits((deviceId) => platform.platformController.availableTags(organization, deviceId));

    return {
      deviceLabel: (deviceId: string) => labels.get(deviceId),

      /**
       * A page of the alarms matching the filter, polled. The list tab and the organisation's history (every status,
       * latest change first) are this flow with other queries.
       */
      list: createLiveQueryMachine<AlarmListQuery, DataPage<Alarm>>('alarmList').provide({
        actors: {
          fetch: fromPromise(async ({ input, signal }) => {
            const page = await readAlarmPage(service, organization, input.query, signal);
            learn(page);
            return page;
          }),
        },
        delays: { pollInterval: alarmsPollInterval },
      }),

      /** The advertised tags of the devices a page shows, for their values' units (./tagUnits.ts). */
      units: createLiveQueryMachine<readonly string[], ReadonlyMap<string, readonly DeviceTagInfo[]>>('alarmUnits').provide({
        actors: { fetch: fromPromise(({ input }) => units.tagsOf(input.query)) },
        // A device's tags do not change while the screen is open; another page brings another query.
        delays: { pollInterval: unchangingAnswerPollInterval },
      }),

      /** Severity and per-device counts, polled apart from the list so the rows never wait for them. */
      counts: createLiveQueryMachine<AlarmCountsQuery, AlarmCounts>('alarmCounts').provide({
        actors: {
          fetch: fromPromise(async ({ input, signal }) => {
            const counts = await readAlarmCounts(service, organization, input.query, signal);
            await learnLabels([...counts.devices.entries.map((entry) => entry.deviceId), input.query.filter.deviceId], signal);
            return counts;
          }),
        },
        delays: { pollInterval: alarmsPollInterval },
      }),

      /** One alarm with its state changes (facts §8.1 `getAlarmDetails`), polled like the list. */
      history: createLiveQueryMachine<{ alarmId: string }, ShownAlarm>('alarmHistory').provide({
        actors: {
          fetch: fromPromise(async ({ input, signal }) => {
            // Both asked at once; the alarm's own failure is the one told (its details fail with it, often as 404).
            const details = service.details(organization, input.query.alarmId, signal);
            details.catch(() => undefined);
            const alarm = await service.alarm(organization, input.query.alarmId, signal);
            return units.withUnit({ ...alarm, alarmHistory: await details });
          }),
        },
        delays: { pollInterval: alarmsPollInterval },
      }),

      /** Acknowledge, reset and clear. */
      actions: createBulkActionMachine<AlarmActionRequest>('alarmActions').provide({
        actors: {
          execute: fromPromise(({ input: { request, comment, attempt }, signal }) => {
            // One alarm from its row is called like one selected alarm: the same call, the same request id.
            const { target } = request;
            const run = { action: request.action, target: target.kind === 'one' ? { kind: 'selected' as const, ids: [target.id] } : target };
            return runAlarmAction(service, organization, { ...run, comment, requestKey: requestPart(visit, String(attempt)) }, signal);
          }),
        },
      }),
    };
  };
}

export type AlarmFlows = ReturnType<ReturnType<typeof provideAlarmMachines>>;
export type AlarmListActor = ActorRefFrom<AlarmFlows['list']>;
export type AlarmCountsActor = ActorRefFrom<AlarmFlows['counts']>;
export type AlarmActionsActor = ActorRefFrom<AlarmFlows['actions']>;
export type AlarmHistoryMachine = AlarmFlows['history'];

/** The alarm flows of this portal, for one organisation at a time (the screen makes them per organisation). */
export const useAlarmFlows = sectionFlows(({ platform }) => provideAlarmMachines(platform));
