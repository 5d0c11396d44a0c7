// Alarms API (spec §7 "Alarms API", facts §6, §8.1): search, one alarm with its history, severity counts overall
// and per device, and the acknowledge/reset/clear actions on one alarm or on every alarm matching a filter.
// Every call names the organisation it is about (`organization`, the selected organisation's resourceId).
import * as v from 'valibot';
import { actionOutcome } from './alarmRules';
import {
  alarmDetailsSchema,
  alarmPageSchema,
  alarmSchema,
  severityByDeviceSchema,
  severityCountsSchema,
} from './alarmSchemas';
import type {
  Alarm,
  AlarmAction,
  AlarmActionKind,
  AlarmActionResult,
  AlarmBulkAction,
  AlarmHistoryEntry,
  AlarmPage,
  AlarmSearch,
  AlarmSeverityByDevice,
  AlarmSeverityCount,
} from './alarmTypes';
import { alarmEndpoints } from './alarmEndpoints';
import type { HttpClient } from './http';
import { type RequestId, requestIdHeaders } from './requestIds';

export type AlarmsClient = ReturnType<typeof createAlarmsClient>;

export interface DeviceCountsQuery {
  filter: string;
  pageSize: number;
  /** Cursor from the previous page; absent for the first. */
  next?: string;
}

const bulkActions = { ack: 'ackAll', reset: 'resetAll', clear: 'clearAll' } as const;

/** An action is answered with an empty 204 (facts §8.1 show no answer): whatever else it says is not read. */
const emptyAnswer = v.unknown();

/** `http` is the alarms service's client (base `<app>/svc/platform`, 30 s timeout). */
export function createAlarmsClient(http: HttpClient) {
  const alarm = (organization: string, id: string, signal?: AbortSignal): Promise<Alarm> =>
    http.request(alarmEndpoints.alarm(id), { query: { organization }, schema: alarmSchema, signal });

  return {
    search: (organization: string, search: Omit<AlarmSearch, 'scopedOrganization'>, signal?: AbortSignal): Promise<AlarmPage> =>
      http.request(alarmEndpoints.search, {
        method: 'POST',
        query: { organization },
        body: { ...search, scopedOrganization: organization } satisfies AlarmSearch,
        schema: alarmPageSchema,
        signal,
      }),

    /** The alarm (with its history of state changes where the service sends it along). */
    alarm,

    /** The alarm's state changes, oldest first (facts §8.1 `getAlarmDetails`). */
    details: (organization: string, id: string, signal?: AbortSignal): Promise<AlarmHistoryEntry[]> =>
      http.request(alarmEndpoints.details(id), { query: { organization }, schema: alarmDetailsSchema, signal }),

    severityCount: (organization: string, filter: string, signal?: AbortSignal): Promise<AlarmSeverityCount[]> =>
      http.request(alarmEndpoints.severityCount, { query: { organization, filter }, schema: severityCountsSchema, signal }),

    severityCountByDevice: (organization: string, query: DeviceCountsQuery, signal?: AbortSignal): Promise<AlarmSeverityByDevice> =>
      http.request(alarmEndpoints.severityCountByDevice, {
        query: { organization, ...query },
        schema: severityByDeviceSchema,
        signal,
      }),

    // Actions carry their request id (src/platform/requestIds.ts): a repeat is answered, not applied again. The
    // answer is empty, so the alarm is read back: what it shows now is what the screen reports.
    act: async (
      organization: string,
      kind: AlarmActionKind,
      action: AlarmAction,
      signal: AbortSignal | undefined,
      requestId: RequestId,
    ): Promise<AlarmActionResult> => {
      await http.request(alarmEndpoints.action(kind), {
        method: 'POST',
        query: { organization },
        body: action,
        headers: requestIdHeaders(requestId),
        schema: emptyAnswer,
        signal,
      });
      const reason = actionOutcome(kind, await alarm(organization, action.id, signal));
      return reason === undefined ? { applied: [action.id], skipped: [] } : { applied: [], skipped: [{ id: action.id, reason }] };
    },

    /** Every alarm matching `data`: which ones changed is not told; the list, read again, shows them as they are. */
    actOnMatching: async (
      organization: string,
      kind: AlarmActionKind,
      action: Omit<AlarmBulkAction, 'applyOnlyToVisibleValue'>,
      signal: AbortSignal | undefined,
      requestId: RequestId,
    ): Promise<AlarmActionResult> => {
      await http.request(alarmEndpoints.action(bulkActions[kind]), {
        method: 'POST',
        query: { organization },
        body: { ...action, applyOnlyToVisibleValue: true } satisfies AlarmBulkAction,
        headers: requestIdHeaders(requestId),
        schema: emptyAnswer,
        signal,
      });
      return { applied: [], skipped: [], unreported: true };
    },
  };
}
