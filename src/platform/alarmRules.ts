// What the portal reads from an alarm record: whether it is open, which actions it still needs, its value.
import type { Alarm, AlarmActionKind } from './alarmTypes';

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

/** The source tag's value: the one typed field the record carries. */
export function alarmValue(alarm: Alarm): number | boolean | string | undefined {
  return alarm.value_double ?? alarm.value_integer ?? alarm.value_boolean ?? alarm.value_string;
}
