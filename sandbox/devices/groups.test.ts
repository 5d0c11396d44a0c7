// The sandbox's device groups through the portal's own client, so the two cannot drift: listed by name with their
// tags and members, created, renamed and re-tagged (refused at the field when out of range, 409 for a name in use),
// devices joining and leaving (saying whether anything changed), deleted; read-only people are refused.
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '../../src/platform/endpoints';
import { isPlatformError, type PlatformError } from '../../src/platform/errors';
import { createHttpClient } from '../../src/platform/http';
import { createMappingClient } from '../../src/platform/mappingClient';
import { maxGroupNameLength } from '../../src/platform/deviceGroupRules';
import { origin, setupSandboxServer, signIn } from '../testClient';
import { newRequestId } from '../../src/platform/requestIds';

setupSandboxServer();

async function mappingsOf(username: string) {
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

const page = { page: 0, pageSize: 200 };

describe('device groups', () => {
  it('are listed by name with their tags and members; a device names its groups', async () => {
    const mappings = await mappingsOf('alice');
    const groups = (await mappings.deviceGroupPage('acme', page)).data;
    expect(groups.map(({ name, tags, members }) => ({ name, tags, members: members.map(({ label }) => label) }))).toEqual([
      { name: 'Heating', tags: ['heating', 'winter-service'], members: ['Boiler Hall A', 'Boiler Hall B', 'North Boiler'] },
      { name: 'Packaging lines', tags: ['packaging'], members: ['Conveyor Line 1', 'Conveyor Line 2'] },
    ]);
    expect((await mappings.device('acme', 'dev-acme-boiler-2')).groups).toEqual(['Heating']);
  });

  it('are created, changed, joined, left and deleted', async () => {
    const mappings = await mappingsOf('alice');
    const group = await mappings.createDeviceGroup('acme', { name: 'Night shift', tags: ['night'] }, undefined, newRequestId());
    expect(group).toMatchObject({ name: 'Night shift', tags: ['night'], members: [] });

    expect(await mappings.setDeviceGroupMember('acme', group.id, 'dev-acme-conveyor-1', true, undefined, newRequestId())).toEqual({ changed: true });
    expect(await mappings.setDeviceGroupMember('acme', group.id, 'dev-acme-conveyor-1', true, undefined, newRequestId())).toEqual({ changed: false });
    expect((await mappings.device('acme', 'dev-acme-conveyor-1')).groups).toEqual(['Packaging lines', 'Night shift']);

    const renamed = await mappings.updateDeviceGroup('acme', group.id, { name: 'Late shift', tags: [] }, undefined, newRequestId());
    expect(renamed).toMatchObject({ name: 'Late shift', tags: [], members: [{ deviceId: 'dev-acme-conveyor-1', label: 'Conveyor Line 1' }] });

    expect(await mappings.setDeviceGroupMember('acme', group.id, 'dev-acme-conveyor-1', false, undefined, newRequestId())).toEqual({ changed: true });
    expect(await mappings.setDeviceGroupMember('acme', group.id, 'dev-acme-conveyor-1', false, undefined, newRequestId())).toEqual({ changed: false });
    await mappings.deleteDeviceGroup('acme', group.id, undefined, newRequestId());
    expect((await mappings.deviceGroupPage('acme', page)).data.map(({ name }) => name)).toEqual(['Heating', 'Packaging lines']);
    expect((await failure(mappings.deleteDeviceGroup('acme', group.id, undefined, newRequestId()))).status).toBe(404);
  });

  it('refuses a name out of range or in use, naming the field, and a device it does not know', async () => {
    const mappings = await mappingsOf('alice');
    const long = await failure(mappings.createDeviceGroup('acme', { name: 'x'.repeat(maxGroupNameLength + 1), tags: [] }, undefined, newRequestId()));
    expect([long.status, long.serverMessage]).toEqual([400, `name must be at most ${maxGroupNameLength} characters`]);
    expect((await failure(mappings.createDeviceGroup('acme', { name: '  ', tags: [] }, undefined, newRequestId()))).serverMessage).toBe('name is required');
    expect((await failure(mappings.createDeviceGroup('acme', { name: 'Spare', tags: ['two words'] }, undefined, newRequestId()))).serverMessage).toMatch(/^tags:/);
    expect((await failure(mappings.createDeviceGroup('acme', { name: 'heating', tags: [] }, undefined, newRequestId()))).status).toBe(409);
    expect((await failure(mappings.setDeviceGroupMember('acme', 'grp-heating', 'dev-globex-nowhere', true, undefined, newRequestId()))).status).toBe(404);
  });

  it('are refused to people who may only read devices', async () => {
    const bob = await mappingsOf('bob');
    expect((await failure(bob.deviceGroupPage('acme', page))).status).toBe(403);
    expect((await failure(bob.createDeviceGroup('acme', { name: 'Mine', tags: [] }, undefined, newRequestId()))).status).toBe(403);
    expect((await failure(bob.setDeviceGroupMember('acme', 'grp-heating', 'dev-acme-conveyor-1', true, undefined, newRequestId()))).status).toBe(403);
  });
});
