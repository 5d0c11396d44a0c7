// The sandbox's device registry through the mappings service, called with the portal's own client so the two cannot
// drift: narrowing by model, connection, tag, preset, group, worst open alarm and remote access, attribute changes refused at their field, permissions, deletion.
import { describe, expect, it } from 'vitest';
import { maxLabelLength } from '../../src/platform/deviceRules';
import { servicePrefixes } from '../../src/platform/endpoints';
import { isPlatformError, type PlatformError } from '../../src/platform/errors';
import { createHttpClient } from '../../src/platform/http';
import { createMappingClient } from '../../src/platform/mappingClient';
import { createVpnClient } from '../../src/platform/vpnClient';
import { resetStore } from '../store';
import { origin, setupSandboxServer, signIn } from '../testClient';
import { newRequestId } from '../../src/platform/requestIds';

setupSandboxServer();

async function clientOf(username: string) {
  const token = (await signIn(username)).access_token;
  return createMappingClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.mappings}`, getToken: () => token }));
}

async function failure(call: Promise<unknown>): Promise<PlatformError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

const all = { page: 0, pageSize: 50, orderBy: 'label', orderDir: 'asc' } as const;
const labels = (page: { data: { label: string }[] }) => page.data.map(({ label }) => label);

describe('a device that is a gateway', () => {
  it('has the logical id of a remote-access gateway, found by it; a device that is none finds no gateway', async () => {
    const token = (await signIn('alice')).access_token;
    const vpn = createVpnClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.vpn}`, getToken: () => token }));
    const mappings = await clientOf('alice');
    const gatewayOf = async (deviceId: string) => {
      const { logicalId } = await mappings.device('acme', deviceId);
      const found = await vpn.gateways('acme', { page: 0, pageSize: 5, status: 'all', sortDir: 'ASC', logicalId });
      return found.gateways.map(({ gatewayId }) => gatewayId);
    };
    expect(await gatewayOf('dev-acme-conveyor-1')).toEqual(['gw-acme-bench']);
    expect(await gatewayOf('dev-acme-conveyor-2')).toEqual([]);
  });
});

describe('the fleet', () => {
  it('narrows by connection, model and tag; offline devices were last seen when they left, by the server’s clock', async () => {
    const mappings = await clientOf('alice');
    const offline = await mappings.devices('acme', { ...all, connected: false });
    expect(labels(offline)).toEqual(['Conveyor Line 2', 'North Boiler']);
    const [conveyor] = offline.data;
    expect((offline.serverTimestamp ?? 0) - (conveyor?.updatedAt ?? 0)).toBe((3 * 60 + 20) * 60_000);
    expect(labels(await mappings.devices('acme', { ...all, model: 'Boiler' }))).toEqual(['Boiler Hall A', 'Boiler Hall B', 'North Boiler']);
    expect(labels(await mappings.devices('acme', { ...all, tag: 'packaging', connected: true }))).toEqual(['Conveyor Line 1']);
    expect(await mappings.deviceTags('acme')).toEqual(['hall-a', 'hall-b', 'heating', 'line-1', 'line-2', 'packaging']);
    expect((await mappings.models('acme')).map(({ name }) => name)).toEqual(['Boiler', 'Chiller', 'Conveyor']);
  });

  it('a connection filter it does not understand is a 400', async () => {
    const mappings = await clientOf('alice');
    const token = (await signIn('alice')).access_token;
    const http = createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.mappings}`, getToken: () => token });
    const error = await failure(http.request('/api/v1/devices', { query: { organization: 'acme', connected: 'maybe' } }));
    expect(error).toMatchObject({ kind: 'validation', serverMessage: 'connected must be true or false' });
    expect(labels(await mappings.devices('acme', all))).toHaveLength(5);
  });
});

describe('the fleet’s other filters', () => {
  it('narrows by preset, group, worst open alarm and remote-access state', async () => {
    const mappings = await clientOf('alice');
    const everyDevice = labels(await mappings.devices('acme', all));
    const [boiler] = (await mappings.devices('acme', { ...all, search: 'Boiler Hall A' })).data;
    expect(labels(await mappings.devices('acme', { ...all, preset: boiler?.presetId }))).toEqual(['Boiler Hall A', 'Boiler Hall B', 'North Boiler']);
    expect(labels(await mappings.devices('acme', { ...all, preset: 'no-such-preset' }))).toEqual([]);
    expect(labels(await mappings.devices('acme', { ...all, group: 'grp-packaging' }))).toEqual(['Conveyor Line 1', 'Conveyor Line 2']);
    // Alarms follow the simulated tags on the wall clock: which devices have one open changes, the scale does not.
    const atLeast = await Promise.all([0, 1, 2, 3, 4, 5, 6].map(async (severity) => labels(await mappings.devices('acme', { ...all, severity }))));
    atLeast.slice(1).forEach((worse, index) => expect(atLeast[index]).toEqual(expect.arrayContaining(worse)));
    // Only the boilers have an emergency (6) alarm, only boilers and conveyors a critical (5) or worse.
    expect(['Boiler Hall A', 'Boiler Hall B', 'North Boiler']).toEqual(expect.arrayContaining(atLeast[6] ?? []));
    expect(atLeast[6]?.length).toBeLessThan(everyDevice.length);
    // The bench gateway's device: alice holds its connection, so to her it is connected and to bob in use.
    expect(labels(await mappings.devices('acme', { ...all, vpn: 'connected' }))).toEqual(['Conveyor Line 1']);
    expect(labels(await (await clientOf('bob')).devices('acme', { ...all, vpn: 'in-use' }))).toEqual(['Conveyor Line 1']);
    expect(labels(await mappings.devices('acme', { ...all, vpn: 'online' }))).toEqual([]);
    expect(labels(await mappings.devices('acme', { ...all, vpn: 'none' }))).toEqual(everyDevice.filter((label) => label !== 'Conveyor Line 1'));
  });

  it('a severity or remote-access state it does not understand is a 400', async () => {
    const token = (await signIn('alice')).access_token;
    const http = createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.mappings}`, getToken: () => token });
    const refused = (query: Record<string, string>) => failure(http.request('/api/v1/devices', { query: { organization: 'acme', ...query } }));
    expect(await refused({ severity: '7' })).toMatchObject({ kind: 'validation', serverMessage: 'severity must be one of 0, 1, 2, 3, 4, 5, 6' });
    expect(await refused({ severity: 'Major' })).toMatchObject({ kind: 'validation' });
    expect(await refused({ vpn: 'up' })).toMatchObject({ kind: 'validation', serverMessage: 'vpn must be one of online, offline, connected, in-use, none' });
  });
});

describe('changing a device', () => {
  it('a new label, description and tags show in the list, its search and the organisation’s tags', async () => {
    const mappings = await clientOf('alice');
    const changed = await mappings.patchDevice('acme', 'dev-acme-boiler-2', { label: 'Boiler Hall B (spare)', tags: ['hall-b', 'spare'] }, undefined, newRequestId());
    expect(changed).toMatchObject({ label: 'Boiler Hall B (spare)', tags: ['hall-b', 'spare'], description: '' });
    await mappings.patchDevice('acme', 'dev-acme-boiler-2', { description: 'Standby unit' }, undefined, newRequestId());
    expect(await mappings.device('acme', 'dev-acme-boiler-2')).toMatchObject({ label: 'Boiler Hall B (spare)', description: 'Standby unit', tags: ['hall-b', 'spare'] });
    expect(labels(await mappings.devices('acme', { ...all, search: 'spare' }))).toEqual(['Boiler Hall B (spare)']);
    expect(labels(await mappings.devices('acme', { ...all, tag: 'spare' }))).toEqual(['Boiler Hall B (spare)']);
    expect(await mappings.deviceTags('acme')).toContain('spare');
  });

  it('refuses an attribute out of range with a 400 naming the field, and changes nothing', async () => {
    const mappings = await clientOf('alice');
    const long = await failure(mappings.patchDevice('acme', 'dev-acme-boiler-1', { label: 'x'.repeat(maxLabelLength + 1) }, undefined, newRequestId()));
    expect(long).toMatchObject({ kind: 'validation', serverMessage: `label must be at most ${maxLabelLength} characters` });
    const blank = await failure(mappings.patchDevice('acme', 'dev-acme-boiler-1', { label: '  ' }, undefined, newRequestId()));
    expect(blank.serverMessage).toBe('label is required');
    const tag = await failure(mappings.patchDevice('acme', 'dev-acme-boiler-1', { tags: ['ok', 'two words'] }, undefined, newRequestId()));
    expect(tag.serverMessage).toMatch(/^tags: "two words" must be/);
    expect(await mappings.device('acme', 'dev-acme-boiler-1')).toMatchObject({ label: 'Boiler Hall A', tags: ['hall-a', 'heating'] });
  });

  it('a reader may not change or delete a device', async () => {
    const mappings = await clientOf('bob');
    expect((await failure(mappings.patchDevice('acme', 'dev-acme-boiler-1', { label: 'Mine' }, undefined, newRequestId()))).kind).toBe('forbidden');
    expect((await failure(mappings.deleteDevice('acme', 'dev-acme-boiler-1', undefined, newRequestId()))).kind).toBe('forbidden');
    expect((await mappings.device('acme', 'dev-acme-boiler-1')).label).toBe('Boiler Hall A');
  });

  it('a deleted device is gone from the list, its reads and the organisation’s tags', async () => {
    const mappings = await clientOf('alice');
    await mappings.deleteDevice('acme', 'dev-acme-boiler-1', undefined, newRequestId());
    expect(labels(await mappings.devices('acme', all))).not.toContain('Boiler Hall A');
    expect((await failure(mappings.device('acme', 'dev-acme-boiler-1'))).kind).toBe('notFound');
    expect(await mappings.deviceTags('acme')).not.toContain('hall-a');
  });
});

it('a list read after a reset and one change is that of the new registry, not one ordered before the reset', async () => {
  const mappings = await clientOf('alice');
  await mappings.patchDevice('acme', 'dev-acme-boiler-1', { label: 'Renamed' }, undefined, newRequestId());
  expect(labels(await mappings.devices('acme', all))).toContain('Renamed');
  resetStore();
  const again = await clientOf('alice');
  await again.deleteDevice('acme', 'dev-north-boiler-1', undefined, newRequestId());
  expect(labels(await again.devices('acme', all))).toEqual(['Boiler Hall A', 'Boiler Hall B', 'Conveyor Line 1', 'Conveyor Line 2']);
});
