// A gateway and its device licence in the sandbox, through the portal's own clients so they cannot drift: a gateway
// names the licence it was activated with by its logical id, the license manager finds that licence by it, its VPN is
// activated once per request id and its renewal switched by people who may update devices. And gateways going
// online and offline by themselves: steady ones stay put, the cooling tower flips every four minutes by the clock,
// the list's status filter and "last seen" follow, and a tester pins one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeviceLicenceClient } from '../../src/platform/deviceLicenceClient';
import { servicePrefixes } from '../../src/platform/endpoints';
import { createHttpClient } from '../../src/platform/http';
import { createVpnClient } from '../../src/platform/vpnClient';
import { failure } from '../../tests/unit/platform/sandboxClients';
import { store } from '../store';
import { origin, setupSandboxServer, signIn } from '../testClient';
import { linkAt } from './state';
import { newRequestId, type RequestId } from '../../src/platform/requestIds';

setupSandboxServer();
afterEach(() => vi.useRealTimers());

async function clientsOf(username: string) {
  const token = (await signIn(username)).access_token;
  const http = (prefix: string) => createHttpClient({ idempotencyKey: true, baseURL: `${origin}${prefix}`, getToken: () => token });
  return { vpn: createVpnClient(http(servicePrefixes.vpn)), licences: createDeviceLicenceClient(http(servicePrefixes.licenseManager)) };
}

/** The licence the gateway was activated with, as its panel reads it: the list narrowed to the gateway's logical id. */
async function licenceOf(clients: Awaited<ReturnType<typeof clientsOf>>, org: string, gatewayId: string) {
  const gateway = await clients.vpn.gateway(org, gatewayId);
  const page = await clients.licences.licences(org, { page: 0, pageSize: 10, logicalId: gateway.logicalId });
  expect(page.content.length).toBeLessThanOrEqual(1);
  return { gateway, licence: page.content[0] };
}

describe('a gateway and its device licence', () => {
  it('the licence a gateway was activated with is found by the logical id the gateway carries', async () => {
    const alice = await clientsOf('alice');
    const boiler = await licenceOf(alice, 'acme', 'gw-acme-boiler');
    expect(boiler.licence).toMatchObject({ used: true, deviceId: boiler.gateway.deviceId, logicalId: boiler.gateway.logicalId, vpnAutorenew: true });
    expect(Date.parse(boiler.licence?.toDateVpn ?? '')).toBeGreaterThan(Date.now());
    expect((await licenceOf(alice, 'acme', 'gw-acme-bench')).licence).toMatchObject({ vpnAutorenew: false });
    const yard = await licenceOf(alice, 'acme', 'gw-acme-yard');
    expect(yard.licence?.toDateVpn).toBeUndefined();
    expect(yard.licence?.numOfSecondsAutoRenewVpn).toBeGreaterThan(0);
    expect((await licenceOf(alice, 'globex', 'gw-globex-press')).licence).toMatchObject({ vpnAutorenew: true });
    // The silo and the loading dock were activated without one.
    expect((await licenceOf(alice, 'globex', 'gw-globex-silo')).licence).toBeUndefined();
    // Another organisation's gateway licence is not found from this one.
    expect((await alice.licences.licences('acme', { page: 0, pageSize: 10, logicalId: 'logical-gw-globex-press-dev' })).content).toEqual([]);
  });

  it('its VPN is activated once for a request id and its renewal switched; bob may do neither', async () => {
    const alice = await clientsOf('alice');
    const { licence } = await licenceOf(alice, 'acme', 'gw-acme-yard');
    const activation = { logicalId: licence?.logicalId ?? '', numOfSeconds: licence?.numOfSecondsAutoRenewVpn ?? 0, autorenew: true, orgResourceId: 'acme' };

    const bob = await clientsOf('bob');
    expect((await failure(bob.licences.activateVpn(activation, undefined, newRequestId()))).status).toBe(403);
    // Renewal of a VPN that does not run yet is refused.
    expect((await failure(alice.licences.setVpnAutorenew({ logicalId: activation.logicalId, orgResourceId: 'acme', autorenew: false }, undefined, newRequestId()))).status).toBe(409);

    const first = await alice.licences.activateVpn(activation, undefined, 'request-yard-vpn' as RequestId);
    expect(Date.parse(first.toDateVpn ?? '') - Date.parse(first.fromDateVpn ?? '')).toBe(activation.numOfSeconds * 1000);
    const started = store().licences.licences.find(({ logicalId }) => logicalId === activation.logicalId)?.fromDateVpn;
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The same request again (its answer lost) is answered from the record: the time is not started twice.
    expect((await alice.licences.activateVpn(activation, undefined, 'request-yard-vpn' as RequestId)).fromDateVpn).toBe(first.fromDateVpn);
    expect(store().licences.licences.find(({ logicalId }) => logicalId === activation.logicalId)?.fromDateVpn).toBe(started);

    const change = { logicalId: activation.logicalId, orgResourceId: 'acme', autorenew: false };
    expect((await failure(bob.licences.setVpnAutorenew(change, undefined, newRequestId()))).status).toBe(403);
    expect(await alice.licences.setVpnAutorenew(change, undefined, newRequestId())).toMatchObject({ vpnAutorenew: false });
    expect((await licenceOf(bob, 'acme', 'gw-acme-yard')).licence).toMatchObject({ vpnAutorenew: false, fromDateVpn: first.fromDateVpn });
  });
});

describe('gateways going online and offline by themselves', () => {
  const minute = 60_000;
  const gatewayNamed = (gatewayId: string) => {
    const found = store().vpn.gateways.find((gateway) => gateway.gatewayId === gatewayId);
    if (found === undefined) throw new Error(`no gateway ${gatewayId}`);
    return found;
  };
  /** The next moment from `from` on, within an hour, when the gateway is `online`, sampled each second. */
  const nextMoment = (gatewayId: string, online: boolean, from: number) => {
    for (let at = from; at < from + 60 * minute; at += 1_000) if (linkAt(gatewayNamed(gatewayId), at).online === online) return at;
    throw new Error(`${gatewayId} is not ${online ? 'online' : 'offline'} within an hour`);
  };

  it('steady gateways stay put; the cooling tower flips every four minutes, silent since it went offline', () => {
    const start = Date.UTC(2026, 10, 27, 12);
    const cooling = gatewayNamed('gw-acme-cooling');
    const samples = Array.from({ length: 16 * 60 }, (_, second) => linkAt(cooling, start + second * 1_000));
    const flips = samples.filter((sample, index) => index > 0 && sample.online !== samples[index - 1]?.online).length;
    expect(flips).toBe(4);
    // Offline for a whole period: silent for as long as it has been offline.
    const wentOffline = nextMoment('gw-acme-cooling', false, nextMoment('gw-acme-cooling', true, start));
    expect(linkAt(cooling, wentOffline + minute)).toEqual({ online: false, silentFor: minute });
    expect(linkAt(cooling, wentOffline + 4 * minute - 1_000).online).toBe(false);
    expect(linkAt(cooling, wentOffline + 4 * minute)).toEqual({ online: true, silentFor: 0 });
    // The same moment gives the same answer: worked out from the clock and the id, nothing random.
    expect(linkAt(cooling, wentOffline + minute)).toEqual(linkAt(cooling, wentOffline + minute));
    for (const gatewayId of ['gw-globex-press', 'gw-globex-paint', 'gw-globex-silo', 'gw-globex-dock', 'gw-acme-boiler', 'gw-acme-yard', 'gw-acme-bench']) {
      const seen = new Set(samples.map((_, second) => linkAt(gatewayNamed(gatewayId), start + second * 1_000).online));
      expect(seen.size, gatewayId).toBe(1);
    }
  });

  it("the list's status filter and last seen follow the clock; a pinned gateway stays as pinned", async () => {
    const offline = { page: 0, pageSize: 20, status: 'offline', sortDir: 'ASC' } as const;
    const names = (page: { gateways: { name: string }[] }) => page.gateways.map(({ name }) => name);
    vi.useFakeTimers({ toFake: ['Date'] });
    const wentOffline = nextMoment('gw-acme-cooling', false, nextMoment('gw-acme-cooling', true, Math.floor(Date.now() / 1000) * 1000));
    /** alice at `time` (signed in then, so her token is fresh by that clock). */
    const aliceAt = (time: number) => {
      vi.setSystemTime(time);
      return clientsOf('alice');
    };
    let alice = await aliceAt(wentOffline + 2 * minute);
    const listed = await alice.vpn.gateways('acme', offline);
    expect(names(listed)).toEqual(['Cooling tower gateway', 'Yard gateway']);
    const cooling = listed.gateways.find(({ name }) => name === 'Cooling tower gateway');
    expect((listed.serverTime ?? 0) - (cooling?.lastSeen ?? 0)).toBe(2 * minute);
    // Refused: it is offline now.
    expect((await failure(alice.vpn.connect('acme', { gatewayId: 'gw-acme-cooling' }, { clientOs: 'lin' }, undefined, newRequestId()))).serverMessage).toContain('offline');

    alice = await aliceAt(wentOffline + 4 * minute);
    expect(names(await alice.vpn.gateways('acme', offline))).toEqual(['Yard gateway']);
    expect((await alice.vpn.gateway('acme', 'gw-acme-cooling')).status).toBe('online');

    const pin = (gatewayId: string, body: unknown) =>
      fetch(`${origin}/__sandbox/vpn/gateways/acme/${gatewayId}/link`, { method: 'PUT', body: JSON.stringify(body) });
    expect((await pin('gw-acme-cooling', { online: 'yes' })).status).toBe(400);
    expect((await pin('gw-acme-nowhere', { online: true })).status).toBe(404);
    expect((await pin('gw-acme-cooling', { online: false })).status).toBe(204);
    for (const later of [5, 9, 13]) {
      alice = await aliceAt(wentOffline + later * minute);
      expect((await alice.vpn.gateway('acme', 'gw-acme-cooling')).status).toBe('offline');
    }
  });
});
