// The alarms slice of the sandbox store: one record per alarm definition of every simulated device, plus optional
// bulk alarms. Simulated alarms are moved forward lazily, to the current instant, whenever a request reads them, so
// their state is the tag history up to now folded with the user actions in between.
import { fleet, findTag, modelPath } from '../devices/fleet';
import { alarmDefinitions } from './definitions';
import { simulate, type AlarmRecord } from './engine';
import { bulkAlarms } from './volume';

/**
 * How far back the simulation starts, so a fresh sandbox already has alarms raised, gone and still owed: the slowest
 * alarm source of the fleet cycles in 15 minutes, so two hours give every alarm several occurrences.
 */
export const simulatedHistory = 2 * 3_600_000;

export interface AlarmsOptions {
  /** Epoch ms the simulation stands still at (a test's fixed instant); absent: the wall clock. */
  pinnedAt?: number;
  /** Bulk alarms to add to an organisation. */
  bulk?: { count: number; organization: string };
}

export interface AlarmsState {
  options: AlarmsOptions;
  records: AlarmRecord[];
  /** The ones that follow a device's tag (the rest are bulk alarms). */
  simulated: AlarmRecord[];
  /** Simulated alarms are up to date until here (epoch ms). */
  evaluatedUntil: number;
  /** Counts every change of any alarm, so results computed before a change are known to be stale. */
  version: number;
  /** Filter results by "<organisation> <filter>", valid while `version` is theirs (a poll repeats its filters). */
  matches: Map<string, { version: number; records: AlarmRecord[] }>;
}

function simulatedRecords(): AlarmRecord[] {
  return fleet.flatMap((device) =>
    (alarmDefinitions[device.model.name] ?? []).map((definition): AlarmRecord => {
      const tag = findTag(device.model, definition.tag);
      if (tag === undefined) throw new Error(`${device.model.name} has no tag ${definition.tag}`);
      return {
        id: `${device.deviceId}.${definition.name}`,
        orgResourceId: device.orgResourceId,
        deviceId: device.deviceId,
        deviceLabel: device.label,
        name: definition.name,
        description: definition.description,
        tag: modelPath(device.model, tag),
        severity: definition.severity,
        ackRequired: definition.ackRequired,
        resetRequired: definition.resetRequired,
        source: { device, tag, condition: definition.condition },
        valueType: tag.type,
        value: tag.type === 'string' ? '' : tag.type === 'boolean' ? false : 0,
        active: false,
        ackOwed: false,
        resetOwed: false,
        userCleared: false,
        eventTimestamp: 0,
        updatedAt: 0,
        history: [],
      };
    }),
  );
}

export function createAlarmsState(options: AlarmsOptions = {}): AlarmsState {
  const now = options.pinnedAt ?? Date.now();
  const simulated = simulatedRecords();
  return {
    options,
    records: [...simulated, ...(options.bulk ? bulkAlarms(options.bulk.count, options.bulk.organization, now) : [])],
    simulated,
    evaluatedUntil: now - simulatedHistory,
    version: 0,
    matches: new Map(),
  };
}

/** The instant alarms are at: the pinned one, else the wall clock. */
export function alarmClock(state: AlarmsState): number {
  return state.options.pinnedAt ?? Date.now();
}

/** Every record, the simulated ones moved forward to now. */
export function currentAlarms(state: AlarmsState): AlarmRecord[] {
  const { until, changes } = simulate(state.simulated, state.evaluatedUntil, alarmClock(state));
  state.evaluatedUntil = until;
  if (changes > 0) state.version++;
  return state.records;
}

/** Bulk alarms to seed from the environment (`SANDBOX_ALARM_VOLUME=10000`, into acme), for demos of a busy fleet. */
export function alarmOptionsFromEnv(): AlarmsOptions {
  const count = Number(globalThis.process?.env.SANDBOX_ALARM_VOLUME);
  return Number.isInteger(count) && count > 0 ? { bulk: { count, organization: 'acme' } } : {};
}
