// The device registry: the simulated fleet (fleet.ts) as people have changed it. Labels, descriptions and tags are
// edited (facts §5 patchDeviceAttributes) and devices deleted; the waveforms stay fleet.ts's. Connection state is
// a fixed property of each device, so a test knows which devices are offline and since when. Devices activated
// through a device licence (sandbox/licenses) join the fleet here.
import { deviceOf, devicesOf, type SimulatedDevice } from './fleet';

export interface DeviceEdits {
  label?: string;
  description?: string;
  tags?: string[];
}

export interface DevicesState {
  edits: Map<string, DeviceEdits>;
  deleted: Set<string>;
  /** Devices activated through a licence, after the simulated fleet. */
  activated: SimulatedDevice[];
  /** Devices moved to another organisation (move.ts), by id, as they are there. */
  moved: Map<string, SimulatedDevice>;
  /** Import tokens handed out (move.ts): the organisation a device moved with each lands in, until it expires. */
  importTokens: Map<string, { orgResourceId: string; expiresAt: number }>;
  /** Values people wrote to set points (sandbox/platform/setpoints.ts), by `<deviceId> <tag>`, oldest first. */
  written: Map<string, { value: number | boolean | string; at: number }[]>;
  /** The core's numeric ids (coreDevices.ts) of devices activated here, in the order they were first asked for. */
  coreIds: Map<string, number>;
  /** Names the registry's contents, so orderings computed before a change (or a reset) are not reused after it. */
  revision: number;
}

// Revisions are unique across resets: a fresh registry must not share a number with one from before the reset.
let lastRevision = 0;
const nextRevision = () => ++lastRevision;

/** A device as the registry holds it now. */
export interface RegisteredDevice {
  device: SimulatedDevice;
  label: string;
  description: string;
  tags: string[];
  connected: boolean;
  /** How long ago the device last spoke (ms): 0 while connected. */
  silentFor: number;
}

const seedTags: Record<string, string[]> = {
  'dev-acme-boiler-1': ['hall-a', 'heating'],
  'dev-acme-boiler-2': ['hall-b', 'heating'],
  'dev-acme-conveyor-1': ['line-1', 'packaging'],
  'dev-acme-conveyor-2': ['line-2', 'packaging'],
  'dev-north-boiler-1': ['heating'],
};

/** How long the seeded offline devices have been silent. */
const seedOffline: Record<string, number> = {
  'dev-acme-conveyor-2': (3 * 60 + 20) * 60_000,
  'dev-north-boiler-1': 2 * 24 * 3_600_000,
};

/** Every seventh made-up device is offline, for a number of hours its number gives. */
function bulkOfflineFor(deviceId: string): number | undefined {
  const number = Number(/(\d+)$/.exec(deviceId)?.[1] ?? Number.NaN);
  return deviceId.startsWith('dev-acme-bulk-') && number % 7 === 0 ? ((number % 48) + 1) * 3_600_000 : undefined;
}

/** An import token of globex that every fresh registry knows. */
export const seededImportToken = 'IMPORT-GLOBEX-7Q4M';

export function createDevicesState(): DevicesState {
  return {
    edits: new Map(Object.entries(seedTags).map(([deviceId, tags]) => [deviceId, { tags: [...tags] }])),
    deleted: new Set(),
    activated: [],
    moved: new Map(),
    written: new Map(),
    coreIds: new Map(),
    // A token of globex's to try the move with (sandbox/README.md); tokens handed out later expire in a day.
    importTokens: new Map([[seededImportToken, { orgResourceId: 'globex', expiresAt: Date.UTC(2100, 0, 1) }]]),
    revision: nextRevision(),
  };
}

export function registered(state: DevicesState, device: SimulatedDevice): RegisteredDevice {
  const edits = state.edits.get(device.deviceId);
  const offlineFor = seedOffline[device.deviceId] ?? bulkOfflineFor(device.deviceId);
  return {
    device,
    label: edits?.label ?? device.label,
    description: edits?.description ?? '',
    tags: edits?.tags ?? [],
    connected: offlineFor === undefined,
    silentFor: offlineFor ?? 0,
  };
}

/** The organisation's devices (and its sub-organisations'), without the deleted ones. */
export function registeredDevicesOf(state: DevicesState, orgResourceId: string, bulkCount: number): SimulatedDevice[] {
  const activated = state.activated.filter((device) => within(orgResourceId, device.orgResourceId));
  let all = activated.length === 0 ? devicesOf(orgResourceId, bulkCount) : [...devicesOf(orgResourceId, bulkCount), ...activated];
  // A moved device is listed where it is now (a big fleet is walked again only once something moved).
  if (state.moved.size > 0) {
    all = [
      ...all.filter(({ deviceId }) => !state.moved.has(deviceId)),
      ...[...state.moved.values()].filter((device) => within(orgResourceId, device.orgResourceId)),
    ];
  }
  return state.deleted.size === 0 ? all : all.filter(({ deviceId }) => !state.deleted.has(deviceId));
}

export function registeredDeviceOf(state: DevicesState, orgResourceId: string, deviceId: string, bulkCount: number) {
  if (state.deleted.has(deviceId)) return undefined;
  const moved = state.moved.get(deviceId);
  if (moved) return within(orgResourceId, moved.orgResourceId) ? moved : undefined;
  return (
    deviceOf(orgResourceId, deviceId, bulkCount) ??
    state.activated.find((device) => device.deviceId === deviceId && within(orgResourceId, device.orgResourceId))
  );
}

/** A device activated through a licence joins the organisation's fleet. */
export function addDevice(state: DevicesState, device: SimulatedDevice): void {
  state.activated.push(device);
  state.revision = nextRevision();
}

/** Resource ids nest with dots: a parent sees its sub-organisations' devices. */
const within = (organization: string, owner: string) => owner === organization || owner.startsWith(`${organization}.`);

export function applyEdits(state: DevicesState, deviceId: string, change: DeviceEdits): void {
  const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  state.edits.set(deviceId, { ...state.edits.get(deviceId), ...defined });
  state.revision = nextRevision();
}

/** The device now belongs to `orgResourceId`, with its label, tags and data. */
export function moveDevice(state: DevicesState, device: SimulatedDevice, orgResourceId: string): void {
  const activated = state.activated.indexOf(device);
  if (activated >= 0) state.activated.splice(activated, 1);
  state.moved.set(device.deviceId, { ...device, orgResourceId });
  state.revision = nextRevision();
}

export function deleteDevice(state: DevicesState, deviceId: string): void {
  state.deleted.add(deviceId);
  state.revision = nextRevision();
}

/** The tags the organisation's devices carry, sorted. */
export function tagsOf(state: DevicesState, orgResourceId: string, bulkCount: number): string[] {
  const tags = new Set<string>();
  for (const [deviceId, edits] of state.edits) {
    if (registeredDeviceOf(state, orgResourceId, deviceId, bulkCount)) edits.tags?.forEach((tag) => tags.add(tag));
  }
  return [...tags].sort((a, b) => a.localeCompare(b));
}
