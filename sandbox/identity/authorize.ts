// The authorization endpoint's request: reading and checking it, and answering the client by redirect.
// Order follows Keycloak: a bad client or redirect URI gets an error page (redirecting would hand the answer to
// an unknown site); every later problem is redirected back to the client as `error=...`.
import { HttpResponse } from 'msw';
import { portalClientId } from '../../src/platform/endpoints';
import { store, type AuthorizationRequest, type SsoSession } from '../store';
import { errorPage } from './pages';
import { isAllowedRedirectUri, issuerFor, sandboxRealm } from './realm';
import { sessionCookie } from './sessions';

/** Seconds an authorization code stays valid (Keycloak's default). */
const codeLifetimeSeconds = 60;

function optional<K extends string>(key: K, value: string | null): Partial<Record<K, string>> {
  return value === null || value === '' ? {} : ({ [key]: value } as Record<K, string>);
}

export function redirectToClient(
  request: Pick<AuthorizationRequest, 'realm' | 'redirectUri' | 'responseMode' | 'state'>,
  origin: string,
  params: Record<string, string>,
  session?: SsoSession,
): Response {
  const answer = new URLSearchParams({ ...params, ...optional('state', request.state ?? null), iss: issuerFor(origin, request.realm) });
  const target = new URL(request.redirectUri);
  // As Keycloak does: a fragment already in the redirect URI (the portal's hash route) is kept and the answer
  // appended to it; keycloak-js takes its parameters out again and restores the route.
  if (request.responseMode === 'fragment') target.hash = target.hash.length > 1 ? `${target.hash.slice(1)}&${answer}` : answer.toString();
  else for (const [name, value] of answer) target.searchParams.append(name, value);
  const headers = new Headers({ Location: target.href, 'Cache-Control': 'no-store' });
  if (session !== undefined) headers.set('Set-Cookie', sessionCookie(session));
  return new HttpResponse(null, { status: 302, headers });
}

export function parseAuthorizationRequest(
  params: URLSearchParams,
  origin: string,
  realm = sandboxRealm,
): { request: AuthorizationRequest } | { error: Response } {
  if (params.get('client_id') !== portalClientId) return { error: errorPage(400, 'Client not found.') };
  const redirectUri = params.get('redirect_uri');
  if (!isAllowedRedirectUri(redirectUri)) return { error: errorPage(400, 'Invalid parameter: redirect_uri') };
  const responseMode = params.get('response_mode') ?? 'query';
  if (responseMode !== 'query' && responseMode !== 'fragment') {
    return { error: errorPage(400, 'Invalid parameter: response_mode') };
  }

  const request: AuthorizationRequest = {
    realm,
    clientId: portalClientId,
    redirectUri,
    responseMode,
    scope: params.get('scope') ?? 'openid',
    ...optional('state', params.get('state')),
    ...optional('nonce', params.get('nonce')),
    ...optional('codeChallenge', params.get('code_challenge')),
    ...optional('prompt', params.get('prompt')),
    ...optional('loginHint', params.get('login_hint')),
  };
  const reject = (error: string, description: string) => ({
    error: redirectToClient(request, origin, { error, error_description: description }),
  });
  if (params.get('response_type') !== 'code') return reject('unsupported_response_type', 'Only response_type=code is supported');
  const method = params.get('code_challenge_method');
  if (request.codeChallenge !== undefined && method !== 'S256') {
    return reject('invalid_request', 'Invalid parameter: code_challenge_method must be S256');
  }
  if (request.codeChallenge === undefined && method !== null) return reject('invalid_request', 'Missing parameter: code_challenge');
  return { request };
}

/** The request as form fields, so the sign-in form posts it back unchanged. */
export function authorizationFields(request: AuthorizationRequest): [string, string][] {
  const fields: [string, string | undefined][] = [
    ['client_id', request.clientId],
    ['redirect_uri', request.redirectUri],
    ['response_type', 'code'],
    ['response_mode', request.responseMode],
    ['scope', request.scope],
    ['state', request.state],
    ['nonce', request.nonce],
    ['code_challenge', request.codeChallenge],
    ['code_challenge_method', request.codeChallenge === undefined ? undefined : 'S256'],
  ];
  return fields.filter((field): field is [string, string] => field[1] !== undefined);
}

/**
 * Issues a single-use code for the signed-in session and sends the browser back to the client with it (and `extra`,
 * such as an account action's kc_action_status).
 */
export function completeAuthorization(request: AuthorizationRequest, origin: string, session: SsoSession, extra: Record<string, string> = {}): Response {
  const code = crypto.randomUUID();
  store().codes.set(code, {
    code,
    realm: request.realm,
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    sessionId: session.id,
    scope: request.scope,
    expiresAt: Date.now() + codeLifetimeSeconds * 1000,
    ...(request.nonce === undefined ? {} : { nonce: request.nonce }),
    ...(request.codeChallenge === undefined ? {} : { codeChallenge: request.codeChallenge }),
  });
  return redirectToClient(request, origin, { ...extra, code, session_state: session.id }, session);
}
