// Keycloak's OpenID Connect endpoints for the sandbox realm, served on whatever origin the request came to
// (localhost, the preview port or auth.localhost), so issuer and endpoint URLs always match the caller's view.
import { HttpResponse, http, type PathParams } from 'msw';
import { identityEndpoints, portalClientId, umaGrantType } from '../../src/platform/endpoints';
import { findUserByLogin } from '../directory';
import type { AuthorizationRequest } from '../store';
import { accountActionRequest, accountActionSubmit, accountsRealmName } from './accountActions';
import {
  authorizationFields,
  completeAuthorization,
  parseAuthorizationRequest,
  redirectToClient,
} from './authorize';
import { tokenEndpoint } from './grants';
import { realmSigningKey } from './keys';
import { oauthError } from './oauthError';
import { errorPage, signInPage, signedOutPage } from './pages';
import { isAllowedRedirectUri, issuerFor, realmEndpointPattern, realmPath, sandboxRealm } from './realm';
import { activeSession, callerAddress, endSession, sessionCookie, sessionCookieName } from './sessions';
import { afterPassword, continueSignIn } from './signInSteps';
import { authenticateBearer, profileClaims, stringClaim, verifyJwt } from './tokens';

interface RealmRequest {
  request: Request;
  origin: string;
  /** The SSO session id from the cookie, if the browser sent one. */
  sessionId: string | undefined;
}

type RealmResolver = (input: RealmRequest) => Response | Promise<Response>;

/**
 * Serves an endpoint of the sandbox realm, and with `accounts` the same endpoint of the accounts realm (account
 * actions, sandbox/identity/accountActions.ts); any other realm name gets Keycloak's 404.
 */
function onRealm(resolve: RealmResolver, accounts?: RealmResolver) {
  return ({ request, params, cookies }: { request: Request; params: PathParams; cookies: Record<string, string> }) => {
    const input = { request, origin: new URL(request.url).origin, sessionId: cookies[sessionCookieName] };
    if (params.realm === sandboxRealm) return resolve(input);
    if (accounts !== undefined && params.realm === accountsRealmName) return accounts(input);
    return oauthError(404, 'invalid_request', 'Realm does not exist');
  };
}

function discovery({ origin }: RealmRequest): Response {
  const issuer = issuerFor(origin);
  return HttpResponse.json({
    issuer,
    authorization_endpoint: `${issuer}${identityEndpoints.auth}`,
    token_endpoint: `${issuer}${identityEndpoints.token}`,
    userinfo_endpoint: `${issuer}${identityEndpoints.userinfo}`,
    end_session_endpoint: `${issuer}${identityEndpoints.logout}`,
    jwks_uri: `${issuer}${identityEndpoints.certs}`,
    grant_types_supported: ['authorization_code', 'refresh_token', umaGrantType],
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'fragment'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    userinfo_signing_alg_values_supported: ['none'],
    token_endpoint_auth_methods_supported: ['none'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'profile', 'email'],
    claims_supported: [
      ...['sub', 'iss', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'sid'],
      ...['preferred_username', 'email', 'email_verified', 'name', 'given_name', 'family_name'],
    ],
    claims_parameter_supported: false,
    request_parameter_supported: false,
  });
}

async function certs(): Promise<Response> {
  const { jwk } = await realmSigningKey();
  return HttpResponse.json({ keys: [jwk] });
}

const authorizationPath = `${realmPath(sandboxRealm)}${identityEndpoints.auth}`;

function signInForm(authRequest: AuthorizationRequest, username: string, error?: string): Response {
  const hiddenFields = authorizationFields(authRequest);
  return signInPage({ realm: sandboxRealm, action: authorizationPath, hiddenFields, username, error });
}

/** GET: sign in silently with a live SSO session, otherwise show the form (or refuse, for prompt=none). */
function authorizationPage({ request, origin, sessionId }: RealmRequest): Response {
  const parsed = parseAuthorizationRequest(new URL(request.url).searchParams, origin);
  if ('error' in parsed) return parsed.error;
  const authRequest = parsed.request;
  const active = activeSession(sessionId);
  if (active !== undefined && authRequest.prompt !== 'login') return completeAuthorization(authRequest, origin, active.session);
  if (authRequest.prompt === 'none') {
    return redirectToClient(authRequest, origin, { error: 'login_required', error_description: 'Login required' });
  }
  return signInForm(authRequest, authRequest.loginHint ?? '');
}

/**
 * POST from the sign-in form: check the password, then the authenticator's code and the required actions
 * (./signInSteps.ts, whose pages post here naming their `auth_session`), then start the SSO session and hand out the code.
 */
async function signIn({ request, origin }: RealmRequest): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  if (form.has('auth_session')) return continueSignIn(form, origin);
  const parsed = parseAuthorizationRequest(form, origin);
  if ('error' in parsed) return parsed.error;
  const login = form.get('username') ?? '';
  const user = findUserByLogin(login);
  if (user === undefined || user.password !== form.get('password')) {
    return signInForm(parsed.request, login, 'Invalid username or password.');
  }
  return afterPassword(parsed.request, origin, user, callerAddress(request));
}

/** keycloak-js 26 sends id_token_hint, post_logout_redirect_uri and client_id by GET, or POSTs them as a form. */
async function logout({ request, sessionId }: RealmRequest): Promise<Response> {
  const params = request.method === 'POST' ? new URLSearchParams(await request.text()) : new URL(request.url).searchParams;
  const clientId = params.get('client_id');
  if (clientId !== null && clientId !== portalClientId) return errorPage(400, 'Invalid parameter: client_id');
  const redirectUri = params.get('post_logout_redirect_uri');
  if (redirectUri !== null && !isAllowedRedirectUri(redirectUri)) return errorPage(400, 'Invalid redirect uri');

  if (sessionId !== undefined) endSession(sessionId);
  // The hint names the session even when the cookie is gone; an expired hint still counts, an unverifiable
  // one (e.g. signed before a sandbox restart) is ignored rather than leaving the user stuck signed in.
  const hint = params.get('id_token_hint');
  const verified = hint === null ? undefined : await verifyJwt(hint, 'ID');
  const hintedSession = verified === undefined || verified.status === 'invalid' ? undefined : stringClaim(verified.claims, 'sid');
  if (hintedSession !== undefined) endSession(hintedSession);

  const response = redirectUri === null ? signedOutPage() : new Response(null, { status: 302, headers: { Location: redirectUri } });
  response.headers.set('Set-Cookie', sessionCookie(undefined));
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

async function userinfo({ request }: RealmRequest): Promise<Response> {
  const bearer = await authenticateBearer(request);
  if (bearer.status !== 'valid') {
    return oauthError(401, 'invalid_token', 'Token verification failed', { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
  }
  return HttpResponse.json({ sub: bearer.user.sub, ...profileClaims(bearer.user) });
}

export const identityHandlers = [
  http.get(realmEndpointPattern(identityEndpoints.discovery), onRealm(discovery)),
  http.get(realmEndpointPattern(identityEndpoints.certs), onRealm(certs)),
  http.get(realmEndpointPattern(identityEndpoints.auth), onRealm(authorizationPage, accountActionRequest)),
  http.post(realmEndpointPattern(identityEndpoints.auth), onRealm(signIn, accountActionSubmit)),
  http.post(
    realmEndpointPattern(identityEndpoints.token),
    onRealm(
      ({ request, origin }) => tokenEndpoint(request, origin, sandboxRealm),
      ({ request, origin }) => tokenEndpoint(request, origin, accountsRealmName),
    ),
  ),
  http.get(realmEndpointPattern(identityEndpoints.logout), onRealm(logout)),
  http.post(realmEndpointPattern(identityEndpoints.logout), onRealm(logout)),
  http.get(realmEndpointPattern(identityEndpoints.userinfo), onRealm(userinfo)),
];
