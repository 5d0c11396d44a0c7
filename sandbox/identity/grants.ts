// The token endpoint: authorization code (with optional PKCE), rotating refresh tokens and the two ways a token is
// scoped to one organisation (facts §2.2, spec §4 guard step 3): the UMA ticket exchange, and a code issued for an
// authorization request whose scope names the organisation (`openid org:<resourceId>`). Either way the access token
// carries the same claims, and its refresh keeps the organisation.
import { HttpResponse } from 'msw';
import { base64url } from 'jose';
import { platformAudience, portalClientId, umaGrantType } from '../../src/platform/endpoints';
import { organizationScope, scopedOrganization } from '../../src/platform/organizationScope';
import type { Organization } from '../../src/platform/types';
import { canAccess, findOrganizationByResourceId } from '../directory';
import { store } from '../store';
import { oauthError } from './oauthError';
import { sandboxRealm } from './realm';
import { activeSession } from './sessions';
import { authenticateBearer, issueTokens, stringClaim, verifyJwt, type TokenGrant } from './tokens';

async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url.encode(new Uint8Array(digest));
}

const invalidClient = () => oauthError(401, 'invalid_client', 'Invalid client or Invalid client credentials');
const sessionNotActive = () => oauthError(400, 'invalid_grant', 'Session not active');
const notAuthorized = () => oauthError(403, 'access_denied', 'not_authorized');

async function tokens(grant: TokenGrant): Promise<Response> {
  return HttpResponse.json(await issueTokens(grant), { headers: { 'Cache-Control': 'no-store' } });
}

/** Only members of the organisation (or of an ancestor) may hold a token scoped to it. */
function organizationTokens(grant: TokenGrant & { organization: Organization }): Promise<Response> | Response {
  if (!canAccess(grant.user, grant.organization)) return notAuthorized();
  return tokens(grant);
}

const unknownOrganization = (resourceId: string) =>
  oauthError(400, 'invalid_scope', `Resource with id [${resourceId}] does not exist.`);

async function authorizationCodeGrant(form: URLSearchParams, origin: string, realm: string): Promise<Response> {
  if (form.get('client_id') !== portalClientId) return invalidClient();
  const code = store().codes.get(form.get('code') ?? '');
  // A realm knows only its own codes.
  if (code === undefined || code.realm !== realm || code.expiresAt <= Date.now()) return oauthError(400, 'invalid_grant', 'Code not valid');
  // Spent by the first attempt, successful or not, so a leaked code cannot be retried.
  store().codes.delete(code.code);
  if (form.get('redirect_uri') !== code.redirectUri) return oauthError(400, 'invalid_grant', 'Incorrect redirect_uri');
  if (code.codeChallenge !== undefined) {
    const verifier = form.get('code_verifier');
    if (verifier === null) return oauthError(400, 'invalid_grant', 'PKCE code verifier not specified');
    if ((await s256(verifier)) !== code.codeChallenge) {
      return oauthError(400, 'invalid_grant', 'PKCE verification failed: Code mismatch');
    }
  }
  const active = activeSession(code.sessionId, realm);
  if (active === undefined) return sessionNotActive();
  const nonce = code.nonce === undefined ? {} : { nonce: code.nonce };
  const resourceId = scopedOrganization(code.scope);
  if (resourceId !== undefined) {
    const organization = findOrganizationByResourceId(resourceId);
    if (organization === undefined) return unknownOrganization(resourceId);
    return organizationTokens({ origin, ...active, clientId: code.clientId, scope: code.scope, organization, ...nonce });
  }
  return tokens({ origin, ...active, clientId: code.clientId, scope: code.scope, ...nonce });
}

async function refreshTokenGrant(form: URLSearchParams, origin: string): Promise<Response> {
  if (form.get('client_id') !== portalClientId) return invalidClient();
  const token = form.get('refresh_token');
  if (token === null) return oauthError(400, 'invalid_request', 'Missing parameter: refresh_token');
  const verified = await verifyJwt(token, 'Refresh');
  if (verified.status !== 'valid') return oauthError(400, 'invalid_grant', 'Invalid refresh token');
  const grant = store().refreshGrants.get(stringClaim(verified.claims, 'jti') ?? '');
  // Rotation: a refresh token is recorded once and spent on use, so a replayed one finds nothing.
  if (grant === undefined) return oauthError(400, 'invalid_grant', 'Maximum allowed refresh token reuse exceeded');
  store().refreshGrants.delete(grant.jti);
  const active = activeSession(grant.sessionId);
  if (active === undefined) return sessionNotActive();
  if (grant.orgResourceId !== undefined) {
    const organization = findOrganizationByResourceId(grant.orgResourceId);
    if (organization === undefined) return notAuthorized();
    return organizationTokens({ origin, ...active, clientId: grant.clientId, scope: grant.scope, organization });
  }
  const nonce = grant.nonce === undefined ? {} : { nonce: grant.nonce };
  return tokens({ origin, ...active, clientId: grant.clientId, scope: grant.scope, ...nonce });
}

async function umaTicketGrant(request: Request, form: URLSearchParams, origin: string): Promise<Response> {
  const bearer = await authenticateBearer(request);
  if (bearer.status === 'inactive') return oauthError(401, 'invalid_grant', 'Session not active');
  if (bearer.status !== 'valid') return oauthError(401, 'invalid_grant', 'Invalid bearer token');
  const active = activeSession(stringClaim(bearer.claims, 'sid'));
  if (active === undefined) return oauthError(401, 'invalid_grant', 'Session not active');
  if (form.get('audience') !== platformAudience) return oauthError(400, 'invalid_request', `Requires audience ${platformAudience}`);
  // UMA permission syntax is "<resource>#<scope>"; the portal asks for the whole resource.
  const resourceId = form.get('permission')?.split('#')[0];
  if (resourceId === undefined || resourceId === '') return oauthError(400, 'invalid_request', 'Missing parameter: permission');
  const organization = findOrganizationByResourceId(resourceId);
  if (organization === undefined) {
    return oauthError(400, 'invalid_resource', `Resource with id [${resourceId}] does not exist.`);
  }
  const clientId = stringClaim(bearer.claims, 'azp') ?? portalClientId;
  return organizationTokens({ origin, ...active, clientId, scope: organizationScope(resourceId), organization });
}

/**
 * The token endpoint of `realm`. The accounts realm's answers only its codes (each issued with an S256 challenge, so
 * its verifier is always checked): the portal exchanges one to confirm an account action and keeps nothing, so no
 * refresh or organisation exchange is served there, and its tokens (their own issuer, under the accounts realm's
 * session) are refused by every service of the main realm.
 */
export async function tokenEndpoint(request: Request, origin: string, realm: string): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  const grantType = form.get('grant_type');
  if (realm !== sandboxRealm && grantType !== 'authorization_code') return oauthError(400, 'unsupported_grant_type', `Unsupported grant_type ${String(grantType)}`);
  switch (grantType) {
    case 'authorization_code':
      return authorizationCodeGrant(form, origin, realm);
    case 'refresh_token':
      return refreshTokenGrant(form, origin);
    case umaGrantType:
      return umaTicketGrant(request, form, origin);
    case null:
      return oauthError(400, 'invalid_request', 'Missing form parameter: grant_type');
    default:
      return oauthError(400, 'unsupported_grant_type', `Unsupported grant_type ${grantType}`);
  }
}
