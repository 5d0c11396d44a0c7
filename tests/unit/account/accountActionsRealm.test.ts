// The accounts realm's account actions, asked for with the portal's own address (src/session/accountActions.ts):
// the person confirms their password, changes it or sets up an authenticator app, and is sent back to the screen
// they left with kc_action_status in the fragment; a request without PKCE S256 or the fragment is refused.
import { describe, expect, it } from 'vitest';
import { accountsRealm } from '../../../src/platform/config';
import { accountEndpoints } from '../../../src/platform/iamEndpoints';
import { identityEndpoints, portalClientId, servicePrefixes } from '../../../src/platform/endpoints';
import { readAccountActionAnswer } from '../../../src/session/accountActionAnswer';
import { accountActionAddress } from '../../../src/session/accountActions';
import { store } from '../../../sandbox/store';
import {
  authorizationParams,
  authorize,
  bearer,
  callbackParams,
  claims,
  origin,
  pkcePair,
  postPage,
  realmUrl,
  setupSandboxServer,
  signIn,
  submitSignIn,
} from '../../../sandbox/testClient';
import { realmPath } from '../../../sandbox/identity/realm';
import { totpCode } from '../../../sandbox/identity/totp';

setupSandboxServer();

const returnTo = 'http://acme.app.localhost:5173/#/dashboards?org=1';
const target = { identityBase: `${origin}/auth`, realm: accountsRealm.default, clientId: portalClientId, returnTo, username: 'alice' };

/** The action's page for `action` (with the accounts realm's session cookie, if any), and a way to post its form. */
async function openAction(action: 'UPDATE_PASSWORD' | 'CONFIGURE_TOTP', cookie?: string) {
  const { url, pending } = await accountActionAddress(target, action);
  const headers = cookie === undefined ? undefined : { Cookie: cookie };
  const page = await fetch(url, { headers });
  const html = await page.text();
  const post = (fields: Record<string, string>) => postPage(html, fields, new URL(url).pathname, headers);
  return { page, html, pending, post };
}

describe('the accounts realm', () => {
  it("changes alice's password once she confirms the current one, and sends her back to the screen she left", async () => {
    const { page, html, pending, post } = await openAction('UPDATE_PASSWORD');
    expect(page.status).toBe(200);
    expect(html).toContain('<h1>Change your password</h1>');

    const refused = await post({ username: 'alice', password: 'wrong', 'password-new': 'new-secret-1', 'password-confirm': 'new-secret-1' });
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain('Invalid username or password.');
    const mismatch = await post({ username: 'alice', password: 'alice', 'password-new': 'new-secret-1', 'password-confirm': 'new-secret-2' });
    expect(await mismatch.text()).toContain('The new passwords do not match.');

    const done = await post({ username: 'alice', password: 'alice', 'password-new': 'new-secret-1', 'password-confirm': 'new-secret-1' });
    expect(done.status).toBe(302);
    const back = new URL(done.headers.get('Location')!);
    expect(readAccountActionAnswer(back.hash, pending)).toEqual({ outcome: { action: 'UPDATE_PASSWORD', status: 'success' }, hash: '#/dashboards?org=1', code: expect.any(String) });
    await expect(signIn('alice', 'alice')).rejects.toThrow();
    expect((await signIn('alice', 'new-secret-1')).access_token).toEqual(expect.any(String));
  });

  it('sets up an authenticator app with the code it shows, listed among her credentials', async () => {
    const { html, post } = await openAction('CONFIGURE_TOTP');
    const secret = /<code id="totp-secret">([A-Z2-7]+)<\/code>/.exec(html)?.[1];
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const wrong = await post({ username: 'alice', password: 'alice', totp: '000000', userLabel: 'Work phone' });
    expect(await wrong.text()).toContain('That code is not the one your authenticator app shows now.');
    const done = await post({ username: 'alice', password: 'alice', totp: (await totpCode(secret!, Date.now()))!, userLabel: 'Work phone' });
    expect(new URL(done.headers.get('Location')!).hash).toContain('kc_action_status=success');
    expect(store().iam.credentials.filter((credential) => credential.userId === 101 && credential.type === 'otp').map(({ userLabel }) => userLabel)).toContain('Work phone');
  });

  it('sends her back with nothing changed when she cancels', async () => {
    const { pending, post } = await openAction('UPDATE_PASSWORD');
    const cancelled = await post({ cancel: 'true' });
    expect(readAccountActionAnswer(new URL(cancelled.headers.get('Location')!).hash, pending)?.outcome).toEqual({ action: 'UPDATE_PASSWORD', status: 'cancelled' });
  });

  it('refuses an action without the S256 challenge or the fragment, and anything but an account action', async () => {
    const { url } = await accountActionAddress(target, 'UPDATE_PASSWORD');
    const without = (name: string, value?: string) => {
      const address = new URL(url);
      if (value === undefined) address.searchParams.delete(name);
      else address.searchParams.set(name, value);
      return fetch(address, { redirect: 'manual' });
    };
    const noChallenge = await without('code_challenge');
    // code_challenge_method without a challenge is refused as the main realm refuses it.
    expect(new URL(noChallenge.headers.get('Location')!).hash).toContain('error=invalid_request');
    const query = await without('response_mode', 'query');
    expect(new URL(query.headers.get('Location')!).searchParams.get('error')).toBe('invalid_request');
    expect((await without('kc_action')).status).toBe(400);
  });
});

describe("the accounts realm's code and session", () => {
  const tokenUrl = `${origin}${realmPath(accountsRealm.default)}${identityEndpoints.token}`;
  const exchange = (code: string, verifier: string) =>
    fetch(tokenUrl, { method: 'POST', body: new URLSearchParams({ grant_type: 'authorization_code', client_id: portalClientId, redirect_uri: returnTo, code, code_verifier: verifier }) });
  /** The answer's parameters, after the route's own query in the fragment. */
  const answerOf = (response: Response) => {
    const hash = new URL(response.headers.get('Location')!).hash;
    return new URLSearchParams(hash.slice(hash.indexOf('?') + 1));
  };
  const cookieOf = (response: Response) => response.headers.get('Set-Cookie')!.split(';')[0]!;
  const changePassword = { 'password-new': 'new-secret-1', 'password-confirm': 'new-secret-1' };

  it('confirms a done action by its code, redeemed only with the verifier kept, for tokens no service of the portal takes', async () => {
    const first = await openAction('UPDATE_PASSWORD');
    const done = await first.post({ username: 'alice', password: 'alice', ...changePassword });
    expect(done.headers.get('Set-Cookie')).toContain(`Path=${realmPath(accountsRealm.default)};`);
    const refused = await exchange(answerOf(done).get('code')!, 'not-the-verifier');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_grant', error_description: 'PKCE verification failed: Code mismatch' });

    const second = await openAction('UPDATE_PASSWORD', cookieOf(done));
    const again = await second.post({ ...changePassword, 'password-new': 'new-secret-2', 'password-confirm': 'new-secret-2' });
    const confirmed = await exchange(answerOf(again).get('code')!, second.pending.verifier);
    expect(confirmed.status).toBe(200);
    const { access_token } = (await confirmed.json()) as { access_token: string };
    expect(claims(access_token).iss).toBe(`${origin}${realmPath(accountsRealm.default)}`);
    // The accounts realm's tokens open nothing of the portal's.
    expect((await fetch(`${realmUrl}${identityEndpoints.userinfo}`, { headers: bearer(access_token) })).status).toBe(401);
    expect((await fetch(`${origin}${servicePrefixes.core}${accountEndpoints.account}`, { headers: bearer(access_token) })).status).toBe(401);
  });

  it("takes no code of the main realm's, nor any other grant", async () => {
    const { verifier, challenge } = await pkcePair();
    const signedIn = await submitSignIn(authorizationParams({ code_challenge: challenge, code_challenge_method: 'S256' }), 'alice', 'alice');
    expect(await (await exchange(callbackParams(signedIn).get('code')!, verifier)).json()).toMatchObject({ error: 'invalid_grant', error_description: 'Code not valid' });
    const refresh = await fetch(tokenUrl, { method: 'POST', body: new URLSearchParams({ grant_type: 'refresh_token', client_id: portalClientId, refresh_token: 'x' }) });
    expect(await refresh.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('asks who she is once: within five minutes a second action needs only the change, later the password again', async () => {
    const first = await openAction('UPDATE_PASSWORD');
    expect(first.html).toContain('id="password"');
    const cookie = cookieOf(await first.post({ username: 'alice', password: 'alice', ...changePassword }));

    const second = await openAction('CONFIGURE_TOTP', cookie);
    expect(second.html).not.toContain('id="password"');
    const secret = /<code id="totp-secret">([A-Z2-7]+)<\/code>/.exec(second.html)![1]!;
    const done = await second.post({ totp: (await totpCode(secret, Date.now()))! });
    expect(answerOf(done).get('kc_action_status')).toBe('success');
    // A session cookie of the accounts realm signs nobody in to the portal's realm.
    expect((await authorize(authorizationParams(), { Cookie: cookie })).status).toBe(200);

    for (const session of store().sessions.values()) session.authTime -= 301;
    const later = await openAction('UPDATE_PASSWORD', cookie);
    expect(later.html).toContain('id="password"');
    expect(await (await later.post(changePassword)).text()).toContain('Invalid username or password.');
  });
});
