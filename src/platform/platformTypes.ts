// Wire shapes of the platform controller (facts §6), base `<app>/svc/platform`: device tags (latest value and
// history), the tags a device advertises, and the organisation's devices. Names follow the facts; what they do not
// show is ours and minimal (docs/decisions.md "Dashboard service").

/** A tag's value at one instant, as the platform controller sends samples; `null`: no value there (a gap). */
export type TagSample = [timestamp: number, value: number | boolean | string | null];

/** Facts §6 PlatformTags: one tag of one device, its samples oldest first. */
export interface PlatformTags {
  deviceId: string;
  /** `<model>:<major>/<tag path>`, e.g. `Boiler:1/Boiler/Temperature`. */
  modelPath: string;
  header: string[];
  types?: string[];
  data: TagSample[];
}

/**
 * GET .../devices/{id}/tags. `modelPath` names one tag, or a prefix of several (`Boiler:1` = every tag of the
 * model). Without `since`, each tag's latest sample only; with it, the history up to `to` (default now).
 */
export interface DeviceTagsQuery {
  modelPath: string;
  /** ISO-8601. */
  since?: string;
  /** ISO-8601. */
  to?: string;
  /** Newest samples kept per tag; spec §9 default 1000. */
  limit?: number;
  /** Facts §6: the samples reduced in adjacent buckets of `size` `unit`s (`extent` the same), one value each. */
  aggregation?: { type: 'avg' | 'min' | 'max'; sampling: { size: number; unit: 'ms' | 's' | 'm' | 'h' | 'd'; extent: number } };
}

/**
 * POST devices/tags/query (spec §7; body ours): the tags of several sources read at once, each source a device and a
 * model path (one tag or a prefix), with the parameters of a tags read shared by all.
 */
export interface TagQuery extends Omit<DeviceTagsQuery, 'modelPath'> {
  sources: { deviceId: string; modelPath: string }[];
}

/**
 * Facts §6 DeviceTagInfo, plus the unit (ours: the value widgets show it) and, for a tag the device accepts values
 * for, `writable` with the range it accepts (ours: facts §5 IoTProperty `mode` says a tag is read, not its range).
 * `name` is the tag path in the model.
 */
export interface DeviceTagInfo {
  name: string;
  type: string;
  unit?: string;
  writable?: boolean;
  min?: number;
  max?: number;
}

/** Facts §6 `POST devices/{id}/tags`: the values written, each to its model path. */
export interface TagWrite {
  data: { modelPath: string; v: number | boolean | string }[];
}

/** Facts §6 DeviceConfiguration: what the device was told to run, and what it reports running. */
export interface DeviceConfiguration {
  configurationJson: { type: string; properties: Record<string, unknown> };
  configurationFromDevice: { type: string; properties: Record<string, unknown> };
}

/** A device of the organisation as GET devices?details=true lists it (the fields the portal reads, facts §5). */
export interface DeviceDetails {
  deviceId: string;
  label: string;
  orgResourceId: string;
  modelName: string;
  modelVersion: string;
  connected: boolean;
  /** Where the device stands, when known (ours: the facts show positions on VPN gateways only). */
  position?: { latitude: number; longitude: number };
}

/** Facts §6 DeviceDetailsPage: `links.next` is null on the last page. */
export interface DeviceDetailsPage {
  data: DeviceDetails[];
  links: { self: string; next: string | null };
}

/** GET devices?details=true: the facts §3 paging (`page` 0-based, `pageSize`) and our filters. */
export interface DeviceQuery {
  /** Only devices of this model (e.g. the viewer's device picker for a slot). */
  modelName?: string;
  /** Part of the label or the id, any case. */
  search?: string;
  page: number;
  pageSize: number;
}

/** Facts §6 PlatformDeviceStatus: a device's connection events as a table (`header` names the columns). */
export interface PlatformDeviceStatus {
  deviceId: string;
  header: string[];
  data: unknown[][];
}

/** Spec §7 `devices/{id}/status`: since/to (ISO-8601) and limit (spec §9: 1000 by default). */
export interface DeviceStatusQuery {
  since?: string;
  to?: string;
  limit?: number;
}
