// The way back from an account action (src/session/accountActions.ts): the accounts realm's answer in the fragment,
// checked against the pending action's state, taken out of the address before keycloak-js reads it, a success
// confirmed by redeeming its code at the accounts realm's token endpoint with the kept PKCE verifier, and the outcome
// kept until the portal is signed in to say it. Loaded by boot.tsx only while an action is under way.
import type { RequiredAction } from '../platform/iamTypes';
import type { PendingAccountAction } from './accountActions';
import { sessionKeys } from './browserKeys';

/** `unconfirmed`: the fragment said success but the identity provider did not redeem its code. */
export type AccountActionOutcome = { action: RequiredAction; status: 'success' | 'cancelled' | 'error' | 'unconfirmed' };

/** The parameters an authorization answer appends to the fragment (after the route's own query). */
const answerParameters = ['state', 'kc_action_status', 'kc_action', 'code', 'session_state', 'iss', 'error', 'error_description'];

/**
 * The outcome of the pending action when `hash` is its answer (same `state`), with the hash the route had before
 * (the answer taken out); nothing when the hash answers no pending action of this portal.
 */
export function readAccountActionAnswer(
  hash: string,
  pending: PendingAccountAction | undefined,
): { outcome: AccountActionOutcome; hash: string; code?: string } | undefined {
  if (pending === undefined) return undefined;
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  const split = fragment.search(/[?&]/);
  if (split < 0) return undefined;
  const path = fragment.slice(0, split);
  const params = new URLSearchParams(fragment.slice(split + 1));
  if (params.get('state') !== pending.state) return undefined;
  const answered = params.get('kc_action_status');
  const status = answered === 'success' || answered === 'cancelled' ? answered : 'error';
  const code = params.get('code');
  for (const name of answerParameters) params.delete(name);
  const rest = params.toString();
  return { outcome: { action: pending.action, status }, hash: `#${path}${rest === '' ? '' : `?${rest}`}`, ...(code === null ? {} : { code }) };
}

/**
 * A success is confirmed by the identity provider, not by the fragment alone (anyone can write a fragment): its code
 * is redeemed at the accounts realm's token endpoint with the kept verifier, which only the page that started the
 * action holds. The tokens answered are dropped unread: they are the accounts realm's, which no service of the portal
 * accepts, and keeping them would be one more credential to leak; the portal's calls use the main realm's session.
 */
export async function confirmAccountAction(outcome: AccountActionOutcome, code: string | undefined, pending: PendingAccountAction): Promise<AccountActionOutcome> {
  if (outcome.status !== 'success') return outcome;
  const unconfirmed = { ...outcome, status: 'unconfirmed' } as const;
  if (code === undefined) return unconfirmed;
  const body = new URLSearchParams({ grant_type: 'authorization_code', client_id: pending.clientId, redirect_uri: pending.redirectUri, code, code_verifier: pending.verifier });
  try {
    const response = await fetch(pending.tokenUrl, { method: 'POST', body, credentials: 'omit' });
    return response.ok ? outcome : unconfirmed;
  } catch {
    return unconfirmed;
  }
}

/**
 * At start-up, before keycloak-js reads the address: an account action's answer is taken out of the address, confirmed,
 * and its outcome kept in session storage, since keycloak-js may still leave for the main realm's sign-in before the portal
 * is signed in (a new page, which finds the outcome kept).
 */
export async function keepAccountActionAnswer(): Promise<void> {
  const stored = sessionStorage.getItem(sessionKeys.accountAction);
  if (stored === null) return;
  let pending: PendingAccountAction | undefined;
  try {
    pending = JSON.parse(stored) as PendingAccountAction;
  } catch {
    pending = undefined;
  }
  if (pending === undefined) return;
  const answer = readAccountActionAnswer(location.hash, pending);
  if (answer === undefined) return;
  sessionStorage.removeItem(sessionKeys.accountAction);
  history.replaceState(history.state, '', `${location.pathname}${location.search}${answer.hash}`);
  sessionStorage.setItem(sessionKeys.accountActionOutcome, JSON.stringify(await confirmAccountAction(answer.outcome, answer.code, pending)));
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
