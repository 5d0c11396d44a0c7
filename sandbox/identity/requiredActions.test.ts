// The main realm's sign-in after the password, as Keycloak's: a user created in the portal with required actions
// (or an invitation to set a password, or a temporary password) does them on the provider's pages before the portal
// gets its code, and a person with an authenticator app gives its code at every sign-in.
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '../../src/platform/endpoints';
import { createHttpClient } from '../../src/platform/http';
import { createIamClient } from '../../src/platform/iamClient';
import type { UserCreate } from '../../src/platform/iamTypes';
import { authorizationParams, callbackParams, exchangeCode, origin, pkcePair, postPage, setupSandboxServer, signIn, submitSignIn } from '../testClient';
import { totpCode } from './totp';
import { newRequestId } from '../../src/platform/requestIds';

setupSandboxServer();

const acme = 1;

async function createAsAlice(user: Partial<UserCreate>) {
  const token = (await signIn('alice')).access_token;
  const iam = createIamClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.core}`, getToken: () => token }));
  return { iam, user: await iam.createUser(acme, { username: 'frank', email: 'frank@acme.example', password: 'frank-secret', requiredActions: [], ...user }, undefined, newRequestId()) };
}

/** The page after the password (or the redirect with the code, when nothing more is asked). */
async function startSignIn(password = 'frank-secret') {
  const { verifier, challenge } = await pkcePair();
  const response = await submitSignIn(authorizationParams({ code_challenge: challenge, code_challenge_method: 'S256' }), 'frank', password);
  return { response, html: response.status === 200 ? await response.text() : '', verifier };
}

const codeOf = (response: Response) => callbackParams(response).get('code');
const keyOn = (html: string) => /<code id="totp-secret">([A-Z2-7]+)<\/code>/.exec(html)?.[1];
const nowCode = async (key: string) => (await totpCode(key, Date.now()))!;

describe('required actions at sign-in', () => {
  it('sets up an authenticator and a new password before the portal gets its code, then asks for the code at every sign-in', async () => {
    await createAsAlice({ requiredActions: ['CONFIGURE_TOTP', 'UPDATE_PASSWORD'] });
    const { response, html, verifier } = await startSignIn();
    expect(response.status).toBe(200);
    expect(html).toContain('<h1>Set up two-factor authentication</h1>');
    // No Cancel: a required action is done or the sign-in does not go on.
    expect(html).not.toContain('name="cancel"');
    const key = keyOn(html)!;
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    // The key stays with the provider: the form carries only the pending sign-in.
    expect(html).not.toContain(`value="${key}"`);

    const wrongCode = await postPage(html, { totp: '000000' });
    const wrongPage = await wrongCode.text();
    expect(wrongPage).toContain('That code is not the one your authenticator app shows now.');
    expect(codeOf(wrongCode)).toBeNull();

    const passwordPage = await (await postPage(wrongPage, { totp: await nowCode(key), userLabel: 'Frank phone' })).text();
    expect(passwordPage).toContain('<h1>Set a new password</h1>');
    expect(passwordPage).not.toContain('Current password');
    expect(await (await postPage(passwordPage, { 'password-new': 'short', 'password-confirm': 'short' })).text()).toContain('The new password needs 8 to 128 characters.');
    expect(await (await postPage(passwordPage, { 'password-new': 'frank-new-1', 'password-confirm': 'frank-new-2' })).text()).toContain('The new passwords do not match.');
    const done = await postPage(passwordPage, { 'password-new': 'frank-new-1', 'password-confirm': 'frank-new-1' });
    expect(done.status).toBe(302);
    expect((await exchangeCode(codeOf(done)!, verifier)).status).toBe(200);
    // A page posted again once the sign-in is over finds nothing to continue.
    expect((await postPage(passwordPage, { 'password-new': 'frank-new-1', 'password-confirm': 'frank-new-1' })).status).toBe(400);

    // Done once, no longer required; the authenticator's code is now asked after the password, a wrong one refused.
    expect((await startSignIn()).html).toContain('Invalid username or password.');
    const next = await startSignIn('frank-new-1');
    expect(next.html).toContain('<h1>Enter your one-time code</h1>');
    const refused = await postPage(next.html, { totp: '000000' });
    expect(await refused.text()).toContain('Invalid authenticator code.');
    const signedIn = await postPage(next.html, { totp: await nowCode(key) });
    expect((await exchangeCode(codeOf(signedIn)!, next.verifier)).status).toBe(200);
  });

  it('asks an invited user, or one given a temporary password, for a new password at their next sign-in', async () => {
    const { iam, user } = await createAsAlice({ password: undefined, passwordChangeInvitation: true });
    // The invitation's e-mail is not simulated: an administrator sets a password and keeps the invitation.
    await iam.updateUser(acme, user.id, { email: 'frank@acme.example', password: 'frank-secret', passwordChangeInvitation: true }, undefined, newRequestId());
    const invited = await startSignIn();
    expect(invited.html).toContain('<h1>Set a new password</h1>');
    const done = await postPage(invited.html, { 'password-new': 'frank-own-1', 'password-confirm': 'frank-own-1' });
    expect(codeOf(done)).not.toBeNull();
    expect((await startSignIn('frank-own-1')).response.status).toBe(302);

    await iam.createUser(acme, { username: 'gina', email: 'gina@acme.example', password: 'gina-temp-1', temporaryPassword: true, requiredActions: [] }, undefined, newRequestId());
    const { challenge } = await pkcePair();
    const temporary = await submitSignIn(authorizationParams({ code_challenge: challenge, code_challenge_method: 'S256' }), 'gina', 'gina-temp-1');
    expect(await temporary.text()).toContain('<h1>Set a new password</h1>');
  });

  it('lets the personas in with their password alone', async () => {
    const { challenge } = await pkcePair();
    expect((await submitSignIn(authorizationParams({ code_challenge: challenge, code_challenge_method: 'S256' }), 'alice', 'alice')).status).toBe(302);
  });
});
