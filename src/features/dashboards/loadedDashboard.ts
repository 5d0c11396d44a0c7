// A dashboard as the viewer and the editor open it.
import type { DashboardDocument } from '../../platform/dashboardDocument';
import type { DashboardItem } from '../../platform/dashboardTypes';
import type { DeviceDetails, DeviceTagInfo } from '../../platform/platformTypes';

export interface LoadedDashboard {
  item: DashboardItem;
  document: DashboardDocument;
  /** The version shown. */
  version: string;
  /** The organisation's devices: slot pickers and the device table. */
  devices: DeviceDetails[];
  /** Signed download address by asset name. */
  assetUrls: Record<string, string>;
  /** The tags of each device model of the organisation (by model name), for binding widgets. */
  modelTags: Record<string, DeviceTagInfo[]>;
}

