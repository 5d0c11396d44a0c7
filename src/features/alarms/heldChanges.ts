// While the person has alarms selected, the live list holds its rows (machines/liveQuery.machine.ts `query.hold`): a
// poll's answer waits aside. This says what showing it would change, for the "n new — Show" bar.
import type { AlarmPage } from '../../platform/alarmTypes';

export interface HeldChanges {
  /** Alarms the waiting answer has and the rows on screen do not. */
  added: number;
}

/** Undefined when the waiting answer would change nothing on screen (or nothing waits). */
export function heldChanges(shown: AlarmPage | undefined, waiting: AlarmPage | undefined): HeldChanges | undefined {
  if (shown === undefined || waiting === undefined) return undefined;
  const before = new Map(shown.data.map((alarm) => [alarm.id, alarm]));
  const added = waiting.data.filter((alarm) => !before.has(alarm.id)).length;
  const same =
    added === 0 &&
    waiting.totalElements === shown.totalElements &&
    waiting.data.length === shown.data.length &&
    waiting.data.every((alarm, index) => {
      const was = shown.data[index];
      return was?.id === alarm.id && was.updatedAt === alarm.updatedAt && was.status === alarm.status;
    });
  return same ? undefined : { added };
}
