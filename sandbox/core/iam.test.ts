// The sandbox's users and roles, called through the portal's own client so the two cannot drift: what a role grants
// reaches its holder's next organisation token, names are checked and unique, and what cannot be stored as sent is
// refused with a 400 naming the field while nothing is stored.
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '../../src/platform/endpoints';
import { isPlatformError, type PlatformError } from '../../src/platform/errors';
import { createHttpClient } from '../../src/platform/http';
import { createIamClient } from '../../src/platform/iamClient';
import type { ApplicationPermission } from '../../src/platform/iamTypes';
import { claims, exchangeForOrganization, origin, setupSandboxServer, signIn } from '../testClient';
import { newRequestId } from '../../src/platform/requestIds';

setupSandboxServer();

const acme = 1;
const acmeNorth = 4;
const firstPage = { page: 0, pageSize: 20 };

async function iamOf(username: string) {
  const token = (await signIn(username)).access_token;
  return createIamClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.core}`, getToken: () => token }));
}

/** The scopes of a fresh organisation token of the user in acme. */
async function acmeScopes(username: string, password = username): Promise<string[]> {
  const { access_token } = await signIn(username, password);
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

const idsOf = (all: ApplicationPermission[], names: string[]) => all.filter((permission) => names.includes(permission.name)).map(({ id }) => id);

const newUser = { username: 'frank', email: 'frank@acme.example', password: 'frank-secret', requiredActions: [] };

describe('roles reach the token', () => {
  it("gives a new user exactly the permissions of the role in their personal group, and takes them away again", async () => {
    const iam = await iamOf('alice');
    const permissions = await iam.applicationPermissions(acme);
    expect(permissions.map((permission) => permission.name)).toEqual([...permissions.map((permission) => permission.name)].sort());
    const role = await iam.createRole(acme, {
      name: 'Field reader',
      label: 'Field reader',
      description: 'Reads devices and alarms',
      enabled: true,
      applicationPermissions: idsOf(permissions, ['portal:access', 'devices:read', 'alarms:read']),
    }, undefined, newRequestId());
    const user = await iam.createUser(acme, newUser, undefined, newRequestId());
    expect(await acmeScopes('frank', 'frank-secret')).toEqual([]);

    const [personal] = await iam.userGroups(acme, user.id, 'SELF_USER_ANY');
    await iam.addGroupRoles(acme, personal!.id, [role.id], undefined, newRequestId());
    expect(await acmeScopes('frank', 'frank-secret')).toEqual(['alarms:read', 'devices:read', 'portal:access']);

    await iam.updateRole(acme, role.id, {
      name: 'Field reader',
      label: 'Field reader',
      description: '',
      enabled: true,
      applicationPermissions: idsOf(permissions, ['portal:access', 'devices:read']),
    }, undefined, newRequestId());
    expect(await acmeScopes('frank', 'frank-secret')).toEqual(['devices:read', 'portal:access']);

    await iam.deleteRole(acme, role.id, undefined, newRequestId());
    expect(await acmeScopes('frank', 'frank-secret')).toEqual([]);
  });

  it('keeps the system roles as they came', async () => {
    const iam = await iamOf('alice');
    const roles = await iam.listRoles(acme, firstPage);
    const viewer = roles.content.find((role) => role.name === 'Viewer')!;
    expect(viewer.owner).toBe('SYSTEM');
    expect(await failure(iam.deleteRole(acme, viewer.id, undefined, newRequestId()))).toMatchObject({ status: 403 });
    expect((await iam.getRole(acme, viewer.id)).name).toBe('Viewer');
  });
});

describe('users', () => {
  it('lists and searches the organisation’s members on the server', async () => {
    const iam = await iamOf('alice');
    const all = await iam.listUsers(acme, firstPage);
    expect(all.content.map((user) => user.username)).toEqual(['alice', 'bob', 'dave', 'erin']);
    const found = await iam.listUsers(acme, { ...firstPage, search: 'ERIN@' });
    expect(found.content.map((user) => user.username)).toEqual(['erin']);
    expect((await iam.listUsers(acme, { page: 1, pageSize: 3 })).content.map((user) => user.username)).toEqual(['erin']);
  });

  it('finds the users of sub-organisations in a deep search, with where each belongs', async () => {
    const iam = await iamOf('alice');
    await iam.createUser(acmeNorth, { ...newUser, username: 'nora', email: 'nora@acme.example' }, undefined, newRequestId());
    expect((await iam.listUsers(acme, { ...firstPage, search: 'nora' })).totalElements).toBe(0);
    const deep = await iam.deepSearchUsers('acme', { ...firstPage, search: 'nora' });
    expect(deep.content).toEqual([expect.objectContaining({ username: 'nora', organizations: [{ resourceId: 'acme.acme-north' }] })]);
  });

  it('refuses a taken user name or e-mail address with 409 and stores nothing', async () => {
    const iam = await iamOf('alice');
    expect(await iam.usernameExists('bob')).toBe(true);
    expect(await iam.usernameExists('frank')).toBe(false);
    expect(await failure(iam.createUser(acme, { ...newUser, username: 'bob' }, undefined, newRequestId()))).toMatchObject({ status: 409, serverMessage: "username: 'bob' is taken" });
    expect(await failure(iam.createUser(acme, { ...newUser, email: 'BOB@acme.example' }, undefined, newRequestId()))).toMatchObject({ status: 409 });
    expect((await iam.listUsers(acme, firstPage)).totalElements).toBe(4);
    expect(await iam.usernameExists('frank')).toBe(false);
  });

  it.each([
    [{ username: 'Frank Smith' }, 'username: lower-case letters, digits and . _ - @, at most 255 characters'],
    [{ username: 'f'.repeat(256) }, 'username: lower-case letters, digits and . _ - @, at most 255 characters'],
    [{ email: 'frank' }, 'email: a valid e-mail address of at most 254 characters is required'],
    [{ password: 'short' }, 'password: 8 to 128 characters'],
    [{ password: undefined }, 'password: a password or passwordChangeInvitation is required'],
    [{ requiredActions: ['VERIFY_EMAIL'] }, 'requiredActions: only CONFIGURE_TOTP, UPDATE_PASSWORD'],
  ])('refuses %j with a 400 naming the field, and stores nothing', async (change, message) => {
    const iam = await iamOf('alice');
    expect(await failure(iam.createUser(acme, { ...newUser, ...change } as never, undefined, newRequestId()))).toMatchObject({ status: 400, serverMessage: message });
    expect((await iam.listUsers(acme, firstPage)).totalElements).toBe(4);
  });

  it('creates an invited user who must set a password and configure TOTP, then changes the e-mail and removes the user', async () => {
    const iam = await iamOf('alice');
    const { password: _password, ...invited } = newUser;
    const user = await iam.createUser(acme, { ...invited, passwordChangeInvitation: true, requiredActions: ['CONFIGURE_TOTP', 'UPDATE_PASSWORD'] }, undefined, newRequestId());
    expect(await iam.updateUser(acme, user.id, { email: 'f.rank@acme.example' }, undefined, newRequestId())).toMatchObject({ email: 'f.rank@acme.example' });
    await iam.deleteUser(acme, user.id, undefined, newRequestId());
    expect(await failure(iam.getUser(acme, user.id))).toMatchObject({ status: 404 });
    expect(await iam.usernameExists('frank')).toBe(false);
  });

  it('refuses readers and strangers', async () => {
    const bob = await iamOf('bob');
    expect(await failure(bob.listUsers(acme, firstPage))).toMatchObject({ status: 403 });
    expect(await failure(bob.listRoles(acme, firstPage))).toMatchObject({ status: 403 });
    const carol = await iamOf('carol');
    expect(await failure(carol.listUsers(acme, firstPage))).toMatchObject({ status: 403 });
  });
});

describe('role names', () => {
  it('checks a name before it is used and refuses a taken one or one out of bounds', async () => {
    const iam = await iamOf('alice');
    expect(await iam.roleNameExists(acme, 'viewer')).toBe(true);
    expect(await iam.roleNameExists(acme, 'Operators')).toBe(false);
    const role = { name: 'Viewer', label: 'Viewer', description: '', enabled: true, applicationPermissions: [] };
    expect(await failure(iam.createRole(acme, role, undefined, newRequestId()))).toMatchObject({ status: 409 });
    expect(await failure(iam.createRole(acme, { ...role, name: 'x'.repeat(65) }, undefined, newRequestId()))).toMatchObject({ status: 400, serverMessage: expect.stringMatching(/^name: /) });
    expect(await failure(iam.createRole(acme, { ...role, name: 'Ops', applicationPermissions: [9999] }, undefined, newRequestId()))).toMatchObject({
      status: 400,
      serverMessage: 'applicationPermissions: ids of the application permission list',
    });
    expect(await iam.roleNameExists(acme, 'Ops')).toBe(false);
  });
});

describe('many members', () => {
  it('adds members by the control call, listed a page at a time and searched on the server', async () => {
    const seeded = await fetch(`${origin}/__sandbox/iam/users`, { method: 'PUT', body: JSON.stringify({ bulk: 5000, organization: 'acme' }) });
    expect(seeded.status).toBe(204);
    const iam = await iamOf('alice');
    const all = await iam.listUsers(acme, firstPage);
    expect(all.totalElements).toBeGreaterThanOrEqual(5000);
    expect(all.content).toHaveLength(20);
    const found = await iam.listUsers(acme, { ...firstPage, search: 'bulk.user.0420' });
    expect(found.content.map((user) => user.username)).toEqual(expect.arrayContaining([expect.stringMatching(/^bulk\.user\.0420\d$/)]));
    expect(found.totalElements).toBe(10);
    expect((await fetch(`${origin}/__sandbox/iam/users`, { method: 'PUT', body: JSON.stringify({ bulk: 0, organization: 'acme' }) })).status).toBe(400);
  });
});
