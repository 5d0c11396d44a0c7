// Paths of the remote-access (VPN) service (spec §7 "Remote-access (VPN) service", facts §11) relative to its base
// (endpoints.ts servicePrefixes.vpn). Kept apart from endpoints.ts: only the lazily loaded VPN screens use them. The
// sandbox registers its handlers from the same table. `org` is the organisation's resourceId (facts §1).
const part = encodeURIComponent;

export const vpnEndpoints = {
  /** GET: the organisation's gateways, paged (`page`, `pageSize`, `status`, `nameFilter`, `sortDir`); `Date` is the server's clock. */
  gateways: (org: string) => `/api/v1/gateways/${part(org)}`,
  /** GET: one gateway with its endpoints. */
  gateway: (org: string, gatewayId: string) => `/api/v1/gateways/${part(org)}/${part(gatewayId)}`,
  /** GET: the gateway's log (`showSystem`, `fromTimestamp`, `toTimestamp`, `limit`); gateway first, as the spec names it. */
  logs: (gatewayId: string, org: string) => `/api/v1/gateways/${part(gatewayId)}/${part(org)}/logs`,
  /** GET: what the companion app must be, per operating system. */
  companionApp: '/api/v1/companionApp/info',
  /** GET: whether a one-time password (`otp`) opens the gateway. */
  checkOtp: (org: string, gatewayId: string) => `/api/v1/connections/${part(org)}/${part(gatewayId)}/checkotp`,
  /** GET: connects to the whole gateway (`onlyGateway`, `otp`, `clientOs`). */
  connect: (org: string, gatewayId: string) => `/api/v1/connections/${part(org)}/${part(gatewayId)}/connect`,
  /** GET: connects to one endpoint of the gateway. */
  connectEndpoint: (org: string, gatewayId: string, endpointId: string) =>
    `/api/v1/connections/${part(org)}/${part(gatewayId)}/endpoints/${part(endpointId)}/connect`,
  /** GET: disconnects from the whole gateway (`onlyGateway`). */
  disconnect: (org: string, gatewayId: string) => `/api/v1/connections/${part(org)}/${part(gatewayId)}/disconnect`,
  /** GET: disconnects from one endpoint. */
  disconnectEndpoint: (org: string, gatewayId: string, endpointId: string) =>
    `/api/v1/connections/${part(org)}/${part(gatewayId)}/endpoints/${part(endpointId)}/disconnect`,
  /** PATCH: the gateway's settings (its name here); gateway first, as the spec names it. */
  gatewaySettings: (gatewayId: string, org: string) => `/api/v1/gateways/${part(gatewayId)}/${part(org)}`,
  /** POST: the gateway's edge configuration file for an activation key (body `activationKey`); its name in `Content-Disposition`. */
  edgeConfigFile: (gatewayId: string, org: string) => `/api/v1/gateways/${part(gatewayId)}/${part(org)}/edge-config-file`,
  /** GET: resets the gateway's VPN connection (whoever is connected is dropped). */
  resetVpnConnection: (gatewayId: string, org: string) => `/api/v1/gateways/${part(gatewayId)}/${part(org)}/resetVpnConnection`,
} as const;
