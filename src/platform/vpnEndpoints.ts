// Paths of the remote-access (VPN) service (spec §7 "Remote-access (VPN) service", facts §11) relative to its base
// (endpoints.ts servicePrefixes.vpn). Kept apart from endpoints.ts: only the lazily loaded VPN screens use them. The
// sandbox registers its handlers from the same table. `org` is the organisation's resourceId (facts §1).
const part = encodeURIComponent;

export const vpnEndpoints = {
  /** GET: the organisation's gateways, paged (`page`, `pageSize`, `status`, `nameFilter`, `sortDir`, `logicalId`); `Date` is the server's clock. */
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
  /** PATCH: the gateway's settings (name, virtual IP, virtual network size); gateway first, as the spec names it. */
  gatewaySettings: (gatewayId: string, org: string) => `/api/v1/gateways/${part(gatewayId)}/${part(org)}`,
  /** POST: copies the gateway's configuration (endpoints, virtual network) onto the gateway `target` of the domain. */
  clone: (gatewayId: string, org: string, target: string) => `/api/v1/gateways/${part(gatewayId)}/${part(org)}/clone/${part(target)}`,
  /** POST: the gateway's edge configuration file for an activation key (body `activationKey`); its name in `Content-Disposition`. */
  edgeConfigFile: (gatewayId: string, org: string) => `/api/v1/gateways/${part(gatewayId)}/${part(org)}/edge-config-file`,
  /** GET: resets the gateway's VPN connection (whoever is connected is dropped). */
  resetVpnConnection: (gatewayId: string, org: string) => `/api/v1/gateways/${part(gatewayId)}/${part(org)}/resetVpnConnection`,
  /** GET: the domain's applications, paged (`page`, `pageSize`, `search`); POST creates one, PUT saves one (its `id` in the body). */
  applications: (org: string) => `/api/v1/domains/${part(org)}/actions`,
  /** GET: one application; DELETE removes it (and it from the profiles that offer it). */
  application: (org: string, id: string) => `/api/v1/domains/${part(org)}/actions/${part(id)}`,
  /** GET: the domain's application profiles, paged; POST creates or saves one (an `id` in the body saves). */
  profiles: (org: string) => `/api/v1/domains/${part(org)}/actionProfiles`,
  /** GET: one profile with its applications; DELETE removes it. */
  profile: (org: string, id: string) => `/api/v1/domains/${part(org)}/actionProfiles/${part(id)}`,
  /** GET: a person's favourite applications (`page`, `pageSize`). */
  favourites: (org: string, username: string) => `/api/v1/preferences/applications/${part(org)}/${part(username)}`,
  /** POST: marks an application of an endpoint's profile a favourite of the person. */
  addFavourite: (org: string, username: string, gateway: string, endpoint: string, profile: string, application: string) =>
    `/api/v1/preferences/applications/${part(org)}/${part(username)}/${part(gateway)}/${part(endpoint)}/${part(profile)}/${part(application)}`,
  /** DELETE: one favourite, by its id. */
  favourite: (org: string, id: string) => `/api/v1/preferences/applications/${part(org)}/${part(id)}`,
  /** GET: the actions that open an application on an endpoint, for the companion app (`gatewayName`, `endpointName`, `actionName`, `clientOs`). */
  executeAction: (org: string) => `/api/v1/executeAction/${part(org)}`,
  /** GET: the same, in the organisation the caller's token is for: the person's own favourites name no domain (spec §7). */
  executeOwnAction: '/api/v1/executeAction',
  /**
   * GET: every application the gateway's endpoints offer, each with the actions that open it on `clientOs` (spec §7;
   * facts §11.2 fetchDeviceJsonActions, answer ours).
   */
  jsonActions: (org: string, gatewayId: string) => `/api/v1/connections/${part(org)}/${part(gatewayId)}/jsonActions`,
  /** POST: adds an endpoint to a gateway (body facts §11.2 VPNEndpoint). */
  endpoints: '/api/v1/endpoints',
  /** DELETE: removes an endpoint from its gateway. */
  endpoint: (endpointId: string, gatewayId: string, org: string) => `/api/v1/endpoints/${part(endpointId)}/${part(gatewayId)}/${part(org)}`,
  /** POST: places the gateway (query `latitude`, `longitude`); gateway first, as the spec names it. */
  position: (gatewayId: string, org: string) => `/api/v1/gateways/${part(gatewayId)}/${part(org)}/position`,
  /** GET: the regions whose VPN servers a gateway may prefer. */
  regions: '/api/v1/regions',
  /** POST: credentials for the companion app in a domain (facts §11.1; the body, `domain` and `clientOs`, is ours). */
  credentialsRequest: '/api/v1/credentials/request',
  /** POST: sets the person's application password for a domain (body `domain`, `password`; ours). */
  applicationPassword: '/api/v1/setApplicationPassword',
} as const;
