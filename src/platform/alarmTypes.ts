// Wire shapes of the alarms API (spec §3 Alarm, §7 "Alarms API"; facts §3, §8.1), shared by the portal's client and
// the sandbox so the two cannot drift. Where the facts leave a detail open (action bodies and answers, the status
// values of a record, the severity-count shape) the reading is ours and docs/decisions.md "Alarms" says why.
import type { DataPage } from './types';

/**
 * ACTIVE: the alarm's condition holds on the device. NOT_ACTIVE: it no longer holds but an acknowledgement or reset
 * is still owed. CLEARED: nothing is owed any more, or a user cleared it. The search language names ACTIVE and
 * CLEARED (facts §8.1); NOT_ACTIVE is the device-side name (facts §8.1 AlarmDetail).
 */
export type AlarmStatus = 'ACTIVE' | 'NOT_ACTIVE' | 'CLEARED';

/**
 * A status as the service wrote it: one of AlarmStatus, or another word of a service's own (the facts' typings show
 * 'Active' | 'Acknowledged' | 'Reset', facts §8.1), which the portal shows as written instead of refusing the list.
 */
export type AlarmStatusText = AlarmStatus | (string & Record<never, never>);

/** REQUIRED while the acknowledgement (or reset) is still owed; NOT_REQUIRED once given, or when never needed. */
export type AlarmRequirement = 'REQUIRED' | 'NOT_REQUIRED';

export type AlarmActionKind = 'ack' | 'reset' | 'clear';

/** One state change of an alarm: raised, gone, acknowledged, reset or cleared (facts §8.1 AlarmDetail). */
export interface AlarmHistoryEntry {
  /** Epoch milliseconds. */
  updatedAt: number;
  status: AlarmStatusText;
  ack: AlarmRequirement;
  reset: AlarmRequirement;
  /** The user action that caused the change; absent when the device caused it (facts §8.1 AlarmDetail's NO_ACK). */
  action?: 'ACK' | 'RESET' | 'CLEAR';
  /** Who acted, and what they wrote. */
  user?: string;
  comment?: string;
  /** The source tag's value at the change, as text. */
  value?: string;
  description: string;
}

/** The cloud-side alarm record (facts §8.1 AlarmIn), as search and GET /{id} answer it. */
export interface Alarm {
  id: string;
  orgResourceId: string;
  deviceId: string;
  deviceLabel?: string;
  name: string;
  description: string;
  /** The source tag's model path. */
  tag: string;
  /** 0…6; 6 is the most severe (docs/decisions.md). */
  severity: number;
  /** Epoch milliseconds of the last change. */
  updatedAt: number;
  /** Epoch milliseconds at which the alarm was last raised. */
  eventTimestamp: number;
  acknowledgedDate?: number;
  status: AlarmStatusText;
  ack: AlarmRequirement;
  reset: AlarmRequirement;
  /** The comment of the last user action. */
  comment?: string;
  /** Only the one matching the tag's type is set. */
  value_double?: number;
  value_integer?: number;
  value_boolean?: boolean;
  value_string?: string;
  /** Oldest first. Only GET /{id} carries it; search answers leave it out to keep pages light. */
  alarmHistory?: AlarmHistoryEntry[];
}

export type AlarmPage = DataPage<Alarm>;

/** Fields a search may be ordered by. */
export const alarmOrderFields = ['eventTimestamp', 'updatedAt', 'severity', 'name', 'deviceLabel', 'status'] as const;
export type AlarmOrderField = (typeof alarmOrderFields)[number];
export type OrderDirection = 'asc' | 'desc';

/** POST /alarms/search body (facts §6; `orderBy` and `pageSize` follow the facts §3 paging rules). */
export interface AlarmSearch {
  /** A filter expression (src/platform/alarmFilter.ts has the grammar); empty matches every alarm. */
  data: string;
  orderBy: AlarmOrderField;
  orderDir: OrderDirection;
  /** 0-based. */
  page: number;
  pageSize: number;
  /** The organisation whose alarms (and its sub-organisations') are searched. */
  scopedOrganization: string;
}

/** GET /alarms/severityCount answers one entry per severity that has alarms (facts §8.1 AlarmSeverityEntry). */
export interface AlarmSeverityCount {
  severity: number;
  count: number;
}

/** GET /alarms/severityCountByDevice: one page of devices, each with its severity counts (facts §3). */
export interface AlarmSeverityByDevice {
  data: Record<string, AlarmSeverityCount[]>[];
  last: boolean;
  /** Cursor of the next page; absent on the last one. */
  next?: string;
}

/** POST /alarms/action/{ack|reset|clear} body: one alarm. */
export interface AlarmAction {
  id: string;
  comment: string;
}

/** POST /alarms/action/{ackAll|resetAll|clearAll} body (facts §8.1 AlarmBulkAction plus the filter). */
export interface AlarmBulkAction {
  comment: string;
  /** true: only the alarms matching `data` (the ones the user sees); false: every alarm of the organisation. */
  applyOnlyToVisibleValue: boolean;
  data: string;
}

/**
 * Why an action left an alarm as it was: nothing of that kind was owed (already done, or never needed), or the
 * alarm is still active (a reset or clear needs its condition gone, facts §8.2).
 */
export type AlarmSkipReason = 'notPending' | 'stillActive';

/**
 * What an action came to. The service answers every action with an empty 204 (facts §8.1 show no answer): for one
 * alarm the portal reads it back and tells whether it changed or why not.
 */
export interface AlarmActionResult {
  applied: string[];
  skipped: { id: string; reason: AlarmSkipReason }[];
  /** An action on every match: which alarms changed is not told, and the list shows them as they are now. */
  unreported?: boolean;
}
