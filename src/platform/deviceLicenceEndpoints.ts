// Paths of the license manager's device-licence calls (spec §7 "License-manager service", facts §7.1) relative to its
// base (endpoints.ts servicePrefixes.licenseManager). Kept apart from endpoints.ts: only the lazily loaded walkthrough
// uses them. The sandbox registers its handlers from the same table.
export const deviceLicenceEndpoints = {
  /** GET: the organisation's device licences, paged (`orgResourceId`, `page`, `pageSize`). */
  licences: '/api/v1/deviceLicenses',
  /** DELETE: one licence released (`orgResourceId`). */
  licence: (id: number) => `/api/v1/deviceLicenses/${id}`,
  /** GET: the licence of an activation key or a serial number. */
  lookUp: '/api/v1/deviceLicenses/device',
  /** GET: whether a licence code may still be activated (`licenseCode`). */
  validate: '/api/v1/licenses/validate',
  /** POST: a device activated with its licence. */
  activate: '/api/v1/deviceLicenses/activate',
  /** POST: the VPN time of a device's licence activated. */
  activateVpn: '/api/v1/deviceLicenses/vpn/activate',
  /** PUT: whether that VPN time renews by itself. */
  vpnAutorenew: '/api/v1/deviceLicenses/vpn/autorenew',
} as const;
