// One alarm's life, as the device-side model of facts §8.2 describes it, plus the cloud-side clear: raised when its
// condition starts to hold (an acknowledgement owed if required), gone when it stops; an acknowledgement owes a reset
// if required; a reset or a clear needs the condition gone. Every change is a history entry.
import type {
  Alarm,
  AlarmActionKind,
  AlarmHistoryEntry,
  AlarmSkipReason,
  AlarmStatus,
} from '../../src/platform/alarmTypes';
import { tagValue, type SimulatedDevice, type SimulatedTag, type TagType } from '../devices/fleet';
import type { AlarmDefinition } from './definitions';

/** Newest entries kept per alarm, so a sandbox left running for days stays small. */
export const historyLimit = 100;

export interface AlarmRecord {
  id: string;
  orgResourceId: string;
  deviceId: string;
  deviceLabel: string;
  name: string;
  description: string;
  /** Model path of the source tag. */
  tag: string;
  severity: number;
  ackRequired: boolean;
  resetRequired: boolean;
  /** Simulated alarms follow their device's tag; seeded bulk alarms have none and change only by user action. */
  source?: { device: SimulatedDevice; tag: SimulatedTag; condition: AlarmDefinition['condition'] };
  valueType: TagType;
  value: number | boolean | string;
  active: boolean;
  ackOwed: boolean;
  resetOwed: boolean;
  /** A user cleared it; the next raise undoes that. */
  userCleared: boolean;
  eventTimestamp: number;
  updatedAt: number;
  acknowledgedDate?: number;
  comment?: string;
  history: AlarmHistoryEntry[];
}

export function statusOf(record: AlarmRecord): AlarmStatus {
  if (record.active) return 'ACTIVE';
  return !record.userCleared && (record.ackOwed || record.resetOwed) ? 'NOT_ACTIVE' : 'CLEARED';
}

const requirement = (owed: boolean) => (owed ? 'REQUIRED' : 'NOT_REQUIRED');

function record(entry: AlarmRecord, at: number, change: Pick<AlarmHistoryEntry, 'action' | 'user' | 'comment'> = {}) {
  entry.updatedAt = at;
  entry.history.push({
    updatedAt: at,
    status: statusOf(entry),
    ack: requirement(entry.ackOwed),
    reset: requirement(entry.resetOwed),
    ...change,
    value: String(entry.value),
    description: entry.description,
  });
  if (entry.history.length > historyLimit) entry.history.splice(0, entry.history.length - historyLimit);
}

export function raise(entry: AlarmRecord, at: number, value: AlarmRecord['value']): void {
  entry.active = true;
  entry.userCleared = false;
  entry.value = value;
  entry.eventTimestamp = at;
  if (entry.ackRequired) entry.ackOwed = true;
  // Without an acknowledgement step, a required reset is owed from the start.
  else if (entry.resetRequired) entry.resetOwed = true;
  record(entry, at);
}

export function fall(entry: AlarmRecord, at: number, value: AlarmRecord['value']): void {
  entry.active = false;
  entry.value = value;
  record(entry, at);
}

/** Step of the simulation: conditions are sampled this often, so an alarm changes on a 5-second grid. */
export const sampleStep = 5_000;

/** Moves simulated alarms from `from` (exclusive) to `to` (inclusive): the last sampled instant, how many changed. */
export function simulate(simulated: readonly AlarmRecord[], from: number, to: number): { until: number; changes: number } {
  let changes = 0;
  let at = Math.floor(from / sampleStep) * sampleStep + sampleStep;
  for (; at <= to; at += sampleStep) {
    for (const entry of simulated) {
      const { device, tag, condition } = entry.source as NonNullable<AlarmRecord['source']>;
      const value = tagValue(device, tag, at);
      const holds = condition(value);
      if (holds === entry.active) continue;
      if (holds) raise(entry, at, value);
      else fall(entry, at, value);
      changes++;
    }
  }
  return { until: Math.max(from, at - sampleStep), changes };
}

/** Applies a user action now; answers why it was left unchanged when it was. */
export function act(
  entry: AlarmRecord,
  action: AlarmActionKind,
  at: number,
  user: string,
  comment: string,
): AlarmSkipReason | undefined {
  switch (action) {
    case 'ack':
      if (!entry.ackOwed) return 'notPending';
      entry.ackOwed = false;
      entry.acknowledgedDate = at;
      if (entry.resetRequired) entry.resetOwed = true;
      break;
    case 'reset':
      if (!entry.resetOwed) return 'notPending';
      if (entry.active) return 'stillActive';
      entry.resetOwed = false;
      break;
    case 'clear':
      if (statusOf(entry) === 'CLEARED') return 'notPending';
      if (entry.active) return 'stillActive';
      entry.userCleared = true;
      break;
  }
  entry.comment = comment || undefined;
  const names = { ack: 'ACK', reset: 'RESET', clear: 'CLEAR' } as const;
  record(entry, at, { action: names[action], user, ...(comment ? { comment } : {}) });
  return undefined;
}

/** The wire form (facts §8.1); the history only when asked for. */
export function toAlarm(entry: AlarmRecord, withHistory: boolean): Alarm {
  return {
    id: entry.id,
    orgResourceId: entry.orgResourceId,
    deviceId: entry.deviceId,
    deviceLabel: entry.deviceLabel,
    name: entry.name,
    description: entry.description,
    tag: entry.tag,
    severity: entry.severity,
    updatedAt: entry.updatedAt,
    eventTimestamp: entry.eventTimestamp,
    ...(entry.acknowledgedDate === undefined ? {} : { acknowledgedDate: entry.acknowledgedDate }),
    status: statusOf(entry),
    ack: requirement(entry.ackOwed),
    reset: requirement(entry.resetOwed),
    ...(entry.comment === undefined ? {} : { comment: entry.comment }),
    ...valueField(entry),
    ...(withHistory ? { alarmHistory: entry.history } : {}),
  };
}

function valueField({ valueType, value }: AlarmRecord): Partial<Alarm> {
  switch (valueType) {
    case 'double':
      return { value_double: Number(value) };
    case 'integer':
      return { value_integer: Number(value) };
    case 'boolean':
      return { value_boolean: Boolean(value) };
    case 'string':
      return { value_string: String(value) };
  }
}
