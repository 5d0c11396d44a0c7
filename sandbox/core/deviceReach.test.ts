// Who reaches which device, as the sandbox's core answers it through the portal's own client: an administrator every
// device, anyone else what the security policies given to them group, named; one call for many devices.
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '../../src/platform/endpoints';
import { isPlatformError } from '../../src/platform/errors';
import { createHttpClient } from '../../src/platform/http';
import { createIamClient } from '../../src/platform/iamClient';
import { maxAuthorizationDevices } from '../../src/platform/iamRules';
import { origin, setupSandboxServer, signIn } from '../testClient';
import { newRequestId } from '../../src/platform/requestIds';

setupSandboxServer();

const acme = 1;
const bob = 102;
const dave = 104;
const alice = 101;
const acmeDevices = ['dev-acme-boiler-1', 'dev-acme-boiler-2', 'dev-acme-conveyor-1', 'dev-acme-conveyor-2'];

async function iamOf(username: string) {
  const token = (await signIn(username)).access_token;
  return createIamClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.core}`, getToken: () => token }));
}

const statusOf = (call: Promise<unknown>) =>
  call.then(
    () => 'answered',
    (error: unknown) => (isPlatformError(error) ? error.status : String(error)),
  );

describe('areAuthorized', () => {
  it('names the policies that give bob each device, and refuses him the others', async () => {
    const answer = await (await iamOf('alice')).areAuthorized(acme, bob, acmeDevices);
    expect(answer).toEqual([
      { deviceId: 'dev-acme-boiler-1', authorized: true, administrator: false, securityPolicies: [{ id: 1, name: 'Hall A' }], deviceRoles: [] },
      { deviceId: 'dev-acme-boiler-2', authorized: false, administrator: false, securityPolicies: [], deviceRoles: [] },
      { deviceId: 'dev-acme-conveyor-1', authorized: true, administrator: false, securityPolicies: [{ id: 1, name: 'Hall A' }], deviceRoles: [] },
      { deviceId: 'dev-acme-conveyor-2', authorized: false, administrator: false, securityPolicies: [], deviceRoles: [] },
    ]);
  });

  it('lets an administrator reach every device of the organisation, and nobody one it does not have', async () => {
    const answer = await (await iamOf('alice')).areAuthorized(acme, alice, [...acmeDevices, 'dev-globex-press-1']);
    expect(answer.map(({ authorized, administrator }) => [authorized, administrator])).toEqual([
      [true, true],
      [true, true],
      [true, true],
      [true, true],
      [false, false],
    ]);
  });

  it('follows a policy given and taken', async () => {
    const iam = await iamOf('alice');
    await iam.addUserPolicies(acme, dave, [3], undefined, newRequestId());
    expect((await iam.areAuthorized(acme, dave, ['dev-acme-conveyor-2']))[0]).toMatchObject({ authorized: true, securityPolicies: [{ id: 3, name: 'Packaging lines' }] });
    await iam.removeUserPolicies(acme, dave, [3], undefined, newRequestId());
    expect((await iam.areAuthorized(acme, dave, ['dev-acme-conveyor-2']))[0]).toMatchObject({ authorized: false, securityPolicies: [] });
  });

  it('asks about another person only for those who read users, and at most the largest page at once', async () => {
    const bobs = await iamOf('bob');
    expect(await statusOf(bobs.areAuthorized(acme, alice, acmeDevices))).toBe(403);
    expect((await bobs.areAuthorized(acme, bob, ['dev-acme-boiler-1']))[0]?.authorized).toBe(true);
    const alices = await iamOf('alice');
    expect(await statusOf(alices.areAuthorized(acme, 9999, acmeDevices))).toBe(404);
    const tooMany = Array.from({ length: maxAuthorizationDevices + 1 }, (_, index) => `dev-${index}`);
    expect(await statusOf(alices.areAuthorized(acme, bob, tooMany))).toBe(400);
  });
});

describe('reach through a device role', () => {
  // acme's "Hall A technicians": ADMINISTRATOR on Hall A (boiler-1, conveyor-1), REGULAR_USER on Packaging lines
  // (conveyor-1, conveyor-2); dave's Maintenance group holds no role and no policy is given to him.
  async function technicians(iam: Awaited<ReturnType<typeof iamOf>>) {
    const role = (await iam.listRoles(acme, { page: 0, pageSize: 20, search: 'Hall A technicians' }, undefined, 'DEVICE')).content[0]!;
    const group = (await iam.listGroups(acme, { page: 0, pageSize: 20, search: 'Maintenance' }, 'STANDARD')).content[0]!;
    return { role, group };
  }

  it('reaches the devices of the policies the role gives a level, naming the role, policy and level', async () => {
    const iam = await iamOf('alice');
    const { role, group } = await technicians(iam);
    expect((await iam.areAuthorized(acme, dave, acmeDevices)).map(({ authorized }) => authorized)).toEqual([false, false, false, false]);
    await iam.addGroupRoles(acme, group.id, [role.id], undefined, newRequestId());
    const hallA = { roleId: role.id, roleName: 'Hall A technicians', securityPolicyId: 1, securityPolicyName: 'Hall A', permission: 'ADMINISTRATOR' };
    const packaging = { roleId: role.id, roleName: 'Hall A technicians', securityPolicyId: 3, securityPolicyName: 'Packaging lines', permission: 'REGULAR_USER' };
    expect(await iam.areAuthorized(acme, dave, acmeDevices)).toEqual([
      { deviceId: 'dev-acme-boiler-1', authorized: true, administrator: false, securityPolicies: [], deviceRoles: [hallA] },
      { deviceId: 'dev-acme-boiler-2', authorized: false, administrator: false, securityPolicies: [], deviceRoles: [] },
      { deviceId: 'dev-acme-conveyor-1', authorized: true, administrator: false, securityPolicies: [], deviceRoles: [hallA, packaging] },
      { deviceId: 'dev-acme-conveyor-2', authorized: true, administrator: false, securityPolicies: [], deviceRoles: [packaging] },
    ]);
    expect(await iam.isAuthorized(acme, { deviceId: 'dev-acme-conveyor-2', userId: dave })).toBe(true);
    expect(await (await iamOf('dave')).isAuthorized(acme, { deviceId: 'dev-acme-boiler-1' })).toBe(true);
  });

  it('gives nothing once the role is taken from the group, or its level on a policy is NONE', async () => {
    const iam = await iamOf('alice');
    const { role, group } = await technicians(iam);
    await iam.addGroupRoles(acme, group.id, [role.id], undefined, newRequestId());
    await iam.updateRole(acme, role.id, {
      name: role.name,
      label: role.label,
      description: role.description,
      enabled: true,
      type: 'DEVICE',
      applicationPermissions: [],
      deviceGroupPermissions: [{ securityPolicyId: 3, permission: 'REGULAR_USER' }],
    }, undefined, newRequestId());
    expect((await iam.areAuthorized(acme, dave, acmeDevices)).map(({ authorized }) => authorized)).toEqual([false, false, true, true]);
    await iam.removeGroupRoles(acme, group.id, [role.id], undefined, newRequestId());
    expect((await iam.areAuthorized(acme, dave, acmeDevices)).map(({ authorized }) => authorized)).toEqual([false, false, false, false]);
  });
});

describe('isAuthorized for one device', () => {
  it('answers for the person asked about, and for the caller without one', async () => {
    const iam = await iamOf('alice');
    expect(await iam.isAuthorized(acme, { deviceId: 'dev-acme-boiler-1', userId: bob })).toBe(true);
    expect(await iam.isAuthorized(acme, { deviceId: 'dev-acme-boiler-2', userId: bob })).toBe(false);
    expect(await iam.isAuthorized(acme, { deviceId: 'dev-acme-boiler-2' })).toBe(true);
    expect(await (await iamOf('bob')).isAuthorized(acme, { deviceId: 'dev-acme-boiler-2' })).toBe(false);
  });
});
