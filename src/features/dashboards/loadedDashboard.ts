// A dashboard as the viewer and the editor open it.
import type { DashboardDocument } from '../../platform/dashboardDocument';
import type { DashboardOut } from '../../platform/dashboardTypes';
import type { DeviceTagInfo } from '../../platform/platformTypes';

/** A device as a slot picker names it. */
export interface DeviceChoice {
  deviceId: string;
  label: string;
  modelName: string;
  modelVersion: string;
}

export interface LoadedDashboard {
  item: Omit<DashboardOut, 'json'>;
  document: DashboardDocument;
  /** The version shown. */
  version: string;
  /**
   * The devices the slots show when opened (the URL's, else the document's defaults), read by id: the pickers'
   * labels. A device that no longer exists is absent. Never the organisation's whole fleet.
   */
  shownDevices: Record<string, DeviceChoice>;
  /** Signed download address by asset name. */
  assetUrls: Record<string, string>;
  /** The tags of each model the slots bind (by model name), for binding widgets. */
  modelTags: Record<string, DeviceTagInfo[]>;
}
