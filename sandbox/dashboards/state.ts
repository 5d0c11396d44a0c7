// The dashboard service's slice of the sandbox store: dashboards with all their versions, stored asset bytes,
// the organisations' widget galleries, default-dashboard preferences and flows.
import type { DashboardPreference, DashboardType, DashboardVersion, Flow, GalleryAssetManifest } from '../../src/platform/dashboardTypes';

export interface StoredVersion extends Omit<DashboardVersion, 'current'> {
  /** The serialised document (dashboardDocument.ts), its `version` set to this version's name. */
  json: string;
}

/** Who may see and change an item: dashboards and flows share alike (spec §6). */
export interface Shareable {
  id: string;
  orgResourceId: string;
  owner: string;
  readers: string[];
  editors: string[];
  updatedAt: number;
}

export interface StoredDashboard extends Shareable {
  type: DashboardType;
  name: string;
  description: string;
  creationDate: number;
  currentVersion: string;
  versions: StoredVersion[];
}

/** Bytes behind a pre-signed URL. */
export interface StoredFile {
  contentType: string;
  bytes: Uint8Array;
}

export interface StoredAsset extends StoredFile {
  dashboardId: string;
  name: string;
  widgetId?: string;
  /** Counts uploads under this name, so a replaced image gets a new URL and no stale cache (facts §10). */
  generation: number;
}

export interface StoredGalleryAsset extends StoredFile {
  orgResourceId: string;
  asset: string;
  manifest: GalleryAssetManifest['manifest'];
}

export interface DashboardsState {
  dashboards: StoredDashboard[];
  assets: StoredAsset[];
  gallery: StoredGalleryAsset[];
  preferences: DashboardPreference[];
  flows: Flow[];
}
