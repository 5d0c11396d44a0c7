// What the portal reads from an alarm record: whether it is open, which actions it still needs, its value.
import type { Alarm, AlarmActionKind, AlarmSkipReason } from './alarmTypes';

/** Severities are integers 0…6 (facts §8.1); 6 is the most severe (docs/decisions.md). */
export const alarmSeverities = [0, 1, 2, 3, 4, 5, 6] as const;
export const mostSevere = 6;

type AlarmState = Pick<Alarm, 'status' | 'ack' | 'reset'>;

/** Spec §4: not cleared, and active or an acknowledgement owed or a reset owed. */
export function isOpenAlarm({ status, ack, reset }: AlarmState): boolean {
  return status !== 'CLEARED' && (status === 'ACTIVE' || ack === 'REQUIRED' || reset === 'REQUIRED');
}

/**
 * Whether an action would change the alarm now (facts §8.2): an acknowledgement when one is owed; a reset when one
 * is owed and the condition is gone; a clear when the condition is gone and it is not cleared yet.
 */
export function actionApplies(action: AlarmActionKind, { status, ack, reset }: AlarmState): boolean {
  switch (action) {
    case 'ack':
      return ack === 'REQUIRED';
    case 'reset':
      return reset === 'REQUIRED' && status !== 'ACTIVE';
    case 'clear':
      return status === 'NOT_ACTIVE';
  }
}

/**
 * What an alarm read back after an action tells of it, the service's empty answer naming nothing (facts §8.1): the
 * action's effect shows (undefined), or why the alarm was left as it was. An alarm already in that state before the
 * action reads as acted on: the read-back cannot tell the two apart, and either way nothing more is owed.
 */
export function actionOutcome(action: AlarmActionKind, { status, ack, reset }: AlarmState): AlarmSkipReason | undefined {
  const done = action === 'ack' ? ack !== 'REQUIRED' : action === 'reset' ? reset !== 'REQUIRED' : status === 'CLEARED';
  if (done) return undefined;
  return status === 'ACTIVE' ? 'stillActive' : 'notPending';
}

/** The source tag's value: the one typed field the record carries. */
export function alarmValue(alarm: Alarm): number | boolean | string | undefined {
  return alarm.value_double ?? alarm.value_integer ?? alarm.value_boolean ?? alarm.value_string;
}
