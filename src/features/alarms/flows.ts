// The actor types the alarm views receive from the screen.
import type { ActorRefFrom } from 'xstate';
import type { alarmActionsMachine } from '../../../machines/alarmActions.machine';
import type { createLiveQueryMachine } from '../../../machines/liveQuery.machine';
import type { AlarmCounts, AlarmCountsQuery, AlarmListQuery } from '../../platform/alarmList';
import type { Alarm, AlarmPage } from '../../platform/alarmTypes';

export type AlarmListActor = ActorRefFrom<ReturnType<typeof createLiveQueryMachine<AlarmListQuery, AlarmPage>>>;
export type AlarmCountsActor = ActorRefFrom<ReturnType<typeof createLiveQueryMachine<AlarmCountsQuery, AlarmCounts>>>;
export type AlarmActionsActor = ActorRefFrom<typeof alarmActionsMachine>;
export type AlarmHistoryMachine = ReturnType<typeof createLiveQueryMachine<{ alarmId: string }, Alarm>>;
