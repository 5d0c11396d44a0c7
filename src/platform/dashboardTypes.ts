// Wire shapes of the dashboard service (spec §3, §7 "Dashboard service"; facts §10). Fields the facts list are kept
// with their names; where the facts say "not found" (version records, CSV request), the shape is ours and minimal.
export type DashboardType = 'DASHBOARD' | 'WIDGET';

/** Alias of the newest version (spec §3). */
export const latestVersion = 'LATEST';

export interface DashboardAsset {
  name: string;
  signedUrl?: string;
  counter?: number;
  generation?: number;
}

export interface DashboardManifest {
  assets: DashboardAsset[];
}

/** A row of the lists (GET /dashboards, /mine, /sharedWithMe). */
export interface DashboardItem {
  id: string;
  type: DashboardType;
  name: string;
  description: string;
  orgResourceId: string;
  owner: string;
  readers: string[];
  editors: string[];
  creationDate: number;
  updatedAt: number;
  /** The current version in lists and GET /dashboards/{id}; the requested one from GET .../versions/{version}. */
  version: string;
  manifest: DashboardManifest;
}

/**
 * One dashboard at one version, with its document serialised in `json` (facts §10 DashboardOut, which names no
 * organisation, creation date or version: a service may leave them out).
 */
export interface DashboardOut extends Omit<DashboardItem, 'orgResourceId' | 'creationDate' | 'version'> {
  orgResourceId?: string;
  creationDate?: number;
  version?: string;
  json: string;
}

export interface DashboardsPage {
  data: DashboardItem[];
  totalElements: number;
  totalPages: number;
  number: number;
  last: boolean;
}

/** Which dashboards a list returns (facts §10 FetchDashboardParams.whose). */
export type Whose = 'ALL' | 'MINE' | 'SHARED_WITH_ME' | 'SHARED_BY_ME';

export interface DashboardQuery {
  page?: number;
  pageSize?: number;
  search?: string;
  orderBy?: 'name' | 'updatedAt' | 'owner';
  orderDir?: 'asc' | 'desc';
  whose?: Whose;
  type?: DashboardType;
}

export interface DashboardCreate {
  name: string;
  description: string;
  type: DashboardType;
  json: string;
}

/** PATCH /dashboards: rename or describe; the document changes only through versions. */
export interface DashboardPatch {
  id: string;
  name?: string;
  description?: string;
}

/** A stored version of a dashboard (ours: the facts show only the version string on items). */
export interface DashboardVersion {
  version: string;
  description: string;
  creationDate: number;
  author: string;
  current: boolean;
  /** The version this one was saved over or derived from. */
  parentVersion?: string;
}

/** POST /dashboards/{id}/versions: save the editor's document as a new (not yet current) version. */
export interface VersionCreate {
  json: string;
  description: string;
  parentVersion?: string;
}

export type SharePermission = 'r' | 'r/w';

/** Body of the bulk share calls (spec §7: body `users`). */
export interface ShareUsers {
  users: string[];
}

export interface AssetStorageStatus {
  enabled: boolean;
}

/** GET .../assets/{name}/upload and /download answer `value`, a pre-signed URL (spec §7). */
export interface SignedUrl {
  value: string;
}

/** Upload progress as the platform reports it (facts §10). */
export interface UploadProgress {
  name: string;
  percentageComplete: number;
  total: number;
  loaded: number;
  dashboardId?: string;
  widgetId?: string;
}

/** Organisation gallery manifest of one asset (facts §10). */
export interface GalleryAssetManifest {
  asset: string;
  lib: string;
  url: string;
  manifest: { resources: { images?: string[]; icon?: string[] }; source?: string; widgets?: string[] };
}

/** GET /organizations/manifest: the gallery's packages and assets (ours beyond `main.url`, spec §3). */
export interface OrganizationManifest {
  assets: GalleryAssetManifest[];
}

/** GET /organizations/gallery/widgets: widget packages offered by the organisation's gallery. */
export interface GalleryWidget {
  name: string;
  main: { url: string };
  widgets: string[];
}

/** Dashboard-service user preference: the user's default dashboard (spec §3, §7). */
export interface DashboardPreference {
  id: string;
  username: string;
  orgResourceId: string;
  dashboardId: string;
}

/** A flow: an ordered set of dashboards, shared like dashboards (spec §3). */
export interface FlowStep {
  /** dashboardFlowId of the route /flow/{flowId}/{dashboardFlowId}. */
  id: string;
  dashboardId: string;
  /** Version to show; absent = the dashboard's current version. */
  version?: string;
  label: string;
}

export interface Flow {
  id: string;
  name: string;
  description: string;
  orgResourceId: string;
  owner: string;
  readers: string[];
  editors: string[];
  creationDate: number;
  updatedAt: number;
  steps: FlowStep[];
}

export interface FlowWrite {
  name: string;
  description: string;
  steps: FlowStep[];
}

export interface FlowsPage {
  data: Flow[];
  totalElements: number;
  totalPages: number;
  number: number;
  last: boolean;
}
