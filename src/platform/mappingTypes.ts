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
}

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
 * GET /devicePositions (ours, docs/decisions.md "Device map"): one positioned device as the map draws it, with the
 * severity of its worst open alarm (facts §5 MappingDevice `maxSeverity`), absent when none is open.
 */
export interface DevicePosition {
  deviceId: string;
  label: string;
  lat: number;
  lon: number;
  maxSeverity?: number;
}

/** The most positions one page of GET /devicePositions holds. */
export const maxPositionsPageSize = 10_000;
