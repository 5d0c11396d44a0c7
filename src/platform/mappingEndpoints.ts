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
  /** Where the organisation's devices stand, compactly, for the device map (ours, docs/decisions.md "Device map"). */
  devicePositions: '/api/v1/devicePositions',
} as const;
