// The sandbox's user groups, called through the portal's own client so the two cannot drift: a group's roles reach
// its members' next organisation token, a permission change is previewed with what it takes from whom and then
// applied as one, and what cannot be stored as sent is refused with a 400 naming the field while nothing is stored.
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '../../src/platform/endpoints';
import { isPlatformError, type PlatformError } from '../../src/platform/errors';
import { createHttpClient } from '../../src/platform/http';
import { createIamClient } from '../../src/platform/iamClient';
import { claims, exchangeForOrganization, origin, setupSandboxServer, signIn } from '../testClient';
import { newRequestId } from '../../src/platform/requestIds';

setupSandboxServer();

const acme = 1;
const firstPage = { page: 0, pageSize: 20 };
/** Seeded acme (sandbox/core/iamState.ts and personas.ts): bob is user 102 with the Viewer role, erin 105. */
const bob = 102;
const erin = 105;
const noChange = { groupsToAdd: [], rolesToAdd: [], groupsToRemove: [], rolesToRemove: [] };

async function iamOf(username: string) {
  const token = (await signIn(username)).access_token;
  return createIamClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.core}`, getToken: () => token }));
}

async function acmeScopes(username: string): Promise<string[]> {
  const { access_token } = await signIn(username);
  const response = await exchangeForOrganization(access_token, 'acme');
  const { authorization } = claims(((await response.json()) as { access_token: string }).access_token) as {
    authorization: { permissions: { scopes: string[] }[] };
  };
  return [...(authorization.permissions[0]?.scopes ?? [])].sort();
}

async function failure(call: Promise<unknown>): Promise<PlatformError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

async function operatorRole(iam: Awaited<ReturnType<typeof iamOf>>) {
  return (await iam.listRoles(acme, { ...firstPage, search: 'Operator' })).content[0]!;
}

describe('user groups', () => {
  it("gives its roles to its members, previews what a change takes away from whom, then applies it as one", async () => {
    const iam = await iamOf('alice');
    const operator = await operatorRole(iam);
    const group = await iam.createGroup(acme, { name: 'Night shift' }, undefined, newRequestId());
    await iam.addGroupMember(acme, group.id, bob, 'ADMIN', undefined, newRequestId());
    await iam.addGroupMember(acme, group.id, erin, 'USER', undefined, newRequestId());
    await iam.addGroupRoles(acme, group.id, [operator.id], undefined, newRequestId());
    expect(await acmeScopes('bob')).toEqual(expect.arrayContaining(['alarms:ack', 'alarms:clear', 'alarms:reset']));
    expect((await iam.groupMembers(acme, group.id, firstPage)).content).toEqual([
      expect.objectContaining({ username: 'bob', membershipRole: 'ADMIN' }),
      expect.objectContaining({ username: 'erin', membershipRole: 'USER' }),
    ]);
    expect((await iam.getGroup(acme, group.id)).roles.map((role) => role.name)).toEqual(['Operator']);

    // Both keep what their personal Viewer role also grants: only the alarm actions go.
    const removeOperator = { ...noChange, rolesToRemove: [operator.id] };
    expect(await iam.testApplicationPermissions(acme, group.id, removeOperator)).toEqual([
      { userId: bob, username: 'bob', permissions: ['alarms:ack', 'alarms:clear', 'alarms:reset'] },
      { userId: erin, username: 'erin', permissions: ['alarms:ack', 'alarms:clear', 'alarms:reset'] },
    ]);
    expect(await acmeScopes('bob')).toContain('alarms:ack');

    await iam.changeGroupPermissions(acme, group.id, removeOperator, undefined, newRequestId());
    expect(await acmeScopes('bob')).toEqual(['alarms:read', 'dashboards:read', 'devices:read', 'models:read', 'portal:access']);
    expect((await iam.getGroup(acme, group.id)).roles).toEqual([]);

    await iam.removeGroupMember(acme, group.id, erin, undefined, newRequestId());
    expect((await iam.groupMembers(acme, group.id, firstPage)).content.map((member) => member.username)).toEqual(['bob']);
    await iam.deleteGroup(acme, group.id, undefined, newRequestId());
    expect(await failure(iam.getGroup(acme, group.id))).toMatchObject({ status: 404 });
  });

  it("takes a person's own role away through their personal group, and makes them join a group", async () => {
    const iam = await iamOf('alice');
    const [personal] = await iam.userGroups(acme, bob, 'SELF_USER_ANY');
    const viewer = (await iam.getGroup(acme, personal!.id)).roles[0]!;
    const readers = await iam.createGroup(acme, { name: 'Readers' }, undefined, newRequestId());
    await iam.addGroupRoles(acme, readers.id, [(await operatorRole(iam)).id], undefined, newRequestId());

    const swap = { ...noChange, groupsToAdd: [readers.id], rolesToRemove: [viewer.id] };
    // The Operator role of the group joined holds everything the Viewer role did: nothing is taken.
    expect(await iam.testApplicationPermissions(acme, personal!.id, swap)).toEqual([]);
    await iam.changeGroupPermissions(acme, personal!.id, swap, undefined, newRequestId());
    expect((await iam.groupsOfUser(acme, bob)).map((group) => group.name).sort()).toEqual(['Readers', 'user-bob']);
    expect(await acmeScopes('bob')).toContain('alarms:ack');
    expect((await (await iamOf('bob')).myGroups(acme, firstPage)).content).toEqual([expect.objectContaining({ name: 'Readers', membershipRole: 'USER' })]);
  });

  it.each([
    [{ name: '   ' }, 400, 'name: 1 to 64 characters, not only spaces'],
    [{ name: 'g'.repeat(65) }, 400, 'name: 1 to 64 characters, not only spaces'],
    [{ name: 'NIGHT SHIFT' }, 409, "name: a user group named 'NIGHT SHIFT' exists"],
  ])('refuses the group %j with %i naming the field, and stores nothing', async (group, status, message) => {
    const iam = await iamOf('alice');
    await iam.createGroup(acme, { name: 'Night shift' }, undefined, newRequestId());
    expect(await failure(iam.createGroup(acme, group, undefined, newRequestId()))).toMatchObject({ status, serverMessage: message });
    expect((await iam.listGroups(acme, firstPage, 'STANDARD')).content.map((found) => found.name)).toEqual(['Maintenance', 'Night shift']);
  });

  it.each([
    [{ rolesToAdd: [999] }, 'rolesToAdd: role 999 is not a role of organization 1'],
    [{ rolesToAdd: ['2'] }, 'rolesToAdd: a list of ids'],
    [{ groupsToAdd: [1] }, "groupsToAdd: only a user's personal group joins groups"],
    [{ rolesToAdd: [9], rolesToRemove: [9] }, 'rolesToRemove: role 9 is also in rolesToAdd'],
  ])('refuses the change %j with a 400 naming the field, in the preview and when applied, and changes nothing', async (change, message) => {
    const iam = await iamOf('alice');
    const group = await iam.createGroup(acme, { name: 'Night shift' }, undefined, newRequestId());
    const sent = { ...noChange, ...change } as never;
    expect(await failure(iam.testApplicationPermissions(acme, group.id, sent))).toMatchObject({ status: 400, serverMessage: message });
    expect(await failure(iam.changeGroupPermissions(acme, group.id, sent, undefined, newRequestId()))).toMatchObject({ status: 400, serverMessage: message });
    expect((await iam.getGroup(acme, group.id)).roles).toEqual([]);
  });

  it('refuses a membership role other than ADMIN or USER, and leaves personal groups to their user', async () => {
    const iam = await iamOf('alice');
    const group = await iam.createGroup(acme, { name: 'Night shift' }, undefined, newRequestId());
    expect(await failure(iam.addGroupMember(acme, group.id, bob, 'OWNER' as never, undefined, newRequestId()))).toMatchObject({ status: 400, serverMessage: 'role: ADMIN or USER' });
    expect((await iam.groupMembers(acme, group.id, firstPage)).totalElements).toBe(0);
    const [personal] = await iam.userGroups(acme, bob, 'SELF_USER_ANY');
    expect(await failure(iam.updateGroup(acme, personal!.id, { name: 'mine' }, undefined, newRequestId()))).toMatchObject({ status: 403 });
    expect(await failure(iam.deleteGroup(acme, personal!.id, undefined, newRequestId()))).toMatchObject({ status: 403 });
  });

  it('refuses readers', async () => {
    const iam = await iamOf('bob');
    expect(await failure(iam.listGroups(acme, firstPage, 'STANDARD'))).toMatchObject({ status: 403 });
    expect(await failure(iam.createGroup(acme, { name: 'Mine' }, undefined, newRequestId()))).toMatchObject({ status: 403 });
  });
});
