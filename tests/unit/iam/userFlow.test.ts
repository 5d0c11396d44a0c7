// The user dialog's flow as the portal provides it, against the sandbox's handlers: a taken user name is found by
// the check and nothing is sent, and a new user whose roles could not be given is completed by the retry without
// being created twice; the roles then reach the user's next organisation token.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideIamMachines, type UserDraft } from '../../../src/features/iam/flows';
import { NameTaken } from '../../../src/features/iam/nameTaken';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { createHttpClient } from '../../../src/platform/http';
import { createIamClient } from '../../../src/platform/iamClient';
import { claims, exchangeForOrganization, origin, setupSandboxServer, signIn } from '../../../sandbox/testClient';
import { MemoryStorage } from '../memoryStorage';
import { organizationToken } from '../platform/sandboxClients';

const server = setupSandboxServer();
const writes: string[] = [];
server.events.on('request:start', ({ request }) => {
  // The core's writes (the sign-in's own POSTs are not what the flow sends).
  if (request.method !== 'GET' && new URL(request.url).pathname.startsWith(servicePrefixes.core)) writes.push(`${request.method} ${new URL(request.url).pathname}`);
});

beforeEach(() => {
  writes.length = 0;
  vi.stubGlobal('localStorage', new MemoryStorage());
});
afterEach(() => vi.unstubAllGlobals());

const acme = { id: 1, resourceId: 'acme' };
/** acme's built-in Viewer role (sandbox/core/iamState.ts). */
const viewerRole = 2;

async function userFlow() {
  const token = await organizationToken('alice', 'acme');
  const iam = createIamClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.core}`, getToken: () => token }));
  return createActor(provideIamMachines({ iam }).userForm(acme, undefined)).start();
}

const settled = (actor: Awaited<ReturnType<typeof userFlow>>, stage: string) =>
  waitFor(actor, (snapshot) => snapshot.value === stage || snapshot.status === 'done');

const frank: UserDraft = {
  kind: 'create',
  user: { username: 'frank', email: 'frank@acme.example', password: 'frank-secret', requiredActions: [] },
  roleIds: [viewerRole],
};

async function scopesOfFrank(): Promise<string[]> {
  const { access_token } = await signIn('frank', 'frank-secret');
  const body = (await (await exchangeForOrganization(access_token, 'acme')).json()) as { access_token: string };
  const { authorization } = claims(body.access_token) as { authorization: { permissions: { scopes: string[] }[] } };
  return [...(authorization.permissions[0]?.scopes ?? [])].sort();
}

describe('the new-user flow', () => {
  it('finds a taken user name before anything is written', async () => {
    const flow = await userFlow();
    await settled(flow, 'editing');
    expect(flow.getSnapshot().context.data?.roles.map((role) => role.name)).toEqual(['Administrator', 'Operator', 'Viewer']);
    flow.send({ type: 'user.submit', draft: { ...frank, user: { ...frank.user, username: 'bob' } } });
    await settled(flow, 'submitFailed');
    expect(flow.getSnapshot().context.error).toEqual(new NameTaken('username'));
    expect(writes).toEqual([]);
  });

  it('completes a user whose roles failed on the retry, creating the user once', async () => {
    const flow = await userFlow();
    await settled(flow, 'editing');
    const fault = await fetch(`${origin}/__sandbox/faults`, { method: 'PUT', body: JSON.stringify({ [`POST /roles/${viewerRole}`]: { status: 503, times: 1 } }) });
    expect(fault.status).toBe(204);

    flow.send({ type: 'user.submit', draft: frank });
    await settled(flow, 'submitFailed');
    flow.send({ type: 'user.submit', draft: frank });
    await settled(flow, 'done');

    expect(writes.filter((write) => write.endsWith('/organizations/1/users'))).toHaveLength(1);
    expect(writes.filter((write) => write.endsWith(`/roles/${viewerRole}`))).toHaveLength(2);
    expect(await scopesOfFrank()).toEqual(['alarms:read', 'dashboards:read', 'devices:read', 'models:read', 'portal:access']);
  });

  it('creates a user with group policies on and switches them off on an edit, as the service then answers', async () => {
    const flow = await userFlow();
    await settled(flow, 'editing');
    flow.send({ type: 'user.submit', draft: { ...frank, roleIds: [], user: { ...frank.user, groupPoliciesEnabled: true } } });
    await settled(flow, 'done');
    const created = flow.getSnapshot().context.result!;
    expect(created).toMatchObject({ username: 'frank', groupPoliciesEnabled: true });

    const token = await organizationToken('alice', 'acme');
    const iam = createIamClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.core}`, getToken: () => token }));
    const row = { ...created, organizations: ['acme'] };
    const edit = createActor(provideIamMachines({ iam }).userForm(acme, row)).start();
    await settled(edit, 'editing');
    edit.send({ type: 'user.submit', draft: { kind: 'update', id: created.id, user: { email: 'frank@acme.example', groupPoliciesEnabled: false } } });
    await settled(edit, 'done');
    expect((await iam.getUser(acme.id, created.id)).groupPoliciesEnabled).toBe(false);
  });
});
