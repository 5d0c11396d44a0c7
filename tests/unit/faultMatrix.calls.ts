// Every service call the portal makes today, each with a function that performs it with valid arguments, for the
// fault matrix (tests/unit/faultMatrix.test.ts), and the screen that makes it, for the same faults driven through
// that screen (tests/unit/faultScreens.harness.tsx), or why no screen is the place it is made. A later section adds
// its client's calls here: the matrices fail while a method of a client has no row, or a row neither screen nor
// reason.
import { HttpResponse } from 'msw';
import { alarmEndpoints } from '../../src/platform/alarmEndpoints';
import { createAlarmsClient } from '../../src/platform/alarmsClient';
import { createAppsClient } from '../../src/platform/appsClient';
import { auditEndpoints } from '../../src/platform/auditEndpoints';
import { createAuditClient } from '../../src/platform/auditClient';
import { createCoreClient } from '../../src/platform/coreClient';
import { createCorePreferencesClient } from '../../src/platform/corePreferencesClient';
import { createDashboardClient } from '../../src/platform/dashboardClient';
import { createDeviceLicenceClient } from '../../src/platform/deviceLicenceClient';
import { createDealerClient } from '../../src/platform/dealerClient';
import { dealerEndpoints } from '../../src/platform/dealerEndpoints';
import { createLicencesClient } from '../../src/platform/licencesClient';
import { licencesEndpoints } from '../../src/platform/licencesEndpoints';
import type { ProductWrite } from '../../src/platform/licencesTypes';
import { createCoreDeviceClient } from '../../src/platform/coreDeviceClient';
import { createDeviceMoveClient } from '../../src/platform/deviceMoveClient';
import { deviceLicenceEndpoints } from '../../src/platform/deviceLicenceEndpoints';
import { dashboardEndpoints } from '../../src/platform/dashboardEndpoints';
import { seedThemes } from '../../sandbox/seed/themes';
import { coreEndpoints, identityEndpoints, servicePrefixes, themeEndpoints } from '../../src/platform/endpoints';
import type { PlatformErrorKind } from '../../src/platform/errors';
import { notificationEndpoints } from '../../src/platform/notificationEndpoints';
import { createHttpClient } from '../../src/platform/http';
import { createIamClient } from '../../src/platform/iamClient';
import { createLimitsClient } from '../../src/platform/limitsClient';
import { createOrganizationsClient } from '../../src/platform/organizationsClient';
import { accountEndpoints, apiKeyEndpoints, groupEndpoints, iamEndpoints, securityPolicyEndpoints } from '../../src/platform/iamEndpoints';
import { createIdentityClient } from '../../src/platform/identityClient';
import { createMappingClient } from '../../src/platform/mappingClient';
import { createNotificationClient } from '../../src/platform/notificationClient';
import { createPlatformClient } from '../../src/platform/platformClient';
import { createPresetClient } from '../../src/platform/presetClient';
import { createStatusClient } from '../../src/platform/statusClient';
import { createThemeClient } from '../../src/platform/themeClient';
import { createThemeWriteClient } from '../../src/platform/themeWriteClient';
import { triggerEndpoints } from '../../src/platform/triggerEndpoints';
import { createTriggersClient } from '../../src/platform/triggersClient';
import { createVpnClient } from '../../src/platform/vpnClient';
import type { Platform } from '../../src/portal/platform';
import type { ExperimentalKey } from '../../machines/experimentalFeatures';
import { newRequestId } from '../../src/platform/requestIds';

export type Fault = 'network error' | '401' | '403' | '404' | '429' | '500' | '503' | 'timeout' | 'malformed body';

/** The server's own words in every error answer: never in a message a person reads. */
export const serverText = 'Internal detail qx7: upstream pool exhausted';
/** How long a timeout cell's request is held at most: beyond every client's limit in the matrices and every test's. */
const lateBy = 600_000;

/** The network edge's answer to a request under `fault`. */
export function answer(fault: Fault, request: Request): Promise<Response> | Response {
  switch (fault) {
    case 'network error':
      return HttpResponse.error();
    case 'timeout':
      // Held until the client gives up, and then never answered: an answer sent as the client gives up can win the
      // race with its abort at the network edge, and reads as unreadable, not as a timeout. The timer keeps the held
      // request reachable meanwhile (one nothing refers to is collected, its abort with it); a client that never
      // gives up gets an unreadable answer in the end.
      return new Promise<Response>((resolve) => {
        const late = setTimeout(() => resolve(HttpResponse.json({})), lateBy);
        request.signal.addEventListener('abort', () => clearTimeout(late), { once: true });
      });
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

/**
 * One thing a person does on a screen: press a control named so (a pattern when it starts with ^), type into a field
 * labelled so, choose an option of a list, or choose a file of that name in a file field labelled so.
 */
export type Step =
  | { press: string; role?: 'button' | 'tab' | 'menuitem' | 'link' | 'checkbox' | 'radio' | 'switch' }
  | { type: string; into: string }
  /** An option of a native select, by its text. */
  | { choose: string; in: string }
  | { file: string; into: string };

/** Where a person makes the call, for the screen matrix (tests/unit/faultScreens.harness.tsx). */
export interface ScreenCall {
  /** The address that shows the screen, e.g. `/alarms?org=1` (org 1 is Acme). */
  open: string;
  /** The persona who opens it (README), alice unless said. */
  user?: string;
  /**
   * The request the call sends, as the sandbox's fault keys name it: the method and the end of the path (a `*`
   * stands for one segment).
   */
  request: string;
  /**
   * What the person does there; the last step makes the call (its fault is answered from then on). None: the
   * screen makes the call as it opens.
   */
  steps?: Step[];
  /** A form's typed input, which must still be in its field after the failure. */
  keeps?: { field: string; value: string };
  /** Experimental switches the person has on (spec §2), where the call is behind one. */
  switches?: readonly ExperimentalKey[];
  /** The screen's own words for a fault, where they say more than the fault's general message. */
  says?: Partial<Record<Fault, string>>;
  /** The name (a pattern) of the control that is the way on, where it is not Retry or Sign in (again). */
  wayOn?: string | Partial<Record<Fault, string>>;
  /** Faults the screen does not yet handle as it should, each with what is wrong. */
  defects?: Partial<Record<Fault, string>>;
}

export interface ServiceCall {
  client: ClientName;
  method: string;
  /** Another path the same method sends, e.g. to one endpoint of a gateway rather than the whole gateway. */
  variant?: string;
  call: (platform: Platform) => Promise<unknown>;
  /** Faults the call answers without failing (e.g. "no theme" on 404), with the reason. */
  tolerates?: Partial<Record<Fault, Tolerated>>;
  /** The screen that makes the call, or why no screen is the place it is made. */
  screen?: ScreenCall | { none: string };
}

/**
 * The clients as the portal builds them (src/portal/platform.ts), by the name the table uses. The lazy ones are
 * proxies with no own keys, so the real client is built here to enumerate its methods.
 */
export function clientObjects(): Record<ClientName, object> {
  const http = createHttpClient({ idempotencyKey: true, getToken: () => undefined });
  return {
    organizations: createOrganizationsClient(http),
    limits: createLimitsClient(http),
    core: createCoreClient(http),
    corePreferences: createCorePreferencesClient(http),
    theme: createThemeClient(http),
    themeWrites: createThemeWriteClient(http),
    dashboard: createDashboardClient(http),
    platformController: createPlatformClient(http),
    mappings: createMappingClient(http),
    deviceLicences: createDeviceLicenceClient(http),
    licences: createLicencesClient(http),
    dealer: createDealerClient(http),
    presets: createPresetClient(http),
    deviceMoves: createDeviceMoveClient(http),
    coreDevices: createCoreDeviceClient(http),
    notifications: createNotificationClient(http),
    alarms: createAlarmsClient(http),
    status: createStatusClient(http),
    identity: createIdentityClient(http),
    iam: createIamClient(http),
    vpn: createVpnClient(http),
    apps: createAppsClient(http),
    audit: createAuditClient(http),
    triggers: createTriggersClient(http),
  };
}

export type ClientName =
  | 'organizations'
  | 'limits'
  | 'core'
  | 'corePreferences'
  | 'theme'
  | 'themeWrites'
  | 'dashboard'
  | 'platformController'
  | 'mappings'
  | 'deviceLicences'
  | 'licences'
  | 'dealer'
  | 'presets'
  | 'deviceMoves'
  | 'coreDevices'
  | 'notifications'
  | 'alarms'
  | 'status'
  | 'identity'
  | 'iam'
  | 'vpn'
  | 'audit'
  | 'triggers'
  | 'apps';

/** The platform's members that are service clients (the rest: configuration, tokens, the core HTTP). */
export const platformClients = ['organizations', 'limits', 'core', 'theme', 'themeWrites', 'dashboard', 'platformController', 'mappings', 'deviceLicences', 'licences', 'dealer', 'presets', 'notifications', 'alarms', 'status', 'vpn', 'iam', 'audit', 'triggers', 'apps'] as const;

const org = 'acme';
/** A dashboard of the sandbox's seed (sandbox/seed/dashboards.ts). */
const hallA = 'dsh-boiler-hall-a';
const widgetsTab = '/flows?org=1&tab=widgets';
/** The dashboards alice may see in Acme, hall A among them (sandbox/seed/dashboards.ts). */
const dashboardsScreen = '/directaccess?org=1';
/** Hall A's menu in the dashboard list, and the item `item` of it. */
const hallAMenu = (item: string): Step[] => [{ press: 'More actions for Boiler hall A' }, { press: item, role: 'menuitem' }];
/** Acme's flow "Boiler round" (sandbox/seed/dashboards.ts), and sharing it with bob from the flow list. */
const boilerRound = 'flw-acme-boilers';
const shareRoundWithBob: Step[] = [{ press: 'Share flow Boiler round' }, { type: 'bob', into: 'Add people' }, { press: 'Add' }, { press: 'Save' }];
const rulesScreen = '/notifications?org=1';
const flowsTab = '/directaccess?org=1&tab=flows';
/** The seeded rule "Boiler over-temperature" (sandbox/notifications/seed.ts). */
const boilerRule = notificationEndpoints.rule('1');
const owner = { organization: org, username: 'ada' };
const prefs = (platform: Platform) => createCorePreferencesClient(platform.coreHttp);
const moves = (platform: Platform) => createDeviceMoveClient(platform.coreHttp);
const coreDevices = (platform: Platform) => createCoreDeviceClient(platform.coreHttp);
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
  screen?: ServiceCall['screen'];
}
const calls: ServiceCall[] = [];
function rows(client: ClientName, methods: Record<string, Call | Row>) {
  for (const [method, row] of Object.entries(methods)) calls.push(typeof row === 'function' ? { client, method, call: row } : { client, method, ...row });
}

/** A row's name in the matrices: `client.method`, and the variant's path in brackets. */
export const callName = ({ client, method, variant }: Pick<ServiceCall, 'client' | 'method' | 'variant'>) =>
  `${client}.${method}${variant === undefined ? '' : ` (${variant})`}`;

/** Why a client method has no screen: the portal does not call it today. */
const notCalled = { none: 'no part of the portal makes this call today' };
/** The guard chain makes the call on the way into an organisation, before its screen: the alarms screen here. */
const enteringAcme = (request: string): ScreenCall => ({
  open: '/alarms?org=1',
  request,
  // The guard chain sends the person to the organisation selector, which says why; choosing Acme again is the way on.
  wayOn: '^Acme',
});

/** Ticking the sandbox's agreements (sandbox/seed/agreements.ts): the terms and privacy notice, and the maintenance policy. */
const accept = (titles: string[]): Step[] => titles.map((title) => ({ press: `I accept the ${title}`, role: 'checkbox' }));
const termsAndPrivacy = ['Terms of Service (sandbox)', 'Privacy Notice (sandbox)'];
const acceptEach = accept([...termsAndPrivacy, 'Maintenance Policy (sandbox)']);
/** Switching to English from the user menu: the language stays switched; choosing it again is the way on. */
const languageSwitch = (request: string): ScreenCall => ({
  open: '/alarms?org=1',
  request,
  steps: [{ press: '^User menu for ' }, { press: 'English', role: 'menuitem' }],
  wayOn: '^User menu for ',
});
rows('core', {
  loginInfo: {
    call: (p: Platform) => p.core.loginInfo('acme.app.corvina.io'),
    screen: { none: "the session makes it before any screen, and only on an organisation's own host (<org>.app.<domain>)" },
  },
  myOrganizations: {
    call: (p: Platform) => p.core.myOrganizations(),
    screen: {
      open: '/home',
      request: `GET ${servicePrefixes.core}${coreEndpoints.myOrganizations}`,
    },
  },
  organization: { call: (p: Platform) => p.core.organization(42), screen: notCalled },
  subOrganizations: {
    call: (p: Platform) => p.core.subOrganizations(42),
    // Choosing Acme on the selector offers its sub-organisations (acme-north) before entering it.
    screen: { open: '/organization', request: `GET ${servicePrefixes.core}${coreEndpoints.subOrganizations(1)}`, steps: [{ press: '^Acme' }] },
  },
  myUser: { call: (p: Platform) => p.core.myUser(), screen: notCalled },
  agreementsCheck: { call: (p: Platform) => p.core.agreementsCheck(), screen: enteringAcme(`GET ${coreEndpoints.agreementsCheck}`) },
  agreementsLast: { call: (p: Platform) => p.core.agreementsLast(), screen: { open: '/agreements?org=1', request: `GET ${coreEndpoints.agreementsLast}` } },
  acceptAgreements: {
    call: (p: Platform) => p.core.acceptAgreements([1, 2], undefined, newRequestId()),
    screen: {
      // carol has not accepted the terms and privacy agreements yet (sandbox/personas.ts).
      open: '/agreements?org=3',
      user: 'carol',
      request: `POST ${coreEndpoints.agreementsAccept}`,
      steps: [...accept(termsAndPrivacy), { press: 'Accept and continue' }],
      // The boxes stay ticked: accepting again is the way on.
      wayOn: '^Accept and continue$',
    },
  },
  getPreferences: {
    call: (p: Platform) => p.core.getPreferences({ serviceName: 'portal', username: 'ada', organization: org } as never),
    screen: enteringAcme(`GET ${servicePrefixes.core}${coreEndpoints.userPreferences}`),
  },
  savePreference: {
    call: (p: Platform) => p.core.savePreference({ serviceName: 'portal', username: 'ada', organization: org, key: 'locale', value: 'de-DE' } as never, undefined, newRequestId()),
    // A language chosen from the user menu is saved as the person's preference (src/app/locale.ts); the switch stays.
    screen: languageSwitch(`POST ${servicePrefixes.core}${coreEndpoints.userPreferences}`),
  },
  selfOnBoarding: {
    call: (p: Platform) =>
      p.core.selfOnBoarding({ username: 'zoe', email: 'zoe@example.com', firstName: 'Zoe', lastName: 'Ng', organization: 'Zoe Ltd' } as never, undefined, newRequestId()),
    screen: {
      open: '/register',
      request: `POST ${coreEndpoints.selfOnBoarding}`,
      steps: [
        { type: 'Zoe Ltd', into: 'Organization name' },
        { type: 'zoe', into: 'Username' },
        { type: 'zoe@example.com', into: 'E-mail' },
        { type: 'correct-horse-7', into: 'Password' },
        { type: 'correct-horse-7', into: 'Repeat password' },
        ...acceptEach,
        { press: 'Register' },
      ],
      keeps: { field: 'Organization name', value: 'Zoe Ltd' },
    },
  },
});
rows('corePreferences', {
  deletePreference: {
    call: (p: Platform) => prefs(p).deletePreference(7, undefined, newRequestId()),
    screen: {
      none:
        "the language switch of the user menu (src/app/locale.ts) deletes a person's older locale records only where the core service keeps more than one; the sandbox keeps one per service, person and organisation (its POST replaces it), so no screen over it sends the call; its failure is the switch's toast, as for core.savePreference (tests/unit/switchLocale.test.ts)",
    },
  },
  userProperty: { call: (p: Platform) => prefs(p).userProperty('alarms.columns', owner), tolerates: { '404': noProperty }, screen: notCalled },
  saveUserProperty: { call: (p: Platform) => prefs(p).saveUserProperty('alarms.columns', '["severity","name"]', owner, undefined, newRequestId()), screen: notCalled },
});
rows('theme', {
  organizationTheme: {
    call: (p: Platform) => p.theme.organizationTheme(org),
    tolerates: { '404': noTheme },
    screen: enteringAcme(`GET ${themeEndpoints.organizationTheme(org)}`),
  },
  hostTheme: {
    call: (p: Platform) => p.theme.hostTheme('acme.app.corvina.io'),
    tolerates: { '404': noTheme },
    screen: { none: "made at start-up on an organisation's own host only, before any screen; a failure keeps the default look and is logged" },
  },
});
rows('themeWrites', {
  saveOrganizationTheme: {
    call: (p: Platform) => p.themeWrites.saveOrganizationTheme(org, seedThemes.acme!, undefined, newRequestId()),
    screen: {
      open: '/organizations?org=1',
      request: `PUT ${themeEndpoints.organizationTheme(org)}`,
      steps: [{ press: 'Edit theme' }, { type: 'Acme Blue', into: 'Brand name' }, { press: 'Save theme' }],
      keeps: { field: 'Brand name', value: 'Acme Blue' },
    },
  },
});
rows('dashboard', {
  listDashboards: {
    call: (p: Platform) => p.dashboard.listDashboards({ page: 0, pageSize: 20 } as never),
    screen: { open: '/directaccess?org=1', request: `GET ${servicePrefixes.dashboard}${dashboardEndpoints.dashboards}` },
  },
  myDashboards: { call: (p: Platform) => p.dashboard.myDashboards({ page: 0, pageSize: 20 } as never), screen: notCalled },
  sharedWithMe: { call: (p: Platform) => p.dashboard.sharedWithMe({ page: 0, pageSize: 20 } as never), screen: notCalled },
  listWidgets: { call: (p: Platform) => p.dashboard.listWidgets({ page: 0, pageSize: 20 } as never), screen: notCalled },
  getDashboard: {
    call: (p: Platform) => p.dashboard.getDashboard('dsh-1'),
    screen: {
      open: `/dashboards/${hallA}?org=1`,
      request: `GET ${dashboardEndpoints.dashboard(hallA)}`,
      // Its own words when the dashboard is not there or not shared; no retry would help, the menu leads elsewhere.
      says: { '403': 'You may not see this dashboard', '404': 'This dashboard is not shared with you' },
      wayOn: { '403': '^Open portal menu$', '404': '^Open portal menu$' },
    },
  },
  createDashboard: {
    call: (p: Platform) => p.dashboard.createDashboard({ name: 'Hall B', description: '', type: 'DASHBOARD', orgResourceId: org } as never, undefined, newRequestId()),
    screen: {
      open: dashboardsScreen,
      request: `POST ${dashboardEndpoints.dashboards}`,
      steps: [{ press: 'New dashboard' }, { type: 'Boiler hall B', into: 'Name' }, { press: 'Create and edit' }],
      keeps: { field: 'Name', value: 'Boiler hall B' },
    },
  },
  patchDashboard: {
    call: (p: Platform) => p.dashboard.patchDashboard({ id: 'dsh-1', name: 'Hall B' } as never, undefined, newRequestId()),
    screen: {
      open: dashboardsScreen,
      request: `PATCH ${dashboardEndpoints.dashboards}`,
      steps: [...hallAMenu('Rename'), { type: 'Boiler hall A, north', into: 'Name' }, { press: 'Save' }],
      keeps: { field: 'Name', value: 'Boiler hall A, north' },
    },
  },
  deleteDashboard: {
    call: (p: Platform) => p.dashboard.deleteDashboard('dsh-1', undefined, newRequestId()),
    screen: {
      open: dashboardsScreen,
      request: `DELETE ${dashboardEndpoints.dashboard(hallA)}`,
      steps: [...hallAMenu('Delete'), { press: 'Delete dashboard' }],
      // The dashboard stays in the list, and deleting it can be asked again.
      wayOn: '^More actions for Boiler hall A$',
    },
  },
  listVersions: {
    call: (p: Platform) => p.dashboard.listVersions('dsh-1'),
    screen: { open: dashboardsScreen, request: `GET ${dashboardEndpoints.versions(hallA)}`, steps: hallAMenu('Versions') },
  },
  getVersion: {
    call: (p: Platform) => p.dashboard.getVersion('dsh-1', 'v1'),
    screen: {
      // The comparison of two versions reads both.
      open: dashboardsScreen,
      request: `GET ${dashboardEndpoints.version(hallA, '1')}`,
      steps: [
        ...hallAMenu('Versions'),
        { press: 'Compare version 1', role: 'checkbox' },
        { press: 'Compare version 2', role: 'checkbox' },
        { press: 'Compare versions 1 and 2' },
      ],
    },
  },
  createVersion: (p) => p.dashboard.createVersion('dsh-1', { description: 'Night shift', json: '{}', publish: true } as never, undefined, newRequestId()),
  deleteVersion: {
    call: (p: Platform) => p.dashboard.deleteVersion('dsh-1', 'v1', undefined, newRequestId()),
    screen: {
      open: dashboardsScreen,
      request: `DELETE ${dashboardEndpoints.version(hallA, '3')}`,
      steps: [...hallAMenu('Versions'), { press: 'Delete version 3' }, { press: 'Delete version' }],
      wayOn: '^Delete version 3$',
    },
  },
  makeCurrent: {
    call: (p: Platform) => p.dashboard.makeCurrent('dsh-1', 'v1', undefined, newRequestId()),
    screen: {
      open: dashboardsScreen,
      request: `POST ${dashboardEndpoints.makeCurrent(hallA, '3')}`,
      steps: [...hallAMenu('Versions'), { press: 'Make version 3 current' }],
      wayOn: '^Make version 3 current$',
    },
  },
  deriveVersion: {
    call: (p: Platform) => p.dashboard.deriveVersion('dsh-1', 'v1', 'v2', undefined, newRequestId()),
    screen: {
      open: dashboardsScreen,
      request: `POST ${dashboardEndpoints.derive(hallA, '2', '*')}`,
      steps: [...hallAMenu('Versions'), { press: 'New version from version 2' }],
      wayOn: '^New version from version 2$',
    },
  },
  exportLatestCsv: {
    call: (p: Platform) => p.dashboard.exportLatestCsv('dsh-1', { since: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' } as never),
    tolerates: { 'malformed body': csvAsItCame },
    screen: {
      open: dashboardsScreen,
      request: `POST ${dashboardEndpoints.latestData(hallA)}`,
      steps: [...hallAMenu('Export data as CSV'), { press: 'Download CSV' }],
      wayOn: '^Download CSV$',
    },
  },
  shareDashboard: { call: (p: Platform) => p.dashboard.shareDashboard('dsh-1', 'bob', 'r' as never, undefined, newRequestId()), screen: notCalled },
  shareDashboardWith: {
    call: (p: Platform) => p.dashboard.shareDashboardWith('dsh-1', ['bob', 'carol'], 'r' as never, undefined, newRequestId()),
    screen: {
      open: dashboardsScreen,
      request: `POST ${dashboardEndpoints.dashboardShare(hallA, 'readers')}`,
      steps: [...hallAMenu('Share'), { type: 'dave', into: 'Add people' }, { press: 'Add' }, { press: 'Save' }],
      // The draft stays: saving again is the way on.
      wayOn: '^Save$',
    },
  },
  unshareDashboard: { call: (p: Platform) => p.dashboard.unshareDashboard('dsh-1', 'bob', undefined, newRequestId()), screen: notCalled },
  unshareDashboardWith: {
    call: (p: Platform) => p.dashboard.unshareDashboardWith('dsh-1', ['bob', 'carol'], undefined, newRequestId()),
    screen: {
      open: dashboardsScreen,
      request: `DELETE ${dashboardEndpoints.dashboardShare(hallA, 'readers')}`,
      steps: [...hallAMenu('Share'), { press: 'Remove bob' }, { press: 'Save' }, { press: 'Remove and save' }],
      wayOn: '^Save$',
    },
  },
  assetUploadUrl: (p) => p.dashboard.assetUploadUrl({ dashboardId: 'dsh-1', name: 'plan.png', organization: org }),
  assetDownloadUrl: {
    call: (p: Platform) => p.dashboard.assetDownloadUrl({ dashboardId: 'dsh-1', name: 'plan.png', organization: org }),
    // The viewer asks for the address of hall A's plan (its image widget) as it opens the dashboard.
    screen: { open: `/dashboards/${hallA}?org=1`, request: `GET ${dashboardEndpoints.assetDownload(hallA, 'hall-a.svg')}` },
  },
  assetStorageStatus: { call: (p: Platform) => p.dashboard.assetStorageStatus(org), screen: { open: widgetsTab, request: `GET ${dashboardEndpoints.assetStorage}` } },
  organizationManifest: { call: (p: Platform) => p.dashboard.organizationManifest(), screen: { open: widgetsTab, request: `GET ${dashboardEndpoints.organizationManifest}` } },
  galleryWidgets: { call: (p: Platform) => p.dashboard.galleryWidgets(), screen: { open: widgetsTab, request: `GET ${dashboardEndpoints.galleryWidgets}` } },
  galleryAssetManifest: { call: (p: Platform) => p.dashboard.galleryAssetManifest('gauge.svg'), screen: notCalled },
  uploadGalleryAsset: {
    call: (p: Platform) => p.dashboard.uploadGalleryAsset('gauge.svg', file, undefined, newRequestId()),
    screen: {
      open: widgetsTab,
      request: `PUT ${dashboardEndpoints.galleryAssetUpload('tank-widgets')}`,
      steps: [{ file: 'tank-widgets.zip', into: 'Package file' }, { press: 'Upload' }],
      // The package name as taken from the file: the form keeps what was chosen.
      keeps: { field: 'Package name', value: 'tank-widgets' },
    },
  },
  deleteGalleryAsset: {
    call: (p: Platform) => p.dashboard.deleteGalleryAsset('gauge.svg', undefined, newRequestId()),
    screen: {
      open: widgetsTab,
      request: `DELETE ${dashboardEndpoints.galleryAsset('acme-widgets')}`,
      steps: [{ press: 'Delete package acme-widgets' }, { press: 'Delete package' }],
      wayOn: '^Delete package acme-widgets$',
    },
  },
  dashboardPreferences: {
    call: (p: Platform) => p.dashboard.dashboardPreferences(owner),
    screen: { open: '/directaccess?org=1', request: `GET ${servicePrefixes.dashboard}${dashboardEndpoints.userPreferences}` },
  },
  saveDashboardPreference: {
    call: (p: Platform) => p.dashboard.saveDashboardPreference({ ...owner, dashboardId: 'dsh-1' }, undefined, newRequestId()),
    screen: {
      // alice's default is hall A (sandbox/seed/dashboards.ts): the pressure view becomes it.
      open: dashboardsScreen,
      request: `POST ${dashboardEndpoints.userPreferences}`,
      steps: [{ press: 'More actions for Boiler pressure' }, { press: 'Set as my default', role: 'menuitem' }],
      wayOn: '^More actions for Boiler pressure$',
    },
  },
  deleteDashboardPreference: {
    call: (p: Platform) => p.dashboard.deleteDashboardPreference('pref-1', undefined, newRequestId()),
    screen: {
      open: dashboardsScreen,
      request: `DELETE ${dashboardEndpoints.userPreference('pref-1')}`,
      steps: hallAMenu('Remove as my default'),
      wayOn: '^More actions for Boiler hall A$',
    },
  },
  listFlows: { call: (p: Platform) => p.dashboard.listFlows({ page: 0, pageSize: 20 }), screen: { open: flowsTab, request: `GET ${dashboardEndpoints.flows}` } },
  myFlows: {
    call: (p: Platform) => p.dashboard.myFlows({ page: 0, pageSize: 20 }),
    screen: { open: flowsTab, request: `GET ${dashboardEndpoints.myFlows}`, steps: [{ press: 'Mine', role: 'radio' }] },
  },
  getFlow: {
    call: (p: Platform) => p.dashboard.getFlow('flw-1'),
    screen: { open: flowsTab, request: `GET ${dashboardEndpoints.flow(boilerRound)}`, steps: [{ press: 'Edit flow Boiler round' }] },
  },
  createFlow: {
    call: (p: Platform) => p.dashboard.createFlow(flow, undefined, newRequestId()),
    screen: {
      open: flowsTab,
      request: `POST ${dashboardEndpoints.flows}`,
      steps: [{ press: 'New flow' }, { type: 'Evening round', into: 'Name' }, { press: 'Add Boiler hall A' }, { press: 'Create flow' }],
      keeps: { field: 'Name', value: 'Evening round' },
    },
  },
  patchFlow: {
    call: (p: Platform) => p.dashboard.patchFlow('flw-1', { name: 'Evening round' }, undefined, newRequestId()),
    screen: {
      open: flowsTab,
      request: `PATCH ${dashboardEndpoints.flow(boilerRound)}`,
      steps: [{ press: 'Edit flow Boiler round' }, { type: 'Boiler round, night shift', into: 'Name' }, { press: 'Save flow' }],
      keeps: { field: 'Name', value: 'Boiler round, night shift' },
    },
  },
  deleteFlow: {
    call: (p: Platform) => p.dashboard.deleteFlow('flw-1', undefined, newRequestId()),
    screen: {
      open: flowsTab,
      request: `DELETE ${dashboardEndpoints.flow(boilerRound)}`,
      steps: [{ press: 'Delete flow Boiler round' }, { press: 'Delete flow' }],
      // The flow stays in the list, and deleting it can be asked again.
      wayOn: '^Delete flow Boiler round$',
    },
  },
  shareFlow: { call: (p: Platform) => p.dashboard.shareFlow('flw-1', 'bob', 'r' as never, undefined, newRequestId()), screen: notCalled },
  shareFlowWith: {
    call: (p: Platform) => p.dashboard.shareFlowWith('flw-1', ['bob', 'carol'], 'r' as never, undefined, newRequestId()),
    screen: {
      open: flowsTab,
      request: `POST ${dashboardEndpoints.flowShare(boilerRound, 'readers')}`,
      steps: shareRoundWithBob,
      // The draft stays: saving again is the way on.
      wayOn: '^Save$',
    },
  },
  unshareFlow: { call: (p: Platform) => p.dashboard.unshareFlow('flw-1', 'bob', undefined, newRequestId()), screen: notCalled },
  unshareFlowWith: {
    call: (p: Platform) => p.dashboard.unshareFlowWith('flw-1', ['bob', 'carol'], undefined, newRequestId()),
    screen: {
      // The round is shared with nobody (sandbox/seed/dashboards.ts): shared with bob first, then taken from him.
      open: flowsTab,
      request: `DELETE ${dashboardEndpoints.flowShare(boilerRound, 'readers')}`,
      steps: [...shareRoundWithBob, { press: 'Share flow Boiler round' }, { press: 'Remove bob' }, { press: 'Save' }, { press: 'Remove and save' }],
      wayOn: '^Save$',
    },
  },
});
/** The fleet (spec §2 /devices) and one device beside it. */
const fleet = '/devices?org=1';
/** "Find a device" on the fleet, for `text`. */
const findSteps = (text: string): Step[] => [{ press: 'Find a device' }, { type: text, into: 'Alias or name' }, { press: 'Find' }];
const conveyorTwo = `${fleet}&device=dev-acme-conveyor-2`;
rows('platformController', {
  // The viewer's live values: every tile of Hall A reads its device's latest values.
  deviceTags: {
    call: (p: Platform) => p.platformController.deviceTags(org, 'dev-1', { modelPath: 'Boiler:1' } as never),
    screen: { open: `/dashboards/${hallA}?org=1`, request: 'GET /devices/*/tags' },
  },
  // The data explorer lists a chosen device's numeric tags.
  availableTags: {
    call: (p: Platform) => p.platformController.availableTags(org, 'dev-1'),
    screen: { open: '/data-explore?org=1&devices=dev-acme-boiler-1', request: 'GET /devices/*/availableTags' },
  },
  // The data explorer's chart: every chosen device's history of the tag in one query (tests/e2e/data-explore.spec.ts).
  queryTags: (p: Platform) => p.platformController.queryTags(org, { sources: [{ deviceId: 'dev-1', modelPath: 'Boiler:1/Boiler/Temperature' }] }),
  tagsByDeviceName: { call: (p: Platform) => p.platformController.tagsByDeviceName(org, 'Boiler Hall A', { modelPath: 'Boiler:1' }), screen: notCalled },
  // A device group's current values, from its row in the groups tab.
  tagsByDeviceGroup: {
    call: (p: Platform) => p.platformController.tagsByDeviceGroup(org, 'grp-heating', { modelPath: 'Boiler:1' }),
    screen: { open: `${fleet}&tab=groups`, request: 'GET /deviceGroups/*/tags', steps: [{ press: 'Current values of Heating' }] },
  },
  devicePage: (p) => p.platformController.devicePage(org, { page: 0, pageSize: 20 } as never),
  deviceStatus: {
    call: (p: Platform) => p.platformController.deviceStatus(org, 'dev-1', { limit: 1000 }),
    screen: { open: conveyorTwo, request: 'GET /devices/*/status' },
  },
  // A set point written from a device's panel, after its confirmation.
  writeTags: {
    call: (p: Platform) => p.platformController.writeTags(org, 'dev-1', { data: [{ modelPath: 'Boiler:1/Boiler/Setpoint', v: 72 }] }, undefined, newRequestId()),
    screen: {
      open: `${fleet}&device=dev-acme-boiler-1`,
      request: 'POST /devices/*/tags',
      steps: [{ press: 'Write Boiler/Setpoint' }, { type: '72', into: 'New value (°C)' }, { press: 'Continue' }, { press: 'Write value' }],
      wayOn: '^Try again$',
    },
  },
  deviceConfiguration: {
    call: (p: Platform) => p.platformController.deviceConfiguration(org, 'dev-1'),
    screen: { open: conveyorTwo, request: 'GET /devices/*/configuration' },
  },
  deviceByAlias: {
    call: (p: Platform) => p.platformController.deviceByAlias(org, 'boiler-hall-a'),
    screen: {
      open: fleet,
      request: 'GET /deviceByAlias/boiler-hall-a',
      steps: findSteps('boiler-hall-a'),
      keeps: { field: 'Alias or name', value: 'boiler-hall-a' },
      // No such alias: the search finds the device whose alias contains it.
      says: { '404': 'Devices found: 1. Choose one to open.' },
      wayOn: '^Find$',
    },
  },
  syncDeviceStatus: {
    call: (p: Platform) => p.platformController.syncDeviceStatus(org, 'dev-1', undefined, newRequestId()),
    screen: { open: conveyorTwo, request: 'POST /devices/*/status/sync', steps: [{ press: 'Sync status' }], wayOn: '^Sync status$' },
  },
  // A new preset of Chiller whose temperature is a formula: the service checks it as the form is sent.
  validateFormula: {
    call: (p: Platform) => p.platformController.validateFormula(org, 'Temperature * 1.8 + 32'),
    screen: {
      open: '/models?org=1',
      switches: ['formulaMapping'],
      request: 'POST /preset/formula/validate',
      steps: [
        { press: 'Presets of Chiller 1.0.0' },
        { press: 'New preset' },
        { type: 'Night', into: 'Name' },
        { press: 'Formula', role: 'radio' },
        { type: 'Temperature * 1.8 + 32', into: 'Formula for Chiller/Temperature' },
        { press: 'Create preset' },
      ],
      keeps: { field: 'Formula for Chiller/Temperature', value: 'Temperature * 1.8 + 32' },
      wayOn: '^Create preset$',
    },
  },
});
rows('mappings', {
  devices: {
    call: (p: Platform) => p.mappings.devices(org, { page: 0, pageSize: 20 }),
    screen: { open: fleet, request: 'GET /api/v1/devices' },
  },
  device: { call: (p: Platform) => p.mappings.device(org, 'dev-1'), screen: { open: conveyorTwo, request: 'GET /api/v1/devices/dev-acme-conveyor-2' } },
  patchDevice: {
    call: (p: Platform) => p.mappings.patchDevice(org, 'dev-1', { label: 'Boiler 1' } as never, undefined, newRequestId()),
    screen: {
      open: fleet,
      request: 'PATCH /api/v1/devices/dev-acme-conveyor-2',
      steps: [{ press: 'Edit device Conveyor Line 2' }, { type: 'Conveyor two', into: 'Name' }, { press: 'Save' }],
      keeps: { field: 'Name', value: 'Conveyor two' },
    },
  },
  deleteDevice: {
    call: (p: Platform) => p.mappings.deleteDevice(org, 'dev-1', undefined, newRequestId()),
    screen: {
      open: fleet,
      request: 'DELETE /api/v1/devices/dev-acme-conveyor-2',
      steps: [{ press: 'Delete device Conveyor Line 2' }, { press: '^Delete device$' }],
      wayOn: '^Delete device Conveyor Line 2$',
    },
  },
  // The fleet's filters offer the organisation's tags (and the device form too).
  deviceTags: { call: (p: Platform) => p.mappings.deviceTags(org), screen: { open: fleet, request: 'GET /api/v1/deviceTags' } },
  // The fleet's filters offer the organisation's models.
  models: { call: (p: Platform) => p.mappings.models(org), screen: { open: fleet, request: 'GET /api/v1/models' } },
  // The device map opens on the world's devices.
  searchDevicesInView: {
    call: (p: Platform) =>
      p.mappings.searchDevicesInView(org, { geoBoundsTopLeft: { lat: 90, lon: -180 }, geoBoundsBottomRight: { lat: -90, lon: 180 } }, { page: 0, pageSize: 2_000 }),
    screen: { open: '/devicemap?org=1', request: 'POST /api/v1/devices/search' },
  },
});
/** The walkthrough (spec §2 /walkthrough): its licence list reads as it opens; a key is looked up from its field. */
const walkthrough = '/walkthrough?org=1';
/** A free licence of acme's (sandbox/licenses/state.ts) found, named, given a model and preset, placed, activated. */
const findKey: Step[] = [{ type: 'ACME-7H2K-4M9P', into: 'Activation key' }, { press: 'Find licence' }];
const nameIt: Step[] = [...findKey, { type: 'Boiler Hall C', into: 'Device name' }, { press: 'Next' }];
const chooseModel: Step[] = [...nameIt, { choose: 'Boiler 1.0.0', in: 'Model' }];
const placeIt: Step[] = [...chooseModel, { choose: 'Boiler-eco', in: 'Preset' }, { press: 'Next' }, { type: '45.52', into: 'Latitude' }, { type: '9.21', into: 'Longitude' }];
const activateIt: Step[] = [...placeIt, { press: 'Activate device' }];
const activateVpn: Step[] = [...activateIt, { press: 'Activate VPN licence' }];
/** A key the license manager does not know is refused at its field. */
const unknownKey = { '404': 'No device licence of this organization has this activation key.' };
rows('deviceLicences', {
  lookUp: {
    call: (p: Platform) => p.deviceLicences.lookUp({ activationKey: 'ACME-7H2K-4M9P' }),
    screen: {
      open: walkthrough,
      request: `GET ${deviceLicenceEndpoints.lookUp}`,
      steps: findKey,
      keeps: { field: 'Activation key', value: 'ACME-7H2K-4M9P' },
      says: unknownKey,
    },
  },
  validate: {
    call: (p: Platform) => p.deviceLicences.validate('ACME-7H2K-4M9P'),
    screen: {
      open: walkthrough,
      request: `GET ${deviceLicenceEndpoints.validate}`,
      steps: findKey,
      keeps: { field: 'Activation key', value: 'ACME-7H2K-4M9P' },
      says: unknownKey,
    },
  },
  activate: {
    call: (p: Platform) => p.deviceLicences.activate({ alias: 'Boiler Hall C', activationKey: 'ACME-7H2K-4M9P', orgResourceId: org, position: { lat: 45, lon: 9 } }, undefined, newRequestId()),
    screen: { open: walkthrough, request: `POST ${deviceLicenceEndpoints.activate}`, steps: activateIt, keeps: { field: 'Latitude', value: '45.52' } },
  },
  activateVpn: {
    call: (p: Platform) => p.deviceLicences.activateVpn({ autorenew: true, logicalId: 'logical-1', numOfSeconds: 3_600, orgResourceId: org }, undefined, newRequestId()),
    screen: { open: walkthrough, request: `POST ${deviceLicenceEndpoints.activateVpn}`, steps: activateVpn, wayOn: '^Activate VPN licence$' },
  },
  setVpnAutorenew: {
    call: (p: Platform) => p.deviceLicences.setVpnAutorenew({ logicalId: 'logical-1', orgResourceId: org, autorenew: false }, undefined, newRequestId()),
    screen: {
      open: walkthrough,
      request: `PUT ${deviceLicenceEndpoints.vpnAutorenew}`,
      steps: [...activateVpn, { press: 'Stop VPN renewal of licence ACME-7H2K-4M9P' }],
      wayOn: '^Stop VPN renewal of licence ACME-7H2K-4M9P$',
    },
  },
  licences: {
    call: (p: Platform) => p.deviceLicences.licences(org, { page: 0, pageSize: 10 }),
    screen: { open: walkthrough, request: `GET ${deviceLicenceEndpoints.licences}` },
  },
  release: {
    call: (p: Platform) => p.deviceLicences.release(org, 4, undefined, newRequestId()),
    screen: {
      open: walkthrough,
      request: `DELETE ${deviceLicenceEndpoints.licence(4)}`,
      steps: [{ press: 'Release licence ACME-5D4F-8N3B' }, { press: '^Release licence$' }],
      wayOn: '^Release licence ACME-5D4F-8N3B$',
    },
  },
});
rows('presets', {
  presets: {
    call: (p: Platform) => p.presets.presets(org, 'model-boiler-1.0.0'),
    screen: { open: walkthrough, request: 'GET /api/v1/presets', steps: chooseModel },
  },
  applyPreset: {
    call: (p: Platform) => p.presets.applyPreset(org, 'dev-1', 'preset-boiler-eco', undefined, newRequestId()),
    // The device is activated; applying its preset is asked again from there.
    screen: { open: walkthrough, request: 'PUT /api/v1/devices/*', steps: activateIt, wayOn: '^Apply the preset again$' },
  },
});
rows('notifications', {
  listRules: {
    call: (p: Platform) => p.notifications.listRules(org, { page: 0, pageSize: 20 }),
    screen: { open: rulesScreen, request: `GET ${notificationEndpoints.ruleList}` },
  },
  getRule: {
    call: (p: Platform) => p.notifications.getRule(org, 'rule-1'),
    screen: { open: rulesScreen, request: `GET ${boilerRule}`, steps: [{ press: 'Edit Boiler over-temperature' }] },
  },
  createRule: {
    call: (p: Platform) => p.notifications.createRule(org, rule, undefined, newRequestId()),
    screen: {
      open: rulesScreen,
      request: `POST ${notificationEndpoints.rules}`,
      steps: [{ press: 'New rule' }, { type: 'Shift handover', into: 'Name' }, { press: 'Save rule' }],
      keeps: { field: 'Name', value: 'Shift handover' },
    },
  },
  updateRule: {
    call: (p: Platform) => p.notifications.updateRule(org, 'rule-1', rule, undefined, newRequestId()),
    screen: {
      open: rulesScreen,
      request: `PUT ${boilerRule}`,
      steps: [{ press: 'Edit Boiler over-temperature' }, { type: 'Boiler hall A over-temperature', into: 'Name' }, { press: 'Save rule' }],
      keeps: { field: 'Name', value: 'Boiler hall A over-temperature' },
    },
  },
  deleteRule: {
    call: (p: Platform) => p.notifications.deleteRule(org, 'rule-1', undefined, newRequestId()),
    screen: {
      open: rulesScreen,
      request: `DELETE ${boilerRule}`,
      steps: [{ press: 'Delete Boiler over-temperature' }, { press: 'Delete rule' }],
      // The rule stays in the list, and deleting it can be asked again.
      wayOn: '^Delete Boiler over-temperature$',
    },
  },
  getSettings: { call: (p: Platform) => p.notifications.getSettings(org), screen: { open: '/admin/notifications?org=1', request: `GET ${notificationEndpoints.settings}` } },
  saveSettings: {
    call: (p: Platform) => p.notifications.saveSettings(org, { email: { enabled: true } } as never, undefined, newRequestId()),
    screen: {
      open: '/admin/notifications?org=1',
      request: `PUT ${notificationEndpoints.settings}`,
      steps: [{ type: 'Acme maintenance', into: 'Sender name' }, { press: 'Save settings' }],
      keeps: { field: 'Sender name', value: 'Acme maintenance' },
    },
  },
  failedDeliveries: {
    call: (p: Platform) => p.notifications.failedDeliveries(org, { page: 0, pageSize: 20 }),
    screen: { open: '/log?org=1&tab=failed-notifications', request: `GET ${notificationEndpoints.failedDeliveries}` },
  },
});
rows('alarms', {
  search: {
    call: (p: Platform) => p.alarms.search(org, { page: 0, pageSize: 20, filter: '' } as never),
    screen: { open: '/alarms?org=1', request: `POST ${alarmEndpoints.search}` },
  },
  alarm: {
    call: (p: Platform) => p.alarms.alarm(org, 'alm-1'),
    // The alarm's own id (a device's id and the alarm's name), so the top bar's GET …/alarms/severityCount is not it.
    screen: { open: '/alarms?org=1', request: 'GET /api/v1/alarms/dev-*', steps: [{ press: '^History of ' }] },
  },
  details: {
    call: (p: Platform) => p.alarms.details(org, 'alm-1'),
    screen: { open: '/alarms?org=1', request: 'GET /api/v1/alarms/*/details', steps: [{ press: '^History of ' }] },
  },
  severityCount: {
    call: (p: Platform) => p.alarms.severityCount(org, ''),
    screen: { open: '/alarms?org=1', request: `GET ${alarmEndpoints.severityCount}` },
  },
  severityCountByDevice: {
    call: (p: Platform) => p.alarms.severityCountByDevice(org, { filter: '', pageSize: 10 } as never),
    screen: { open: '/alarms?org=1', request: `GET ${alarmEndpoints.severityCountByDevice}` },
  },
  act: {
    call: (p: Platform) => p.alarms.act(org, 'ack' as never, { ids: ['alm-1'], note: '' } as never, undefined, newRequestId()),
    // The row's action: the alarm stays in the list, and acting on it can be asked again.
    screen: { open: '/alarms?org=1', request: `POST ${alarmEndpoints.action('ack')}`, steps: [{ press: '^Acknowledge .+ on ' }], wayOn: '^Acknowledge .+ on ' },
  },
  actOnMatching: {
    call: (p: Platform) => p.alarms.actOnMatching(org, 'ack' as never, { data: {} } as never, undefined, newRequestId()),
    screen: {
      open: '/alarms?org=1',
      request: `POST ${alarmEndpoints.action('ackAll')}`,
      steps: [{ press: '^Acknowledge all \\(' }, { press: '^Acknowledge$' }],
      wayOn: '^Try again$',
    },
  },
});
rows('status', {
  issues: {
    call: (p: Platform) => p.status.issues(),
    screen: { none: 'the status notices: a status page that cannot be read shows no notice and is logged, by design (tests/unit/NoticeArea.test.tsx)' },
  },
});
rows('identity', {
  // The portal's only path to it: the organisation-token acquisition of src/session/organizationToken.ts.
  exchangeOrganizationToken: { call: (p: Platform) => p.organizationTokens.acquire(org), screen: enteringAcme(`POST ${identityEndpoints.token}`) },
});

/** Globex's gateways (sandbox/vpn/state.ts): the press line asks for a one-time password, the paint shop does not. */
const pressLine = '/vpn?org=2&gateway=gw-globex-press';
const paintShop = '/vpn?org=2&gateway=gw-globex-paint';
/** acme's test bench, which alice holds connected (sandbox/vpn/state.ts). */
const bench = '/vpn?org=1&gateway=gw-acme-bench';
rows('vpn', {
  gateways: {
    call: (p: Platform) => p.vpn.gateways('globex', { page: 0, pageSize: 20, status: 'all', sortDir: 'ASC' }),
    screen: { open: '/vpn?org=2', request: 'GET /gateways/globex' },
  },
  gateway: { call: (p: Platform) => p.vpn.gateway('globex', 'gw-globex-press'), screen: { open: pressLine, request: 'GET /gateways/globex/gw-globex-press' } },
  companionApp: {
    call: (p: Platform) => p.vpn.companionApp(),
    // A failed step leaves the gateway disconnected: connecting again is the way on.
    screen: { open: pressLine, request: 'GET /companionApp/info', steps: [{ press: 'Connect to Press line gateway' }], wayOn: '^Connect to Press line gateway$' },
  },
  checkOtp: {
    call: (p: Platform) => p.vpn.checkOtp('globex', 'gw-globex-press', '123456'),
    screen: {
      open: pressLine,
      request: 'GET /gw-globex-press/checkotp',
      steps: [{ press: 'Connect to Press line gateway' }, { press: 'Continue' }, { type: '123456', into: 'One-time password' }, { press: '^Connect$' }],
      keeps: { field: 'One-time password', value: '123456' },
    },
  },
  connect: {
    call: (p: Platform) => p.vpn.connect('globex', { gatewayId: 'gw-globex-paint' }, { clientOs: 'win' }, undefined, newRequestId()),
    screen: {
      open: paintShop,
      request: 'GET /gw-globex-paint/connect',
      steps: [{ press: 'Connect to Paint shop gateway' }, { press: 'Continue' }],
      wayOn: '^Connect to Paint shop gateway$',
    },
  },
  disconnect: {
    call: (p: Platform) => p.vpn.disconnect('acme', { gatewayId: 'gw-acme-bench' }, undefined, newRequestId()),
    screen: {
      // alice's seeded connection to acme's test bench: the panel opens connected.
      open: bench,
      request: 'GET /gw-acme-bench/disconnect',
      steps: [{ press: 'Disconnect' }],
      // Still connected: disconnecting again is the way on.
      wayOn: '^Disconnect$',
    },
  },
  logs: {
    call: (p: Platform) => p.vpn.logs('globex', 'gw-globex-press', { from: 0, to: 1, limit: 1000 }),
    screen: { open: pressLine, request: 'GET /gw-globex-press/globex/logs' },
  },
  updateGateway: {
    call: (p: Platform) => p.vpn.updateGateway('acme', 'gw-acme-yard', { name: 'North yard gateway' }, undefined, newRequestId()),
    screen: {
      open: '/vpn?org=1&gateway=gw-acme-yard',
      request: 'PATCH /gateways/gw-acme-yard/acme',
      steps: [{ type: 'North yard gateway', into: 'Name' }, { press: 'Save settings' }],
      keeps: { field: 'Name', value: 'North yard gateway' },
    },
  },
  regions: { call: (p: Platform) => p.vpn.regions(), screen: { open: '/vpn?org=1&gateway=gw-acme-yard', request: 'GET /api/v1/regions' } },
  cloneGateway: {
    call: (p: Platform) => p.vpn.cloneGateway('acme', 'gw-acme-yard', 'gw-acme-boiler', undefined, newRequestId()),
    screen: {
      open: '/vpn?org=1&gateway=gw-acme-yard',
      request: 'POST /gateways/gw-acme-yard/acme/clone/gw-acme-boiler',
      steps: [{ press: 'Clone configuration to another gateway' }, { choose: 'Boiler room gateway', in: 'Target gateway' }, { press: 'Replace the configuration of Boiler room gateway' }],
      wayOn: '^Replace the configuration of Boiler room gateway$',
    },
  },
  edgeConfigFile: {
    call: (p: Platform) => p.vpn.edgeConfigFile('acme', 'gw-acme-bench', 'ACME-7H2K-4M9P', undefined, newRequestId()),
    tolerates: {
      'malformed body': {
        why: 'the edge configuration is a file, not JSON: there is no malformed body for it, the text comes back as it came',
        check: (value) => {
          if (typeof (value as { content?: unknown }).content !== 'string') throw new Error(`expected the file, got ${JSON.stringify(value)}`);
        },
      },
    },
    screen: {
      open: bench,
      request: 'POST /gw-acme-bench/acme/edge-config-file',
      steps: [{ type: 'ACME-7H2K-4M9P', into: 'Activation key' }, { press: 'Download edge configuration' }],
      keeps: { field: 'Activation key', value: 'ACME-7H2K-4M9P' },
    },
  },
  resetVpnConnection: {
    call: (p: Platform) => p.vpn.resetVpnConnection('acme', 'gw-acme-bench', undefined, newRequestId()),
    screen: { open: bench, request: 'GET /gw-acme-bench/acme/resetVpnConnection', steps: [{ press: 'Reset VPN connection' }, { press: 'Reset connection' }], wayOn: '^Reset VPN connection$' },
  },
});
// The same methods to one endpoint of a gateway: their own paths (vpnEndpoints connectEndpoint, disconnectEndpoint). The
// panel connects to an endpoint through the same connect statechart as to the gateway, so their screen cells are
// vpn.connect's and vpn.disconnect's.
const endpointOnly = { none: "the gateway panel's connect statechart, whose screen cells are the whole gateway's" };
calls.push(
  {
    client: 'vpn',
    method: 'connect',
    variant: 'one endpoint',
    call: (p: Platform) => p.vpn.connect('globex', { gatewayId: 'gw-globex-paint', endpointId: 'ep-1' }, { clientOs: 'win' }, undefined, newRequestId()),
    screen: endpointOnly,
  },
  {
    client: 'vpn',
    method: 'disconnect',
    variant: 'one endpoint',
    call: (p: Platform) => p.vpn.disconnect('acme', { gatewayId: 'gw-acme-bench', endpointId: 'ep-1' }, undefined, newRequestId()),
    screen: endpointOnly,
  },
);
export const serviceCalls: readonly ServiceCall[] = calls;

/**
 * The faults, each with the error kind the clients turn it into and what a person reads for it (en-US, as the
 * portal's catalog has it: written out here, never computed by the portal's own functions, so a text that moved to
 * another kind is caught).
 */
export const faults: readonly { fault: Fault; kind: PlatformErrorKind; status?: number; text: string }[] = [
  { fault: 'network error', kind: 'network', text: 'Check your connection: the service could not be reached.' },
  { fault: '401', kind: 'unauthorized', status: 401, text: 'Your session has expired. Sign in again.' },
  { fault: '403', kind: 'forbidden', status: 403, text: 'You are not allowed to do this.' },
  { fault: '404', kind: 'notFound', status: 404, text: 'This item was not found. It may have been deleted.' },
  { fault: '429', kind: 'rateLimited', status: 429, text: 'Too many requests. Wait a moment and try again.' },
  { fault: '500', kind: 'server', status: 500, text: 'The service had a problem. Try again later.' },
  { fault: '503', kind: 'server', status: 503, text: 'The service had a problem. Try again later.' },
  { fault: 'timeout', kind: 'timeout', text: 'The service did not answer in time. Try again.' },
  { fault: 'malformed body', kind: 'malformed', status: 200, text: "The service sent an answer the portal cannot read. Try again later." },
];

/** acme's users and roles (sandbox/core/iamState.ts): bob is user 102, the Operator role 9, the Viewer role 2. */
const usersScreen = '/permission?org=1';
const rolesScreen = '/roles?org=1';
const frankSteps: Step[] = [{ press: 'New user' }, { type: 'frank', into: 'User name' }, { type: 'frank@acme.example', into: 'E-mail address' }];
const createFrank = (request: string, steps: Step[] = []): ScreenCall => ({
  open: usersScreen,
  request,
  steps: [...frankSteps, ...steps, { press: 'Create user' }],
  keeps: { field: 'User name', value: 'frank' },
});
const operatorRole = `/organizations/1/roles/9`;
/** acme's data role (sandbox/core/iamState.ts), in the `data` tab of /roles. */
const dataRolesScreen = '/roles?org=1&tab=data';
const boilerTemperaturesRole = `/organizations/1/roles/11`;
const newRoleSteps: Step[] = [{ press: 'New role' }, { type: 'Supervisors', into: 'Name' }, { press: 'Save role' }];
rows('iam', {
  usernameExists: { call: (p: Platform) => p.iam.usernameExists('frank'), screen: createFrank(`GET ${iamEndpoints.userExists('frank')}`) },
  listUsers: { call: (p: Platform) => p.iam.listUsers(1, { page: 0, pageSize: 20 }), screen: { open: usersScreen, request: `GET ${iamEndpoints.users(1)}` } },
  deepSearchUsers: {
    call: (p: Platform) => p.iam.deepSearchUsers(org, { page: 0, pageSize: 20 }),
    screen: { open: usersScreen, request: `GET ${iamEndpoints.deepSearch}`, steps: [{ press: 'Include sub-organizations', role: 'switch' }] },
  },
  // The edit dialog starts from the list's row.
  getUser: { call: (p: Platform) => p.iam.getUser(1, 102), screen: notCalled },
  createUser: { call: (p: Platform) => p.iam.createUser(1, { username: 'frank', email: 'frank@acme.example', passwordChangeInvitation: true }, undefined, newRequestId()), screen: createFrank(`POST ${iamEndpoints.users(1)}`) },
  updateUser: {
    call: (p: Platform) => p.iam.updateUser(1, 102, { email: 'robert@acme.example' }, undefined, newRequestId()),
    screen: {
      open: usersScreen,
      request: `PUT ${iamEndpoints.user(1, 102)}`,
      steps: [{ press: 'Edit bob' }, { type: 'robert@acme.example', into: 'E-mail address' }, { press: 'Save user' }],
      keeps: { field: 'E-mail address', value: 'robert@acme.example' },
    },
  },
  deleteUser: {
    call: (p: Platform) => p.iam.deleteUser(1, 102, undefined, newRequestId()),
    screen: { open: usersScreen, request: `DELETE ${iamEndpoints.user(1, 102)}`, steps: [{ press: 'Delete bob' }, { press: 'Delete user' }], wayOn: '^Delete bob$' },
  },
  userGroups: {
    call: (p: Platform) => p.iam.userGroups(1, 102, 'SELF_USER_ANY'),
    screen: createFrank(`GET ${iamEndpoints.userGroups(1)}`, [{ press: 'Viewer', role: 'checkbox' }]),
  },
  addGroupRoles: {
    call: (p: Platform) => p.iam.addGroupRoles(1, 1, [2], undefined, newRequestId()),
    screen: createFrank('POST /roles/2', [{ press: 'Viewer', role: 'checkbox' }]),
  },
  removeGroupRoles: { call: (p: Platform) => p.iam.removeGroupRoles(1, 1, [2], undefined, newRequestId()), screen: notCalled },
  listRoles: { call: (p: Platform) => p.iam.listRoles(1, { page: 0, pageSize: 20 }), screen: { open: rolesScreen, request: `GET ${iamEndpoints.roles(1)}` } },
  getRole: { call: (p: Platform) => p.iam.getRole(1, 9), screen: { open: rolesScreen, request: `GET ${operatorRole}`, steps: [{ press: 'Edit Operator' }] } },
  roleNameExists: {
    call: (p: Platform) => p.iam.roleNameExists(1, 'Supervisors'),
    screen: { open: rolesScreen, request: `GET ${iamEndpoints.roleExists(1, 'Supervisors')}`, steps: newRoleSteps, keeps: { field: 'Name', value: 'Supervisors' } },
  },
  createRole: {
    call: (p: Platform) => p.iam.createRole(1, { name: 'Supervisors', label: 'Supervisors', description: '', enabled: true, applicationPermissions: [] }, undefined, newRequestId()),
    screen: { open: rolesScreen, request: `POST ${iamEndpoints.roles(1)}`, steps: newRoleSteps, keeps: { field: 'Name', value: 'Supervisors' } },
  },
  updateRole: {
    call: (p: Platform) => p.iam.updateRole(1, 9, { name: 'Operator', label: 'Operator', description: '', enabled: true, applicationPermissions: [] }, undefined, newRequestId()),
    screen: {
      open: rolesScreen,
      request: `PUT ${operatorRole}`,
      steps: [{ press: 'Edit Operator' }, { type: 'Plant operator', into: 'Name' }, { press: 'Save role' }],
      keeps: { field: 'Name', value: 'Plant operator' },
    },
  },
  deleteRole: {
    call: (p: Platform) => p.iam.deleteRole(1, 9, undefined, newRequestId()),
    screen: { open: rolesScreen, request: `DELETE ${operatorRole}`, steps: [{ press: 'Delete Operator' }, { press: 'Delete role' }], wayOn: '^Delete Operator$' },
  },
  applicationPermissions: {
    call: (p: Platform) => p.iam.applicationPermissions(1),
    screen: { open: rolesScreen, request: 'GET /roles/applicationpermissions/all', steps: [{ press: 'New role' }] },
  },
  modelPathPermissions: {
    call: (p: Platform) => p.iam.modelPathPermissions(1, 11),
    screen: { open: dataRolesScreen, request: `GET ${boilerTemperaturesRole}/modelPathPermissions`, steps: [{ press: 'Edit Boiler temperatures' }] },
  },
  setModelPathPermissions: {
    call: (p: Platform) => p.iam.setModelPathPermissions(1, 11, [], undefined, newRequestId()),
    screen: {
      open: dataRolesScreen,
      request: `PUT ${boilerTemperaturesRole}/modelPathPermissions`,
      steps: [{ press: 'Edit Boiler temperatures' }, { type: 'Boiler readings', into: 'Name' }, { press: 'Save role' }],
      keeps: { field: 'Name', value: 'Boiler readings' },
    },
  },
});

/** Organisations and limits: acme is org 1, Acme North org 4 (sandbox/seed/organizations.ts). */
const organizationsScreen = '/organizations?org=1';
const northResources = '/organizations?org=1&tab=resources&of=acme.acme-north';
const consumptionsScreen = '/organizations?org=1&tab=consumptions';
const southSettings = { label: 'Acme South', dataEnabled: true, vpnEnabled: false, dealer: false, hasOwnResources: false };
const grantNothing = {
  allowEnableDealerOnSuborg: false,
  allowEnableHostnameOnSuborg: false,
  allowEnableOwnResourcesOnSuborg: false,
  allowEnableIotOnSuborg: false,
  allowEnableVpnOnSuborg: false,
  allowEnableStoreOnSuborg: false,
  allowEnableIpFilteringOnSuborg: false,
  allowEnablePrivateAccessOnSuborg: false,
};
const editNorth: Step[] = [{ press: 'Edit Acme North' }, { type: 'Acme Nord', into: 'Display name' }, { press: 'Save organization' }];
const lastYear = { orgResourceId: org, from: Date.UTC(2026, 0, 1), to: Date.UTC(2026, 11, 31), subOrgs: 'none' } as const;
rows('organizations', {
  // The same path lists the sub-organisations the shell offers as the organisation is entered: asked from the tab.
  tree: {
    call: (p: Platform) => p.organizations.tree(1),
    screen: { open: `${organizationsScreen}&tab=consumptions`, request: 'GET /organizations/1/organizations', steps: [{ press: 'Organizations', role: 'tab' }] },
  },
  create: {
    call: (p: Platform) => p.organizations.create(1, { name: 'acme-south', ...southSettings }, undefined, newRequestId()),
    screen: {
      open: organizationsScreen,
      request: 'POST /organizations/1',
      steps: [{ press: 'New sub-organization' }, { type: 'acme-south', into: 'Name' }, { type: 'Acme South', into: 'Display name' }, { press: 'Create sub-organization' }],
      keeps: { field: 'Display name', value: 'Acme South' },
    },
  },
  update: {
    call: (p: Platform) => p.organizations.update(4, { ...southSettings, label: 'Acme Nord' }, undefined, newRequestId()),
    screen: { open: organizationsScreen, request: 'PUT /organizations/4', steps: editNorth, keeps: { field: 'Display name', value: 'Acme Nord' } },
  },
  remove: {
    call: (p: Platform) => p.organizations.remove(4, undefined, newRequestId()),
    screen: { open: organizationsScreen, request: 'DELETE /organizations/4', steps: [{ press: 'Delete Acme North' }, { press: 'Delete organization' }], wayOn: '^Delete organization$' },
  },
  grants: { call: (p: Platform) => p.organizations.grants(1), screen: { open: organizationsScreen, request: 'GET /organizations/1/grants', steps: [{ press: 'New sub-organization' }] } },
  // Saved after the organisation itself, in the same submit.
  saveGrants: {
    call: (p: Platform) => p.organizations.saveGrants(4, grantNothing, undefined, newRequestId()),
    screen: { open: organizationsScreen, request: 'PUT /organizations/4/grants', steps: editNorth, keeps: { field: 'Display name', value: 'Acme Nord' } },
  },
  mineRealms: { call: (p: Platform) => p.organizations.mineRealms(), screen: { open: organizationsScreen, request: 'GET /organizations/mineRealms' } },
  myIp: { call: (p: Platform) => p.organizations.myIp(), screen: { open: organizationsScreen, request: 'GET /organizations/myIp' } },
  instance: {
    call: (p: Platform) => p.organizations.instance(),
    screen: {
      open: '/alarms?org=1',
      request: 'GET /api/v1/instance',
      switches: ['developerUi'],
      steps: [{ press: '^User menu for ' }, { press: 'Developer details…', role: 'menuitem' }],
    },
  },
});
rows('limits', {
  limits: { call: (p: Platform) => p.limits.limits(org), screen: { open: `${organizationsScreen}&tab=resources`, request: 'GET /limits' } },
  createLimit: {
    call: (p: Platform) => p.limits.createLimit({ orgResourceId: 'acme.acme-north', resourceType: 'USERS', quantity: 8 }, undefined, newRequestId()),
    screen: {
      open: northResources,
      request: 'POST /limits',
      steps: [{ press: 'Add limits' }, { type: '8', into: 'Users' }, { press: 'Create limits' }],
      keeps: { field: 'Users', value: '8' },
    },
  },
  updateLimit: {
    call: (p: Platform) => p.limits.updateLimit({ orgResourceId: 'acme.acme-north', resourceType: 'DEVICES', quantity: 12, valid: true }, undefined, newRequestId()),
    screen: {
      open: northResources,
      request: 'PUT /limits',
      steps: [{ press: 'Change the limit of Devices' }, { type: '12', into: 'Devices' }, { press: 'Save limit' }],
      keeps: { field: 'Devices', value: '12' },
    },
  },
  journal: { call: (p: Platform) => p.limits.journal('CREDITS', lastYear), screen: { open: consumptionsScreen, request: 'GET /subscriptions/resource/CREDITS/journal' } },
  sum: { call: (p: Platform) => p.limits.sum('CREDITS', lastYear), screen: { open: consumptionsScreen, request: 'GET /subscriptions/resource/CREDITS/sum' } },
  history: { call: (p: Platform) => p.limits.history(org, { page: 0, pageSize: 10 }), screen: { open: consumptionsScreen, request: 'GET /subscriptions/history' } },
});
rows('audit', {
  events: { call: (p: Platform) => p.audit.events(org, {}, { page: 0, pageSize: 20 }), screen: { open: '/log?org=1', request: `GET ${auditEndpoints.events}` } },
  exportCsv: {
    call: (p: Platform) => p.audit.exportCsv(org, { event: 'UPDATE' }),
    tolerates: { 'malformed body': csvAsItCame },
    screen: { open: '/log?org=1', request: `GET ${auditEndpoints.export}`, steps: [{ press: 'Export CSV' }], wayOn: '^Export CSV$' },
  },
});

/**
 * The store: acme (org 1) has no app yet; globex (org 2) has the line monitor (app 1, installation 1) and
 * spare parts on its free plan (app 2, installation 2), and the line monitor preview, whose installation failed (app 3,
 * installation 3).
 */
const storeScreen = '/store?org=1';
const lineMonitorInAcme = '/store/install/1?org=1';
const lineMonitorInGlobex = '/store/container/1?org=2';
rows('apps', {
  catalogue: { call: (p: Platform) => p.apps.catalogue({ page: 0, pageSize: 12 }), screen: { open: storeScreen, request: 'GET /api/v1/apps' } },
  app: { call: (p: Platform) => p.apps.app(1), screen: { open: lineMonitorInAcme, request: 'GET /apps/1' } },
  installations: { call: (p: Platform) => p.apps.installations(1), screen: { open: '/store/manage?org=1', request: 'GET /organizations/1/apps' } },
  install: {
    call: (p: Platform) => p.apps.install(1, { appId: 1, planId: 'free' }, undefined, newRequestId()),
    screen: { open: lineMonitorInAcme, request: 'POST /organizations/1/apps', steps: [{ press: 'Install' }], wayOn: '^Install$' },
  },
  payAndInstall: {
    call: (p: Platform) => p.apps.payAndInstall(1, { appId: 2, planId: 'pro', amount: 120 }, undefined, newRequestId()),
    screen: {
      open: '/store/install/2?org=1',
      request: 'POST /organizations/1/apps/payment',
      steps: [{ press: '^Pro', role: 'radio' }, { press: 'Install' }, { press: 'Pay 120.00 credits and install' }],
      wayOn: '^Install$',
    },
  },
  uninstall: {
    call: (p: Platform) => p.apps.uninstall(2, 1, false, undefined, newRequestId()),
    screen: {
      open: '/store/manage?org=2',
      request: 'DELETE /organizations/2/apps/1',
      steps: [{ press: 'Uninstall Line monitor' }, { press: 'Uninstall' }],
      wayOn: '^Uninstall Line monitor$',
    },
  },
  likeOf: { call: (p: Platform) => p.apps.likeOf(1), screen: { open: storeScreen, request: 'GET /apps/1/like' } },
  setLiked: {
    call: (p: Platform) => p.apps.setLiked(1, true, undefined, newRequestId()),
    screen: { open: storeScreen, request: 'POST /apps/1/like', steps: [{ press: 'Like' }], wayOn: '^Like$' },
  },
  // The plan dialog reads the installation fresh as it opens.
  installation: {
    call: (p: Platform) => p.apps.installation(2, 2),
    screen: { open: '/store/manage?org=2', request: 'GET /organizations/2/apps/2', steps: [{ press: 'Change the plan of Spare parts' }] },
  },
  changePlan: {
    call: (p: Platform) => p.apps.changePlan(2, 2, 'trial', undefined, newRequestId()),
    screen: {
      open: '/store/manage?org=2',
      request: 'PATCH /organizations/2/apps/2/plan/trial',
      steps: [{ press: 'Change the plan of Spare parts' }, { press: '^Trial', role: 'radio' }, { press: 'Change plan' }],
      wayOn: '^Change the plan of Spare parts$',
    },
  },
  payAndChangePlan: {
    call: (p: Platform) => p.apps.payAndChangePlan(2, 2, 'pro', 120, undefined, newRequestId()),
    screen: {
      open: '/store/manage?org=2',
      request: 'POST /organizations/2/apps/2/plan/pro/payment',
      steps: [
        { press: 'Change the plan of Spare parts' },
        { press: '^Pro', role: 'radio' },
        { press: 'Change plan' },
        { press: 'Pay 120.00 credits and change plan' },
      ],
      wayOn: '^Change the plan of Spare parts$',
    },
  },
  reschedule: {
    call: (p: Platform) => p.apps.reschedule(2, 3, undefined, newRequestId()),
    screen: {
      open: '/store/manage?org=2',
      request: 'POST /organizations/2/apps/3/reschedule',
      steps: [{ press: 'Try installing Line monitor preview again' }],
      wayOn: '^Try installing Line monitor preview again$',
    },
  },
  appToken: {
    call: (p: Platform) => p.apps.appToken(2, 1),
    screen: {
      open: lineMonitorInGlobex,
      request: 'GET /organizations/2/apps/1/token',
      says: { '404': 'This app is not installed in this organization' },
    },
  },
});
/**
 * The models screen (/models) and its presets (docs/decisions.md "Models, presets and groups"): acme's own model
 * Chiller 1.0.0 and its preset Chiller-standard (sandbox/mappings/catalog.ts); the groups tab.
 */
const modelsTab = '/models?org=1';
const deviceGroupsTab = `${fleet}&tab=groups`;
const nightPreset: Step[] = [
  { press: 'Presets of Chiller 1.0.0' },
  { press: 'New preset' },
  { type: 'Night', into: 'Name' },
  { press: 'Create preset' },
];
const kiln = { name: 'Kiln:1.0.0', data: { type: 'object', instanceOf: 'Kiln:1.0.0', properties: { 'Kiln/Temperature': { type: 'double' } } } } as const;
rows('mappings', {
  modelPage: {
    call: (p: Platform) => p.mappings.modelPage(org, { page: 0, pageSize: 20 }),
    screen: { open: modelsTab, request: 'GET /api/v1/models' },
  },
  searchModelPaths: {
    call: (p: Platform) => p.mappings.searchModelPaths(org, { page: 0, pageSize: 50, text: 'Temp' }),
    screen: { open: modelsTab, request: 'POST /api/v1/models/paths/search', steps: [{ type: 'Temp', into: 'Path contains' }], keeps: { field: 'Path contains', value: 'Temp' } },
  },
  deviceConfiguration: {
    call: (p: Platform) => p.mappings.deviceConfiguration(org, 'preset-chiller-standard'),
    screen: {
      open: modelsTab,
      request: 'GET /api/v1/presets/*/deviceConfiguration',
      steps: [{ press: 'Presets of Chiller 1.0.0' }, { press: 'Device configuration of Chiller-standard' }],
    },
  },
  deviceGroupPage: {
    call: (p: Platform) => p.mappings.deviceGroupPage(org, { page: 0, pageSize: 20 }),
    screen: { open: deviceGroupsTab, request: 'GET /api/v1/deviceGroups' },
  },
  createDeviceGroup: {
    call: (p: Platform) => p.mappings.createDeviceGroup(org, { name: 'Night shift', tags: [] }, undefined, newRequestId()),
    screen: {
      open: deviceGroupsTab,
      request: 'POST /api/v1/deviceGroups',
      steps: [{ press: 'New device group' }, { type: 'Night shift', into: 'Name' }, { press: 'Create group' }],
      keeps: { field: 'Name', value: 'Night shift' },
    },
  },
  updateDeviceGroup: {
    call: (p: Platform) => p.mappings.updateDeviceGroup(org, 'grp-heating', { name: 'Heating plant', tags: [] }, undefined, newRequestId()),
    screen: {
      open: deviceGroupsTab,
      request: 'PUT /api/v1/deviceGroups/grp-heating',
      steps: [{ press: 'Edit group Heating' }, { type: 'Heating plant', into: 'Name' }, { press: 'Save' }],
      keeps: { field: 'Name', value: 'Heating plant' },
    },
  },
  deleteDeviceGroup: {
    call: (p: Platform) => p.mappings.deleteDeviceGroup(org, 'grp-heating', undefined, newRequestId()),
    screen: {
      open: deviceGroupsTab,
      request: 'DELETE /api/v1/deviceGroups/grp-heating',
      steps: [{ press: 'Delete group Heating' }, { press: '^Delete device group$' }],
      wayOn: '^Delete group Heating$',
    },
  },
  setDeviceGroupMember: {
    call: (p: Platform) => p.mappings.setDeviceGroupMember(org, 'grp-heating', 'dev-acme-conveyor-2', true, undefined, newRequestId()),
    // The bulk action of the fleet: the device that failed is named with the failure, and trying it again is the way on.
    screen: {
      open: fleet,
      request: 'PUT /api/v1/deviceGroups/*/members/*',
      steps: [
        { press: 'Select device Conveyor Line 2', role: 'checkbox' },
        { press: 'Add to group' },
        { choose: 'Heating', in: 'Group' },
        { press: 'Add to group' },
      ],
      wayOn: '^Try the failed ones again$',
    },
  },
  modelNames: {
    call: (p: Platform) => p.mappings.modelNames(org),
    screen: { open: modelsTab, request: 'GET /api/v1/models/names', steps: [{ press: 'New model' }] },
  },
  modelVersions: {
    call: (p: Platform) => p.mappings.modelVersions(org, 'Chiller'),
    screen: { open: modelsTab, request: 'GET /api/v1/models/versions', steps: [{ press: 'Versions of Chiller 1.0.0' }] },
  },
  validateModel: {
    call: (p: Platform) => p.mappings.validateModel(org, kiln as never, undefined),
    screen: {
      open: modelsTab,
      request: 'POST /api/v1/models/validate',
      steps: [{ press: 'New model' }, { type: 'Kiln', into: 'Name' }, { type: 'Kiln/Temperature', into: 'Path 1' }, { press: 'Create model' }],
      keeps: { field: 'Path 1', value: 'Kiln/Temperature' },
    },
  },
});
/** The core's model paths, registered from the models screen (acme is organisation 1). */
rows('iam', {
  modelPaths: {
    call: (p: Platform) => p.iam.modelPaths(1, { page: 0, pageSize: 20 }),
    screen: { open: modelsTab, request: 'GET /api/v1/organizations/1/modelPaths' },
  },
  createModelPath: {
    call: (p: Platform) => p.iam.createModelPath(1, 'Chiller:1/Chiller/Running', undefined, newRequestId()),
    screen: {
      open: modelsTab,
      request: 'POST /api/v1/organizations/1/modelPaths',
      steps: [{ press: 'Add model path' }, { choose: 'Chiller', in: 'Model' }, { type: 'Chiller/Running', into: 'Path' }, { press: 'Add model path' }],
      keeps: { field: 'Path', value: 'Chiller/Running' },
    },
  },
});
rows('presets', {
  createModel: {
    call: (p: Platform) => p.presets.createModel(org, kiln as never, undefined, newRequestId()),
    screen: {
      open: modelsTab,
      request: 'POST /api/v1/models',
      steps: [{ press: 'New model' }, { type: 'Kiln', into: 'Name' }, { type: 'Kiln/Temperature', into: 'Path 1' }, { press: 'Create model' }],
      keeps: { field: 'Path 1', value: 'Kiln/Temperature' },
    },
  },
  updateModel: {
    call: (p: Platform) => p.presets.updateModel(org, 'model-chiller-1.0.0', { ...kiln, name: 'Chiller:1.0.0' } as never, undefined, newRequestId()),
    screen: {
      open: modelsTab,
      request: 'PUT /api/v1/models/*',
      // A path added: the service's check passes it (its preset reads every path kept), so the change is sent.
      steps: [{ press: 'Edit Chiller 1.0.0' }, { press: 'Add path' }, { type: 'Chiller/Supply', into: 'Path 3' }, { press: 'Save model' }],
      keeps: { field: 'Path 3', value: 'Chiller/Supply' },
    },
  },
  deleteModel: {
    call: (p: Platform) => p.presets.deleteModel(org, 'model-chiller-1.0.0', undefined, newRequestId()),
    screen: {
      open: modelsTab,
      request: 'DELETE /api/v1/models/*',
      steps: [{ press: 'Delete Chiller 1.0.0' }, { press: 'Delete model' }],
      wayOn: '^Delete Chiller 1.0.0$',
    },
  },
  shareModel: {
    call: (p: Platform) => p.presets.shareModel(org, 'model-chiller-1.0.0', true, undefined, newRequestId()),
    screen: {
      open: modelsTab,
      request: 'PUT /api/v1/models/*/subOrgsVisibility',
      steps: [{ press: 'Share Chiller 1.0.0 with sub-organizations' }],
      wayOn: '^Share Chiller 1.0.0 with sub-organizations$',
    },
  },
  createPreset: {
    call: (p: Platform) => p.presets.createPreset(org, { name: 'Night', data: kiln.data as never }, undefined, newRequestId()),
    screen: { open: modelsTab, request: 'POST /api/v1/presets', steps: nightPreset, keeps: { field: 'Name', value: 'Night' } },
  },
  presetSources: {
    call: (p: Platform) => p.presets.presetSources(org, 'preset-chiller-standard'),
    screen: { none: "read only to check a retried create whose answer was lost (features/devices/models/flows.ts); its failure is the retry's, told as the create's" },
  },
  sharePreset: {
    call: (p: Platform) => p.presets.sharePreset(org, 'preset-chiller-standard', true, undefined, newRequestId()),
    screen: {
      open: modelsTab,
      request: 'PUT /api/v1/presets/*/subOrgsVisibility',
      steps: [{ press: 'Presets of Chiller 1.0.0' }, { press: 'Share Chiller-standard with sub-organizations' }],
      wayOn: '^Share Chiller-standard with sub-organizations$',
    },
  },
  deletePreset: {
    call: (p: Platform) => p.presets.deletePreset(org, 'preset-chiller-standard', undefined, newRequestId()),
    screen: {
      open: modelsTab,
      request: 'DELETE /api/v1/presets/*',
      steps: [{ press: 'Presets of Chiller 1.0.0' }, { press: 'Delete Chiller-standard' }, { press: 'Delete preset' }],
      wayOn: '^Delete Chiller-standard$',
    },
  },
});

/** The trigger rules: acme's seeded "Boiler Hall A too hot" is trigger 1 (sandbox/triggers/state.ts). */
const triggersScreen = '/trigger?org=1';
const hotBoiler = { name: 'Boiler Hall A too hot', enabled: false, deviceId: 'dev-acme-boiler-1', tag: 'Boiler/Temperature', policy: { type: 'ON_LEVEL', level: 90, rising: true }, actions: [{ type: 'EMAIL', recipients: ['maintenance@acme.example'], throttlingIntervalInMSec: 0 }] } as const;
const editHotBoiler: Step = { press: 'Edit Boiler Hall A too hot' };
const newTriggerSteps: Step[] = [
  { press: 'New trigger' },
  { type: 'Night check', into: 'Name' },
  { type: 'dev-acme-boiler-1', into: 'Device' },
  { type: 'Boiler/Temperature', into: 'Tag' },
  { type: '90', into: 'Level' },
  { type: 'shift@acme.example', into: 'Recipients' },
  { press: 'Save trigger' },
];
rows('triggers', {
  list: { call: (p: Platform) => p.triggers.list(org, { page: 0, pageSize: 20 }), screen: { open: triggersScreen, request: `GET ${triggerEndpoints.triggers}` } },
  get: { call: (p: Platform) => p.triggers.get(org, '1'), screen: { open: triggersScreen, request: `GET ${triggerEndpoints.trigger('1')}`, steps: [editHotBoiler] } },
  create: {
    call: (p: Platform) => p.triggers.create(org, hotBoiler as never, undefined, newRequestId()),
    screen: { open: triggersScreen, request: `POST ${triggerEndpoints.triggers}`, steps: newTriggerSteps, keeps: { field: 'Name', value: 'Night check' } },
  },
  update: {
    call: (p: Platform) => p.triggers.update(org, '1', hotBoiler as never, undefined, newRequestId()),
    screen: {
      open: triggersScreen,
      request: `PUT ${triggerEndpoints.trigger('1')}`,
      steps: [editHotBoiler, { type: 'Hall A over 90', into: 'Name' }, { press: 'Save trigger' }],
      keeps: { field: 'Name', value: 'Hall A over 90' },
    },
  },
  remove: {
    call: (p: Platform) => p.triggers.remove(org, '1', undefined, newRequestId()),
    screen: {
      open: triggersScreen,
      request: `DELETE ${triggerEndpoints.trigger('1')}`,
      steps: [{ press: 'Delete Boiler Hall A too hot' }, { press: 'Delete trigger' }],
      wayOn: '^Delete Boiler Hall A too hot$',
    },
  },
  tryRule: {
    call: (p: Platform) => p.triggers.tryRule(org, { deviceId: 'dev-acme-boiler-1', tag: 'Boiler/Temperature', policy: hotBoiler.policy, throttlingIntervalInMSec: 0, hours: 1 } as never),
    screen: { open: triggersScreen, request: `POST ${triggerEndpoints.tryRule}`, steps: [editHotBoiler, { press: 'Try against history' }], wayOn: '^Try against history$' },
  },
});
/** One device's move to another organisation: globex's seeded import token (sandbox/devices/registry.ts). */
const boilerOne = `${fleet}&device=dev-acme-boiler-1`;
const moveSteps: Step[] = [
  { type: 'IMPORT-GLOBEX-7Q4M', into: 'Import token of the destination organization' },
  { press: 'Check token' },
];
rows('deviceMoves', {
  generateImportToken: {
    call: (p: Platform) => moves(p).generateImportToken(1, undefined, newRequestId()),
    screen: { open: fleet, request: 'POST /organizations/1/importToken', steps: [{ press: 'Receive a device' }, { press: 'Generate import token' }], wayOn: '^Generate import token$' },
  },
  verifyImportToken: {
    call: (p: Platform) => moves(p).verifyImportToken('IMPORT-GLOBEX-7Q4M'),
    screen: {
      open: boilerOne,
      request: 'GET /organizations/importToken/verify',
      steps: moveSteps,
      keeps: { field: 'Import token of the destination organization', value: 'IMPORT-GLOBEX-7Q4M' },
    },
  },
  moveDevice: {
    call: (p: Platform) => moves(p).moveDevice(1, 'dev-acme-boiler-1', 'IMPORT-GLOBEX-7Q4M', undefined, newRequestId()),
    screen: {
      open: boilerOne,
      request: 'POST /devices/*/move',
      steps: [...moveSteps, { press: 'Move to Globex' }],
      keeps: { field: 'Import token of the destination organization', value: 'IMPORT-GLOBEX-7Q4M' },
    },
  },
});

/** Boiler Hall A's label changed from its panel's platform record. */
const relabelSteps: Step[] = [{ type: 'Boiler Hall A (west)', into: 'New label' }, { press: 'Change label' }];
rows('coreDevices', {
  // The panel finds the device's core record by its hardware id.
  devices: {
    call: (p: Platform) => coreDevices(p).devices(1, { page: 0, pageSize: 1, deviceHwId: 'dev-acme-boiler-1' }),
    screen: { open: boilerOne, request: 'GET /organizations/1/devices' },
  },
  // "Find a device" on the fleet: a label, once no alias matches; then a part of one, once no label matches either.
  devicesByLabel: {
    call: (p: Platform) => coreDevices(p).devicesByLabel(1, 'Boiler Hall A'),
    screen: { open: fleet, request: 'GET /organizations/1/devices', steps: findSteps('Boiler Hall A'), keeps: { field: 'Alias or name', value: 'Boiler Hall A' }, wayOn: '^Find$' },
  },
  searchDevices: {
    call: (p: Platform) => coreDevices(p).searchDevices(1, { search: 'boiler', page: 0, pageSize: 20 }),
    screen: { open: fleet, request: 'GET /organizations/1/devices/search', steps: findSteps('boiler'), keeps: { field: 'Alias or name', value: 'boiler' }, wayOn: '^Find$' },
  },
  // The new label is read back from the core after the change.
  device: {
    call: (p: Platform) => coreDevices(p).device(1, 1),
    screen: { open: boilerOne, request: 'GET /organizations/1/devices/1', steps: relabelSteps, keeps: { field: 'New label', value: 'Boiler Hall A (west)' }, wayOn: '^Change label$' },
  },
  relabel: {
    call: (p: Platform) => coreDevices(p).relabel(1, 1, 'Boiler Hall A (west)', undefined, newRequestId()),
    screen: { open: boilerOne, request: 'PATCH /organizations/1/devices/1', steps: relabelSteps, keeps: { field: 'New label', value: 'Boiler Hall A (west)' }, wayOn: '^Change label$' },
  },
});

/** Remote applications, profiles and favourites of globex (sandbox/vpn/state.ts), and launching on its press line. */
const vpnApplications = '/vpn?org=2&tab=applications';
const vpnProfiles = '/vpn?org=2&tab=profiles';
const pressPlcApplications: Step = { press: 'Applications on Press PLC' };
rows('vpn', {
  requestCredentials: {
    call: (p: Platform) => p.vpn.requestCredentials('globex', 'win', undefined, newRequestId()),
    screen: { open: vpnApplications, request: 'POST /credentials/request', steps: [{ press: 'Request credentials' }], wayOn: '^Request credentials$' },
  },
  setApplicationPassword: {
    call: (p: Platform) => p.vpn.setApplicationPassword('globex', 'correct horse battery', undefined, newRequestId()),
    screen: {
      open: vpnApplications,
      request: 'POST /setApplicationPassword',
      steps: [
        { type: 'correct horse battery', into: 'Application password' },
        { type: 'correct horse battery', into: 'Repeat the password' },
        { press: 'Set application password' },
      ],
      keeps: { field: 'Application password', value: 'correct horse battery' },
    },
  },
  applications: { call: (p: Platform) => p.vpn.applications('globex', { page: 0, pageSize: 20 }), screen: { open: vpnApplications, request: 'GET /domains/globex/actions' } },
  application: {
    call: (p: Platform) => p.vpn.application('globex', 'app-globex-panel'),
    screen: { open: vpnApplications, request: 'GET /actions/app-globex-panel', steps: [{ press: 'Edit Web panel' }] },
  },
  createApplication: {
    call: (p: Platform) => p.vpn.createApplication('globex', { name: 'Line shell', type: 'SSH', protocol: 'TCP', port: 22 }, undefined, newRequestId()),
    screen: {
      open: vpnApplications,
      request: 'POST /domains/globex/actions',
      steps: [{ press: 'New application' }, { type: 'Line shell', into: 'Name' }, { press: 'Save application' }],
      keeps: { field: 'Name', value: 'Line shell' },
    },
  },
  updateApplication: {
    call: (p: Platform) => p.vpn.updateApplication('globex', 'app-globex-panel', { name: 'Panel', type: 'HTTP', protocol: 'TCP', port: 80, url: '/' }, undefined, newRequestId()),
    screen: {
      open: vpnApplications,
      request: 'PUT /domains/globex/actions',
      steps: [{ press: 'Edit Web panel' }, { type: 'Line panel', into: 'Name' }, { press: 'Save application' }],
      keeps: { field: 'Name', value: 'Line panel' },
    },
  },
  deleteApplication: {
    call: (p: Platform) => p.vpn.deleteApplication('globex', 'app-globex-shell', undefined, newRequestId()),
    screen: {
      open: vpnApplications,
      request: 'DELETE /actions/app-globex-shell',
      steps: [{ press: 'Delete Service shell' }, { press: 'Delete application' }],
      wayOn: '^Delete Service shell$',
    },
  },
  profiles: { call: (p: Platform) => p.vpn.profiles('globex', { page: 0, pageSize: 20 }), screen: { open: vpnProfiles, request: 'GET /domains/globex/actionProfiles' } },
  profile: {
    call: (p: Platform) => p.vpn.profile('globex', 'profile-globex-service'),
    screen: { open: vpnProfiles, request: 'GET /actionProfiles/profile-globex-service', steps: [{ press: 'Edit Service' }] },
  },
  saveProfile: {
    call: (p: Platform) => p.vpn.saveProfile('globex', { name: 'Night shift', description: '', actionIds: [], default: false }, undefined, newRequestId()),
    screen: {
      open: vpnProfiles,
      request: 'POST /domains/globex/actionProfiles',
      steps: [{ press: 'New profile' }, { type: 'Night shift', into: 'Name' }, { press: 'Save profile' }],
      keeps: { field: 'Name', value: 'Night shift' },
    },
  },
  deleteProfile: {
    call: (p: Platform) => p.vpn.deleteProfile('globex', 'profile-globex-service', undefined, newRequestId()),
    screen: {
      open: vpnProfiles,
      request: 'DELETE /actionProfiles/profile-globex-service',
      steps: [{ press: 'Delete Service' }, { press: 'Delete profile' }],
      wayOn: '^Delete Service$',
    },
  },
  favourites: { call: (p: Platform) => p.vpn.favourites('globex', 'alice'), screen: { open: vpnApplications, request: 'GET /preferences/applications/globex/alice' } },
  addFavourite: {
    call: (p: Platform) => p.vpn.addFavourite('globex', 'alice', { gateway: 'Press line gateway', endpoint: 'Press PLC', applicationProfile: 'Standard', application: 'Remote desktop' }, undefined, newRequestId()),
    screen: {
      open: pressLine,
      request: 'POST /Standard/Remote%20desktop',
      steps: [pressPlcApplications, { press: 'Favourite: Remote desktop on Press PLC' }],
      wayOn: '^Favourite: Remote desktop on Press PLC$',
    },
  },
  removeFavourite: {
    call: (p: Platform) => p.vpn.removeFavourite('globex', 'favourite-seed-1', undefined, newRequestId()),
    screen: {
      open: vpnApplications,
      request: 'DELETE /preferences/applications/globex/favourite-seed-1',
      steps: [{ press: 'Remove Web panel on Press PLC from favourites' }],
      wayOn: '^Remove Web panel on Press PLC from favourites$',
    },
  },
  executeAction: {
    call: (p: Platform) => p.vpn.executeAction('globex', { gatewayName: 'Press line gateway', endpointName: 'Press PLC', actionName: 'Web panel' }, 'win'),
    screen: {
      open: pressLine,
      request: 'GET /executeAction/globex',
      steps: [pressPlcApplications, { press: 'Launch Web panel on Press PLC' }],
      wayOn: '^Launch Web panel on Press PLC$',
    },
  },
  // A favourite is opened in the organisation the token is for: no domain in the path.
  executeOwnAction: {
    call: (p: Platform) => p.vpn.executeOwnAction({ gatewayName: 'Press line gateway', endpointName: 'Press PLC', actionName: 'Web panel' }, 'win'),
    screen: {
      open: vpnApplications,
      request: 'GET /api/v1/executeAction',
      steps: [{ press: 'Launch Web panel on Press PLC' }],
      wayOn: '^Launch Web panel on Press PLC$',
    },
  },
  jsonActions: {
    call: (p: Platform) => p.vpn.jsonActions('globex', 'gw-globex-press', 'win'),
    screen: { open: pressLine, request: 'GET /connections/globex/gw-globex-press/jsonActions', steps: [{ press: 'Show the applications for this computer' }] },
  },
  addEndpoint: {
    call: (p: Platform) =>
      p.vpn.addEndpoint('globex', { name: 'Paint camera', gateway: 'gw-globex-paint', physicalIpAddress: '10.8.1.22', snat: false, actionProfile: 'profile-globex-standard', type: 'device' }, undefined, newRequestId()),
    screen: {
      open: paintShop,
      request: 'POST /api/v1/endpoints',
      steps: [{ press: 'Add endpoint' }, { type: 'Paint camera', into: 'Endpoint name' }, { type: '10.8.1.22', into: 'Device address' }, { press: 'Save endpoint' }],
      keeps: { field: 'Endpoint name', value: 'Paint camera' },
    },
  },
  setPosition: {
    call: (p: Platform) => p.vpn.setPosition('acme', 'gw-acme-yard', { latitude: 45.07, longitude: 7.68 }, undefined, newRequestId()),
    screen: {
      open: '/vpn?org=1&gateway=gw-acme-yard',
      request: 'POST /gw-acme-yard/acme/position',
      steps: [{ type: '45.07', into: 'Latitude' }, { type: '7.68', into: 'Longitude' }, { press: 'Save position' }],
      keeps: { field: 'Latitude', value: '45.07' },
    },
  },
  deleteEndpoint: {
    call: (p: Platform) => p.vpn.deleteEndpoint('globex', 'gw-globex-paint', 'gw-globex-paint-ep1', undefined, newRequestId()),
    screen: {
      open: paintShop,
      request: 'DELETE /gw-globex-paint-ep1/gw-globex-paint/globex',
      steps: [{ press: 'Delete Paint robot' }, { press: 'Delete endpoint' }],
      wayOn: '^Delete Paint robot$',
    },
  },
});

/** acme's API keys (sandbox/core/iamState.ts): key 1 is dave's; a new one is alice's unless another user is named. */
const apiKeysTab = '/permission?org=1&tab=api-keys';
rows('iam', {
  listApiKeys: {
    call: (p: Platform) => p.iam.listApiKeys(1, { page: 0, pageSize: 20 }),
    screen: { open: apiKeysTab, request: `GET ${apiKeyEndpoints.apiKeys(1)}` },
  },
  createApiKey: {
    call: (p: Platform) => p.iam.createApiKey(1, 'alice', undefined, newRequestId()),
    screen: {
      open: apiKeysTab,
      request: `POST ${apiKeyEndpoints.apiKeys(1)}`,
      steps: [{ press: 'New API key' }, { press: 'Create API key' }],
      keeps: { field: 'User', value: 'alice' },
    },
  },
  deleteApiKey: {
    call: (p: Platform) => p.iam.deleteApiKey(1, 1, undefined, newRequestId()),
    screen: {
      open: apiKeysTab,
      request: `DELETE ${apiKeyEndpoints.apiKey(1, 1)}`,
      steps: [{ press: 'Delete key 1 of dave' }, { press: 'Delete API key' }],
      wayOn: '^Delete key 1 of dave$',
    },
  },
});

/** alice's account from the user menu: her authenticator app and the control room's session (sandbox seed). */
const openAccount: Step[] = [{ press: '^User menu for ' }, { press: 'My account…', role: 'menuitem' }];
const accountCall = (request: string, steps: Step[] = []): ScreenCall => ({ open: '/alarms?org=1', request, steps: [...openAccount, ...steps] });
rows('iam', {
  account: { call: (p: Platform) => p.iam.account(), screen: accountCall(`GET ${accountEndpoints.account}`) },
  updateAccount: {
    call: (p: Platform) => p.iam.updateAccount({ email: 'alice@acme.example', firstName: 'Alice', lastName: 'Liddell' }, undefined, newRequestId()),
    screen: {
      ...accountCall(`PATCH ${accountEndpoints.account}`, [{ press: 'Edit profile' }, { type: 'Liddell', into: 'Last name' }, { press: 'Save profile' }]),
      keeps: { field: 'Last name', value: 'Liddell' },
    },
  },
  deleteAccountCredential: {
    call: (p: Platform) => p.iam.deleteAccountCredential('otp-alice', undefined, newRequestId()),
    screen: {
      ...accountCall(`DELETE ${accountEndpoints.credential('otp-alice')}`, [{ press: 'Remove Phone authenticator' }, { press: 'Remove credential' }]),
      wayOn: '^Remove Phone authenticator$',
    },
  },
  deleteAccountSession: {
    call: (p: Platform) => p.iam.deleteAccountSession('control-room-alice', undefined, newRequestId()),
    screen: {
      ...accountCall(`DELETE ${accountEndpoints.session('control-room-alice')}`, [{ press: '^Sign out the session from 10.20.0.15' }, { press: 'Sign out session' }]),
      wayOn: '^Sign out the session from 10.20.0.15',
    },
  },
});

/** acme's user groups (sandbox/core/iamState.ts): Maintenance is group 7, dave (user 104) its one member. */
const groupsTab = '/permission?org=1&tab=groups';
const maintenance = 7;
const openMaintenance: Step = { press: 'Open Maintenance' };
const reviewOperator: Step[] = [openMaintenance, { press: 'Operator', role: 'checkbox' }, { press: 'Review change' }];
const operatorChange = { groupsToAdd: [], rolesToAdd: [9], groupsToRemove: [], rolesToRemove: [] };
rows('iam', {
  listGroups: {
    call: (p: Platform) => p.iam.listGroups(1, { page: 0, pageSize: 20 }, 'STANDARD'),
    screen: { open: groupsTab, request: `GET ${iamEndpoints.userGroups(1)}` },
  },
  myGroups: {
    call: (p: Platform) => p.iam.myGroups(1, { page: 0, pageSize: 20 }),
    screen: { open: groupsTab, request: `GET ${groupEndpoints.mine(1)}`, steps: [{ press: 'Only my groups', role: 'switch' }] },
  },
  groupsOfUser: {
    call: (p: Platform) => p.iam.groupsOfUser(1, 102),
    screen: { open: usersScreen, request: `GET ${iamEndpoints.userGroups(1)}`, steps: [{ press: 'Access of bob' }] },
  },
  getGroup: {
    call: (p: Platform) => p.iam.getGroup(1, maintenance),
    screen: { open: groupsTab, request: `GET ${groupEndpoints.userGroup(1, maintenance)}`, steps: [openMaintenance] },
  },
  groupMembers: {
    call: (p: Platform) => p.iam.groupMembers(1, maintenance, { page: 0, pageSize: 20 }),
    screen: { open: groupsTab, request: `GET ${groupEndpoints.members(1, maintenance)}`, steps: [openMaintenance] },
  },
  createGroup: {
    call: (p: Platform) => p.iam.createGroup(1, { name: 'Night shift' }, undefined, newRequestId()),
    screen: {
      open: groupsTab,
      request: `POST ${iamEndpoints.userGroups(1)}`,
      steps: [{ press: 'New user group' }, { type: 'Night shift', into: 'Name' }, { press: 'Save user group' }],
      keeps: { field: 'Name', value: 'Night shift' },
    },
  },
  updateGroup: {
    call: (p: Platform) => p.iam.updateGroup(1, maintenance, { name: 'Upkeep' }, undefined, newRequestId()),
    screen: {
      open: groupsTab,
      request: `PUT ${groupEndpoints.userGroup(1, maintenance)}`,
      steps: [{ press: 'Rename Maintenance' }, { type: 'Upkeep', into: 'Name' }, { press: 'Save user group' }],
      keeps: { field: 'Name', value: 'Upkeep' },
    },
  },
  deleteGroup: {
    call: (p: Platform) => p.iam.deleteGroup(1, maintenance, undefined, newRequestId()),
    screen: {
      open: groupsTab,
      request: `DELETE ${groupEndpoints.userGroup(1, maintenance)}`,
      steps: [{ press: 'Delete Maintenance' }, { press: 'Delete user group' }],
      wayOn: '^Delete Maintenance$',
    },
  },
  // The member to add is looked up by the name typed, then added.
  userByName: {
    call: (p: Platform) => p.iam.userByName(1, 'bob'),
    screen: {
      open: groupsTab,
      request: `GET ${iamEndpoints.userByName(1, 'bob')}`,
      steps: [openMaintenance, { type: 'bob', into: 'User name' }, { press: 'Add member' }],
      keeps: { field: 'User name', value: 'bob' },
      says: { '404': 'No user of this organization is named “bob”.' },
      wayOn: '^Add member$',
    },
  },
  addGroupMember: {
    call: (p: Platform) => p.iam.addGroupMember(1, maintenance, 102, 'USER', undefined, newRequestId()),
    screen: {
      open: groupsTab,
      request: `POST ${groupEndpoints.member(1, maintenance, 102)}`,
      steps: [openMaintenance, { type: 'bob', into: 'User name' }, { press: 'Add member' }],
      keeps: { field: 'User name', value: 'bob' },
    },
  },
  removeGroupMember: {
    call: (p: Platform) => p.iam.removeGroupMember(1, maintenance, 104, undefined, newRequestId()),
    screen: {
      open: groupsTab,
      request: `DELETE ${groupEndpoints.member(1, maintenance, 104)}`,
      // The first opens what the removal takes away, the second (the same words) applies it.
      steps: [openMaintenance, { press: 'Remove dave' }, { press: 'Remove dave' }],
      wayOn: '^Remove dave$',
    },
  },
  testApplicationPermissions: {
    call: (p: Platform) => p.iam.testApplicationPermissions(1, maintenance, operatorChange),
    screen: { open: groupsTab, request: `POST ${groupEndpoints.testApplicationPermissions(1)}`, steps: reviewOperator },
  },
  changeGroupPermissions: {
    call: (p: Platform) => p.iam.changeGroupPermissions(1, maintenance, operatorChange, undefined, newRequestId()),
    screen: {
      open: groupsTab,
      request: `PUT ${groupEndpoints.permissions(1, maintenance)}`,
      steps: [...reviewOperator, { press: 'Apply change' }],
      wayOn: '^Apply change$',
    },
  },
  /** Asked with the gateway beside the remote-access list (src/features/vpn/flows.ts): may this person connect. */
  isAuthorized: {
    call: (p: Platform) => p.iam.isAuthorized(1, { vpnName: 'gw-acme-bench-dev' }),
    screen: { open: bench, request: `GET ${iamEndpoints.isAuthorized(1)}` },
  },
  /** Asked for a page of devices in the "why can't they?" view (src/features/iam/DeviceReach.tsx). */
  areAuthorized: {
    call: (p: Platform) => p.iam.areAuthorized(1, 102, ['dev-acme-boiler-1']),
    screen: { open: usersScreen, request: `POST ${iamEndpoints.areAuthorized(1)}`, steps: [{ press: 'Access of bob' }] },
  },
});

/** The dealer screen (acme is a dealer, sandbox/dealer/state.ts): its clients, and its licences, products and transactions. */
const dealerClients = '/dealer?org=1';
const dealerLicences = '/dealer?org=1&tab=licenses';
const licencesPath = (endpoint: string) => `${servicePrefixes.license}${endpoint}`;
const newSensorPack: Step[] = [
  { press: 'New product' },
  { type: 'SENSOR-PACK', into: 'Product code' },
  { type: 'Sensor pack', into: 'Name' },
  { type: '25', into: 'Devices' },
  { press: 'Create product' },
];
const sensorPack: ProductWrite = { code: 'SENSOR-PACK', label: 'Sensor pack', type: 'STANDARD', trial: false, autorenewDefaultValueForNewLicenses: true, resources: [{ resourceType: 'DEVICES', quantity: 25, duration: 365 }] };
const checkDeltaCode: Step[] = [{ press: 'Activate ACME-VPN-PRO-0002' }, { press: 'Check code' }];
rows('licences', {
  products: { call: (p: Platform) => p.licences.products(org, true), screen: { open: dealerLicences, request: `GET ${licencesPath(licencesEndpoints.products)}` } },
  productCount: { call: (p: Platform) => p.licences.productCount(org), screen: { open: dealerLicences, request: `GET ${licencesPath(licencesEndpoints.productCount)}` } },
  createProduct: {
    call: (p: Platform) => p.licences.createProduct(org, sensorPack, undefined, newRequestId()),
    screen: { open: dealerLicences, request: `POST ${licencesPath(licencesEndpoints.products)}`, steps: newSensorPack, keeps: { field: 'Product code', value: 'SENSOR-PACK' } },
  },
  // A new version starts from the version as the service holds it, read as its dialog opens.
  product: { call: (p: Platform) => p.licences.product(1), screen: { open: dealerLicences, request: `GET ${licencesEndpoints.product(1)}`, steps: [{ press: 'Edit IOT-BASIC' }] } },
  updateProduct: {
    call: (p: Platform) => p.licences.updateProduct(org, 1, { ...sensorPack, code: 'IOT-BASIC' }, undefined, newRequestId()),
    screen: {
      open: dealerLicences,
      request: `PUT ${licencesEndpoints.product(1)}`,
      steps: [{ press: 'Edit IOT-BASIC' }, { type: '20', into: 'Devices' }, { press: 'Save new version' }],
      keeps: { field: 'Devices', value: '20' },
    },
  },
  deleteProduct: {
    call: (p: Platform) => p.licences.deleteProduct(org, 1, undefined, newRequestId()),
    screen: { open: dealerLicences, request: `DELETE ${licencesEndpoints.product(1)}`, steps: [{ press: 'Delete IOT-BASIC' }, { press: 'Delete product' }], wayOn: '^Delete IOT-BASIC$' },
  },
  clientSummaries: {
    call: (p: Platform) => p.licences.clientSummaries(org, { page: 0, pageSize: 50 }),
    screen: { open: dealerClients, request: `GET ${licencesEndpoints.clientSummaries}` },
  },
  // The page's aggregates follow its summaries; one client opened reads its own aggregates, trial's end and subscriptions.
  aggregatedByOrg: {
    call: (p: Platform) => p.licences.aggregatedByOrg(['bakery-bros']),
    screen: { open: dealerClients, request: `POST ${licencesEndpoints.aggregatedByOrg}` },
  },
  aggregated: {
    call: (p: Platform) => p.licences.aggregated('bakery-bros'),
    screen: { open: dealerClients, request: `GET ${licencesEndpoints.aggregated}`, steps: [{ press: 'Open Bakery Bros' }] },
  },
  trialExpiration: {
    call: (p: Platform) => p.licences.trialExpiration('orbit-labs'),
    screen: { open: dealerClients, request: `GET ${licencesEndpoints.trialExpiration}`, steps: [{ press: 'Open Orbit Labs' }] },
  },
  subscriptions: {
    call: (p: Platform) => p.licences.subscriptions('bakery-bros', { page: 0, pageSize: 10 }),
    screen: { open: dealerClients, request: `GET ${licencesEndpoints.subscriptions}`, steps: [{ press: 'Open Bakery Bros' }] },
  },
  licences: { call: (p: Platform) => p.licences.licences(org, { page: 0, pageSize: 20 }), screen: { open: dealerLicences, request: `GET ${licencesPath(licencesEndpoints.licences)}` } },
  // The organisation's licence-side settings: read as its edit opens, saved after the core's change when changed.
  organization: {
    call: (p: Platform) => p.licences.organization(4),
    screen: { open: organizationsScreen, request: `GET ${licencesPath(licencesEndpoints.organization(4))}`, steps: [{ press: 'Edit Acme North' }] },
  },
  saveOrganization: {
    call: (p: Platform) => p.licences.saveOrganization(4, { dealer: true, hasOwnResources: false }, undefined, newRequestId()),
    screen: {
      open: organizationsScreen,
      request: `PUT ${licencesPath(licencesEndpoints.organization(4))}`,
      steps: [...editNorth.slice(0, 2), { press: 'Dealer (sells licences to clients)', role: 'switch' }, editNorth[2] as Step],
      keeps: { field: 'Display name', value: 'Acme Nord' },
    },
  },
  subscriptionSummary: {
    call: (p: Platform) => p.licences.subscriptionSummary(org, false),
    screen: { open: `${organizationsScreen}&tab=resources`, request: `GET ${licencesPath(licencesEndpoints.subscriptionSummary)}` },
  },
  licenceTally: { call: (p: Platform) => p.licences.licenceTally(org), screen: { open: dealerLicences, request: `GET ${licencesPath(licencesEndpoints.licences)}` } },
  licence: { call: (p: Platform) => p.licences.licence(1), screen: { open: dealerLicences, request: `GET ${licencesEndpoints.licence(1)}`, steps: [{ press: 'Open ACME-IOT-BASIC-0001' }] } },
  createLicence: {
    call: (p: Platform) => p.licences.createLicence(org, { productId: 1, targetOrgResourceId: 'delta-foods', autorenew: true, currency: 'EUR', price: 10, externalRef: '' }, undefined, newRequestId()),
    screen: {
      open: dealerClients,
      request: `POST ${licencesPath(licencesEndpoints.licences)}`,
      steps: [{ press: 'Sell a licence to Delta Foods' }, { type: '1', into: 'Product' }, { type: 'PO-77', into: 'Your reference' }, { press: 'Sell licence' }],
      keeps: { field: 'Your reference', value: 'PO-77' },
    },
  },
  setAutorenew: {
    call: (p: Platform) => p.licences.setAutorenew(1, false, undefined, newRequestId()),
    screen: { open: dealerLicences, request: `PUT ${licencesEndpoints.licence(1)}`, steps: [{ press: 'Renews by itself: ACME-IOT-BASIC-0001', role: 'switch' }] },
  },
  renew: {
    call: (p: Platform) => p.licences.renew(1, undefined, newRequestId()),
    screen: { open: dealerLicences, request: `POST ${licencesEndpoints.renew(1)}`, steps: [{ press: 'Renew ACME-IOT-BASIC-0001' }, { press: 'Renew licence' }] },
  },
  deleteLicence: {
    call: (p: Platform) => p.licences.deleteLicence(2, undefined, newRequestId()),
    screen: { open: dealerLicences, request: `DELETE ${licencesEndpoints.licence(2)}`, steps: [{ press: 'Withdraw ACME-VPN-PRO-0002' }, { press: 'Withdraw licence' }] },
  },
  activate: {
    call: (p: Platform) => p.licences.activate('ACME-VPN-PRO-0002', 'delta-foods', undefined, newRequestId()),
    screen: {
      open: dealerLicences,
      request: `POST ${licencesEndpoints.activation}`,
      steps: [...checkDeltaCode, { press: '^Activate$' }],
      keeps: { field: 'Licence code', value: 'ACME-VPN-PRO-0002' },
    },
  },
  expirationDate: {
    call: (p: Platform) => p.licences.expirationDate('ACME-VPN-PRO-0002'),
    screen: { open: dealerLicences, request: `GET ${licencesEndpoints.expirationDate}`, steps: checkDeltaCode, keeps: { field: 'Licence code', value: 'ACME-VPN-PRO-0002' } },
  },
});
rows('dealer', {
  transactions: {
    call: (p: Platform) => p.dealer.transactions(org, { page: 0, pageSize: 20 }),
    screen: { open: dealerLicences, request: `GET ${dealerEndpoints.transactions}` },
  },
  executions: { call: (p: Platform) => p.dealer.executions(1), screen: { open: dealerLicences, request: `GET ${dealerEndpoints.executions(1)}`, steps: [{ press: 'Open ORD-PM-2026' }] } },
  revoke: {
    call: (p: Platform) => p.dealer.revoke(org, 3, undefined, newRequestId()),
    screen: {
      open: dealerLicences,
      request: `DELETE ${dealerEndpoints.transaction(3)}`,
      steps: [{ press: 'Open ORD-FA-0311' }, { press: 'Revoke' }, { press: 'Revoke transaction' }],
      wayOn: '^Revoke$',
    },
  },
  retry: {
    call: (p: Platform) => p.dealer.retry(1, 2, undefined, newRequestId()),
    screen: {
      open: dealerLicences,
      request: `POST ${dealerEndpoints.execution(1, 2)}`,
      steps: [{ press: 'Open ORD-PM-2026' }, { press: 'Retry execution 2' }],
      wayOn: '^Retry execution 2$',
    },
  },
  // Spare parts is installed in globex (installation 2, sandbox/apps/state.ts).
  create: {
    call: (p: Platform) => p.dealer.create('globex', 2, [{ orderId: 'order-1', targetWalletId: 'wallet-1', amount: 12.5 }], undefined, newRequestId()),
    screen: { none: 'made when the person authorises a payment an embedded app asked for, which only the app in its frame asks (tests/e2e/appConnect.spec.ts)' },
  },
});

/** acme's security policies (sandbox/core/iamState.ts): Hall A (1, bob holds it) with Hall A boilers below it, and Packaging lines (3). */
const policiesTab = '/permission?org=1&tab=policies';
const openHallA: Step = { press: 'Open Hall A' };
const bobsPolicies: Step = { press: 'Security policies of bob' };
/** globex's service account (201), whose client secret alice may read and renew. */
const secretOfLogger: Step[] = [{ press: 'Client secret of sa-globex-logger' }];
rows('iam', {
  listPolicies: {
    call: (p: Platform) => p.iam.listPolicies(1, { page: 0, pageSize: 20 }),
    screen: { open: policiesTab, request: `GET ${securityPolicyEndpoints.policies(1)}` },
  },
  createPolicy: {
    call: (p: Platform) => p.iam.createPolicy(1, { name: 'Hall C' }, undefined, newRequestId()),
    screen: {
      open: policiesTab,
      request: `POST ${securityPolicyEndpoints.policies(1)}`,
      steps: [{ press: 'New security policy' }, { type: 'Hall C', into: 'Name' }, { press: 'Save security policy' }],
      keeps: { field: 'Name', value: 'Hall C' },
    },
  },
  updatePolicy: {
    call: (p: Platform) => p.iam.updatePolicy(1, 3, { name: 'Packaging' }, undefined, newRequestId()),
    screen: {
      open: policiesTab,
      request: `PUT ${securityPolicyEndpoints.policy(1, 3)}`,
      steps: [{ press: 'Rename Packaging lines' }, { type: 'Packaging', into: 'Name' }, { press: 'Save security policy' }],
      keeps: { field: 'Name', value: 'Packaging' },
    },
  },
  deletePolicy: {
    call: (p: Platform) => p.iam.deletePolicy(1, 3, undefined, newRequestId()),
    screen: {
      open: policiesTab,
      request: `DELETE ${securityPolicyEndpoints.policy(1, 3)}`,
      steps: [{ press: 'Delete Packaging lines' }, { press: 'Delete security policy' }],
      wayOn: '^Delete Packaging lines$',
    },
  },
  policyChildren: {
    call: (p: Platform) => p.iam.policyChildren(1, 1, { page: 0, pageSize: 10 }),
    screen: { open: policiesTab, request: `GET ${securityPolicyEndpoints.children(1, 1)}`, steps: [openHallA] },
  },
  policyDevices: {
    call: (p: Platform) => p.iam.policyDevices(1, 1, { page: 0, pageSize: 10 }),
    screen: { open: policiesTab, request: `GET ${securityPolicyEndpoints.devices(1, 1)}`, steps: [openHallA] },
  },
  addPolicyDevice: {
    call: (p: Platform) => p.iam.addPolicyDevice(1, 1, 'dev-acme-boiler-2', undefined, newRequestId()),
    screen: {
      open: policiesTab,
      request: `POST ${securityPolicyEndpoints.device(1, 1, 'dev-acme-boiler-2')}`,
      steps: [openHallA, { type: 'Hall B', into: 'Find a device to add' }, { press: 'Add Boiler Hall B to Hall A' }],
      wayOn: '^Add Boiler Hall B to Hall A$',
    },
  },
  removePolicyDevice: {
    call: (p: Platform) => p.iam.removePolicyDevice(1, 1, 'dev-acme-boiler-1', undefined, newRequestId()),
    screen: {
      open: policiesTab,
      request: `DELETE ${securityPolicyEndpoints.device(1, 1, 'dev-acme-boiler-1')}`,
      steps: [openHallA, { press: 'Remove Boiler Hall A from Hall A' }],
      wayOn: '^Remove Boiler Hall A from Hall A$',
    },
  },
  userPolicies: {
    call: (p: Platform) => p.iam.userPolicies(1, 102, { page: 0, pageSize: 10 }),
    screen: { open: usersScreen, request: `GET ${securityPolicyEndpoints.userPolicies(1, 102)}`, steps: [bobsPolicies] },
  },
  addUserPolicies: {
    call: (p: Platform) => p.iam.addUserPolicies(1, 102, [3], undefined, newRequestId()),
    screen: {
      open: usersScreen,
      request: `POST ${securityPolicyEndpoints.userPolicy(1, 102, '3')}`,
      steps: [bobsPolicies, { choose: 'Packaging lines', in: 'Give a security policy' }, { press: 'Give' }],
      wayOn: '^Give$',
    },
  },
  removeUserPolicies: {
    call: (p: Platform) => p.iam.removeUserPolicies(1, 102, [1], undefined, newRequestId()),
    screen: {
      open: usersScreen,
      request: `DELETE ${securityPolicyEndpoints.userPolicy(1, 102, '1')}`,
      steps: [bobsPolicies, { press: 'Take Hall A from bob' }],
      wayOn: '^Take Hall A from bob$',
    },
  },
  clientSecret: {
    call: (p: Platform) => p.iam.clientSecret(2, 201),
    screen: {
      open: '/permission?org=2',
      request: `GET ${securityPolicyEndpoints.clientSecret(2, 201)}`,
      steps: [...secretOfLogger, { press: 'Show client secret' }],
      wayOn: '^Show client secret$',
    },
  },
  rotateClientSecret: {
    call: (p: Platform) => p.iam.rotateClientSecret(2, 201, undefined, newRequestId()),
    screen: {
      open: '/permission?org=2',
      request: `POST ${securityPolicyEndpoints.clientSecret(2, 201)}`,
      steps: [...secretOfLogger, { press: 'Renew…' }, { press: 'Renew client secret' }],
      wayOn: '^Renew',
    },
  },
});
