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
}

/** Facts §3: DataPage, the devices' answer also carrying the server's clock. */
export type MappingDevicePage = DataPage<MappingDevice> & { serverTimestamp?: number };

/** What the device search orders by (ours: the facts name `orderBy` but not its values). */
export type DeviceOrder = 'label' | 'deviceId' | 'modelName';

/** GET /devices (facts §5): `organization`, `search`, `page` (0-based), `pageSize`, `orderBy`, `orderDir`. */
export interface DeviceSearchQuery {
  search?: string;
  page: number;
  pageSize: number;
  orderBy?: DeviceOrder;
  orderDir?: 'asc' | 'desc';
}
