// The accounts realm's account actions, asked for with the portal's own address (src/session/accountActions.ts):
// the person confirms their password, changes it or sets up an authenticator app, and is sent back to the screen
// they left with kc_action_status in the fragment; a request without PKCE S256 or the fragment is refused.
import { describe, expect, it } from 'vitest';
import { accountsRealm } from '../../src/platform/config';
import { portalClientId } from '../../src/platform/endpoints';
import { readAccountActionAnswer } from '../../src/session/accountActionAnswer';
import { accountActionAddress } from '../../src/session/accountActions';
import { store } from '../store';
import { origin, setupSandboxServer, signIn } from '../testClient';
import { totpCode } from './totp';

setupSandboxServer();

const returnTo = 'http://acme.app.localhost:5173/#/dashboards?org=1';
const target = { identityBase: `${origin}/auth`, realm: accountsRealm.default, clientId: portalClientId, returnTo, username: 'alice' };

/** The action's page for `action`, with the form fields it carries. */
async function openAction(action: 'UPDATE_PASSWORD' | 'CONFIGURE_TOTP') {
  const { url, pending } = await accountActionAddress(target, action);
  const page = await fetch(url);
  const html = await page.text();
  const hidden = new URLSearchParams([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [name!, value!.replaceAll('&amp;', '&')]));
  const post = (fields: Record<string, string>) =>
    fetch(new URL(url).origin + new URL(url).pathname, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([...hidden, ...Object.entries(fields)]),
    });
  return { page, html, pending, post };
}

describe('the accounts realm', () => {
  it("changes alice's password once she confirms the current one, and sends her back to the screen she left", async () => {
    const { page, html, pending, post } = await openAction('UPDATE_PASSWORD');
    expect(page.status).toBe(200);
    expect(html).toContain('<h1>Change your password</h1>');

    const refused = await post({ username: 'alice', password: 'wrong', 'password-new': 'new-secret-1', 'password-confirm': 'new-secret-1' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Invalid username or password.');
    const mismatch = await post({ username: 'alice', password: 'alice', 'password-new': 'new-secret-1', 'password-confirm': 'new-secret-2' });
    expect(await mismatch.text()).toContain('The new passwords do not match.');

    const done = await post({ username: 'alice', password: 'alice', 'password-new': 'new-secret-1', 'password-confirm': 'new-secret-1' });
    expect(done.status).toBe(302);
    const back = new URL(done.headers.get('Location')!);
    expect(readAccountActionAnswer(back.hash, pending)).toEqual({ outcome: { action: 'UPDATE_PASSWORD', status: 'success' }, hash: '#/dashboards?org=1' });
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
