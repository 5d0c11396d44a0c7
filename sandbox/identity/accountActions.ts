// The accounts realm (spec §7 Identity provider: "Account actions use a separate accounts realm, PKCE S256 and
// fragment response mode"): its authorization endpoint serves only Keycloak's application-initiated actions
// (`kc_action` UPDATE_PASSWORD or CONFIGURE_TOTP) for the portal's client, with an S256 challenge and
// `response_mode=fragment`, over the same people as the main realm. The request is read and checked as the main
// realm's is (./authorize.ts). The realm keeps its own SSO session (its own cookie, on its own path): a credential
// change asks who the person is (user name and current password) unless they did so in this realm within the last
// five minutes (Keycloak's max_auth_age for these actions). Done, the browser goes back to the portal with
// `kc_action_status=success` and a code, which the portal exchanges at this realm's token endpoint with its PKCE
// verifier (./grants.ts) to have the action confirmed; cancelled, with `kc_action_status=cancelled` and no code.
import { accountsRealm } from '../../src/platform/config';
import { identityEndpoints } from '../../src/platform/endpoints';
import { requiredActions } from '../../src/platform/iamRules';
import type { RequiredAction } from '../../src/platform/iamTypes';
import { findUserByLogin } from '../directory';
import type { AuthorizationRequest } from '../store';
import { authorizationFields, completeAuthorization, parseAuthorizationRequest, redirectToClient } from './authorize';
import { performCredentialAction } from './credentialActions';
import { actionPage, errorPage } from './pages';
import { realmPath } from './realm';
import { activeSession, callerAddress, endSession, startSession } from './sessions';
import { newTotpSecret } from './totp';

/** The accounts realm the sandbox serves: the portal's default name for it. */
export const accountsRealmName = accountsRealm.default;

const formAction = `${realmPath(accountsRealmName)}${identityEndpoints.auth}`;
/** Keycloak asks again who the person is for a credential change when they signed in longer ago than this. */
const reauthenticateAfterSeconds = 300;

interface ActionRequest {
  authRequest: AuthorizationRequest;
  action: RequiredAction;
}

interface AccountsRealmRequest {
  request: Request;
  origin: string;
  /** The accounts realm's SSO session id from its cookie. */
  sessionId: string | undefined;
}

/** The authorization request of an account action, or the error page / redirect that refuses it. */
function parseActionRequest(params: URLSearchParams, origin: string): ActionRequest | Response {
  const parsed = parseAuthorizationRequest(params, origin, accountsRealmName);
  if ('error' in parsed) return parsed.error;
  const authRequest = parsed.request;
  const action = params.get('kc_action');
  if (!requiredActions.includes(action as RequiredAction)) return errorPage(400, 'This realm serves account actions only: kc_action UPDATE_PASSWORD or CONFIGURE_TOTP.');
  // PKCE (parseAuthorizationRequest allows only S256) and the fragment are what this realm is for.
  if (authRequest.codeChallenge === undefined) return redirectToClient(authRequest, origin, { error: 'invalid_request', error_description: 'Missing parameter: code_challenge' });
  if (authRequest.responseMode !== 'fragment') return redirectToClient(authRequest, origin, { error: 'invalid_request', error_description: 'Invalid parameter: response_mode must be fragment' });
  return { authRequest, action: action as RequiredAction };
}

/** The realm's session when the person confirmed who they are recently enough for a credential change (and is the one hinted). */
function recentSession(sessionId: string | undefined, login: string | undefined) {
  const active = activeSession(sessionId, accountsRealmName);
  if (active === undefined || Date.now() / 1000 - active.session.authTime > reauthenticateAfterSeconds) return undefined;
  return login === undefined || login === '' || findUserByLogin(login)?.id === active.user.id ? active : undefined;
}

function actionForm({ authRequest, action }: ActionRequest, reauthenticate: { username: string } | undefined, totpSecret: string | undefined, error?: string): Response {
  const hiddenFields: [string, string][] = [...authorizationFields(authRequest), ['kc_action', action]];
  if (authRequest.loginHint !== undefined) hiddenFields.push(['login_hint', authRequest.loginHint]);
  if (totpSecret !== undefined) hiddenFields.push(['totp_secret', totpSecret]);
  return actionPage({
    action,
    kind: 'account',
    formAction,
    hiddenFields,
    ...(reauthenticate === undefined ? {} : { reauthenticate }),
    ...(totpSecret === undefined ? {} : { totpSecret }),
    ...(error === undefined ? {} : { error }),
  });
}

/** GET: the action's page (a new authenticator's key made for CONFIGURE_TOTP), asking who the person is unless they did so recently. */
export function accountActionRequest({ request, origin, sessionId }: AccountsRealmRequest): Response {
  const parsed = parseActionRequest(new URL(request.url).searchParams, origin);
  if (parsed instanceof Response) return parsed;
  const hint = parsed.authRequest.loginHint;
  const reauthenticate = recentSession(sessionId, hint) === undefined ? { username: hint ?? '' } : undefined;
  return actionForm(parsed, reauthenticate, parsed.action === 'CONFIGURE_TOTP' ? newTotpSecret() : undefined);
}

/** POST from the action's page: cancelled, refused with the page again, or done and back to the portal with a code. */
export async function accountActionSubmit({ request, origin, sessionId }: AccountsRealmRequest): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  const parsed = parseActionRequest(form, origin);
  if (parsed instanceof Response) return parsed;
  const { authRequest, action } = parsed;
  if (form.get('cancel') === 'true') return redirectToClient(authRequest, origin, { kc_action_status: 'cancelled' });
  const secret = action === 'CONFIGURE_TOTP' ? (form.get('totp_secret') ?? '') : undefined;
  const recent = recentSession(sessionId, authRequest.loginHint);
  const login = form.get('username') ?? authRequest.loginHint ?? '';
  const again = (error: string) => actionForm(parsed, recent === undefined ? { username: login } : undefined, secret, error);
  const user = recent?.user ?? findUserByLogin(login);
  if (user === undefined || (recent === undefined && user.password !== form.get('password'))) return again('Invalid username or password.');

  const refused = await performCredentialAction(user, action, form, secret);
  if (refused !== undefined) return again(refused);
  let session = recent?.session;
  if (session === undefined) {
    // Confirmed again: a new session of this realm, the earlier one (if any) ended.
    if (sessionId !== undefined) endSession(sessionId);
    session = startSession(user, callerAddress(request), accountsRealmName);
  }
  return completeAuthorization(authRequest, origin, session, { kc_action_status: 'success', kc_action: action });
}
