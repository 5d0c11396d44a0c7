// The remote-access service (facts §11, spec §7), base `/svc/vpn2`: gateways listed a page at a time (IPage) narrowed
// by status and name and ordered by name, with the service's clock in `Date`; one gateway; the companion app's
// requirements; the one-time password check; connect (which takes a moment) and disconnect, each logged; and a
// gateway's log. `{org}` is the organisation's resourceId; the caller needs devices:read in a VPN-enabled one.
// `GET /__sandbox/vpn/otp/{org}/{gatewayId}` hands a tester a one-time password (sandbox/README.md).
import { delay, HttpResponse, http } from 'msw';
import { latitudeRange, longitudeRange, positionProblem } from '../../src/platform/positionRules';
import { vpnEndpoints } from '../../src/platform/vpnEndpoints';
import { activationKeyProblem, gatewayStatusFilters, maxActivationKeyLength, type GatewayStatusFilter } from '../../src/platform/vpnTypes';
import { withUser } from '../authenticate';
import { controlBase } from '../paths';
import { errorResponse, isRecord, readJson } from '../http';
import { route } from '../routes';
import { store } from '../store';
import { gatewayOf, organizationOf } from './access';
import { applicationHandlers } from './applications';
import { endpointHandlers } from './endpoints';
import { wholeParam } from './paging';
import { credentialHandlers } from './credentials';
import { siteHandlers } from './site';
import { dated, gatewayDto, serverNow } from './gatewayDto';
import { cloneHandler, regionsHandler, settingsHandler } from './settings';
import {
  connectDelay,
  connectionKey,
  gatewayLogicalId,
  issueOtp,
  linkAt,
  mayReach,
  otpOpens,
  pinLink,
  standardProfileId,
  statusFor,
  type SandboxGateway,
  type VpnState,
} from './state';

type Params = { org: string; gatewayId: string; endpointId: string };

/** Spec §7: a gateway's log reads at most 1000 entries. */
export const maxLogLimit = 1000;
const maxPageSize = 1000;

const vpn = (): VpnState => store().vpn;

function log(gateway: SandboxGateway, action: 'connect' | 'disconnect', username: string, endpointId: string | undefined, now: number) {
  const endpoint = gateway.endpoints.find(({ deviceId }) => deviceId === endpointId);
  vpn().logs.push({
    action,
    gatewayId: gateway.gatewayId,
    deviceName: endpoint?.name ?? gateway.name,
    name: gateway.name,
    domain: gateway.orgResourceId,
    timestamp: now,
    user: username,
  });
}

const connectHandler = withUser<Params>(async (input) => {
  const gateway = gatewayOf(input);
  if (gateway instanceof Response) return gateway;
  const { endpointId } = input.params;
  if (endpointId !== undefined && !gateway.endpoints.some(({ deviceId }) => deviceId === endpointId)) {
    return errorResponse(404, `Endpoint ${endpointId} not found on gateway ${gateway.gatewayId}`);
  }
  const query = new URL(input.request.url).searchParams;
  if (query.get('clientOs') === null || query.get('clientOs') === '') return errorResponse(400, 'clientOs is required');
  const key = connectionKey(gateway.orgResourceId, gateway.gatewayId);
  const held = vpn().connections.get(key);
  // The same person connecting again (a retry of a lost answer) gets the connection they hold.
  if (held?.username === input.user.username && held.endpointId === endpointId) return HttpResponse.json({ connections: held.addresses.map((address) => ({ device_ip_address: address })) });
  if (held) return errorResponse(409, `Gateway ${gateway.gatewayId} is in use by another user`);
  if (!mayReach(gateway, input.user.username)) return errorResponse(403, `${input.user.username} may not reach gateway ${gateway.gatewayId}`);
  if (!linkAt(gateway, Date.now()).online) return errorResponse(409, `Gateway ${gateway.gatewayId} is offline`);
  const otp = query.get('otp') ?? '';
  if (gateway.otpRequired) {
    if (otp === '') return errorResponse(403, 'otp is required for this gateway');
    if (!otpOpens(vpn(), gateway.orgResourceId, gateway.gatewayId, otp, Date.now())) return errorResponse(403, 'otp is not valid');
    vpn().otps.delete(otp);
  }
  await delay(connectDelay);
  const addresses = gateway.endpoints.filter(({ deviceId }) => endpointId === undefined || deviceId === endpointId).map(({ address }) => address);
  vpn().connections.set(key, { username: input.user.username, endpointId, addresses });
  log(gateway, 'connect', input.user.username, endpointId, Date.now());
  return HttpResponse.json({ connections: addresses.map((address) => ({ device_ip_address: address })) });
});

const disconnectHandler = withUser<Params>((input) => {
  const gateway = gatewayOf(input);
  if (gateway instanceof Response) return gateway;
  const key = connectionKey(gateway.orgResourceId, gateway.gatewayId);
  const held = vpn().connections.get(key);
  // Already disconnected (a retry of a lost answer): nothing more to do.
  if (held === undefined) return new HttpResponse(null, { status: 204 });
  if (held.username !== input.user.username) return errorResponse(409, `Gateway ${gateway.gatewayId} is held by another user`);
  vpn().connections.delete(key);
  log(gateway, 'disconnect', input.user.username, held.endpointId, Date.now());
  return new HttpResponse(null, { status: 204 });
});

export const vpnHandlers = [
  http.get<Params>(
    route('vpn', vpnEndpoints.gateways, 'org'),
    withUser<Params>((input) => {
      const organization = organizationOf(input);
      if (organization instanceof Response) return organization;
      const query = new URL(input.request.url).searchParams;
      const page = wholeParam(query, 'page', 0, 0, Number.MAX_SAFE_INTEGER);
      if (page instanceof Response) return page;
      const pageSize = wholeParam(query, 'pageSize', 20, 1, maxPageSize);
      if (pageSize instanceof Response) return pageSize;
      const status = (query.get('status') ?? 'all') as GatewayStatusFilter;
      if (!gatewayStatusFilters.includes(status)) return errorResponse(400, `status must be one of ${gatewayStatusFilters.join(', ')}`);
      const sortDir = query.get('sortDir') ?? 'ASC';
      if (sortDir !== 'ASC' && sortDir !== 'DESC') return errorResponse(400, 'sortDir must be ASC or DESC');
      const name = (query.get('nameFilter') ?? '').trim().toLowerCase();
      const logicalId = query.get('logicalId');
      const now = serverNow();
      const matching = vpn()
        .gateways.filter((gateway) => gateway.orgResourceId === organization.resourceId)
        .filter((gateway) => status === 'all' || statusFor(vpn(), gateway, input.user.username, now) === status)
        .filter((gateway) => name === '' || gateway.name.toLowerCase().includes(name))
        .filter((gateway) => logicalId === null || gateway.logicalId === logicalId)
        .sort((a, b) => a.name.localeCompare(b.name) * (sortDir === 'ASC' ? 1 : -1));
      const content = matching.slice(page * pageSize, (page + 1) * pageSize).map((gateway) => gatewayDto(gateway, input.user.username, now));
      const totalPages = Math.ceil(matching.length / pageSize);
      return dated({ content, number: page, size: pageSize, totalElements: matching.length, totalPages, last: page >= totalPages - 1 }, now);
    }),
  ),

  http.get<Params>(
    route('vpn', vpnEndpoints.gateway, 'org', 'gatewayId'),
    withUser<Params>((input) => {
      const gateway = gatewayOf(input);
      if (gateway instanceof Response) return gateway;
      const now = serverNow();
      return dated(gatewayDto(gateway, input.user.username, now), now);
    }),
  ),

  http.get<Params>(
    route('vpn', vpnEndpoints.logs, 'gatewayId', 'org'),
    withUser<Params>((input) => {
      const gateway = gatewayOf(input);
      if (gateway instanceof Response) return gateway;
      const query = new URL(input.request.url).searchParams;
      const from = wholeParam(query, 'fromTimestamp', 0, 0, Number.MAX_SAFE_INTEGER);
      if (from instanceof Response) return from;
      const to = wholeParam(query, 'toTimestamp', Date.now(), 0, Number.MAX_SAFE_INTEGER);
      if (to instanceof Response) return to;
      if (from > to) return errorResponse(400, 'fromTimestamp must not be after toTimestamp');
      const limit = wholeParam(query, 'limit', maxLogLimit, 1, maxLogLimit);
      if (limit instanceof Response) return limit;
      const entries = vpn()
        .logs.filter((entry) => entry.gatewayId === gateway.gatewayId && entry.timestamp >= from && entry.timestamp <= to)
        .sort((a, b) => b.timestamp - a.timestamp)
        .slice(0, limit)
        .map(({ gatewayId: _, ...entry }) => entry);
      return HttpResponse.json(entries);
    }),
  ),

  http.get(
    route('vpn', () => vpnEndpoints.companionApp),
    withUser(() =>
      HttpResponse.json(
        (['win', 'mac', 'lin'] as const).map((os) => ({
          os,
          info: {
            appName: 'Corvina Connect',
            requiredProductVersion: '4.2.0',
            requiredProtocol: '3',
            appInstallBinaryName: { win: 'CorvinaConnect-4.2.0.msi', mac: 'CorvinaConnect-4.2.0.pkg', lin: 'corvina-connect_4.2.0_amd64.deb' }[os],
            appInstallUrl: `https://downloads.example/corvina-connect/4.2.0/${os}`,
          },
        })),
      ),
    ),
  ),

  http.get<Params>(
    route('vpn', vpnEndpoints.checkOtp, 'org', 'gatewayId'),
    withUser<Params>((input) => {
      const gateway = gatewayOf(input);
      if (gateway instanceof Response) return gateway;
      const otp = new URL(input.request.url).searchParams.get('otp') ?? '';
      if (!/^\d{6}$/.test(otp)) return errorResponse(400, 'otp must be six digits');
      return HttpResponse.json({ valid: otpOpens(vpn(), gateway.orgResourceId, gateway.gatewayId, otp, Date.now()) });
    }),
  ),

  http.get<Params>(route('vpn', vpnEndpoints.connect, 'org', 'gatewayId'), connectHandler),
  http.get<Params>(route('vpn', vpnEndpoints.connectEndpoint, 'org', 'gatewayId', 'endpointId'), connectHandler),
  http.get<Params>(route('vpn', vpnEndpoints.disconnect, 'org', 'gatewayId'), disconnectHandler),
  http.get<Params>(route('vpn', vpnEndpoints.disconnectEndpoint, 'org', 'gatewayId', 'endpointId'), disconnectHandler),

  // The gateway's settings, and its configuration copied onto another (sandbox/vpn/settings.ts).
  http.patch<Params>(route('vpn', vpnEndpoints.gatewaySettings, 'gatewayId', 'org'), settingsHandler),
  http.post<Params & { target: string }>(route('vpn', vpnEndpoints.clone, 'gatewayId', 'org', 'target'), cloneHandler),
  http.get(route('vpn', () => vpnEndpoints.regions), regionsHandler),

  // The gateway's edge configuration for an activation key, named by the service (Content-Disposition).
  http.post<Params>(
    route('vpn', vpnEndpoints.edgeConfigFile, 'gatewayId', 'org'),
    withUser<Params>(async (input) => {
      const gateway = gatewayOf(input, 'devices:update');
      if (gateway instanceof Response) return gateway;
      const body = await readJson(input.request);
      const key = isRecord(body) && typeof body.activationKey === 'string' ? body.activationKey : '';
      const problem = activationKeyProblem(key);
      if (problem !== undefined) {
        return errorResponse(400, `activationKey ${problem === 'missing' ? 'is required' : problem === 'tooLong' ? `must be at most ${maxActivationKeyLength} characters` : 'may hold only letters, digits and dashes'}`);
      }
      const content = [`# Edge configuration of ${gateway.name}`, `gateway=${gateway.gatewayId}`, `domain=${gateway.orgResourceId}`, `activationKey=${key}`, 'remote=vpn.sandbox.localhost 1194', ''].join('\n');
      return new HttpResponse(content, {
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Disposition': `attachment; filename="edge-${gateway.gatewayId}.conf"` },
      });
    }),
  ),

  // Places the gateway: degrees in the query, each refused with a 400 naming it when not a number within its range.
  http.post<Params>(
    route('vpn', vpnEndpoints.position, 'gatewayId', 'org'),
    withUser<Params>((input) => {
      const gateway = gatewayOf(input, 'devices:update');
      if (gateway instanceof Response) return gateway;
      const query = new URL(input.request.url).searchParams;
      const degrees = (name: string) => (/^-?\d+(\.\d+)?$/.test(query.get(name) ?? '') ? Number(query.get(name)) : Number.NaN);
      const position = { latitude: degrees('latitude'), longitude: degrees('longitude') };
      const problem = positionProblem(position);
      if (problem !== undefined) {
        const { min, max } = problem === 'latitude' ? latitudeRange : longitudeRange;
        return errorResponse(400, `${problem} must be a number from ${min} to ${max}`);
      }
      gateway.position = position;
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  // Drops whoever is connected to the gateway; logged as their disconnect.
  http.get<Params>(
    route('vpn', vpnEndpoints.resetVpnConnection, 'gatewayId', 'org'),
    withUser<Params>((input) => {
      const gateway = gatewayOf(input, 'devices:update');
      if (gateway instanceof Response) return gateway;
      const key = connectionKey(gateway.orgResourceId, gateway.gatewayId);
      const held = vpn().connections.get(key);
      if (held) {
        vpn().connections.delete(key);
        log(gateway, 'disconnect', held.username, held.endpointId, Date.now());
      }
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  // Sandbox only: a tester's one-time password for a gateway (valid once, for five minutes).
  http.get<{ org: string; gatewayId: string }>(`*${controlBase}/vpn/otp/:org/:gatewayId`, ({ params }) => {
    const gateway = vpn().gateways.find((candidate) => candidate.orgResourceId === params.org && candidate.gatewayId === params.gatewayId);
    if (gateway === undefined) return errorResponse(404, `Gateway ${params.gatewayId} not found in ${params.org}`);
    return HttpResponse.json({ otp: issueOtp(vpn(), gateway.orgResourceId, gateway.gatewayId, Date.now()) });
  }),

  // Sandbox only: holds a gateway online or offline (`{ online }`), so it stops flipping by itself (tests that need
  // a gateway's status fixed).
  http.put<{ org: string; gatewayId: string }>(`*${controlBase}/vpn/gateways/:org/:gatewayId/link`, async ({ request, params }) => {
    const gateway = vpn().gateways.find((candidate) => candidate.orgResourceId === params.org && candidate.gatewayId === params.gatewayId);
    if (gateway === undefined) return errorResponse(404, `Gateway ${params.gatewayId} not found in ${params.org}`);
    const body = await readJson(request);
    if (!isRecord(body) || typeof body.online !== 'boolean') return errorResponse(400, 'online must be true or false');
    pinLink(gateway, body.online, Date.now());
    return new HttpResponse(null, { status: 204 });
  }),

  // Sandbox only: `bulk` more gateways in a domain, every other one online and one in ten flipping every two to six
  // minutes, for the list's benchmark (tests/bench/gateways.ts).
  http.put(`*${controlBase}/vpn/gateways`, async ({ request }) => {
    const body = await readJson(request);
    const bulk = isRecord(body) ? body.bulk : undefined;
    const organization = isRecord(body) && typeof body.organization === 'string' ? body.organization : '';
    if (typeof bulk !== 'number' || !Number.isInteger(bulk) || bulk < 1 || bulk > 100_000) return errorResponse(400, 'bulk must be a whole number from 1 to 100000');
    if (!vpn().gateways.some((gateway) => gateway.orgResourceId === organization)) return errorResponse(404, `No gateways in ${organization}`);
    for (let index = 1; index <= bulk; index++) {
      const id = `gw-${organization}-bulk-${String(index).padStart(5, '0')}`;
      vpn().gateways.push({
        gatewayId: id,
        deviceId: `${id}-dev`,
        name: `Bulk gateway ${String(index).padStart(5, '0')}`,
        orgResourceId: organization,
        online: index % 2 === 0,
        otpRequired: false,
        silentFor: index % 2 === 0 ? 0 : index * 60_000,
        flipsEvery: index % 10 === 0 ? (2 + (index % 5)) * 60_000 : undefined,
        logicalId: gatewayLogicalId(`${id}-dev`),
        endpoints: [{ deviceId: `${id}-ep1`, name: 'Bulk PLC', address: '10.10.0.11', actionProfile: standardProfileId(organization) }],
        virtualIpDisabled: false,
        virtualNetworkSize: 24,
        vpnIp: `172.21.${Math.floor(index / 250)}.${(index % 250) + 1}`,
      });
    }
    return new HttpResponse(null, { status: 204 });
  }),

  ...applicationHandlers,
  ...endpointHandlers,
  ...credentialHandlers,
  ...siteHandlers,
];
