// Paths of the core's device records (coreDeviceClient.ts; spec §7 Core API "devices (GET, search, by label,
// PATCH …)") relative to the core's base, which the sandbox registers too. `org` is the organisation's numeric id, as
// the core's other organisation paths name it; `id` the core record's numeric id (facts §4.3 CoreDevice).
export const coreDeviceEndpoints = {
  /**
   * GET, paged: the organisation's device records; `deviceLabel` finds one by its label (facts §4.1), `deviceHwId` and
   * `deviceAlias` by the others (facts §4.2 fetchDevices).
   */
  devices: (org: number) => `/api/v1/organizations/${org}/devices`,
  /** GET, paged: the records whose label, alias or hardware id contain `search` (ours). */
  deviceSearch: (org: number) => `/api/v1/organizations/${org}/devices/search`,
  /** GET one record; PATCH its label (ours). */
  device: (org: number, id: number) => `/api/v1/organizations/${org}/devices/${id}`,
} as const;
