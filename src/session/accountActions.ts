// Account actions through the separate accounts realm (spec §7 Identity provider: "Account actions use a separate
// accounts realm, PKCE S256 and fragment response mode"; the realm from resolveAccountsRealm): the browser goes to
// that realm's authorization endpoint with Keycloak's `kc_action` (UPDATE_PASSWORD, CONFIGURE_TOTP), comes back to
// the screen it left with `kc_action_status` and a code in the fragment, and the portal says how it went once the code
// is redeemed with the kept PKCE verifier. The answer is taken out of the address before keycloak-js reads it
// (./accountActionAnswer.ts): keycloak-js would otherwise take the code for its own sign-in to the main realm.
import { identityEndpoints } from '../platform/endpoints';
import type { RequiredAction } from '../platform/iamTypes';
import { sessionKeys } from './browserKeys';
import { randomText, s256Challenge } from './pkce';

/**
 * What the portal keeps while the person is away: the request's `state`, the action, and what the returned code is
 * exchanged with to confirm it (the accounts realm's token endpoint, the client, the redirect URI and the PKCE verifier).
 */
export interface PendingAccountAction {
  state: string;
  verifier: string;
  action: RequiredAction;
  tokenUrl: string;
  clientId: string;
  redirectUri: string;
}

export interface AccountActionTarget {
  /** Identity provider base, e.g. https://auth.<domain>/auth. */
  identityBase: string;
  realm: string;
  clientId: string;
  /** Where the person comes back to: the address of the screen they left. */
  returnTo: string;
  /** Offered to the sign-in of the action page. */
  username?: string;
}

/** The accounts realm's authorization address for `action`, and what to keep until the person is back. */
export async function accountActionAddress(target: AccountActionTarget, action: RequiredAction): Promise<{ url: string; pending: PendingAccountAction }> {
  const realmBase = `${target.identityBase}/realms/${encodeURIComponent(target.realm)}`;
  const pending = { state: randomText(), verifier: randomText(), action, tokenUrl: `${realmBase}${identityEndpoints.token}`, clientId: target.clientId, redirectUri: target.returnTo };
  const query = new URLSearchParams({
    client_id: target.clientId,
    redirect_uri: target.returnTo,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    kc_action: action,
    state: pending.state,
    code_challenge: await s256Challenge(pending.verifier),
    code_challenge_method: 'S256',
    ...(target.username === undefined ? {} : { login_hint: target.username }),
  });
  return { url: `${realmBase}${identityEndpoints.auth}?${query}`, pending };
}

/** Sends the browser to the accounts realm for `action`, keeping what its answer is checked against. */
export async function startAccountAction(target: AccountActionTarget, action: RequiredAction): Promise<void> {
  const { url, pending } = await accountActionAddress(target, action);
  sessionStorage.setItem(sessionKeys.accountAction, JSON.stringify(pending));
  location.assign(url);
}
