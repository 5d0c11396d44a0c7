// The core's device records through the portal's own client: found by label (facts §4.1), hardware id and alias,
// searched by text, read by id, and relabelled, the new label then the device's name in the mappings service too; a
// blank label is refused naming the field, another organisation's device is not found.
import { describe, expect, it } from 'vitest';
import { createCoreDeviceClient } from '../../src/platform/coreDeviceClient';
import { servicePrefixes } from '../../src/platform/endpoints';
import { isPlatformError, type PlatformError } from '../../src/platform/errors';
import { createHttpClient } from '../../src/platform/http';
import { createMappingClient } from '../../src/platform/mappingClient';
import { newRequestId } from '../../src/platform/requestIds';
import { origin, setupSandboxServer, signIn } from '../testClient';

setupSandboxServer();

async function clientsOf(username: string) {
  const token = (await signIn(username)).access_token;
  const http = (service: 'core' | 'mappings') => createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes[service]}`, getToken: () => token });
  return { core: createCoreDeviceClient(http('core')), mappings: createMappingClient(http('mappings')) };
}

async function failure(call: Promise<unknown>): Promise<PlatformError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

const boilerA = { id: 1, alias: 'boiler-hall-a', label: 'Boiler Hall A', hwId: 'dev-acme-boiler-1', orgResourceId: 'acme' };

describe("the core's device records", () => {
  it('finds a record by label, hardware id and alias, searches them, and reads one by id', async () => {
    const { core } = await clientsOf('alice');
    expect(await core.devicesByLabel(1, 'Boiler Hall A')).toEqual([boilerA]);
    expect(await core.devicesByLabel(1, 'boiler hall a')).toEqual([]);
    expect((await core.devices(1, { page: 0, pageSize: 5, deviceHwId: 'dev-acme-boiler-1' })).content).toEqual([boilerA]);
    expect((await core.devices(1, { page: 0, pageSize: 5, deviceAlias: 'north-boiler' })).content.map(({ id, label }) => [id, label])).toEqual([[5, 'North Boiler']]);
    const all = await core.devices(1, { page: 0, pageSize: 2 });
    expect([all.totalElements, all.content.length, all.last]).toEqual([5, 2, false]);
    const boilers = await core.searchDevices(1, { search: 'BOILER', page: 0, pageSize: 20 });
    expect(boilers.content.map(({ label }) => label)).toEqual(['Boiler Hall A', 'Boiler Hall B', 'North Boiler']);
    expect(await core.device(1, 1)).toEqual(boilerA);
    // Initech's conveyor is no device of acme's.
    expect((await failure(core.device(1, 6))).status).toBe(404);
  });

  it('relabels a device with its request id, the label then its name in the fleet; a blank label is refused', async () => {
    const { core, mappings } = await clientsOf('alice');
    const relabelled = await core.relabel(1, 2, 'Boiler Hall B (east)', undefined, newRequestId());
    expect(relabelled).toEqual({ id: 2, alias: 'boiler-hall-b', label: 'Boiler Hall B (east)', hwId: 'dev-acme-boiler-2', orgResourceId: 'acme' });
    expect((await core.device(1, 2)).label).toBe('Boiler Hall B (east)');
    expect((await mappings.device('acme', 'dev-acme-boiler-2')).label).toBe('Boiler Hall B (east)');
    const blank = await failure(core.relabel(1, 2, '  ', undefined, newRequestId()));
    expect(isPlatformError(blank, 'validation')).toBe(true);
    expect(blank.message).toContain('label');
  });
});
