// The one table of every path the portal calls: each by its name (`<group>.<path>`, e.g. `apps.appToken`), the base
// it is relative to (a service, the status page or the identity provider) and where it comes from: "facts" where
// ../shared/reference/platform-facts.md or platform-facts-sections.md show the path, "ours" where they do not (the
// spec names a call without its path, or we chose one). The builders stay in the *Endpoints.ts modules, each loaded
// with the screens that call it and read by the sandbox to register its handlers; this module reads them all, so
// only config.json overrides (`paths`, ./pathOverrides.ts), the tests and the deployer's list (scripts/servicePaths.ts)
// load it.
import { alarmEndpoints } from './alarmEndpoints';
import { appsEndpoints } from './appsEndpoints';
import { auditEndpoints } from './auditEndpoints';
import { corePreferenceEndpoints } from './corePreferenceEndpoints';
import { dashboardEndpoints, platformEndpoints } from './dashboardEndpoints';
import { dealerEndpoints } from './dealerEndpoints';
import { deviceLicenceEndpoints } from './deviceLicenceEndpoints';
import { coreDeviceEndpoints } from './coreDeviceEndpoints';
import { deviceMoveEndpoints } from './deviceMoveEndpoints';
import { coreEndpoints, identityEndpoints, statusPagePath, themeEndpoints, type ServiceName } from './endpoints';
import {
  accountEndpoints,
  apiKeyEndpoints,
  groupEndpoints,
  iamEndpoints,
  securityPolicyEndpoints,
} from './iamEndpoints';
import { licencesEndpoints } from './licencesEndpoints';
import { limitsEndpoints } from './limitsEndpoints';
import { configurationEndpoints, mappingEndpoints, presetEndpoints } from './mappingEndpoints';
import { notificationEndpoints } from './notificationEndpoints';
import { organizationsEndpoints } from './organizationsEndpoints';
import { remoteAccessSiteEndpoints, remoteAccessSiteServices } from './remoteAccessSiteEndpoints';
import { triggerEndpoints } from './triggerEndpoints';
import { vpnEndpoints } from './vpnEndpoints';

/** "facts": the platform facts show the path; "ours": they do not, and a deployer may have to map it. */
export type PathSource = 'facts' | 'ours';

/** Where a path is sent: below a service's base, the status page's, or the identity provider's realm. */
export type PathBase = ServiceName | 'status' | 'identity';

/** A path's source and the names of its builder's arguments, in order: the placeholders of its template. */
export interface PathMark {
  readonly source: PathSource;
  readonly params: readonly string[];
}

const facts = (...params: string[]): PathMark => ({ source: 'facts', params });
const ours = (...params: string[]): PathMark => ({ source: 'ours', params });

type PathBuilder = string | ((...args: never[]) => string);

interface PathGroup {
  readonly bases: readonly PathBase[];
  readonly paths: Readonly<Record<string, PathBuilder>>;
  readonly marks: Readonly<Record<string, PathMark>>;
}

/** A table of builders with a mark for each: a builder left unmarked, or a mark without a builder, does not compile. */
const group = <T extends Record<string, PathBuilder>>(
  bases: readonly PathBase[],
  paths: T,
  marks: { readonly [K in keyof T]: PathMark },
): PathGroup => ({ bases, paths, marks });

export const servicePaths: Readonly<Record<string, PathGroup>> = {
  core: group(['core'], coreEndpoints, {
    loginInfo: ours(),
    myOrganizations: facts(),
    organization: facts('id'),
    subOrganizations: ours('id'),
    myUser: facts(),
    agreementsCheck: ours(),
    agreementsLast: ours(),
    agreementsAccept: ours(),
    userPreferences: ours(),
    userPreference: ours('id'),
    selfOnBoarding: ours(),
  }),
  theme: group(['theme'], themeEndpoints, {
    organizationTheme: ours('orgResourceId'),
    hostTheme: ours(),
  }),
  identity: group(['identity'], identityEndpoints, {
    discovery: facts(),
    auth: facts(),
    token: facts(),
    logout: ours(),
    userinfo: ours(),
    certs: ours(),
  }),
  status: group(['status'], { issues: statusPagePath }, {
    issues: ours(),
  }),
  alarms: group(['alarms'], alarmEndpoints, {
    search: facts(),
    alarm: ours('id'),
    details: ours('id'),
    severityCount: ours(),
    severityCountByDevice: ours(),
    action: ours('name'),
  }),
  apps: group(['core'], appsEndpoints, {
    apps: facts(),
    app: ours('appId'),
    appLike: ours('appId'),
    organizationApps: facts('org'),
    organizationAppPayment: ours('org'),
    organizationApp: ours('org', 'installId'),
    installationPlan: ours('org', 'installId', 'planId'),
    installationPlanPayment: ours('org', 'installId', 'planId'),
    installationReschedule: ours('org', 'installId'),
    appToken: ours('org', 'installId'),
  }),
  audit: group(['audit'], auditEndpoints, {
    events: ours(),
    export: ours(),
  }),
  corePreferences: group(['core'], corePreferenceEndpoints, {
    userPreference: ours('id'),
    userProperty: ours('key'),
  }),
  dashboard: group(['dashboard'], dashboardEndpoints, {
    dashboards: ours(),
    widgets: ours(),
    mine: facts(),
    sharedWithMe: ours(),
    dashboard: ours('id'),
    versions: ours('id'),
    version: ours('id', 'version'),
    makeCurrent: ours('id', 'version'),
    derive: ours('id', 'from', 'to'),
    latestData: ours('id'),
    dashboardShare: ours('id', 'role', 'user'),
    assetUpload: ours('id', 'name'),
    assetDownload: ours('id', 'name'),
    assetStorage: ours(),
    organizationManifest: ours(),
    galleryWidgets: ours(),
    galleryAssetManifest: ours('asset'),
    galleryAssetUpload: ours('asset'),
    galleryAsset: ours('asset'),
    userPreferences: ours(),
    userPreference: ours('id'),
    flows: ours(),
    myFlows: ours(),
    flow: ours('id'),
    flowShare: ours('id', 'role', 'user'),
  }),
  platform: group(['platform'], platformEndpoints, {
    deviceTags: facts('org', 'deviceId'),
    tagQuery: ours('org'),
    tagsByDeviceName: ours('org', 'name'),
    tagsByDeviceGroup: ours('org', 'groupId'),
    availableTags: ours('org', 'deviceId'),
    devices: ours('org'),
    deviceStatus: ours('org', 'deviceId'),
    deviceStatusSync: ours('org', 'deviceId'),
    deviceConfiguration: ours('org', 'deviceId'),
    formulaValidation: ours('org'),
    deviceByAlias: ours('org', 'alias'),
  }),
  dealer: group(['licenseManager'], dealerEndpoints, {
    transactions: ours(),
    transaction: ours('id'),
    executions: ours('id'),
    execution: ours('id', 'executionId'),
  }),
  deviceLicences: group(['licenseManager'], deviceLicenceEndpoints, {
    licences: facts(),
    licence: ours('id'),
    lookUp: ours(),
    validate: ours(),
    activate: facts(),
    activateVpn: ours(),
    vpnAutorenew: ours(),
  }),
  coreDevices: group(['core'], coreDeviceEndpoints, {
    devices: facts('org'),
    deviceSearch: ours('org'),
    device: ours('org', 'id'),
  }),
  deviceMove: group(['core'], deviceMoveEndpoints, {
    importToken: ours('id'),
    verifyImportToken: ours(),
    move: ours('id', 'deviceId'),
  }),
  iam: group(['core'], iamEndpoints, {
    userExists: ours('username'),
    deepSearch: ours(),
    users: facts('organization'),
    user: ours('organization', 'id'),
    userByName: ours('organization', 'username'),
    userGroups: facts('organization'),
    groupRoles: facts('organization', 'groupId', 'roleIds'),
    roles: facts('organization'),
    role: ours('organization', 'id'),
    modelPathPermissions: ours('organization', 'id'),
    modelPaths: ours('organization'),
    roleExists: ours('organization', 'name'),
    isAuthorized: ours('organization'),
    areAuthorized: ours('organization'),
    applicationPermissions: ours('organization'),
  }),
  groups: group(['core'], groupEndpoints, {
    userGroup: ours('organization', 'id'),
    members: ours('organization', 'id'),
    member: ours('organization', 'id', 'userId'),
    mine: ours('organization'),
    permissions: ours('organization', 'id'),
    testApplicationPermissions: ours('organization'),
  }),
  apiKeys: group(['core'], apiKeyEndpoints, {
    apiKeys: ours('organization'),
    apiKey: ours('organization', 'id'),
  }),
  account: group(['core'], accountEndpoints, {
    account: ours(),
    credential: ours('id'),
    session: ours('id'),
  }),
  securityPolicies: group(['core'], securityPolicyEndpoints, {
    policies: facts('organization'),
    policy: ours('organization', 'id'),
    children: ours('organization', 'id'),
    devices: ours('organization', 'id'),
    device: ours('organization', 'id', 'deviceId'),
    userPolicies: ours('organization', 'userId'),
    userPolicy: facts('organization', 'userId', 'ids'),
    clientSecret: ours('organization', 'userId'),
  }),
  licences: group(['license'], licencesEndpoints, {
    products: ours(),
    productCount: ours(),
    product: ours('id'),
    clientSummaries: ours(),
    aggregatedByOrg: ours(),
    aggregated: ours(),
    subscriptions: ours(),
    trialExpiration: ours(),
    subscriptionSummary: ours(),
    licences: ours(),
    licence: ours('id'),
    renew: ours('id'),
    activation: ours(),
    organization: ours('id'),
    expirationDate: ours(),
  }),
  limits: group(['limits'], limitsEndpoints, {
    limits: facts(),
    journal: ours('type'),
    sum: ours('type'),
    history: ours(),
  }),
  mappings: group(['mappings'], mappingEndpoints, {
    devices: facts(),
    device: facts('deviceId'),
    deviceTags: ours(),
    models: facts(),
    deviceSearch: ours(),
  }),
  configuration: group(['mappings'], configurationEndpoints, {
    model: ours('modelId'),
    modelVisibility: ours('modelId'),
    modelPathSearch: ours(),
    modelNames: ours(),
    modelVersions: ours(),
    modelValidation: ours(),
    preset: facts('presetId'),
    presetVisibility: ours('presetId'),
    deviceConfiguration: ours('presetId'),
    deviceGroups: ours(),
    deviceGroup: ours('groupId'),
    deviceGroupMember: ours('groupId', 'deviceId'),
  }),
  presets: group(['mappings'], presetEndpoints, {
    presets: facts(),
  }),
  notifications: group(['notifications'], notificationEndpoints, {
    rules: ours(),
    ruleList: ours(),
    rule: ours('id'),
    settings: ours(),
    failedDeliveries: ours(),
  }),
  organizations: group(['core'], organizationsEndpoints, {
    mineRealms: ours(),
    myIp: ours(),
    instance: facts(),
    grants: ours('id'),
  }),
  remoteAccessSite: group(remoteAccessSiteServices, remoteAccessSiteEndpoints, {
    login: ours(),
    logout: ours(),
    ping: ours(),
  }),
  triggers: group(['trigger'], triggerEndpoints, {
    triggers: ours(),
    trigger: ours('id'),
    tryRule: ours(),
  }),
  vpn: group(['vpn'], vpnEndpoints, {
    gateways: facts('org'),
    gateway: ours('org', 'gatewayId'),
    logs: ours('gatewayId', 'org'),
    companionApp: facts(),
    checkOtp: ours('org', 'gatewayId'),
    connect: ours('org', 'gatewayId'),
    connectEndpoint: facts('org', 'gatewayId', 'endpointId'),
    disconnect: ours('org', 'gatewayId'),
    disconnectEndpoint: facts('org', 'gatewayId', 'endpointId'),
    gatewaySettings: ours('gatewayId', 'org'),
    clone: ours('gatewayId', 'org', 'target'),
    edgeConfigFile: ours('gatewayId', 'org'),
    resetVpnConnection: ours('gatewayId', 'org'),
    applications: ours('org'),
    application: ours('org', 'id'),
    profiles: ours('org'),
    profile: ours('org', 'id'),
    favourites: ours('org', 'username'),
    addFavourite: ours('org', 'username', 'gateway', 'endpoint', 'profile', 'application'),
    favourite: ours('org', 'id'),
    executeAction: ours('org'),
    executeOwnAction: ours(),
    jsonActions: ours('org', 'gatewayId'),
    endpoints: ours(),
    endpoint: ours('endpointId', 'gatewayId', 'org'),
    position: ours('gatewayId', 'org'),
    regions: ours(),
    credentialsRequest: facts(),
    applicationPassword: ours(),
  }),};

/**
 * Each service's prefix behind the application host (endpoints.ts servicePrefixes), by source: facts §1 show
 * `/svc/core`, `/svc/mappings`, `/svc/platform` (alarm search too), `/svc/license` (licence manager, limits) and
 * `/svc/vpn2`. config.json `services` maps any of them to another prefix or address.
 */
export const prefixSources: Readonly<Record<ServiceName, PathSource>> = {
  core: 'facts',
  theme: 'ours',
  dashboard: 'ours',
  mappings: 'facts',
  platform: 'facts',
  license: 'ours',
  licenseManager: 'facts',
  limits: 'facts',
  alarms: 'facts',
  notifications: 'ours',
  vpn: 'facts',
  vpnProxy: 'ours',
  audit: 'ours',
  trigger: 'ours',
};

export interface PathEntry extends PathMark {
  /** `<group>.<path>`, the key config.json `paths` overrides it by. */
  readonly name: string;
  readonly bases: readonly PathBase[];
  /** The path with each argument as `{name}`, e.g. `/api/v1/organizations/{org}/apps/{installId}/token`. */
  readonly template: string;
}

// An argument stand-in that every builder's encoding leaves as it is.
const marker = (index: number) => `zpathargz${index}z`;
const markerPattern = /zpathargz(\d+)z/g;

/** Every path of the table, with its template. */
export function pathEntries(): PathEntry[] {
  return Object.entries(servicePaths).flatMap(([groupName, { bases, paths, marks }]) =>
    Object.entries(paths).map(([key, build]) => {
      const mark = marks[key] as PathMark;
      const built = typeof build === 'string' ? build : build(...(mark.params.map((_, index) => marker(index)) as never[]));
      const template = built.replace(markerPattern, (_, index: string) => `{${mark.params[Number(index)] ?? index}}`);
      return { name: `${groupName}.${key}`, bases, source: mark.source, params: mark.params, template };
    }),
  );
}
