// The remote-access service's world (facts §11): seeded gateways of globex (VPN only, one-time passwords) and acme,
// each with its endpoints, the connections people hold, the one-time passwords issued to testers, and every connect
// and disconnect logged. How long an offline gateway has been silent is kept relative to the request's clock. A few
// gateways go online and offline by themselves (`flipsEvery`, `linkAt`), worked out from the clock and their id so a
// test can tell when; a tester pins one (`PUT /__sandbox/vpn/gateways/{org}/{gateway}/link`, sandbox/README.md).
import type { ApplicationWrite, GatewayStatus } from '../../src/platform/vpnTypes';

export interface SandboxEndpoint {
  deviceId: string;
  name: string;
  /** The device address a connection to it reaches. */
  address: string;
  /** The id of the profile whose applications it offers. */
  actionProfile: string;
}

export interface SandboxGateway {
  gatewayId: string;
  deviceId: string;
  name: string;
  orgResourceId: string;
  /** Online or not; for a gateway that flips, what it is in the even periods of its rhythm (`linkAt`). */
  online: boolean;
  otpRequired: boolean;
  /** For an offline gateway, how long ago (ms) it last spoke; an online one speaks now. Unused while it flips. */
  silentFor: number;
  /** Goes online and offline by itself every this many ms (`linkAt`); steady when unset. */
  flipsEvery?: number;
  /** The device licence it was activated with names it by this (sandbox/licenses/state.ts, `gatewayLogicalId`). */
  logicalId: string;
  /** Where it is placed, degrees; unplaced until set. */
  position?: { latitude: number; longitude: number };
  endpoints: SandboxEndpoint[];
  /** Who may reach it (the core's isAuthorized with `vpnName`, sandbox/vpn/reach.ts); everyone who reads devices when unset. */
  reachableBy?: string[];
  /** Its virtual network (facts §11.2 VPNGateway): without a virtual IP, or a prefix length. */
  virtualIpDisabled: boolean;
  virtualNetworkSize: number;
  /** Its own address inside the VPN. */
  vpnIp: string;
  /** The region it prefers (a code of `regions`); unset lets the service choose. */
  preferredRegion?: string;
}

export interface SandboxConnection {
  username: string;
  endpointId?: string;
  addresses: string[];
}

export interface SandboxLogEntry {
  action: 'connect' | 'disconnect';
  gatewayId: string;
  deviceName: string;
  name: string;
  domain: string;
  timestamp: number;
  user: string;
}

export interface VpnState {
  gateways: SandboxGateway[];
  /** Key: `<org>/<gatewayId>`. */
  connections: Map<string, SandboxConnection>;
  /** One-time passwords issued and not yet used, by value. */
  otps: Map<string, { orgResourceId: string; gatewayId: string; expiresAt: number }>;
  logs: SandboxLogEntry[];
  /** Remote applications of every domain, and their profiles (sandbox/vpn/applications.ts). */
  applications: SandboxApplication[];
  profiles: SandboxProfile[];
  favourites: SandboxFavourite[];
  /** Companion-app credentials issued (sandbox/vpn/credentials.ts), and application passwords by `name/domain`. */
  credentials: { username: string; orgResourceId: string; password: string; validUntil: number }[];
  applicationPasswords: Map<string, string>;
  /** The remote-access site on both VPN proxies (sandbox/vpn/site.ts): its sessions by cookie, and every call made. */
  site: { sessions: Map<string, SiteSession>; calls: SiteCall[] };
  /** The next id handed out to an application, profile or favourite. */
  nextId: number;
}

export interface SiteSession {
  proxy: string;
  /** name/domain */
  username: string;
}

/** One call to the remote-access site, as a test reads it back (`GET /__sandbox/vpn/site`). */
export interface SiteCall {
  proxy: string;
  call: 'login' | 'ping' | 'logout';
  /** name/domain: the one typed for a login, the session's for a ping or logout (none without a session). */
  username?: string;
  status: number;
  at: number;
}

export type SandboxApplication = ApplicationWrite & { id: string; orgResourceId: string };

export interface SandboxProfile {
  id: string;
  orgResourceId: string;
  name: string;
  description: string;
  default: boolean;
  actionIds: string[];
}

export interface SandboxFavourite {
  id: string;
  username: string;
  orgResourceId: string;
  gateway: string;
  endpoint: string;
  applicationProfile: string;
  application: string;
}

/** How long a connection takes to come up (the companion app's tunnel), ms. */
export const connectDelay = 600;
/** How long an issued one-time password opens its gateway, ms. */
export const otpLifetime = 5 * 60_000;

const minute = 60_000;

/** Each domain's default profile, which every seeded endpoint offers. */
export const standardProfileId = (orgResourceId: string) => `profile-${orgResourceId}-standard`;

/** Each VPN domain starts with a web panel and a remote desktop in its default profile, and a shell in no profile. */
function seedApplications(orgResourceId: string): { applications: SandboxApplication[]; profiles: SandboxProfile[] } {
  const id = (name: string) => `app-${orgResourceId}-${name}`;
  const applications: SandboxApplication[] = [
    { id: id('panel'), orgResourceId, name: 'Web panel', type: 'HTTP', protocol: 'TCP', port: 80, url: '/', browser_application: true },
    { id: id('desktop'), orgResourceId, name: 'Remote desktop', type: 'RDP', protocol: 'TCP', port: 3389, username: 'operator', rdp_security: 'NLA', rdp_keyboard_layout: 'en-us-qwerty' },
    { id: id('shell'), orgResourceId, name: 'Service shell', type: 'Telnet', protocol: 'TCP', port: 23 },
  ];
  const profiles: SandboxProfile[] = [
    { id: standardProfileId(orgResourceId), orgResourceId, name: 'Standard', description: 'What every endpoint offers unless told otherwise.', default: true, actionIds: [id('panel'), id('desktop')] },
    { id: `profile-${orgResourceId}-service`, orgResourceId, name: 'Service', description: 'For service technicians.', default: false, actionIds: [id('shell')] },
  ];
  return { applications, profiles };
}

function gateway(
  orgResourceId: string,
  gatewayId: string,
  name: string,
  fields: { online: boolean; otpRequired: boolean; silentFor?: number; reachableBy?: string[]; flipsEvery?: number },
  endpoints: [string, string][],
): Omit<SandboxGateway, 'vpnIp'> {
  return {
    reachableBy: fields.reachableBy,
    flipsEvery: fields.flipsEvery,
    logicalId: gatewayLogicalId(`${gatewayId}-dev`),
    virtualIpDisabled: false,
    virtualNetworkSize: 24,
    gatewayId,
    deviceId: `${gatewayId}-dev`,
    name,
    orgResourceId,
    online: fields.online,
    otpRequired: fields.otpRequired,
    silentFor: fields.online ? 0 : (fields.silentFor ?? 0),
    endpoints: endpoints.map(([name, address], index) => ({ deviceId: `${gatewayId}-ep${index + 1}`, name, address, actionProfile: standardProfileId(orgResourceId) })),
  };
}

export function createVpnState(): VpnState {
  return {
    gateways: [
      gateway('globex', 'gw-globex-press', 'Press line gateway', { online: true, otpRequired: true }, [
        ['Press PLC', '10.8.0.11'],
        ['Press HMI', '10.8.0.12'],
      ]),
      gateway('globex', 'gw-globex-paint', 'Paint shop gateway', { online: true, otpRequired: false }, [['Paint robot', '10.8.1.21']]),
      gateway('globex', 'gw-globex-silo', 'Silo gateway', { online: false, otpRequired: true, silentFor: 3 * 60 * minute }, [
        ['Silo level sensor', '10.8.2.31'],
      ]),
      gateway('globex', 'gw-globex-dock', 'Loading dock gateway', { online: false, otpRequired: false, silentFor: 2 * 24 * 60 * minute }, [
        ['Dock door controller', '10.8.3.41'],
      ]),
      // Only alice may reach the boiler room (the core's isAuthorized): bob reads it but is offered no connect.
      gateway('acme', 'gw-acme-boiler', 'Boiler room gateway', { online: true, otpRequired: false, reachableBy: ['alice'] }, [
        ['Boiler PLC', '10.9.0.11'],
        ['Boiler HMI', '10.9.0.12'],
      ]),
      gateway('acme', 'gw-acme-yard', 'Yard gateway', { online: false, otpRequired: false, silentFor: 45 * minute }, [['Yard camera', '10.9.1.21']]),
      gateway('acme', 'gw-acme-bench', 'Test bench gateway', { online: true, otpRequired: false }, [['Bench PLC', '10.9.2.11']]),
      // The cooling tower's link is poor: it goes offline and back every four minutes.
      gateway('acme', 'gw-acme-cooling', 'Cooling tower gateway', { online: true, otpRequired: false, flipsEvery: 4 * minute }, [['Cooling fan drive', '10.9.3.11']]),
      // Each gateway's own address in the VPN, one /24 of 172.20 apiece.
    ].map((seeded, index) => ({ ...seeded, vpnIp: `172.20.${index}.1` })),
    // alice left a connection to the test bench open: her panel opens connected, and bob finds the gateway in use.
    connections: new Map([[connectionKey('acme', 'gw-acme-bench'), { username: 'alice', addresses: ['10.9.2.11'] }]]),
    otps: new Map(),
    ...(['globex', 'acme'] as const).reduce(
      (all, org) => {
        const seeded = seedApplications(org);
        return { applications: [...all.applications, ...seeded.applications], profiles: [...all.profiles, ...seeded.profiles] };
      },
      { applications: [] as SandboxApplication[], profiles: [] as SandboxProfile[] },
    ),
    // alice keeps the press line's web panel among her favourites.
    favourites: [
      {
        id: 'favourite-seed-1',
        username: 'alice',
        orgResourceId: 'globex',
        gateway: 'Press line gateway',
        endpoint: 'Press PLC',
        applicationProfile: 'Standard',
        application: 'Web panel',
      },
    ],
    nextId: 1,
    credentials: [],
    applicationPasswords: new Map(),
    site: { sessions: new Map(), calls: [] },
    logs: [
      {
        action: 'connect',
        gatewayId: 'gw-acme-bench',
        deviceName: 'Test bench gateway',
        name: 'Test bench gateway',
        domain: 'acme',
        timestamp: Date.now() - 20 * minute,
        user: 'alice',
      },
    ],
  };
}

export const connectionKey = (org: string, gatewayId: string) => `${org}/${gatewayId}`;

/** The logical id a device activated with a licence is known by (as the license manager names it on activation). */
export const gatewayLogicalId = (deviceId: string) => `logical-${deviceId}`;

/**
 * A shift of its own for each gateway id, so gateways flipping at the same rhythm do not flip together; whole seconds,
 * as the `Date` header "last seen" is reckoned from.
 */
function phaseOf(gatewayId: string, every: number): number {
  let hash = 0;
  for (const char of gatewayId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return (hash % Math.max(1, Math.floor(every / 1000))) * 1000;
}

/**
 * Whether the gateway is online at `now` and, when not, how long (ms) it has been silent. A steady gateway is as
 * seeded (or pinned); one that flips is its seeded state in even periods of `flipsEvery` and the other in odd ones,
 * the periods shifted by its id, and has been silent since its period began.
 */
export function linkAt(gateway: SandboxGateway, now: number): { online: boolean; silentFor: number } {
  if (gateway.flipsEvery === undefined) return { online: gateway.online, silentFor: gateway.online ? 0 : gateway.silentFor };
  const shifted = now + phaseOf(gateway.gatewayId, gateway.flipsEvery);
  const online = Math.floor(shifted / gateway.flipsEvery) % 2 === 0 ? gateway.online : !gateway.online;
  return { online, silentFor: online ? 0 : shifted % gateway.flipsEvery };
}

/** Holds the gateway online or offline from `now` on, as a tester asks: it stops flipping. */
export function pinLink(gateway: SandboxGateway, online: boolean, now: number): void {
  const current = linkAt(gateway, now);
  gateway.flipsEvery = undefined;
  gateway.online = online;
  gateway.silentFor = online || current.online ? 0 : current.silentFor;
}

/** The gateway's status as `username` sees it at `now`: connected when they hold it, in use when someone else does. */
export function statusFor(state: VpnState, gateway: SandboxGateway, username: string, now: number): GatewayStatus {
  const connection = state.connections.get(connectionKey(gateway.orgResourceId, gateway.gatewayId));
  if (connection) return connection.username === username ? 'connected' : 'in-use';
  return linkAt(gateway, now).online ? 'online' : 'offline';
}

/** A fresh six-digit one-time password for the gateway, valid once within `otpLifetime`. */
export function issueOtp(state: VpnState, orgResourceId: string, gatewayId: string, now: number): string {
  let otp: string;
  do otp = String(Math.floor(100_000 + Math.random() * 900_000));
  while (state.otps.has(otp));
  state.otps.set(otp, { orgResourceId, gatewayId, expiresAt: now + otpLifetime });
  return otp;
}

/** Whether `otp` opens the gateway now (not used, not expired, issued for it). */
export function otpOpens(state: VpnState, orgResourceId: string, gatewayId: string, otp: string, now: number): boolean {
  const issued = state.otps.get(otp);
  return issued !== undefined && issued.orgResourceId === orgResourceId && issued.gatewayId === gatewayId && issued.expiresAt > now;
}

/** Whether `username` may reach the gateway (the core's isAuthorized with `vpnName`, connect). */
export const mayReach = (gateway: SandboxGateway, username: string) => gateway.reachableBy === undefined || gateway.reachableBy.includes(username);

/** The regions of VPN servers a gateway may prefer (GET /regions). */
export const regions = [
  { code: 'eu-west', name: 'Europe West (Ireland)' },
  { code: 'eu-central', name: 'Europe Central (Frankfurt)' },
  { code: 'us-east', name: 'US East (Virginia)' },
  { code: 'ap-southeast', name: 'Asia Pacific (Singapore)' },
] as const;
