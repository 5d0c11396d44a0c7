// The flows that make the service calls of the fault matrix (./faultMatrix.calls.ts), each started as its screen
// starts it and driven as the person there drives it, up to the call, for the flow-level fault matrix
// (./faultFlows.test.ts). A call with a flow here keeps only the cells that differ on screen in the screen matrix
// (./faultScreens.harness.tsx: a 401, a timeout and one HTTP error); every fault is asserted here, in node.
import type { AnyActorRef } from 'xstate';
import { alarmFilterExpression, defaultAlarmFilter } from '../../src/platform/alarmFilter';
import { provideAlarmMachines, type AlarmActionRequest } from '../../src/features/alarms/flows';
import type { Platform } from '../../src/portal/platform';
import { act, started } from './faultFlows.run';

export interface FlowCall {
  /** The persona (README) who makes the call: alice unless said. */
  user?: string;
  /** The organisation (resourceId) the flow works in: acme unless said. */
  organization?: string;
  /** Starts the flow and does what the person does, up to the call; the fault is answered from the start. */
  run: (platform: Platform) => AnyActorRef | Promise<AnyActorRef>;
}

const alarmList = { filter: defaultAlarmFilter, orderBy: 'eventTimestamp', orderDir: 'desc', page: 0, pageSize: 25 } as const;
const alarms = (platform: Platform) => provideAlarmMachines(platform)('acme');
/** The alarm screen's `ack`: one alarm's from its row (no confirmation), or every matching one's, confirmed. */
const acknowledgeOne = (platform: Platform) => {
  const request: AlarmActionRequest = { action: 'ack', target: { kind: 'one', id: 'alm-1', label: 'Boiler over temperature' } };
  return act(started(alarms(platform).actions), ['idle', { type: 'action.request', request }]);
};
const acknowledgeMatching = (platform: Platform) => {
  const request: AlarmActionRequest = { action: 'ack', target: { kind: 'matching', filter: alarmFilterExpression(defaultAlarmFilter), count: 3 } };
  return act(started(alarms(platform).actions), ['idle', { type: 'action.request', request }], ['confirming', { type: 'action.confirm', comment: '' }]);
};

/** By `client.method`, as the fault matrix names its rows. */
export const flowCalls: Record<string, FlowCall> = {
  'alarms.search': { run: (platform) => started(alarms(platform).list, { query: alarmList }) },
  'alarms.severityCount': { run: (platform) => started(alarms(platform).counts, { query: { filter: defaultAlarmFilter, devicePages: 1 } }) },
  'alarms.severityCountByDevice': { run: (platform) => started(alarms(platform).counts, { query: { filter: defaultAlarmFilter, devicePages: 1 } }) },
  'alarms.alarm': { run: (platform) => started(alarms(platform).history, { query: { alarmId: 'alm-1' } }) },
  'alarms.act': { run: acknowledgeOne },
  'alarms.actOnMatching': { run: acknowledgeMatching },
};
