// The sandbox's simulated devices. Every tag value is a pure function of time, so live values, history, CSV
// exports and alarms agree with each other and a test can compute what the portal must show at any instant.
// Model paths follow facts §6: `<model>:<major>/<tag path>`.
import { gatewayLogicalId } from '../vpn/state';

export type TagType = 'double' | 'integer' | 'boolean' | 'string';

export interface SimulatedTag {
  /** Tag path inside the model, e.g. `Boiler/Temperature`. */
  name: string;
  type: TagType;
  unit?: string;
  /** Numeric tags swing between min and max over `periodSeconds` (booleans flip every half period). */
  min: number;
  max: number;
  periodSeconds: number;
  /** String tags cycle through these values once per period. */
  states?: readonly string[];
  /**
   * A formula path of the device's preset (sandbox/platform/formulaTags.ts): its full model path, and its value worked
   * out from the device's other tags at the same instant; `periodSeconds` is then a whole number of their periods.
   */
  formula?: { path: string; value: (device: SimulatedDevice, at: number) => number };
  /**
   * A set point: a value people write to the device (its preset's mode `RW`), held until the next write; this is the
   * value it holds until then. `min` and `max` are then the range the device accepts (sandbox/platform/setpoints.ts).
   */
  setpoint?: number;
}

export interface SimulatedModel {
  name: string;
  version: string;
  tags: readonly SimulatedTag[];
}

export interface SimulatedDevice {
  deviceId: string;
  label: string;
  orgResourceId: string;
  model: SimulatedModel;
  /** Shifts the waveform so devices of one model do not show the same values. */
  phaseSeconds: number;
  /**
   * Where the device stands (the alarm map widget places it). A device activated without a place has none (facts
   * §7.1: the activation names none; the walkthrough places it there or later).
   */
  position?: { latitude: number; longitude: number };
  /** The serial number of the licence it was activated with; the simulated fleet's are made from their ids. */
  serialNumber?: string;
  /**
   * The logical id of the licence it was activated with, `logical-<deviceId>` unless seeded otherwise: a device whose
   * logical id is a gateway's (sandbox/vpn/state.ts) is that gateway's device, as on the platform.
   */
  logicalId?: string;
  /**
   * The name the device registered with (facts §7.1: the activation's `alias`), kept when its label is changed; the
   * simulated fleet's are their first labels in lower case with dashes, e.g. `boiler-hall-a`.
   */
  alias: string;
}

/** The alias a seeded device registered with: its first label, lower case, words joined by dashes. */
const seededAlias = (label: string) => label.toLowerCase().split(/\s+/).join('-');

const boiler: SimulatedModel = {
  name: 'Boiler',
  version: '1.0.0',
  tags: [
    { name: 'Boiler/Temperature', type: 'double', unit: '°C', min: 55, max: 95, periodSeconds: 600 },
    { name: 'Boiler/Pressure', type: 'double', unit: 'bar', min: 1.2, max: 3.4, periodSeconds: 420 },
    { name: 'Boiler/BurnerOn', type: 'boolean', min: 0, max: 1, periodSeconds: 240 },
    { name: 'Boiler/Mode', type: 'string', min: 0, max: 0, periodSeconds: 900, states: ['heating', 'idle', 'standby'] },
    { name: 'Boiler/Setpoint', type: 'double', unit: '°C', min: 40, max: 90, periodSeconds: 600, setpoint: 70 },
  ],
};

const conveyor: SimulatedModel = {
  name: 'Conveyor',
  version: '2.1.0',
  tags: [
    { name: 'Drive/Speed', type: 'double', unit: 'm/s', min: 0.4, max: 2.6, periodSeconds: 300 },
    { name: 'Drive/Current', type: 'double', unit: 'A', min: 3, max: 18, periodSeconds: 360 },
    { name: 'Counter/Pieces', type: 'integer', unit: 'pcs', min: 0, max: 5000, periodSeconds: 3600 },
    { name: 'Safety/Stopped', type: 'boolean', min: 0, max: 1, periodSeconds: 720 },
    { name: 'Drive/SpeedSetpoint', type: 'double', unit: 'm/s', min: 0.4, max: 2.6, periodSeconds: 300, setpoint: 1.5 },
  ],
};

export const simulatedModels: readonly SimulatedModel[] = [boiler, conveyor];

function device(
  deviceId: string,
  label: string,
  orgResourceId: string,
  model: SimulatedModel,
  phaseSeconds: number,
  [latitude, longitude]: [number, number],
  logicalId?: string,
) {
  return { deviceId, label, alias: seededAlias(label), orgResourceId, model, phaseSeconds, position: { latitude, longitude }, logicalId } satisfies SimulatedDevice;
}

export const fleet: readonly SimulatedDevice[] = [
  device('dev-acme-boiler-1', 'Boiler Hall A', 'acme', boiler, 0, [45.46, 9.19]),
  device('dev-acme-boiler-2', 'Boiler Hall B', 'acme', boiler, 170, [45.07, 7.69]),
  // Conveyor Line 1 is also the test bench gateway of the remote-access service: its panel shows that gateway's log.
  device('dev-acme-conveyor-1', 'Conveyor Line 1', 'acme', conveyor, 0, [44.49, 11.34], gatewayLogicalId('gw-acme-bench-dev')),
  device('dev-acme-conveyor-2', 'Conveyor Line 2', 'acme', conveyor, 95, [45.44, 12.32]),
  device('dev-north-boiler-1', 'North Boiler', 'acme.acme-north', boiler, 60, [46.5, 11.35]),
  device('dev-initech-conveyor-1', 'Initech Conveyor', 'initech', conveyor, 30, [48.14, 11.58]),
];

/** Most made-up devices the sandbox adds (`PUT /__sandbox/config` `bulkDevices`), the scale the portal is built for. */
export const maxBulkDevices = 100_000;
export const bulkOrganization = 'acme';
const bulkPrefix = 'dev-acme-bulk-';

const bulk: SimulatedDevice[] = [];

/** 0…1 from an integer, the same every run. */
function scatter(value: number, seed: number): number {
  let hash = Math.imul(value ^ seed, 0x2c1b_3c6d);
  hash = Math.imul(hash ^ (hash >>> 15), 0x297a_2d39);
  return ((hash ^ (hash >>> 15)) >>> 0) / 0x1_0000_0000;
}

/**
 * `count` made-up devices of acme, alternately boilers and conveyors (`Boiler 000001`, `Conveyor 000002`, …), spread
 * over Europe. Built once for the largest count asked and sliced, so every request sees the same devices.
 */
export function bulkDevices(count: number): readonly SimulatedDevice[] {
  const wanted = Math.max(0, Math.min(maxBulkDevices, Math.floor(count)));
  for (let index = bulk.length + 1; index <= wanted; index++) {
    const number = String(index).padStart(6, '0');
    const model = index % 2 ? boiler : conveyor;
    // A fixed scatter (an integer hash of the number), so positions differ without randomness.
    const spread = scatter(index, 0x9e37_79b9);
    const across = scatter(index, 0x85eb_ca6b);
    bulk.push(device(`${bulkPrefix}${number}`, `${model.name} ${number}`, bulkOrganization, model, (index * 37) % 900, [36 + 24 * spread, -9 + 39 * across]));
  }
  return wanted === bulk.length ? bulk : bulk.slice(0, wanted);
}

/**
 * Devices of an organisation with `bulk` made-up devices in acme; a parent sees its sub-organisations' devices too
 * (resource ids nest with dots).
 */
export function devicesOf(orgResourceId: string, bulkCount = 0): SimulatedDevice[] {
  const within = (owner: string) => owner === orgResourceId || owner.startsWith(`${orgResourceId}.`);
  const seeded = fleet.filter(({ orgResourceId: owner }) => within(owner));
  return bulkCount > 0 && within(bulkOrganization) ? [...seeded, ...bulkDevices(bulkCount)] : seeded;
}

export function findDevice(deviceId: string): SimulatedDevice | undefined {
  return fleet.find((candidate) => candidate.deviceId === deviceId);
}

/** One device of an organisation by id, without walking a bulk fleet. */
export function deviceOf(orgResourceId: string, deviceId: string, bulkCount = 0): SimulatedDevice | undefined {
  const within = (owner: string) => owner === orgResourceId || owner.startsWith(`${orgResourceId}.`);
  if (deviceId.startsWith(bulkPrefix)) {
    const index = Number(deviceId.slice(bulkPrefix.length));
    const found = Number.isInteger(index) && index >= 1 && index <= bulkCount ? bulkDevices(bulkCount)[index - 1] : undefined;
    return found?.deviceId === deviceId && within(found.orgResourceId) ? found : undefined;
  }
  return fleet.find((candidate) => candidate.deviceId === deviceId && within(candidate.orgResourceId));
}

/** `<model>:<major>/<tag>` as the platform controller names a tag (facts §6). */
export function modelPath(model: SimulatedModel, tag: SimulatedTag): string {
  return tag.formula?.path ?? `${model.name}:${model.version.split('.')[0]}/${tag.name}`;
}

/** The tag a path names among `tags` (the model's, or with a preset's formula paths). */
export function findTag(model: SimulatedModel, path: string, tags: readonly SimulatedTag[] = model.tags): SimulatedTag | undefined {
  return tags.find((tag) => modelPath(model, tag) === path || tag.name === path);
}

/** Position in the tag's cycle, 0…1, at epoch milliseconds `at`. */
function phase(device: SimulatedDevice, tag: SimulatedTag, at: number): number {
  const seconds = at / 1000 + device.phaseSeconds;
  return (((seconds % tag.periodSeconds) + tag.periodSeconds) % tag.periodSeconds) / tag.periodSeconds;
}

export function tagValue(device: SimulatedDevice, tag: SimulatedTag, at: number): number | boolean | string {
  if (tag.formula) return tag.formula.value(device, at);
  if (tag.setpoint !== undefined) return tag.setpoint;
  const position = phase(device, tag, at);
  switch (tag.type) {
    case 'boolean':
      return position >= 0.5;
    case 'string': {
      const states = tag.states ?? [''];
      return states[Math.floor(position * states.length)] ?? '';
    }
    case 'integer':
      // A counter: rises through the period, then starts again.
      return Math.floor(tag.min + (tag.max - tag.min) * position);
    case 'double': {
      const wave = (1 - Math.cos(2 * Math.PI * position)) / 2;
      return Math.round((tag.min + (tag.max - tag.min) * wave) * 100) / 100;
    }
  }
}

/** One sample every `stepMs` from `since` to `to` (inclusive), newest last, at most `limit` of the newest. */
export function tagHistory(
  device: SimulatedDevice,
  tag: SimulatedTag,
  since: number,
  to: number,
  stepMs: number,
  limit: number,
): [number, number | boolean | string][] {
  const first = Math.ceil(since / stepMs) * stepMs;
  const count = Math.max(0, Math.floor((to - first) / stepMs) + 1);
  const start = first + Math.max(0, count - limit) * stepMs;
  const samples: [number, number | boolean | string][] = [];
  for (let at = start; at <= to; at += stepMs) samples.push([at, tagValue(device, tag, at)]);
  return samples;
}
