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

/** Owner and editors may change a dashboard (spec §6 r/w), if their permissions allow updates at all. */
export function mayEdit(item: Pick<DashboardItem, 'owner' | 'editors'>, username: string | undefined, canUpdate: boolean): boolean {
  return canUpdate && username !== undefined && (item.owner === username || item.editors.includes(username));
}
