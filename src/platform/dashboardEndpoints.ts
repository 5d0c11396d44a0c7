// Paths of the dashboard service and the platform controller (spec §7), relative to their bases (endpoints.ts
// servicePrefixes). Kept apart from endpoints.ts: a module shared by the entry and a lazy screen is bundled whole
// into the entry. The sandbox registers its handlers from the same table.

/** Dashboard service (spec §7), base `<app>/svc/dashboard`. `id` and `version` are path segments. */
const dashboard = (id: string) => `/api/v1/dashboards/${encodeURIComponent(id)}`;
const flow = (id: string) => `/api/v1/flows/${encodeURIComponent(id)}`;
const segment = encodeURIComponent;
export const dashboardEndpoints = {
  dashboards: '/api/v1/dashboards',
  widgets: '/api/v1/widgets',
  mine: '/api/v1/dashboards/mine',
  sharedWithMe: '/api/v1/dashboards/sharedWithMe',
  dashboard,
  versions: (id: string) => `${dashboard(id)}/versions`,
  version: (id: string, version: string) => `${dashboard(id)}/versions/${segment(version)}`,
  makeCurrent: (id: string, version: string) => `${dashboard(id)}/versions/${segment(version)}/current`,
  derive: (id: string, from: string, to: string) => `${dashboard(id)}/versions/${segment(from)}/versions/${segment(to)}`,
  latestData: (id: string) => `${dashboard(id)}/version/LATEST/data`,
  /** `role` is readers or editors; with a user, the per-user call, else the bulk one with body `users`. */
  dashboardShare: (id: string, role: 'readers' | 'editors', user?: string) =>
    `${dashboard(id)}/${role}${user === undefined ? '' : `/${segment(user)}`}`,
  assetUpload: (id: string, name: string) => `${dashboard(id)}/assets/${segment(name)}/upload`,
  assetDownload: (id: string, name: string) => `${dashboard(id)}/assets/${segment(name)}/download`,
  assetStorage: '/api/v1/dashboards/assetstorage',
  organizationManifest: '/api/v1/organizations/manifest',
  galleryWidgets: '/api/v1/organizations/gallery/widgets',
  galleryAssetManifest: (asset: string) => `/api/v1/organizations/gallery/assets/${segment(asset)}/manifest`,
  galleryAssetUpload: (asset: string) => `/api/v1/organizations/gallery/assets/${segment(asset)}/upload`,
  galleryAsset: (asset: string) => `/api/v1/organizations/gallery/assets/${segment(asset)}`,
  userPreferences: '/api/v1/userPreferences',
  userPreference: (id: string) => `/api/v1/userPreferences/${segment(id)}`,
  flows: '/api/v1/flows',
  /** GET with the trailing slash lists my flows (spec §7). */
  myFlows: '/api/v1/flows/',
  flow,
  flowShare: (id: string, role: 'readers' | 'editors', user?: string) =>
    `${flow(id)}/${role}${user === undefined ? '' : `/${segment(user)}`}`,
} as const;

/** Platform controller (facts §6), base `<app>/svc/platform`: device tags (live and history) and device details. */
export const platformEndpoints = {
  deviceTags: (org: string, deviceId: string) =>
    `/api/v1/organizations/${segment(org)}/devices/${segment(deviceId)}/tags`,
  /** Several devices' tags in one read, paged (spec §7 `POST devices/tags/query`; path ours). */
  tagQuery: (org: string) => `/api/v1/organizations/${segment(org)}/devices/tags/query`,
  /** A device's tags found by its name (spec §7 `devicesByName/{name}/tags`, facts §6 getTagsByDeviceName). */
  tagsByDeviceName: (org: string, name: string) => `/api/v1/organizations/${segment(org)}/devicesByName/${segment(name)}/tags`,
  /** The tags of a device group's members (spec §7 `deviceGroups/{id}/tags`, facts §6 getTagsByDeviceGroup). */
  tagsByDeviceGroup: (org: string, groupId: string) => `/api/v1/organizations/${segment(org)}/deviceGroups/${segment(groupId)}/tags`,
  availableTags: (org: string, deviceId: string) =>
    `/api/v1/organizations/${segment(org)}/devices/${segment(deviceId)}/availableTags`,
  devices: (org: string) => `/api/v1/organizations/${segment(org)}/devices`,
  /** A device's connection history (spec §7 `devices/{id}/status`, facts §6 getDeviceStatus). */
  deviceStatus: (org: string, deviceId: string) => `/api/v1/organizations/${segment(org)}/devices/${segment(deviceId)}/status`,
  /** Asks the platform to read the device's connection state again (spec §7 `status/sync`). */
  deviceStatusSync: (org: string, deviceId: string) =>
    `/api/v1/organizations/${segment(org)}/devices/${segment(deviceId)}/status/sync`,
  /** What the device was told to run and what it reports running (spec §7 `configuration`, facts §6 getDeviceConfiguration). */
  deviceConfiguration: (org: string, deviceId: string) =>
    `/api/v1/organizations/${segment(org)}/devices/${segment(deviceId)}/configuration`,
  /** The device registered under an alias (spec §7 `deviceByAlias`; path and answer ours). */
  deviceByAlias: (org: string, alias: string) => `/api/v1/organizations/${segment(org)}/deviceByAlias/${segment(alias)}`,
  /** Checks a preset's formula data link (spec §7 `POST /preset/formula/validate`, facts §6 → ModelMarker[]). */
  formulaValidation: (org: string) => `/api/v1/organizations/${segment(org)}/preset/formula/validate`,
} as const;
