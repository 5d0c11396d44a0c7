// The sandbox's remote-access service through the portal's own client, so the two cannot drift: gateways narrowed
// by status and name on the server with "last seen" by the `Date` header's clock, values out of range refused with a
// 400 naming the field, one-time passwords checked and used once, connect and disconnect logged, and who may call.
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '../../src/platform/endpoints';
import { isPlatformError, type PlatformError } from '../../src/platform/errors';
import { createHttpClient } from '../../src/platform/http';
import { createIamClient } from '../../src/platform/iamClient';
import { createVpnClient } from '../../src/platform/vpnClient';
import { origin, setupSandboxServer, signIn } from '../testClient';
import { newRequestId } from '../../src/platform/requestIds';

setupSandboxServer();

async function clientOf(username: string) {
  const token = (await signIn(username)).access_token;
  return createVpnClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.vpn}`, getToken: () => token }));
}

async function failure(call: Promise<unknown>): Promise<PlatformError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

const all = { page: 0, pageSize: 20, status: 'all', sortDir: 'ASC' } as const;
const names = (page: { gateways: { name: string }[] }) => page.gateways.map(({ name }) => name);
const press = { gatewayId: 'gw-globex-press' };
const hour = 3_600_000;

async function issuedOtp(org: string, gatewayId: string): Promise<string> {
  return ((await (await fetch(`${origin}/__sandbox/vpn/otp/${org}/${gatewayId}`)).json()) as { otp: string }).otp;
}

describe('gateways', () => {
  it('are narrowed by status and name and ordered by name on the server; last seen by the service’s clock', async () => {
    const vpn = await clientOf('alice');
    const listed = await vpn.gateways('globex', all);
    expect(names(listed)).toEqual(['Loading dock gateway', 'Paint shop gateway', 'Press line gateway', 'Silo gateway']);
    const silo = listed.gateways.find(({ name }) => name === 'Silo gateway');
    expect((listed.serverTime ?? 0) - (silo?.lastSeen ?? 0)).toBe(3 * hour);
    expect(names(await vpn.gateways('globex', { ...all, status: 'offline', sortDir: 'DESC' }))).toEqual(['Silo gateway', 'Loading dock gateway']);
    expect(names(await vpn.gateways('globex', { ...all, nameFilter: 'PRESS' }))).toEqual(['Press line gateway']);
    const second = await vpn.gateways('globex', { ...all, page: 1, pageSize: 3 });
    expect(names(second)).toEqual(['Silo gateway']);
    expect(second).toMatchObject({ totalElements: 4, totalPages: 2 });
  });

  it('values out of range are refused with a 400 that names the field', async () => {
    const vpn = await clientOf('alice');
    for (const [query, field] of [
      [{ ...all, pageSize: 0 }, 'pageSize'],
      [{ ...all, pageSize: 1001 }, 'pageSize'],
      [{ ...all, page: -1 }, 'page'],
      [{ ...all, status: 'busy' }, 'status'],
      [{ ...all, sortDir: 'UP' }, 'sortDir'],
    ] as const) {
      const refused = await failure(vpn.gateways('globex', query as never));
      expect(refused.status).toBe(400);
      expect(refused.serverMessage).toContain(field);
    }
    const tooMany = await failure(vpn.logs('globex', press.gatewayId, { from: 0, to: Date.now(), limit: 1001 }));
    expect(tooMany.serverMessage).toContain('limit');
    expect((await failure(vpn.logs('globex', press.gatewayId, { from: 2, to: 1, limit: 10 }))).serverMessage).toContain('fromTimestamp');
  });

  it('only members with devices:read of a VPN-enabled organisation may call', async () => {
    expect((await failure((await clientOf('bob')).gateways('globex', all))).kind).toBe('forbidden');
    expect((await failure((await clientOf('carol')).gateways('initech', all))).serverMessage).toContain('not VPN-enabled');
    const acme = await (await clientOf('bob')).gateways('acme', all);
    expect(acme.gateways.map(({ name, status }) => [name, status])).toEqual([
      ['Boiler room gateway', 'online'],
      // Online or offline by the clock (sandbox/vpn/gatewayLicence.test.ts).
      ['Cooling tower gateway', expect.stringMatching(/^(online|offline)$/)],
      ['Test bench gateway', 'in-use'],
      ['Yard gateway', 'offline'],
    ]);
  });
});

describe('connecting', () => {
  it('a gateway that asks for a one-time password opens with an issued one, once; both ends are logged', async () => {
    const vpn = await clientOf('alice');
    expect(await vpn.checkOtp('globex', press.gatewayId, '000000')).toBe(false);
    expect((await failure(vpn.connect('globex', press, { clientOs: 'win' }, undefined, newRequestId()))).serverMessage).toContain('otp is required');
    const otp = await issuedOtp('globex', press.gatewayId);
    expect(await vpn.checkOtp('globex', press.gatewayId, otp)).toBe(true);
    // Issued for another gateway, it opens only that one.
    expect(await vpn.checkOtp('globex', 'gw-globex-silo', otp)).toBe(false);

    expect(await vpn.connect('globex', press, { clientOs: 'win', otp }, undefined, newRequestId())).toEqual(['10.8.0.11', '10.8.0.12']);
    expect(await vpn.checkOtp('globex', press.gatewayId, otp)).toBe(false);
    const connected = await vpn.gateway('globex', press.gatewayId);
    expect(connected.status).toBe('connected');
    expect(connected.endpoints.map(({ connectedUsers }) => connectedUsers)).toEqual([[{ name: 'alice' }], [{ name: 'alice' }]]);
    expect(names(await vpn.gateways('globex', { ...all, status: 'connected' }))).toEqual(['Press line gateway']);

    await vpn.disconnect('globex', press, undefined, newRequestId());
    expect((await vpn.gateway('globex', press.gatewayId)).status).toBe('online');
    const log = await vpn.logs('globex', press.gatewayId, { from: Date.now() - hour, to: Date.now(), limit: 1000 });
    expect(log.map(({ action, user, deviceName }) => [action, user, deviceName])).toEqual([
      ['disconnect', 'alice', 'Press line gateway'],
      ['connect', 'alice', 'Press line gateway'],
    ]);
  });

  it('one endpoint is reached alone; someone else then finds the gateway in use; an offline gateway refuses', async () => {
    const alice = await clientOf('alice');
    expect(await alice.connect('acme', { gatewayId: 'gw-acme-boiler', endpointId: 'gw-acme-boiler-ep2' }, { clientOs: 'lin' }, undefined, newRequestId())).toEqual(['10.9.0.12']);
    const bob = await clientOf('bob');
    expect((await bob.gateway('acme', 'gw-acme-boiler')).status).toBe('in-use');
    expect((await failure(bob.connect('acme', { gatewayId: 'gw-acme-boiler' }, { clientOs: 'win' }, undefined, newRequestId()))).kind).toBe('conflict');
    expect((await failure(alice.connect('acme', { gatewayId: 'gw-acme-yard' }, { clientOs: 'win' }, undefined, newRequestId()))).serverMessage).toContain('offline');
  });
});

describe('maintenance', () => {
  it('the edge configuration file is named by the service; an activation key out of range is a 400 naming it', async () => {
    const vpn = await clientOf('alice');
    const file = await vpn.edgeConfigFile('globex', press.gatewayId, 'GLOBEX-2V6Y-1J8S', undefined, newRequestId());
    expect(file.name).toBe('edge-gw-globex-press.conf');
    expect(file.content).toContain('activationKey=GLOBEX-2V6Y-1J8S');
    for (const key of ['', 'K'.repeat(65), 'two words']) {
      const refused = await failure(vpn.edgeConfigFile('globex', press.gatewayId, key, undefined, newRequestId()));
      expect(refused.status).toBe(400);
      expect(refused.serverMessage).toContain('activationKey');
    }
  });

  it('a reset drops whoever is connected and logs it; a reader may not reset or export', async () => {
    const alice = await clientOf('alice');
    await alice.resetVpnConnection('acme', 'gw-acme-bench', undefined, newRequestId());
    expect((await alice.gateway('acme', 'gw-acme-bench')).status).toBe('online');
    const [latest] = await alice.logs('acme', 'gw-acme-bench', { from: Date.now() - hour, to: Date.now(), limit: 10 });
    expect(latest).toMatchObject({ action: 'disconnect', user: 'alice' });
    const bob = await clientOf('bob');
    expect((await failure(bob.resetVpnConnection('acme', 'gw-acme-boiler', undefined, newRequestId()))).kind).toBe('forbidden');
    expect((await failure(bob.edgeConfigFile('acme', 'gw-acme-boiler', 'ACME-7H2K-4M9P', undefined, newRequestId()))).kind).toBe('forbidden');
  });
});

describe('settings', () => {
  it('a gateway is renamed; a blank name or one over 100 characters is a 400 naming it; a reader may not', async () => {
    const vpn = await clientOf('alice');
    expect((await vpn.updateGateway('globex', press.gatewayId, { name: 'Press line 2' }, undefined, newRequestId())).name).toBe('Press line 2');
    expect(names(await vpn.gateways('globex', { ...all, nameFilter: 'press' }))).toEqual(['Press line 2']);
    for (const name of ['  ', 'N'.repeat(101)]) {
      const refused = await failure(vpn.updateGateway('globex', press.gatewayId, { name }, undefined, newRequestId()));
      expect(refused.status).toBe(400);
      expect(refused.serverMessage).toContain('name');
    }
    expect((await failure((await clientOf('bob')).updateGateway('acme', 'gw-acme-yard', { name: 'Yard' }, undefined, newRequestId()))).kind).toBe('forbidden');
  });

  it('the virtual network is kept; a prefix length outside /16–/30 is a 400 naming it; without a virtual IP there is no VPN IP', async () => {
    const vpn = await clientOf('alice');
    expect(await vpn.gateway('acme', 'gw-acme-yard')).toMatchObject({ gateway_virtualnetwork_size: 24, vpn_ip_address: '172.20.5.1' });
    const saved = await vpn.updateGateway('acme', 'gw-acme-yard', { name: 'Yard gateway', gateway_disable_virtual_ip: true, gateway_virtualnetwork_size: 16 }, undefined, newRequestId());
    expect(saved).toMatchObject({ gateway_disable_virtual_ip: true, gateway_virtualnetwork_size: 16 });
    expect(saved.vpn_ip_address).toBeUndefined();
    for (const size of [15, 31, 24.5]) {
      const refused = await failure(vpn.updateGateway('acme', 'gw-acme-yard', { name: 'Yard gateway', gateway_virtualnetwork_size: size }, undefined, newRequestId()));
      expect(refused.status).toBe(400);
      expect(refused.serverMessage).toContain('gateway_virtualnetwork_size');
    }
    expect((await vpn.gateway('acme', 'gw-acme-yard')).gateway_virtualnetwork_size).toBe(16);
  });
});

describe('regions', () => {
  it('are listed; a gateway prefers one of them or none; another value is a 400 naming preferred_region', async () => {
    const vpn = await clientOf('bob');
    const listed = await vpn.regions();
    expect(listed.map(({ code }) => code)).toEqual(['eu-west', 'eu-central', 'us-east', 'ap-southeast']);
    const alice = await clientOf('alice');
    expect((await alice.updateGateway('acme', 'gw-acme-yard', { name: 'Yard gateway', preferred_region: 'us-east' }, undefined, newRequestId())).preferred_region).toBe('us-east');
    const refused = await failure(alice.updateGateway('acme', 'gw-acme-yard', { name: 'Yard gateway', preferred_region: 'moon-base' }, undefined, newRequestId()));
    expect(refused.status).toBe(400);
    expect(refused.serverMessage).toContain('preferred_region');
    expect((await alice.updateGateway('acme', 'gw-acme-yard', { name: 'Yard gateway', preferred_region: '' }, undefined, newRequestId())).preferred_region).toBeUndefined();
  });
});

describe('clone', () => {
  it('copies the endpoints and virtual network onto the target; not onto itself, a held gateway or for a reader', async () => {
    const vpn = await clientOf('alice');
    await vpn.updateGateway('acme', 'gw-acme-boiler', { name: 'Boiler room gateway', gateway_virtualnetwork_size: 28 }, undefined, newRequestId());
    const target = await vpn.cloneGateway('acme', 'gw-acme-boiler', 'gw-acme-yard', undefined, newRequestId());
    expect(target.name).toBe('Yard gateway');
    expect(target.endpoints.map(({ name }) => name)).toEqual(['Boiler PLC', 'Boiler HMI']);
    expect(target.gateway_virtualnetwork_size).toBe(28);
    expect((await vpn.gateway('acme', 'gw-acme-yard')).endpoints).toHaveLength(2);
    // The source keeps its own endpoints, under their own ids.
    const source = await vpn.gateway('acme', 'gw-acme-boiler');
    expect(source.endpoints.map(({ deviceId }) => deviceId)).not.toContain(target.endpoints[0]?.deviceId);
    expect((await failure(vpn.cloneGateway('acme', 'gw-acme-yard', 'gw-acme-yard', undefined, newRequestId()))).status).toBe(400);
    expect((await failure(vpn.cloneGateway('acme', 'gw-acme-yard', 'gw-acme-bench', undefined, newRequestId()))).status).toBe(409);
    expect((await failure(vpn.cloneGateway('acme', 'gw-acme-yard', 'gw-acme-nowhere', undefined, newRequestId()))).status).toBe(404);
    expect((await failure((await clientOf('bob')).cloneGateway('acme', 'gw-acme-yard', 'gw-acme-boiler', undefined, newRequestId()))).kind).toBe('forbidden');
  });
});

describe('who may reach a gateway', () => {
  async function iamOf(username: string) {
    const token = (await signIn(username)).access_token;
    return createIamClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.core}`, getToken: () => token }));
  }

  it('the core says bob may not reach the boiler room, and the service refuses his connect; alice may', async () => {
    const boiler = { vpnName: 'gw-acme-boiler-dev' };
    expect(await (await iamOf('alice')).isAuthorized(1, boiler)).toBe(true);
    expect(await (await iamOf('bob')).isAuthorized(1, boiler)).toBe(false);
    expect(await (await iamOf('bob')).isAuthorized(1, { vpnName: 'gw-acme-yard-dev' })).toBe(true);
    const refused = await failure((await clientOf('bob')).connect('acme', { gatewayId: 'gw-acme-boiler' }, { clientOs: 'lin' }, undefined, newRequestId()));
    expect(refused.status).toBe(403);
    expect(await (await clientOf('alice')).connect('acme', { gatewayId: 'gw-acme-boiler' }, { clientOs: 'lin' }, undefined, newRequestId())).toEqual(['10.9.0.11', '10.9.0.12']);
  });
});

describe('companion app sign-in', () => {
  it('credentials are issued to a member for a day; an application password outside 12–64 characters is a 400 naming it', async () => {
    const bob = await clientOf('bob');
    const issued = await bob.requestCredentials('acme', 'win', undefined, newRequestId());
    expect(issued.username).toBe('bob/acme');
    expect(issued.password).toMatch(/^[0-9a-f]{32}$/);
    expect(issued.validUntil - Date.now()).toBeGreaterThan(23 * hour);
    expect((await bob.requestCredentials('acme', 'win', undefined, newRequestId())).password).not.toBe(issued.password);
    // A reader sets his own password: it is personal, not a change to devices.
    await bob.setApplicationPassword('acme', 'correct horse battery', undefined, newRequestId());
    for (const password of ['short', 'p'.repeat(65), ' padded password ']) {
      const refused = await failure(bob.setApplicationPassword('acme', password, undefined, newRequestId()));
      expect(refused.status).toBe(400);
      expect(refused.serverMessage).toContain('password');
    }
    expect((await failure(bob.requestCredentials('globex', 'win', undefined, newRequestId()))).kind).toBe('forbidden');
  });
});

describe('bulk gateways (the list benchmark)', () => {
  it('adds gateways to a domain, every other one online; a count out of range is a 400', async () => {
    const seed = (body: unknown) => fetch(`${origin}/__sandbox/vpn/gateways`, { method: 'PUT', body: JSON.stringify(body) });
    expect((await seed({ bulk: 0, organization: 'acme' })).status).toBe(400);
    expect((await seed({ bulk: 4, organization: 'acme' })).status).toBe(204);
    const vpn = await clientOf('alice');
    expect((await vpn.gateways('acme', all)).totalElements).toBe(8);
    expect(names(await vpn.gateways('acme', { ...all, status: 'online', nameFilter: 'bulk' }))).toEqual(['Bulk gateway 00002', 'Bulk gateway 00004']);
  });
});
