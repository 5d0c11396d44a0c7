// The person's own account and API keys in the sandbox, called through the portal's own client: a key's secret is
// answered once; a session ended from another browser can no longer refresh; what cannot be stored is refused with
// a 400 naming the field.
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '../../src/platform/endpoints';
import { isPlatformError, type PlatformError } from '../../src/platform/errors';
import { createHttpClient } from '../../src/platform/http';
import { createIamClient } from '../../src/platform/iamClient';
import { origin, refresh, setupSandboxServer, signIn } from '../testClient';
import { newRequestId } from '../../src/platform/requestIds';

setupSandboxServer();

const acme = 1;
const firstPage = { page: 0, pageSize: 20 };

const clientFor = (token: string) => createIamClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.core}`, getToken: () => token }));

async function failure(call: Promise<unknown>): Promise<PlatformError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

describe('API keys', () => {
  it('answers the secret once, lists the key without it, and deletes it', async () => {
    const iam = clientFor((await signIn('alice')).access_token);
    const created = await iam.createApiKey(acme, 'dave', undefined, newRequestId());
    expect(created).toMatchObject({ username: 'dave', orgResourceId: 'acme' });
    expect(created.key).toMatch(/^[0-9a-f]{40}$/);
    const listed = await iam.listApiKeys(acme, { ...firstPage, username: 'dave' });
    expect(listed.content).toContainEqual({ id: created.id, orgResourceId: 'acme', userId: created.userId, username: 'dave', createdDate: created.createdDate });
    expect(listed.totalElements).toBe(2);
    expect(JSON.stringify(listed)).not.toMatch(/[0-9a-f]{40}/);
    await iam.deleteApiKey(acme, created.id, undefined, newRequestId());
    expect((await iam.listApiKeys(acme, firstPage)).content.map(({ id }) => id)).not.toContain(created.id);
  });

  it('refuses a user of another organisation at the username field, and stores nothing', async () => {
    const iam = clientFor((await signIn('alice')).access_token);
    const refused = await failure(iam.createApiKey(acme, 'nobody', undefined, newRequestId()));
    expect(refused.status).toBe(400);
    expect(refused.serverMessage).toMatch(/^username:/);
    expect((await iam.listApiKeys(acme, firstPage)).totalElements).toBe(1);
  });

  it("lets a member without users:update make and delete their own key, not someone else's", async () => {
    const erin = clientFor((await signIn('erin')).access_token);
    expect((await failure(erin.createApiKey(acme, 'dave', undefined, newRequestId()))).status).toBe(403);
    const own = await erin.createApiKey(acme, 'erin', undefined, newRequestId());
    expect((await failure(erin.deleteApiKey(acme, 1, undefined, newRequestId()))).status).toBe(403);
    await erin.deleteApiKey(acme, own.id, undefined, newRequestId());
    const alice = clientFor((await signIn('alice')).access_token);
    expect((await alice.listApiKeys(acme, firstPage)).content.map(({ id }) => id)).toEqual([1]);
  });
});

describe('my account', () => {
  it('changes the profile, and refuses a malformed e-mail address naming the field', async () => {
    const iam = clientFor((await signIn('alice')).access_token);
    const changed = await iam.updateAccount({ email: 'alice.liddell@acme.example', firstName: 'Alice', lastName: 'Liddell' }, undefined, newRequestId());
    expect(changed).toMatchObject({ email: 'alice.liddell@acme.example', lastName: 'Liddell' });
    expect((await iam.account()).email).toBe('alice.liddell@acme.example');
    const refused = await failure(iam.updateAccount({ email: 'not an address', firstName: 'Alice', lastName: 'Liddell' }, undefined, newRequestId()));
    expect(refused.status).toBe(400);
    expect(refused.serverMessage).toMatch(/^email:/);
    expect((await iam.account()).email).toBe('alice.liddell@acme.example');
  });

  it('removes the authenticator app but keeps the password', async () => {
    const iam = clientFor((await signIn('alice')).access_token);
    const { credentials } = await iam.account();
    expect(credentials.map(({ type }) => type).sort()).toEqual(['otp', 'password']);
    await iam.deleteAccountCredential('otp-alice', undefined, newRequestId());
    expect((await failure(iam.deleteAccountCredential('password-alice', undefined, newRequestId()))).status).toBe(409);
    expect((await iam.account()).credentials.map(({ type }) => type)).toEqual(['password']);
  });

  it("ends another session of the person's: its refresh and its tokens are refused, this one goes on", async () => {
    const here = await signIn('alice');
    const there = await signIn('alice');
    const iam = clientFor(here.access_token);
    const { sessions } = await iam.account();
    // Both browsers, and the control-room PC of the seed.
    expect(sessions.map(({ id }) => id).sort()).toEqual([here.session_state, there.session_state, 'control-room-alice'].sort());
    expect(sessions.find(({ id }) => id === 'control-room-alice')).toMatchObject({ ipAddress: '10.20.0.15', current: false });
    expect(sessions.find(({ current }) => current)?.id).toBe(here.session_state);
    await iam.deleteAccountSession(there.session_state, undefined, newRequestId());
    expect((await refresh(there.refresh_token)).status).toBe(400);
    expect((await failure(clientFor(there.access_token).account())).status).toBe(401);
    expect((await iam.account()).sessions.map(({ id }) => id).sort()).toEqual([here.session_state, 'control-room-alice'].sort());
    expect((await refresh(here.refresh_token)).status).toBe(200);
  });

  it("does not end someone else's session", async () => {
    const bob = await signIn('bob');
    const iam = clientFor((await signIn('alice')).access_token);
    expect((await failure(iam.deleteAccountSession(bob.session_state, undefined, newRequestId()))).status).toBe(404);
    expect((await refresh(bob.refresh_token)).status).toBe(200);
  });
});
