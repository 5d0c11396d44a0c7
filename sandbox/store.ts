// The sandbox's whole mutable state in one object, rebuilt from the seed on reset so every test and every
// `/__sandbox/reset` starts from the same world. Handlers read it through `store()` at request time.
import type { Agreement, Organization, StatusPage, Theme, UserPreference } from '../src/platform/types';
import { localePreferenceService } from '../src/platform/endpoints';
import { alarmOptionsFromEnv, createAlarmsState, type AlarmsState } from './alarms/state';
import { createAuditState, type AuditState } from './audit/state';
import { createTriggersState, type TriggersState } from './triggers/state';
import { createAppsState, type AppsState } from './apps/state';
import type { DashboardsState } from './dashboards/state';
import { maxBulkDevices } from './devices/fleet';
import { createDealerState, type DealerState } from './dealer/state';
import { createDevicesState, type DevicesState } from './devices/registry';
import { createIamState, seededServiceAccount, type IamState } from './core/iamState';
import { createLicencesState, type LicencesState } from './licenses/state';
import { createCatalogState, type CatalogState } from './mappings/catalog';
import { createOrganizationsLedger, type OrganizationsLedger } from './organizations/state';
import { personas, type Persona } from './personas';
import { seedAgreements } from './seed/agreements';
import { seedDashboardsState } from './seed/dashboards';
import { seedOrganizations } from './seed/organizations';
import { seedThemes } from './seed/themes';
import { seedNotifications, type NotificationState } from './notifications/seed';
import { createVpnState, type VpnState } from './vpn/state';
import { sandboxRealm } from './identity/realm';

/** A person of the realm: a persona, or someone who registered through self on-boarding. */
/** A persona as the directory holds it; `groupPoliciesEnabled` as the core's user create and update set it (facts §4.3). */
export type SandboxUser = Omit<Persona, 'purpose' | 'locale'> & { groupPoliciesEnabled?: boolean };

/** A signed-in browser at the identity provider (the SSO cookie names it). */
/** An OpenID authorization request as the sandbox's identity provider keeps it while the person signs in. */
export interface AuthorizationRequest {
  /** The realm asked: it issues the answer (`iss`) and the code. */
  realm: string;
  clientId: string;
  redirectUri: string;
  responseMode: 'query' | 'fragment';
  scope: string;
  state?: string;
  nonce?: string;
  /** S256 challenge; the only method the realm accepts. */
  codeChallenge?: string;
  prompt?: string;
  loginHint?: string;
}

export interface SsoSession {
  id: string;
  /** The realm signed in to: the main realm's sessions are the portal's; the accounts realm keeps its own. */
  realm: string;
  username: string;
  /** Epoch seconds. */
  authTime: number;
  /** Epoch ms; idle timeout, pushed forward whenever tokens are issued. */
  expiresAt: number;
  /** The address the browser signed in from ('' when the server saw none); the account's sessions list it. */
  ipAddress: string;
  /** Epoch ms: when tokens were last issued under the session. */
  lastAccess: number;
}

/** An issued authorization code, single use. */
export interface AuthorizationCode {
  code: string;
  /** Exchanged only at the token endpoint of the realm that issued it. */
  realm: string;
  clientId: string;
  redirectUri: string;
  sessionId: string;
  scope: string;
  nonce?: string;
  codeChallenge?: string;
  expiresAt: number;
}

/**
 * A sign-in between its password and its code (Keycloak's authentication session): the authenticator's code and the
 * required actions still to do. The page's form names it by `auth_session`; the new authenticator's key stays here.
 */
export interface PendingSignIn {
  id: string;
  username: string;
  /** The authorization request, answered once every step is done. */
  request: AuthorizationRequest;
  ipAddress: string;
  /** The code of a configured authenticator was given (or one was just set up). */
  otpDone: boolean;
  /** The key shown for CONFIGURE_TOTP, kept until a code of it is given. */
  totpSecret?: string;
  /** Epoch ms: Keycloak's login timeout. */
  expiresAt: number;
}

/** The server side of a refresh token (keyed by its jti); deleted on use so each refresh token works once. */
export interface RefreshGrant {
  jti: string;
  sessionId: string;
  clientId: string;
  scope: string;
  nonce?: string;
  /** Set on refresh tokens of an organisation-scoped (UMA) token, whose refresh re-derives the permissions. */
  orgResourceId?: string;
}

export interface SandboxConfig {
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /** What GET /dashboards/assetstorage answers; off, asset upload URLs are refused. */
  assetStorage: boolean;
  /** Made-up devices added to acme (0…100 000, devices/fleet.ts `bulkDevices`), for scale tests and benchmarks. */
  bulkDevices: number;
  /** The services answer a repeated request id from their record (sandbox/idempotency.ts); off, they ignore it, as the facts' services do. */
  requestIds: boolean;
}

/**
 * An injected failure: answer `status` (0 = network error) `times` times, or until cleared. With `delay` (ms) the
 * answer comes that much later; with a delay and no status the service handles the request and only its answer is
 * late, as when a save completes while the portal has stopped waiting.
 */
export interface Fault {
  status?: number;
  times?: number;
  delay?: number;
}

/** A write's answer kept for repeats of its request id (sandbox/idempotency.ts). */
export interface AnsweredRequest {
  /** What the request asked for (method, address, body); the same id for another request is refused. */
  fingerprint: string;
  /** Settles with the answer while the first request runs; undefined when it failed (a repeat is tried afresh). */
  answer: Promise<{ status: number; headers: [string, string][]; body: ArrayBuffer } | undefined>;
}

export interface SandboxState {
  organizations: Organization[];
  users: SandboxUser[];
  themes: Record<string, Theme>;
  agreements: Agreement[];
  preferences: UserPreference[];
  /** Per-user properties (spec §7 Core API), per person and organisation resourceId. */
  userProperties: { username: string; orgResourceId: string; key: string; value: string }[];
  statusPage: StatusPage;
  notifications: NotificationState;
  config: SandboxConfig;
  /** Keyed by "<METHOD> <path suffix>". */
  faults: Map<string, Fault>;
  /** Answers of writes by "<caller> <request id>", oldest first (sandbox/idempotency.ts). */
  requests: Map<string, AnsweredRequest>;
  sessions: Map<string, SsoSession>;
  codes: Map<string, AuthorizationCode>;
  signIns: Map<string, PendingSignIn>;
  refreshGrants: Map<string, RefreshGrant>;
  dashboards: DashboardsState;
  alarms: AlarmsState;
  devices: DevicesState;
  /** Models, presets, preset jobs, applied presets and device groups (sandbox/mappings/catalog.ts). */
  catalog: CatalogState;
  licences: LicencesState;
  /** A dealer's clients, products, licences and subscriptions, and the pre-authorised transactions (sandbox/dealer/state.ts). */
  dealer: DealerState;
  /** Gateways, connections, one-time passwords and logs of the remote-access service (sandbox/vpn/state.ts). */
  vpn: VpnState;
  /** Users' groups, roles and permissions (sandbox/core/iamState.ts). */
  iam: IamState;
  /** Limits, grants and the consumption journal of the organisations (sandbox/organizations/state.ts). */
  ledger: OrganizationsLedger;
  /** App installations and the payments apps were authorised (sandbox/apps/state.ts). */
  apps: AppsState;
  /** Every accepted write's audit event (sandbox/audit/recorder.ts). */
  audit: AuditState;
  /** The trigger manager's rules and their counters (sandbox/triggers/state.ts). */
  triggers: TriggersState;
}

/** `SANDBOX_DEVICE_VOLUME=100000 npm start` shows a large fleet in a dev session. */
function bulkDevicesFromEnv(): number {
  const volume = Number(globalThis.process?.env.SANDBOX_DEVICE_VOLUME);
  return Number.isInteger(volume) && volume > 0 ? Math.min(volume, maxBulkDevices) : 0;
}

function defaultConfig(): SandboxConfig {
  // Short lifetimes (e.g. SANDBOX_ACCESS_TOKEN_SECONDS=20) make the portal's refresh paths run in a dev session.
  const fromEnv = Number(globalThis.process?.env.SANDBOX_ACCESS_TOKEN_SECONDS);
  return {
    accessTokenSeconds: Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 300,
    refreshTokenSeconds: 1800,
    assetStorage: true,
    bulkDevices: bulkDevicesFromEnv(),
    requestIds: true,
  };
}

function userFromPersona({ purpose: _purpose, locale: _locale, ...user }: Persona): SandboxUser {
  return structuredClone(user);
}

/**
 * The platform keys every preference by organisation, and the portal's guard reads the locale with the selected
 * organisation, so a persona's locale is seeded once per organisation the persona belongs to.
 */
function localePreferences(): UserPreference[] {
  const all: Persona[] = Object.values(personas);
  return all
    .flatMap(({ username, locale, memberships }) =>
      locale === undefined
        ? []
        : Object.keys(memberships).map((orgResourceId) => ({
            orgResourceId,
            username,
            serviceName: localePreferenceService,
            value: locale,
          })),
    )
    .map((preference, index) => ({ id: index + 1, ...preference }));
}

/** alice is also signed in at acme's control-room PC, so her account lists a session she may end. */
function seedSessions(): Map<string, SsoSession> {
  const now = Date.now();
  const controlRoom: SsoSession = {
    id: 'control-room-alice',
    realm: sandboxRealm,
    username: personas.alice.username,
    authTime: Math.floor((now - 2 * 3600_000) / 1000),
    expiresAt: now + defaultConfig().refreshTokenSeconds * 1000,
    ipAddress: '10.20.0.15',
    lastAccess: now - 5 * 60_000,
  };
  return new Map([[controlRoom.id, controlRoom]]);
}

function createSeedState(): SandboxState {
  return {
    organizations: structuredClone(seedOrganizations),
    users: [...Object.values(personas).map(userFromPersona), structuredClone(seededServiceAccount)],
    themes: structuredClone(seedThemes),
    agreements: structuredClone(seedAgreements),
    preferences: localePreferences(),
    userProperties: [],
    statusPage: { activeIncidents: [], activeMaintenances: [] },
    notifications: seedNotifications(Date.now()),
    config: defaultConfig(),
    faults: new Map(),
    requests: new Map(),
    sessions: seedSessions(),
    codes: new Map(),
    signIns: new Map(),
    refreshGrants: new Map(),
    dashboards: seedDashboardsState(),
    alarms: createAlarmsState(alarmOptionsFromEnv()),
    devices: createDevicesState(),
    catalog: createCatalogState(),
    licences: createLicencesState(),
    dealer: createDealerState(),
    vpn: createVpnState(),
    iam: createIamState(),
    ledger: createOrganizationsLedger(),
    apps: createAppsState(),
    audit: createAuditState(),
    triggers: createTriggersState(),
  };
}

let current = createSeedState();

export function store(): SandboxState {
  return current;
}

/** Back to the seed: data, identity sessions, configuration and faults (the signing key stays). */
export function resetStore(): void {
  current = createSeedState();
}

/** Next free numeric id of a collection. */
export function nextId(items: readonly { id: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}
