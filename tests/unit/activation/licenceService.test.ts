// The sandbox's license manager and presets, called with the portal's own clients so the two cannot drift: a key
// looked up and validated, a device activated into the fleet and configured by a preset, a used or wrong key refused,
// a place out of range refused naming its field, the VPN activated and its renewal changed, licences listed and
// released.
import { beforeEach, describe, expect, it } from 'vitest';
import { setupSandboxServer, origin, signIn } from '../../../sandbox/testClient';
import { resetStore } from '../../../sandbox/store';
import { createDeviceLicenceClient } from '../../../src/platform/deviceLicenceClient';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { isPlatformError, type PlatformError } from '../../../src/platform/errors';
import { createHttpClient } from '../../../src/platform/http';
import { createMappingClient } from '../../../src/platform/mappingClient';
import { createPresetClient } from '../../../src/platform/presetClient';
import { newRequestId } from '../../../src/platform/requestIds';

setupSandboxServer();
beforeEach(resetStore);

async function clientsOf(username: string) {
  const token = (await signIn(username)).access_token;
  const http = (prefix: string) => createHttpClient({ idempotencyKey: true, baseURL: `${origin}${prefix}`, getToken: () => token });
  return {
    licences: createDeviceLicenceClient(http(servicePrefixes.licenseManager)),
    presets: createPresetClient(http(servicePrefixes.mappings)),
    mappings: createMappingClient(http(servicePrefixes.mappings)),
  };
}

async function failure(call: Promise<unknown>): Promise<PlatformError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

const place = { lat: 45.52, lon: 9.21 };

describe('device activation', () => {
  it('a free key activates a device that joins the fleet, configured by the preset applied to it', async () => {
    const { licences, presets, mappings } = await clientsOf('alice');
    const licence = await licences.lookUp({ serialNumber: 'SN-CONV-0002' });
    expect(licence).toMatchObject({ activationKey: 'ACME-3Q8W-6T1Z', used: false });
    expect(await licences.validate(licence.activationKey)).toEqual({ valid: true });

    const used = await licences.activate({ alias: 'Packing Line 3', activationKey: licence.activationKey, orgResourceId: 'acme', position: place }, undefined, newRequestId());
    expect(used).toMatchObject({ used: true, alias: 'Packing Line 3' });
    const [preset] = await presets.presets('acme', 'model-boiler-1.0.0');
    expect(preset?.name).toBe('Boiler-default');
    await presets.applyPreset('acme', used.deviceId ?? '', preset?.id ?? '', undefined, newRequestId());

    const fleet = await mappings.devices('acme', { page: 0, pageSize: 50, search: 'Packing Line 3' });
    expect(fleet.data).toEqual([expect.objectContaining({ label: 'Packing Line 3', modelName: 'Boiler', position: place })]);
    // The licence is spent.
    expect(await licences.validate(licence.activationKey)).toEqual({ valid: false, reason: 'used' });
    expect((await failure(licences.activate({ alias: 'Again', activationKey: licence.activationKey, orgResourceId: 'acme', position: place }, undefined, newRequestId()))).status).toBe(409);
  });

  it('a device activated as the facts show it, without a place, joins the fleet unplaced and stays off the map', async () => {
    const { licences, mappings } = await clientsOf('alice');
    const used = await licences.activate({ alias: 'Dryer 1', activationKey: 'ACME-7H2K-4M9P', orgResourceId: 'acme' }, undefined, newRequestId());
    expect(used).toMatchObject({ used: true, alias: 'Dryer 1' });
    const [dryer] = (await mappings.devices('acme', { page: 0, pageSize: 50, search: 'Dryer 1' })).data;
    expect(dryer).toMatchObject({ label: 'Dryer 1', modelName: 'Boiler' });
    expect(dryer?.position).toBeUndefined();
    const map = await mappings.searchDevicesInView('acme', { geoBoundsTopLeft: { lat: 90, lon: -180 }, geoBoundsBottomRight: { lat: -90, lon: 180 } }, { page: 0, pageSize: 2_000 });
    expect(map.data.map(({ label }) => label)).not.toContain('Dryer 1');
    expect(map.data.length).toBeGreaterThan(0);
  });

  it('a wrong key is a 404 naming it; an expired licence is refused by validation', async () => {
    const { licences } = await clientsOf('alice');
    const wrong = await failure(licences.lookUp({ activationKey: 'ACME-0000-0000' }));
    expect(wrong.status).toBe(404);
    expect(wrong.message).toContain('ACME-0000-0000');
    expect(await licences.validate('ACME-5D4F-8N3B')).toEqual({ valid: false, reason: 'expired' });
    // Another organisation's key is not found either.
    expect((await failure((await clientsOf('bob')).licences.lookUp({ activationKey: 'GLOBEX-2V6Y-1J8S' }))).status).toBe(404);
  });

  it('a place out of range and an empty alias are refused naming the field; nothing is activated', async () => {
    const { licences } = await clientsOf('alice');
    const activation = { alias: 'Boiler Hall C', activationKey: 'ACME-7H2K-4M9P', orgResourceId: 'acme' };
    expect((await failure(licences.activate({ ...activation, position: { lat: 91, lon: 9 } }, undefined, newRequestId()))).message).toContain('latitude');
    expect((await failure(licences.activate({ ...activation, position: { lat: 45, lon: -181 } }, undefined, newRequestId()))).message).toContain('longitude');
    expect((await failure(licences.activate({ ...activation, alias: ' ', position: place }, undefined, newRequestId()))).message).toContain('alias');
    expect(await licences.validate(activation.activationKey)).toEqual({ valid: true });
  });

  it('the VPN time of an activated licence is activated with autorenew, which can be turned off', async () => {
    const { licences } = await clientsOf('alice');
    const used = await licences.activate({ alias: 'Boiler Hall C', activationKey: 'ACME-7H2K-4M9P', orgResourceId: 'acme', position: place }, undefined, newRequestId());
    const vpn = { logicalId: used.logicalId ?? '', orgResourceId: 'acme' };
    const active = await licences.activateVpn({ ...vpn, autorenew: true, numOfSeconds: used.numOfSecondsAutoRenewVpn }, undefined, newRequestId());
    expect(active).toMatchObject({ vpnAutorenew: true, toDateVpn: expect.any(String) });
    expect(await licences.setVpnAutorenew({ ...vpn, autorenew: false }, undefined, newRequestId())).toMatchObject({ vpnAutorenew: false });
  });

  it('lists the organisation’s licences newest first, a page at a time; a released one leaves the list', async () => {
    const { licences } = await clientsOf('alice');
    // acme's four keys and, newer, the three licences its gateways were activated with (8, 7, 6).
    const first = await licences.licences('acme', { page: 0, pageSize: 3 });
    expect(first.content.map(({ id }) => id)).toEqual([8, 7, 6]);
    expect(first).toMatchObject({ totalElements: 7, totalPages: 3, last: false });
    expect((await licences.licences('acme', { page: 1, pageSize: 3 })).content.map(({ id }) => id)).toEqual([4, 3, 2]);
    await licences.release('acme', 4, undefined, newRequestId());
    expect((await licences.licences('acme', { page: 1, pageSize: 3 })).content.map(({ id }) => id)).toEqual([3, 2, 1]);
    // bob only reads: he may not release.
    expect((await failure((await clientsOf('bob')).licences.release('acme', 3, undefined, newRequestId()))).status).toBe(403);
  });
});
