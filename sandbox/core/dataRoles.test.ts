// Data roles narrow device data, as the sandbox answers the portal's own clients: a person who holds none reads every
// tag their permissions allow; once a data role reaches them through a group, only its model paths are advertised and
// answered, only those it gives RW are written, and a path it does not give is refused with a 403 that says so.
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '../../src/platform/endpoints';
import { isPlatformError } from '../../src/platform/errors';
import { createHttpClient } from '../../src/platform/http';
import { createPlatformClient } from '../../src/platform/platformClient';
import { giveAcmeRole, origin, setupSandboxServer, signIn } from '../testClient';
import { newRequestId } from '../../src/platform/requestIds';

setupSandboxServer();

const acme = 1;
const alice = 101;
const bob = 102;
const boiler = 'dev-acme-boiler-1';
const temperature = 'Boiler:1/Boiler/Temperature';
const pressure = 'Boiler:1/Boiler/Pressure';
const setpoint = 'Boiler:1/Boiler/Setpoint';

async function dataOf(username: string) {
  const token = (await signIn(username)).access_token;
  return createPlatformClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.platform}`, getToken: () => token }));
}

const failure = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => (isPlatformError(error) ? { status: error.status, message: error.serverMessage } : error),
  );

describe('data roles narrow device data', () => {
  it('leaves a person who holds no data role reading every tag', async () => {
    const data = await dataOf('bob');
    expect((await data.availableTags('acme', boiler)).map(({ name }) => name)).toEqual(['Boiler/Temperature', 'Boiler/Pressure', 'Boiler/BurnerOn', 'Boiler/Mode', 'Boiler/Setpoint']);
    expect((await data.deviceTags('acme', boiler, { modelPath: pressure }))[0]?.modelPath).toBe(pressure);
  });

  it('advertises and answers only the paths a data role gives, and refuses the others saying so', async () => {
    await giveAcmeRole(bob, 'Boiler temperatures', 'DATA');
    const data = await dataOf('bob');
    expect((await data.availableTags('acme', boiler)).map(({ name }) => name)).toEqual(['Boiler/Temperature']);
    expect((await data.deviceTags('acme', boiler, { modelPath: temperature }))[0]?.data).toHaveLength(1);
    // A path above several tags answers those given only.
    expect((await data.deviceTags('acme', boiler, { modelPath: 'Boiler:1/Boiler' })).map(({ modelPath }) => modelPath)).toEqual([temperature]);
    expect(await failure(data.deviceTags('acme', boiler, { modelPath: pressure }))).toEqual({
      status: 403,
      message: `modelPath: no data role of bob gives ${pressure} of ${boiler}`,
    });
    // Another model's devices: nothing given, nothing advertised.
    expect(await data.availableTags('acme', 'dev-acme-conveyor-1')).toEqual([]);
  });

  it('stops narrowing once the data role is disabled or taken from the group', async () => {
    const { iam, role, group } = await giveAcmeRole(bob, 'Boiler temperatures', 'DATA');
    const data = await dataOf('bob');
    await iam.removeGroupRoles(acme, group.id, [role.id], undefined, newRequestId());
    expect(await data.availableTags('acme', boiler)).toHaveLength(5);
    await iam.addGroupRoles(acme, group.id, [role.id], undefined, newRequestId());
    expect(await data.availableTags('acme', boiler)).toHaveLength(1);
    await iam.updateRole(acme, role.id, { name: role.name, label: role.label, description: role.description, enabled: false, type: 'DATA', applicationPermissions: [] }, undefined, newRequestId());
    expect(await data.availableTags('acme', boiler)).toHaveLength(5);
  });

  it('writes only the paths a data role gives RW, however the person may update devices', async () => {
    const { iam, role } = await giveAcmeRole(alice, 'Boiler temperatures', 'DATA');
    const data = await dataOf('alice');
    await iam.setModelPathPermissions(acme, role.id, [{ modelId: 'model-boiler-1.0.0', path: 'Boiler/Setpoint', mode: 'R' }], undefined, newRequestId());
    expect((await data.deviceTags('acme', boiler, { modelPath: setpoint }))[0]?.data.at(-1)?.[1]).toBe(70);
    expect(await failure(data.writeTags('acme', boiler, { data: [{ modelPath: setpoint, v: 65 }] }, undefined, newRequestId()))).toEqual({
      status: 403,
      message: `No data role of alice lets them write ${setpoint}`,
    });
    expect((await data.deviceTags('acme', boiler, { modelPath: setpoint }))[0]?.data.at(-1)?.[1]).toBe(70);

    await iam.setModelPathPermissions(acme, role.id, [{ modelId: 'model-boiler-1.0.0', path: 'Boiler/Setpoint', mode: 'RW' }], undefined, newRequestId());
    await data.writeTags('acme', boiler, { data: [{ modelPath: setpoint, v: 65 }] }, undefined, newRequestId());
    expect((await data.deviceTags('acme', boiler, { modelPath: setpoint }))[0]?.data.at(-1)?.[1]).toBe(65);
  });
});
