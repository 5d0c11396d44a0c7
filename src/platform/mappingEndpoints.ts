// Paths of the mappings service (facts §5) relative to its base (endpoints.ts servicePrefixes.mappings). Kept apart
// from endpoints.ts, like the dashboard paths: only the lazily loaded dashboard screens use them. The sandbox
// registers its handlers from the same table.
export const mappingEndpoints = {
  /** The organisation's devices, searched and paged (facts §5 ✅). */
  devices: '/api/v1/devices',
  /** One device (facts §5 `getDevice(id)` → `{ value }`; the path follows the confirmed PUT on it). */
  device: (deviceId: string) => `/api/v1/devices/${encodeURIComponent(deviceId)}`,
  /** The tags the organisation's devices carry (ours, docs/decisions.md "Devices"). */
  deviceTags: '/api/v1/deviceTags',
  /** The organisation's models (facts §5, paged). */
  models: '/api/v1/models',
  /**
   * POST: the organisation's devices inside a view's bounds, paged (facts §5 geo-search `geoBoundsTopLeft`,
   * `geoBoundsBottomRight`; its path is not shown, so ours: docs/decisions.md "Device map").
   */
  deviceSearch: '/api/v1/devices/search',
} as const;

/** Models and presets (spec §7 device mapping API; docs/decisions.md "Models, presets and groups"). */
export const configurationEndpoints = {
  /** One model version (facts §5 PUT, delete). */
  model: (modelId: string) => `/api/v1/models/${encodeURIComponent(modelId)}`,
  /** Whether sub-organisations see a model (facts §5 updateModelsSuborgVisibility). */
  modelVisibility: (modelId: string) => `/api/v1/models/${encodeURIComponent(modelId)}/subOrgsVisibility`,
  /** Paths of the organisation's models matching a text (facts §5 searchModelsPaths). */
  modelPathSearch: '/api/v1/models/paths/search',
  /** The names of the models the organisation sees, each once (spec §7 "names"). */
  modelNames: '/api/v1/models/names',
  /** The versions of one model (`name`), with when each was made (facts §5 getModelVersions). */
  modelVersions: '/api/v1/models/versions',
  /** A model write judged without being stored (facts §5 validateModel; `modelId`: the version it would change). */
  modelValidation: '/api/v1/models/validate',
  /** One preset (facts §5 GET /presets/{presetId} 🟠, deletePresetById). */
  preset: (presetId: string) => `/api/v1/presets/${encodeURIComponent(presetId)}`,
  /** Whether sub-organisations see a preset of a model shared with them (facts §5 updateMappingsSuborgVisibility). */
  presetVisibility: (presetId: string) => `/api/v1/presets/${encodeURIComponent(presetId)}/subOrgsVisibility`,
  /** What a device configured by the preset is told to send (spec §7 "deviceConfiguration"). */
  deviceConfiguration: (presetId: string) => `/api/v1/presets/${encodeURIComponent(presetId)}/deviceConfiguration`,
  /** The organisation's device groups with their tags and members (ours). */
  deviceGroups: '/api/v1/deviceGroups',
  /** One device group: its name and tags changed (PUT), or the group deleted (ours). */
  deviceGroup: (groupId: string) => `/api/v1/deviceGroups/${encodeURIComponent(groupId)}`,
  /** A device joins (PUT) or leaves (DELETE) a group (ours). */
  deviceGroupMember: (groupId: string, deviceId: string) =>
    `/api/v1/deviceGroups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(deviceId)}`,
} as const;

/** Presets (spec §7 device mapping API), read by the walkthrough and the models tab (presetClient.ts). */
export const presetEndpoints = {
  /** The presets of a model (spec §7 "Presets: GET"; `modelId` names the model); POST creates one (facts §5 ✅). */
  presets: '/api/v1/presets',
} as const;
