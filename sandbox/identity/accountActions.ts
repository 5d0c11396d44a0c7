// The accounts realm (spec §7 Identity provider: "Account actions use a separate accounts realm, PKCE S256 and
// fragment response mode"): its authorization endpoint serves only Keycloak's application-initiated actions
// (`kc_action` UPDATE_PASSWORD or CONFIGURE_TOTP) for the portal's client, with an S256 challenge and
// `response_mode=fragment`, over the same people as the main realm. The person confirms who they are with their
// current password on the action's page (a credential change re-authenticates), does it or cancels, and is sent back
// to the portal with `kc_action_status` success or cancelled. The request is read and checked as the main realm's
// is (sandbox/identity/authorize.ts); no code is issued: the portal's session stays the main realm's.
import { passwordLength, requiredActions } from '../../src/platform/iamRules';
import type { RequiredAction } from '../../src/platform/iamTypes';
import { accountsRealm } from '../../src/platform/config';
import { identityEndpoints } from '../../src/platform/endpoints';
import { findUserByLogin } from '../directory';
import { store } from '../store';
import { authorizationFields, parseAuthorizationRequest, redirectToClient, type AuthorizationRequest } from './authorize';
import { accountActionPage, errorPage } from './pages';
import { realmPath } from './realm';
import { newTotpSecret, totpMatches } from './totp';

/** The accounts realm the sandbox serves: the portal's default name for it. */
export const accountsRealmName = accountsRealm.default;

const formAction = `${realmPath(accountsRealmName)}${identityEndpoints.auth}`;
const maxDeviceNameLength = 255;

interface ActionRequest {
  authRequest: AuthorizationRequest;
  action: RequiredAction;
}

/** The authorization request of an account action, or the error page / redirect that refuses it. */
function parseActionRequest(params: URLSearchParams, origin: string): ActionRequest | Response {
  const parsed = parseAuthorizationRequest(params, origin);
  if ('error' in parsed) return parsed.error;
  const authRequest = parsed.request;
  const action = params.get('kc_action');
  if (!requiredActions.includes(action as RequiredAction)) return errorPage(400, 'This realm serves account actions only: kc_action UPDATE_PASSWORD or CONFIGURE_TOTP.');
  // PKCE (parseAuthorizationRequest allows only S256) and the fragment are what this realm is for.
  if (authRequest.codeChallenge === undefined) return redirectToClient(authRequest, origin, { error: 'invalid_request', error_description: 'Missing parameter: code_challenge' });
  if (authRequest.responseMode !== 'fragment') return redirectToClient(authRequest, origin, { error: 'invalid_request', error_description: 'Invalid parameter: response_mode must be fragment' });
  return { authRequest, action: action as RequiredAction };
}

function actionForm({ authRequest, action }: ActionRequest, username: string, totpSecret: string | undefined, error?: string): Response {
  const hiddenFields: [string, string][] = [...authorizationFields(authRequest), ['kc_action', action]];
  if (totpSecret !== undefined) hiddenFields.push(['totp_secret', totpSecret]);
  return accountActionPage({ action, formAction, hiddenFields, username, ...(totpSecret === undefined ? {} : { totpSecret }), ...(error === undefined ? {} : { error }) });
}

/** GET: the action's page (a new authenticator's key made for CONFIGURE_TOTP). */
export function accountActionRequest({ request, origin }: { request: Request; origin: string }): Response {
  const parsed = parseActionRequest(new URL(request.url).searchParams, origin);
  if (parsed instanceof Response) return parsed;
  return actionForm(parsed, parsed.authRequest.loginHint ?? '', parsed.action === 'CONFIGURE_TOTP' ? newTotpSecret() : undefined);
}

/** POST from the action's page: cancelled, refused with the page again, or done and back to the portal. */
export async function accountActionSubmit({ request, origin }: { request: Request; origin: string }): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  const parsed = parseActionRequest(form, origin);
  if (parsed instanceof Response) return parsed;
  const { authRequest, action } = parsed;
  if (form.get('cancel') === 'true') return redirectToClient(authRequest, origin, { kc_action_status: 'cancelled' });
  const secret = action === 'CONFIGURE_TOTP' ? (form.get('totp_secret') ?? '') : undefined;
  const login = form.get('username') ?? '';
  const again = (error: string) => actionForm(parsed, login, secret, error);
  const user = findUserByLogin(login);
  if (user === undefined || user.password !== form.get('password')) return again('Invalid username or password.');

  if (action === 'UPDATE_PASSWORD') {
    const next = form.get('password-new') ?? '';
    if (next.length < passwordLength.min || next.length > passwordLength.max) return again(`The new password needs ${passwordLength.min} to ${passwordLength.max} characters.`);
    if (next !== form.get('password-confirm')) return again('The new passwords do not match.');
    user.password = next;
  } else {
    const label = form.get('userLabel')?.trim() || 'Authenticator app';
    if (label.length > maxDeviceNameLength) return again(`The device name has at most ${maxDeviceNameLength} characters.`);
    if (secret === undefined || !(await totpMatches(secret, form.get('totp') ?? ''))) return again('That code is not the one your authenticator app shows now.');
    store().iam.credentials.push({ id: `otp-${crypto.randomUUID()}`, userId: user.id, type: 'otp', userLabel: label, createdDate: Date.now() });
  }
  store().iam.accounts.forEach((account) => {
    // Done once means no longer required at sign-in.
    if (account.userId === user.id) account.requiredActions = account.requiredActions.filter((required) => required !== action);
  });
  return redirectToClient(authRequest, origin, { kc_action_status: 'success', kc_action: action });
}
