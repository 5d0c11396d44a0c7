// Paths the portal calls, relative to a service's base address. The sandbox registers its handlers from the
// same table, so a path changed here changes on both sides. Facts §1: every service lives at
// app.<domain>/svc/<service>/api/v1; the identity provider at auth.<domain>/auth/realms/<realm>.

/** Service path prefixes behind the application host (spec §7 "all except auth use /svc/"). */
export const servicePrefixes = {
  core: '/svc/core',
  theme: '/svc/core',
  dashboard: '/svc/dashboard',
  mappings: '/svc/mappings',
  platform: '/svc/platform',
  license: '/svc/licenses',
  licenseManager: '/svc/license',
  limits: '/svc/license',
  alarms: '/svc/platform',
  notifications: '/svc/notification',
  vpn: '/svc/vpn2',
  /** The first of the two VPN proxies (spec §7); the remote-access site answers on both (remoteAccessSiteEndpoints.ts). */
  vpnProxy: '/svc/vpn',
  audit: '/svc/audit',
  trigger: '/svc/trigger',
} as const;
export type ServiceName = keyof typeof servicePrefixes;

export const coreEndpoints = {
  loginInfo: '/api/v1/organizations/loginInfo',
  myOrganizations: '/api/v1/organizations/mine',
  organization: (id: number) => `/api/v1/organizations/${id}`,
  subOrganizations: (id: number) => `/api/v1/organizations/${id}/organizations`,
  myUser: '/api/v1/users/mine',
  agreementsCheck: '/api/v1/agreements/check',
  agreementsLast: '/api/v1/agreements/last',
  agreementsAccept: '/api/v1/agreements/accept',
  userPreferences: '/api/v1/userPreferences',
  userPreference: (id: number) => `/api/v1/userPreferences/${id}`,
  selfOnBoarding: '/api/v1/organizations/selfOnBoarding',
} as const;

export const themeEndpoints = {
  /** GET the organisation's theme; PUT it (spec §7 Themes). */
  organizationTheme: (orgResourceId: string) => `/api/v1/${encodeURIComponent(orgResourceId)}/theme`,
  hostTheme: '/api/v1/theme',
} as const;

/** Status page file (spec §7 Other), relative to the configured status page base. */
export const statusPagePath = '/issues.json';

/** Keycloak realm endpoints relative to `<auth base>/realms/<realm>`. */
export const identityEndpoints = {
  discovery: '/.well-known/openid-configuration',
  auth: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  logout: '/protocol/openid-connect/logout',
  userinfo: '/protocol/openid-connect/userinfo',
  certs: '/protocol/openid-connect/certs',
} as const;

/** Service names the agreements and self on-boarding calls pass (spec §3). */
export const agreementsServiceName = 'cloud-agreements';
/** serviceName of the locale preference (spec §3, §4 guard step 5). */
export const localePreferenceService = 'portal-locale';

/** Token exchange constants (facts §2.2). */
export const umaGrantType = 'urn:ietf:params:oauth:grant-type:uma-ticket';
export const platformAudience = 'corvina-platform';
export const portalClientId = 'corvina-web-portal';
