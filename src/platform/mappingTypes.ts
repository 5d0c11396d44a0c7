// Wire shapes of the mappings service's devices (facts §5), base `<app>/svc/mappings`: the device search the
// dashboards page and search on the server, and one device read by id. The organisation travels as the query
// parameter `organization=<resourceId>` on this service.
import type { DataPage } from './types';

/** Facts §5 MappingDevice (SEED GetDevice.go ∪ WSDK device.d.ts); optional what the facts mark optional. */
export interface MappingDevice {
  id: string;
  deviceId: string;
  /** The display name; there is no `name` per the facts' third-party source. */
  label: string;
  name?: string;
  realmId: string;
  orgResourceId: string;
  connected: boolean;
  deleted?: boolean;
  configurationSent: boolean;
  configurationApplied: boolean;
  /** Epoch ms. */
  creationDate: number;
  updatedAt?: number;
  presetId: string;
  presetName: string;
  modelId: string;
  modelName: string;
  modelVersion: string;
  groups: string[];
  vpnName: string;
  logicalId?: string;
  description?: string;
  serialNumber?: string;
  position?: { lat: number; lon: number };
  maxSeverity?: number;
  /** Ours (docs/decisions.md "Devices"): words people sort devices by, set through patchDeviceAttributes. */
  tags?: string[];
}

/** Facts §3: DataPage, the devices' answer also carrying the server's clock. */
export type MappingDevicePage = DataPage<MappingDevice> & { serverTimestamp?: number };

/** What the device search orders by (ours: the facts name `orderBy` but not its values). */
export type DeviceOrder = 'label' | 'deviceId' | 'modelName';

/**
 * GET /devices (facts §5): `organization`, `search`, `page` (0-based), `pageSize`, `orderBy`, `orderDir`; ours the
 * narrowing by model name, connection and tag (docs/decisions.md "Devices").
 */
export interface DeviceSearchQuery {
  search?: string;
  page: number;
  pageSize: number;
  orderBy?: DeviceOrder;
  orderDir?: 'asc' | 'desc';
  model?: string;
  connected?: boolean;
  tag?: string;
  /** The id of the preset the device runs. */
  preset?: string;
  /** The id of a device group it belongs to. */
  group?: string;
  /** Its worst open alarm is at least this severity (0…6). */
  severity?: number;
  /** Its remote-access gateway's status as the caller sees it, or `none`: it is no gateway. */
  vpn?: DeviceVpnState;
}

/** What the fleet may be narrowed to by remote access (ours, docs/decisions.md "Devices"). */
export const deviceVpnStates = ['online', 'offline', 'connected', 'in-use', 'none'] as const;
export type DeviceVpnState = (typeof deviceVpnStates)[number];

/** PATCH /devices/{id} (facts §5 patchDeviceAttributes): the attributes to change, the rest kept. */
export interface DeviceAttributesPatch {
  label?: string;
  description?: string;
  tags?: string[];
}

/** GET /models (facts §5 model page): what the fleet's model filter lists. */
export interface ModelSummary {
  id: string;
  name: string;
  version: string;
}

/**
 * One positioned device as the map draws it, with the severity of its worst open alarm (facts §5 MappingDevice
 * `maxSeverity`), absent when none is open.
 */
export interface DevicePosition {
  deviceId: string;
  label: string;
  lat: number;
  lon: number;
  maxSeverity?: number;
}

/** The body of the device search by view (facts §5 geo-search's `geoBoundsTopLeft` and `geoBoundsBottomRight`). */
export interface DeviceGeoSearch {
  geoBoundsTopLeft: { lat: number; lon: number };
  geoBoundsBottomRight: { lat: number; lon: number };
}

/** The most devices one page of the device search holds (ours: about 600 bytes a record, so 1.2 MB a page). */
export const maxSearchPageSize = 2_000;

/** Facts §5 IoTProperty, as models and presets carry it. */
export interface IoTProperty {
  type: string;
  /** Presets: read ('R') or read and write ('RW'). */
  mode?: 'R' | 'RW';
  historyPolicy?: { enabled: boolean };
  /** Presets: where the path's value comes from (facts §5 `datalink`). */
  datalink?: DataLink;
  sendPolicy?: { triggers: { type: 'onchange'; changeMask: 'value'; minIntervalMs: number; skipFirstNChanges: number }[] };
}

/**
 * A preset path's data link (facts §5 `datalink`, type tag|formula): a device tag (`source`, the type absent as on
 * the confirmed wire), or a formula over the device's tags held in `source` too (ours, docs/decisions.md "Models,
 * presets and groups"), offered behind the formula-mapping switch.
 */
export interface DataLink {
  type?: 'tag' | 'formula';
  source: string;
}

/**
 * What is wrong with a formula (facts §6 `validatePresetFormula` → `ModelMarker[]`, read as the code editor's marker:
 * 1-based lines and columns, severity 8 an error, 4 a warning).
 */
/** Monaco's MarkerSeverity.Error: a marker at or above it makes the text unusable. */
export const markerErrorSeverity = 8;

export interface ModelMarker {
  severity: number;
  message: string;
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
}

/** Facts §5 IoTData: a model's or a preset's document; `instanceOf` names the model, `<name>:<version>`. */
export interface IoTData {
  type: 'object';
  instanceOf: string;
  properties: Record<string, IoTProperty>;
}

/** GET /models (facts §5, WSDK ModelIn): one version of a model, whether sub-organisations see it. */
export interface Model extends ModelSummary {
  json: IoTData;
  subOrgsEnabledToView: boolean;
  /** The organisation that owns it (resourceId): a sub-organisation sees a shared model of its parent's. */
  orgResourceId: string;
}

/** POST /models and PUT /models/{id} (facts §5): `name` is `<model name>:<version>`. */
export interface ModelWrite {
  name: string;
  data: IoTData;
}

/** GET /presets (facts §5): a preset of a model, with its document. */
export interface Preset {
  id: string;
  name: string;
  modelId: string;
  json: IoTData;
}

/**
 * GET /presets/{id}/deviceConfiguration (spec §7 "deviceConfiguration"): what a device configured by the preset is
 * told to send: per device tag, its type, the model path it feeds and how it is sent and kept.
 */
export interface DeviceConfiguration {
  type: 'object';
  properties: Record<string, IoTProperty & { modelPath: string }>;
}

/** POST /models/paths/search (facts §5 searchModelsPaths): one path of one model version. */
export interface ModelPathMatch {
  modelId: string;
  modelName: string;
  modelVersion: string;
  path: string;
  type: string;
}

/** GET /models/versions (ours; facts §5 getModelVersions): one version of a model and when it was made (epoch ms). */
export interface ModelVersion {
  id: string;
  version: string;
  creationDate: number;
}

/**
 * POST /models/validate (ours; facts §5 validateModel): one thing the service refuses in a model write, at a field of
 * the form (`path` names the model path), with a code the portal words itself: `versionExists` (the version is
 * there already), `pathInUse` (the preset `preset` reads `path`, which the change drops or retypes); any other code
 * is a rule the service holds, said in its `message`.
 */
export interface ModelProblem {
  code: string;
  field: 'name' | 'version' | 'paths' | 'path';
  path?: string;
  preset?: string;
  message: string;
}

/** GET /deviceGroups (ours, docs/decisions.md "Models, presets and groups"): a group with its tags and members. */
export interface DeviceGroup {
  id: string;
  name: string;
  tags: string[];
  members: { deviceId: string; label: string }[];
}

/** POST /deviceGroups and PUT /deviceGroups/{id} (ours): what a person sets of a group (deviceGroupRules.ts). */
export interface DeviceGroupWrite {
  name: string;
  tags: string[];
}
