// Every service call the portal makes today, each with a function that performs it with valid arguments, for the
// fault matrix (tests/unit/faultMatrix.test.ts), and the screen that makes it, for the same faults driven through
// that screen (tests/unit/faultScreens.test.tsx), or why no screen is the place it is made. A later section adds
// its client's calls here: the matrices fail while a method of a client has no row, or a row neither screen nor
// reason.
import { delay, HttpResponse } from 'msw';
import { createAlarmsClient } from '../../src/platform/alarmsClient';
import { createCoreClient } from '../../src/platform/coreClient';
import { createCorePreferencesClient } from '../../src/platform/corePreferencesClient';
import { createDashboardClient } from '../../src/platform/dashboardClient';
import type { PlatformErrorKind } from '../../src/platform/errors';
import { createHttpClient } from '../../src/platform/http';
import { createIdentityClient } from '../../src/platform/identityClient';
import { createMappingClient } from '../../src/platform/mappingClient';
import { createNotificationClient } from '../../src/platform/notificationClient';
import { createPlatformClient } from '../../src/platform/platformClient';
import { createStatusClient } from '../../src/platform/statusClient';
import { createThemeClient } from '../../src/platform/themeClient';
import { createVpnClient } from '../../src/platform/vpnClient';
import type { Platform } from '../../src/portal/platform';

export type Fault = 'network error' | '401' | '403' | '404' | '429' | '500' | '503' | 'timeout' | 'malformed body';

/** The server's own words in every error answer: never in a message a person reads. */
export const serverText = 'Internal detail qx7: upstream pool exhausted';
/**
 * Timeout cells: the service holds its answer until the client gives up (or `lateBy`, should the abort not reach
 * it), far enough beyond the client's short timeout that a busy test machine cannot let it win.
 */
const lateBy = 2_000;

/** The network edge's answer to a request under `fault`. */
export function answer(fault: Fault, request: Request): Promise<Response> | Response {
  switch (fault) {
    case 'network error':
      return HttpResponse.error();
    case 'timeout':
      return Promise.race([delay(lateBy), new Promise((resolve) => request.signal.addEventListener('abort', resolve))]).then(() =>
        HttpResponse.json({}),
      );
    case 'malformed body':
      return new HttpResponse('{"data": [{"id": "dsh-1", "name": ', { status: 200, headers: { 'content-type': 'application/json' } });
    default:
      return HttpResponse.json({ status: Number(fault), error: 'Failure', message: serverText }, { status: Number(fault) });
  }
}

/** A call answered with a fault resolves instead of failing, on purpose; `check` asserts the value it resolves with. */
export interface Tolerated {
  why: string;
  check: (value: unknown) => void;
}

export interface ServiceCall {
  client: ClientName;
  method: string;
  call: (platform: Platform) => Promise<unknown>;
  /** Faults the call answers without failing (e.g. "no theme" on 404), with the reason. */
  tolerates?: Partial<Record<Fault, Tolerated>>;
}

/**
 * The clients as the portal builds them (src/portal/platform.ts), by the name the table uses. The lazy ones are
 * proxies with no own keys, so the real client is built here to enumerate its methods.
 */
export function clientObjects(): Record<ClientName, object> {
  const http = createHttpClient({ getToken: () => undefined });
  return {
    core: createCoreClient(http),
    corePreferences: createCorePreferencesClient(http),
    theme: createThemeClient(http),
    dashboard: createDashboardClient(http),
    platformController: createPlatformClient(http),
    mappings: createMappingClient(http),
    notifications: createNotificationClient(http),
    alarms: createAlarmsClient(http),
    status: createStatusClient(http),
    identity: createIdentityClient(http),
    vpn: createVpnClient(http),
  };
}

export type ClientName =
  | 'core'
  | 'corePreferences'
  | 'theme'
  | 'dashboard'
  | 'platformController'
  | 'mappings'
  | 'notifications'
  | 'alarms'
  | 'status'
  | 'identity'
  | 'vpn';

/** The platform's members that are service clients (the rest: configuration, tokens, the core HTTP). */
export const platformClients = ['core', 'theme', 'dashboard', 'platformController', 'mappings', 'notifications', 'alarms', 'status', 'vpn'] as const;

const org = 'acme';
const owner = { organization: org, username: 'ada' };
const prefs = (platform: Platform) => createCorePreferencesClient(platform.coreHttp);
const rule = { name: 'Boiler over temperature', enabled: true, alarmFilter: { severity: [1] }, actions: [] } as never;
const flow = { name: 'Morning round', description: '', orgResourceId: org, steps: [{ dashboardId: 'dsh-1', label: 'Hall A' }] } as never;
const file = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });

const noTheme: Tolerated = {
  why: 'no theme of its own: the portal uses its default one (themeClient answers undefined on 404)',
  check: (value) => {
    if (value !== undefined) throw new Error(`expected undefined, got ${JSON.stringify(value)}`);
  },
};
const noProperty: Tolerated = {
  why: 'a property never saved reads as absent (404 → undefined)',
  check: noTheme.check,
};
const csvAsItCame: Tolerated = {
  why: 'the CSV export is text, not JSON: there is no malformed body for it, the text comes back as it came',
  check: (value) => {
    if (typeof value !== 'string') throw new Error(`expected the text, got ${JSON.stringify(value)}`);
  },
};

type Call = ServiceCall['call'];
interface Row {
  call: Call;
  tolerates?: ServiceCall['tolerates'];
}
const calls: ServiceCall[] = [];
function rows(client: ClientName, methods: Record<string, Call | Row>) {
  for (const [method, row] of Object.entries(methods)) calls.push(typeof row === 'function' ? { client, method, call: row } : { client, method, ...row });
}

rows('core', {
  loginInfo: (p) => p.core.loginInfo('acme.app.corvina.io'),
  myOrganizations: (p) => p.core.myOrganizations(),
  organization: (p) => p.core.organization(42),
  subOrganizations: (p) => p.core.subOrganizations(42),
  myUser: (p) => p.core.myUser(),
  agreementsCheck: (p) => p.core.agreementsCheck(),
  agreementsLast: (p) => p.core.agreementsLast(),
  acceptAgreements: (p) => p.core.acceptAgreements([1, 2]),
  getPreferences: (p) => p.core.getPreferences({ serviceName: 'portal', username: 'ada', organization: org } as never),
  savePreference: (p) => p.core.savePreference({ serviceName: 'portal', username: 'ada', organization: org, key: 'locale', value: 'de-DE' } as never),
  selfOnBoarding: (p) =>
    p.core.selfOnBoarding({ username: 'zoe', email: 'zoe@example.com', firstName: 'Zoe', lastName: 'Ng', organization: 'Zoe Ltd' } as never),
});
rows('corePreferences', {
  deletePreference: (p) => prefs(p).deletePreference(7),
  userProperty: { call: (p: Platform) => prefs(p).userProperty('alarms.columns', owner), tolerates: { '404': noProperty } },
  saveUserProperty: (p) => prefs(p).saveUserProperty('alarms.columns', '["severity","name"]', owner),
});
rows('theme', {
  organizationTheme: { call: (p: Platform) => p.theme.organizationTheme(org), tolerates: { '404': noTheme } },
  hostTheme: { call: (p: Platform) => p.theme.hostTheme('acme.app.corvina.io'), tolerates: { '404': noTheme } },
});
rows('dashboard', {
  listDashboards: (p) => p.dashboard.listDashboards({ page: 0, pageSize: 20 } as never),
  myDashboards: (p) => p.dashboard.myDashboards({ page: 0, pageSize: 20 } as never),
  sharedWithMe: (p) => p.dashboard.sharedWithMe({ page: 0, pageSize: 20 } as never),
  listWidgets: (p) => p.dashboard.listWidgets({ page: 0, pageSize: 20 } as never),
  getDashboard: (p) => p.dashboard.getDashboard('dsh-1'),
  createDashboard: (p) => p.dashboard.createDashboard({ name: 'Hall B', description: '', type: 'DASHBOARD', orgResourceId: org } as never),
  patchDashboard: (p) => p.dashboard.patchDashboard({ id: 'dsh-1', name: 'Hall B' } as never),
  deleteDashboard: (p) => p.dashboard.deleteDashboard('dsh-1'),
  listVersions: (p) => p.dashboard.listVersions('dsh-1'),
  getVersion: (p) => p.dashboard.getVersion('dsh-1', 'v1'),
  createVersion: (p) => p.dashboard.createVersion('dsh-1', { description: 'Night shift', json: '{}', publish: true } as never),
  deleteVersion: (p) => p.dashboard.deleteVersion('dsh-1', 'v1'),
  makeCurrent: (p) => p.dashboard.makeCurrent('dsh-1', 'v1'),
  deriveVersion: (p) => p.dashboard.deriveVersion('dsh-1', 'v1', 'v2'),
  exportLatestCsv: {
    call: (p: Platform) => p.dashboard.exportLatestCsv('dsh-1', { since: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' } as never),
    tolerates: { 'malformed body': csvAsItCame },
  },
  shareDashboard: (p) => p.dashboard.shareDashboard('dsh-1', 'bob', 'r' as never),
  shareDashboardWith: (p) => p.dashboard.shareDashboardWith('dsh-1', ['bob', 'carol'], 'r' as never),
  unshareDashboard: (p) => p.dashboard.unshareDashboard('dsh-1', 'bob'),
  unshareDashboardWith: (p) => p.dashboard.unshareDashboardWith('dsh-1', ['bob', 'carol']),
  assetUploadUrl: (p) => p.dashboard.assetUploadUrl({ dashboardId: 'dsh-1', name: 'plan.png', organization: org }),
  assetDownloadUrl: (p) => p.dashboard.assetDownloadUrl({ dashboardId: 'dsh-1', name: 'plan.png', organization: org }),
  assetStorageStatus: (p) => p.dashboard.assetStorageStatus(org),
  organizationManifest: (p) => p.dashboard.organizationManifest(),
  galleryWidgets: (p) => p.dashboard.galleryWidgets(),
  galleryAssetManifest: (p) => p.dashboard.galleryAssetManifest('gauge.svg'),
  uploadGalleryAsset: (p) => p.dashboard.uploadGalleryAsset('gauge.svg', file),
  deleteGalleryAsset: (p) => p.dashboard.deleteGalleryAsset('gauge.svg'),
  dashboardPreferences: (p) => p.dashboard.dashboardPreferences(owner),
  saveDashboardPreference: (p) => p.dashboard.saveDashboardPreference({ ...owner, dashboardId: 'dsh-1' }),
  deleteDashboardPreference: (p) => p.dashboard.deleteDashboardPreference('pref-1'),
  listFlows: (p) => p.dashboard.listFlows({ page: 0, pageSize: 20 }),
  myFlows: (p) => p.dashboard.myFlows({ page: 0, pageSize: 20 }),
  getFlow: (p) => p.dashboard.getFlow('flw-1'),
  createFlow: (p) => p.dashboard.createFlow(flow),
  patchFlow: (p) => p.dashboard.patchFlow('flw-1', { name: 'Evening round' }),
  deleteFlow: (p) => p.dashboard.deleteFlow('flw-1'),
  shareFlow: (p) => p.dashboard.shareFlow('flw-1', 'bob', 'r' as never),
  shareFlowWith: (p) => p.dashboard.shareFlowWith('flw-1', ['bob', 'carol'], 'r' as never),
  unshareFlow: (p) => p.dashboard.unshareFlow('flw-1', 'bob'),
  unshareFlowWith: (p) => p.dashboard.unshareFlowWith('flw-1', ['bob', 'carol']),
});
rows('platformController', {
  deviceTags: (p) => p.platformController.deviceTags(org, 'dev-1', { modelPath: 'Boiler:1' } as never),
  availableTags: (p) => p.platformController.availableTags(org, 'dev-1'),
  devicePage: (p) => p.platformController.devicePage(org, { page: 0, pageSize: 20 } as never),
});
rows('mappings', {
  devices: (p) => p.mappings.devices(org, { page: 0, pageSize: 20 } as never),
  device: (p) => p.mappings.device(org, 'dev-1'),
  patchDevice: (p) => p.mappings.patchDevice(org, 'dev-1', { label: 'Boiler 1' } as never),
  deleteDevice: (p) => p.mappings.deleteDevice(org, 'dev-1'),
  deviceTags: (p) => p.mappings.deviceTags(org),
  models: (p) => p.mappings.models(org),
  devicePositions: (p) => p.mappings.devicePositions(org, { page: 0, pageSize: 10_000 }),
});
rows('notifications', {
  listRules: (p) => p.notifications.listRules(org, { page: 0, pageSize: 20 }),
  getRule: (p) => p.notifications.getRule(org, 'rule-1'),
  createRule: (p) => p.notifications.createRule(org, rule),
  updateRule: (p) => p.notifications.updateRule(org, 'rule-1', rule),
  deleteRule: (p) => p.notifications.deleteRule(org, 'rule-1'),
  getSettings: (p) => p.notifications.getSettings(org),
  saveSettings: (p) => p.notifications.saveSettings(org, { email: { enabled: true } } as never),
  failedDeliveries: (p) => p.notifications.failedDeliveries(org, { page: 0, pageSize: 20 }),
});
rows('alarms', {
  search: (p) => p.alarms.search(org, { page: 0, pageSize: 20, filter: '' } as never),
  alarm: (p) => p.alarms.alarm(org, 'alm-1'),
  severityCount: (p) => p.alarms.severityCount(org, ''),
  severityCountByDevice: (p) => p.alarms.severityCountByDevice(org, { filter: '', pageSize: 10 } as never),
  act: (p) => p.alarms.act(org, 'ack' as never, { ids: ['alm-1'], note: '' } as never),
  actOnMatching: (p) => p.alarms.actOnMatching(org, 'ack' as never, { data: {} } as never),
});
rows('status', {
  issues: (p) => p.status.issues(),
});
rows('identity', {
  // The portal's only path to it: the organisation-token acquisition of src/session/organizationToken.ts.
  exchangeOrganizationToken: (p) => p.organizationTokens.acquire(org),
});

rows('vpn', {
  gateways: (p) => p.vpn.gateways('globex', { page: 0, pageSize: 20, status: 'all', sortDir: 'ASC' }),
  gateway: (p) => p.vpn.gateway('globex', 'gw-globex-press'),
  companionApp: (p) => p.vpn.companionApp(),
  checkOtp: (p) => p.vpn.checkOtp('globex', 'gw-globex-press', '123456'),
  connect: (p) => p.vpn.connect('globex', { gatewayId: 'gw-globex-paint' }, { clientOs: 'win' }),
  disconnect: (p) => p.vpn.disconnect('acme', { gatewayId: 'gw-acme-bench' }),
  logs: (p) => p.vpn.logs('globex', 'gw-globex-press', { from: 0, to: 1, limit: 1000 }),
});

export const serviceCalls: readonly ServiceCall[] = calls;

export const faults: readonly { fault: Fault; kind: PlatformErrorKind; status?: number }[] = [
  { fault: 'network error', kind: 'network' },
  { fault: '401', kind: 'unauthorized', status: 401 },
  { fault: '403', kind: 'forbidden', status: 403 },
  { fault: '404', kind: 'notFound', status: 404 },
  { fault: '429', kind: 'rateLimited', status: 429 },
  { fault: '500', kind: 'server', status: 500 },
  { fault: '503', kind: 'server', status: 503 },
  { fault: 'timeout', kind: 'timeout' },
  { fault: 'malformed body', kind: 'malformed', status: 200 },
];
