// The way back from an account action (src/session/accountActionAnswer.ts): the portal takes the accounts realm's
// answer out of the address and has a success confirmed by redeeming its code with the PKCE verifier it kept, at the
// accounts realm's token endpoint (the sandbox's, at the network edge). A fragment alone confirms nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountsRealm } from '../../src/platform/config';
import { portalClientId } from '../../src/platform/endpoints';
import { keepAccountActionAnswer, takeAccountActionOutcome } from '../../src/session/accountActionAnswer';
import { accountActionAddress, type PendingAccountAction } from '../../src/session/accountActions';
import { sessionKeys } from '../../src/session/browserKeys';
import { origin, postPage, setupSandboxServer } from '../../sandbox/testClient';
import { MemoryStorage } from './memoryStorage';

const server = setupSandboxServer();

const returnTo = 'http://acme.app.localhost:5173/#/dashboards?org=1';
const target = { identityBase: `${origin}/auth`, realm: accountsRealm.default, clientId: portalClientId, returnTo, username: 'alice' };

let replaceState: ReturnType<typeof vi.fn>;
beforeEach(() => {
  replaceState = vi.fn();
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('history', { state: null, replaceState });
});

/** alice changes her password in the accounts realm; the address the browser comes back to. */
async function changePassword(): Promise<{ back: URL; pending: PendingAccountAction }> {
  const { url, pending } = await accountActionAddress(target, 'UPDATE_PASSWORD');
  const html = await (await fetch(url)).text();
  const done = await postPage(html, { username: 'alice', password: 'alice', 'password-new': 'new-secret-1', 'password-confirm': 'new-secret-1' }, new URL(url).pathname);
  return { back: new URL(done.headers.get('Location')!), pending };
}

/** The portal starting on `back` with `pending` kept: the outcome it will say once signed in. */
async function comeBack(back: URL, pending: PendingAccountAction) {
  sessionStorage.setItem(sessionKeys.accountAction, JSON.stringify(pending));
  vi.stubGlobal('location', back);
  await keepAccountActionAnswer();
  return takeAccountActionOutcome();
}

const tokenRequests = () => {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/protocol/openid-connect/token')) seen.push(request);
  });
  return seen;
};

describe('the way back from an account action', () => {
  it('says the change was made once the accounts realm redeems the code with the kept verifier', async () => {
    const { back, pending } = await changePassword();
    const seen = tokenRequests();
    expect(await comeBack(back, pending)).toEqual({ action: 'UPDATE_PASSWORD', status: 'success' });
    expect(seen.map((request) => request.url)).toEqual([pending.tokenUrl]);
    // The answer (its code included) leaves the address before keycloak-js reads it.
    expect(replaceState).toHaveBeenCalledWith(null, '', '/#/dashboards?org=1');
    expect(sessionStorage.getItem(sessionKeys.accountAction)).toBeNull();
  });

  it('says it could not be confirmed when the verifier is not the one the challenge was made of', async () => {
    const { back, pending } = await changePassword();
    expect(await comeBack(back, { ...pending, verifier: 'someone-elses-verifier' })).toEqual({ action: 'UPDATE_PASSWORD', status: 'unconfirmed' });
  });

  it('does not take a success written in the fragment without a code the provider issued', async () => {
    const { pending } = await accountActionAddress(target, 'CONFIGURE_TOTP');
    const forged = new URL(`${returnTo}&state=${pending.state}&kc_action_status=success&code=made-up`);
    expect(await comeBack(forged, pending)).toEqual({ action: 'CONFIGURE_TOTP', status: 'unconfirmed' });
    const noCode = new URL(`${returnTo}&state=${pending.state}&kc_action_status=success`);
    expect(await comeBack(noCode, pending)).toEqual({ action: 'CONFIGURE_TOTP', status: 'unconfirmed' });
  });

  it('says a cancel as it is, without asking the token endpoint', async () => {
    const { pending } = await accountActionAddress(target, 'UPDATE_PASSWORD');
    const seen = tokenRequests();
    const cancelled = new URL(`${returnTo}&state=${pending.state}&kc_action_status=cancelled`);
    expect(await comeBack(cancelled, pending)).toEqual({ action: 'UPDATE_PASSWORD', status: 'cancelled' });
    expect(seen).toEqual([]);
  });
});
