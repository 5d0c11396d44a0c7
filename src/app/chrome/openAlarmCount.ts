// The top bar's open-alarm count as a flow (machines/liveQuery.machine.ts with its real effects): the severity counts
// of spec §4's open rule, polled like the alarm list and read again at once when the alarm screen announces that it
// acted on alarms (`portal:alarms-changed`, a window event, so the section and the chrome need not know each other).
// Loaded with AlarmCount, after the first screen; one machine per portal, one actor per organisation shown.
import { fromCallback, fromPromise } from 'xstate';
import { alarmsPollInterval } from '../../../machines/constants';
import { createLiveQueryMachine } from '../../../machines/liveQuery.machine';
import { openAlarmExpression } from '../../platform/alarmFilter';
import type { AlarmSeverityCount } from '../../platform/alarmTypes';
import { alarmsChangedEvent } from '../../portal/alarmsChanged';
import type { Platform } from '../../portal/platform';

const made = new WeakMap<Platform, ReturnType<typeof provideOpenAlarmCount>>();

function provideOpenAlarmCount(platform: Platform) {
  return createLiveQueryMachine<{ organization: string }, AlarmSeverityCount[]>('openAlarmCount').provide({
    actors: {
      fetch: fromPromise(({ input, signal }) => platform.alarms.severityCount(input.query.organization, openAlarmExpression, signal)),
      changes: fromCallback(({ sendBack }) => {
        const refresh = () => sendBack({ type: 'query.refresh' });
        addEventListener(alarmsChangedEvent, refresh);
        return () => removeEventListener(alarmsChangedEvent, refresh);
      }),
    },
    delays: { pollInterval: alarmsPollInterval },
  });
}

export function openAlarmCount(platform: Platform) {
  const machine = made.get(platform) ?? provideOpenAlarmCount(platform);
  made.set(platform, machine);
  return machine;
}
