// Account actions through the separate accounts realm (spec §7 Identity provider: "Account actions use a separate
// accounts realm, PKCE S256 and fragment response mode"; the realm from resolveAccountsRealm): the browser goes to
// that realm's authorization endpoint with Keycloak's `kc_action` (UPDATE_PASSWORD, CONFIGURE_TOTP), comes back to
// the screen it left with `kc_action_status` in the fragment, and the portal says how it went. The answer is taken
// out of the address before keycloak-js reads it (boot.tsx): keycloak-js would otherwise take a returned code for
// its own sign-in to the main realm, whose session is the portal's and is not changed by the action.
import { identityEndpoints } from '../platform/endpoints';
import type { RequiredAction } from '../platform/iamTypes';
import { sessionKeys } from './browserKeys';

/** What the portal keeps while the person is away: the request's `state`, the PKCE verifier and the action. */
export interface PendingAccountAction {
  state: string;
  verifier: string;
  action: RequiredAction;
}

export type AccountActionOutcome = { action: RequiredAction; status: 'success' | 'cancelled' | 'error' };

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
const randomText = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
export async function s256Challenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
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
  const pending = { state: randomText(), verifier: randomText(), action };
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
  return { url: `${target.identityBase}/realms/${encodeURIComponent(target.realm)}${identityEndpoints.auth}?${query}`, pending };
}

/** The parameters an authorization answer appends to the fragment (after the route's own query). */
const answerParameters = ['state', 'kc_action_status', 'kc_action', 'code', 'session_state', 'iss', 'error', 'error_description'];

/**
 * The outcome of the pending action when `hash` is its answer (same `state`), with the hash the route had before
 * (the answer taken out); nothing when the hash answers no pending action of this portal.
 */
export function readAccountActionAnswer(hash: string, pending: PendingAccountAction | undefined): { outcome: AccountActionOutcome; hash: string } | undefined {
  if (pending === undefined) return undefined;
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  const split = fragment.search(/[?&]/);
  if (split < 0) return undefined;
  const path = fragment.slice(0, split);
  const params = new URLSearchParams(fragment.slice(split + 1));
  if (params.get('state') !== pending.state) return undefined;
  const answered = params.get('kc_action_status');
  const status = answered === 'success' || answered === 'cancelled' ? answered : 'error';
  for (const name of answerParameters) params.delete(name);
  const rest = params.toString();
  return { outcome: { action: pending.action, status }, hash: `#${path}${rest === '' ? '' : `?${rest}`}` };
}

/** Sends the browser to the accounts realm for `action`, keeping what its answer is checked against. */
export async function startAccountAction(target: AccountActionTarget, action: RequiredAction): Promise<void> {
  const { url, pending } = await accountActionAddress(target, action);
  sessionStorage.setItem(sessionKeys.accountAction, JSON.stringify(pending));
  location.assign(url);
}

/**
 * At start-up, before keycloak-js reads the address: an account action's answer is taken out of the address and its
 * outcome kept in session storage, since keycloak-js may still leave for the main realm's sign-in before the portal
 * is signed in (a new page, which finds the outcome kept).
 */
export function keepAccountActionAnswer(): void {
  const stored = sessionStorage.getItem(sessionKeys.accountAction);
  if (stored === null) return;
  let pending: PendingAccountAction | undefined;
  try {
    pending = JSON.parse(stored) as PendingAccountAction;
  } catch {
    pending = undefined;
  }
  const answer = readAccountActionAnswer(location.hash, pending);
  if (answer === undefined) return;
  sessionStorage.removeItem(sessionKeys.accountAction);
  sessionStorage.setItem(sessionKeys.accountActionOutcome, JSON.stringify(answer.outcome));
  history.replaceState(history.state, '', `${location.pathname}${location.search}${answer.hash}`);
}

/** Once signed in: the outcome kept by keepAccountActionAnswer, said once. */
export function takeAccountActionOutcome(): AccountActionOutcome | undefined {
  const kept = sessionStorage.getItem(sessionKeys.accountActionOutcome);
  if (kept === null) return undefined;
  sessionStorage.removeItem(sessionKeys.accountActionOutcome);
  try {
    return JSON.parse(kept) as AccountActionOutcome;
  } catch {
    return undefined;
  }
}
