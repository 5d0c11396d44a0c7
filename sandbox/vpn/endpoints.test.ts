// Endpoints added to and deleted from a gateway through the portal's own client: an address out of range or a name
// already on the gateway refused naming the field, the new endpoint reached by a connection and offering its
// profile's applications, and readers change nothing.
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '../../src/platform/endpoints';
import { isPlatformError, type PlatformError } from '../../src/platform/errors';
import { createHttpClient } from '../../src/platform/http';
import { createVpnClient } from '../../src/platform/vpnClient';
import type { EndpointWrite } from '../../src/platform/vpnTypes';
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

const camera: EndpointWrite = {
  name: 'Paint camera',
  gateway: 'gw-globex-paint',
  physicalIpAddress: '10.8.1.22',
  snat: false,
  actionProfile: 'profile-globex-standard',
  type: 'device',
};

describe('endpoints', () => {
  it('are added with their profile and deleted; an address out of range or a name in use is refused naming the field', async () => {
    const vpn = await clientOf('alice');
    for (const [write, field] of [
      [{ ...camera, physicalIpAddress: '10.8.1.256' }, 'physicalIpAddress'],
      [{ ...camera, physicalIpAddress: '10.8.1' }, 'physicalIpAddress'],
      [{ ...camera, name: '' }, 'name'],
      [{ ...camera, actionProfile: 'profile-nope' }, 'actionProfile'],
    ] as const) {
      const refused = await failure(vpn.addEndpoint('globex', write, undefined, newRequestId()));
      expect([refused.status, refused.serverMessage]).toEqual([400, expect.stringContaining(field)]);
    }
    const added = await vpn.addEndpoint('globex', camera, undefined, newRequestId());
    expect((await failure(vpn.addEndpoint('globex', { ...camera, name: 'PAINT CAMERA' }, undefined, newRequestId()))).status).toBe(409);
    const gateway = await vpn.gateway('globex', 'gw-globex-paint');
    expect(gateway.endpoints.map(({ name, actionProfile }) => [name, actionProfile])).toContainEqual(['Paint camera', 'profile-globex-standard']);
    expect(await vpn.connect('globex', { gatewayId: 'gw-globex-paint', endpointId: added.id }, { clientOs: 'lin' }, undefined, newRequestId())).toEqual(['10.8.1.22']);
    expect(await vpn.executeAction('globex', { gatewayName: 'Paint shop gateway', endpointName: 'Paint camera', actionName: 'Web panel' }, 'lin')).toEqual([
      { type: 'openUrl', url: 'http://10.8.1.22:80/' },
    ]);
    await vpn.deleteEndpoint('globex', 'gw-globex-paint', added.id, undefined, newRequestId());
    const after = await vpn.gateway('globex', 'gw-globex-paint');
    expect(after.endpoints.map(({ name }) => name)).toEqual(['Paint robot']);
    expect(after.status).toBe('online');
  });

  it('readers add and delete none', async () => {
    const bob = await clientOf('bob');
    expect((await failure(bob.addEndpoint('acme', { ...camera, gateway: 'gw-acme-boiler', actionProfile: 'profile-acme-standard' }, undefined, newRequestId()))).kind).toBe('forbidden');
    expect((await failure(bob.deleteEndpoint('acme', 'gw-acme-boiler', 'gw-acme-boiler-ep1', undefined, newRequestId()))).kind).toBe('forbidden');
  });
});

describe('a gateway’s position', () => {
  it('is set by coordinates and read back; a value out of range is refused naming the field, and readers set none', async () => {
    const vpn = await clientOf('alice');
    for (const [position, field] of [
      [{ latitude: 90.5, longitude: 7 }, 'latitude'],
      [{ latitude: 45, longitude: -180.01 }, 'longitude'],
    ] as const) {
      const refused = await failure(vpn.setPosition('acme', 'gw-acme-yard', position, undefined, newRequestId()));
      expect([refused.status, refused.serverMessage]).toEqual([400, expect.stringContaining(field)]);
    }
    await vpn.setPosition('acme', 'gw-acme-yard', { latitude: 45.07, longitude: -7.5 }, undefined, newRequestId());
    expect(await vpn.gateway('acme', 'gw-acme-yard')).toMatchObject({ latitude: '45.07', longitude: '-7.5' });
    expect((await failure((await clientOf('bob')).setPosition('acme', 'gw-acme-yard', { latitude: 1, longitude: 1 }, undefined, newRequestId()))).kind).toBe('forbidden');
  });
});
