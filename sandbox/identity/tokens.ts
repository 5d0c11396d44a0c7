// Minting and checking the realm's JWTs. Token types follow Keycloak's `typ` claim (Bearer, Refresh, ID) so a
// refresh or ID token is never accepted where an access token is expected.
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import { platformAudience, portalClientId } from '../../src/platform/endpoints';
import type { Organization, TokenPermission, TokenResponse } from '../../src/platform/types';
import { scopesIn } from '../directory';
import { store, type SandboxUser, type SsoSession } from '../store';
import { realmSigningKey } from './keys';
import { issuerFor, sandboxRealm } from './realm';
import { activeSession } from './sessions';

export type TokenType = 'Bearer' | 'Refresh' | 'ID';

export type VerifiedToken =
  | { status: 'valid'; claims: JWTPayload }
  | { status: 'expired'; claims: JWTPayload }
  | { status: 'invalid' };

export async function signJwt(claims: JWTPayload): Promise<string> {
  const key = await realmSigningKey();
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: key.kid }).sign(key.privateKey);
}

/** Checks signature, expiry and token type. Expired tokens keep their claims: logout accepts them as hints. */
export async function verifyJwt(token: string, type: TokenType): Promise<VerifiedToken> {
  const key = await realmSigningKey();
  try {
    const { payload } = await jwtVerify(token, key.publicKey, { algorithms: ['RS256'] });
    return payload.typ === type ? { status: 'valid', claims: payload } : { status: 'invalid' };
  } catch (error) {
    if (error instanceof errors.JWTExpired && error.payload.typ === type) return { status: 'expired', claims: error.payload };
    return { status: 'invalid' };
  }
}

export function stringClaim(claims: JWTPayload, name: string): string | undefined {
  const value = claims[name];
  return typeof value === 'string' ? value : undefined;
}

export type BearerCheck =
  | { status: 'valid'; claims: JWTPayload; user: SandboxUser }
  | { status: 'missing' | 'expired' | 'invalid' | 'inactive' };

/**
 * The user behind the request's `Authorization: Bearer` access token. A token counts only while the SSO session
 * it was issued under (`sid`) lasts: Keycloak's logout (or the session's idle end) revokes the session's access
 * tokens, its refresh tokens and the organisation tokens exchanged from them, as its token introspection answers
 * `active: false` for them; a resource server that checked the signature alone would accept them until `exp`.
 */
export async function authenticateBearer(request: Request): Promise<BearerCheck> {
  const token = /^bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (token === undefined) return { status: 'missing' };
  const verified = await verifyJwt(token, 'Bearer');
  if (verified.status !== 'valid') return { status: verified.status };
  const session = activeSession(stringClaim(verified.claims, 'sid'));
  if (session === undefined) return { status: 'inactive' };
  const user = store().users.find((candidate) => candidate.sub === verified.claims.sub);
  return user === undefined || user.sub !== session.user.sub
    ? { status: 'invalid' }
    : { status: 'valid', claims: verified.claims, user };
}

export function profileClaims(user: SandboxUser): JWTPayload {
  return {
    preferred_username: user.username,
    email: user.email,
    email_verified: true,
    given_name: user.firstName,
    family_name: user.lastName,
    // Self-registered users have no names yet; Keycloak then leaves `name` to the user name.
    name: `${user.firstName} ${user.lastName}`.trim() || user.username,
  };
}

/** Facts §2.2: the organisation-scoped token lists the user's scopes under the organisation as resource. */
function authorizationClaim(user: SandboxUser, organization: Organization): { permissions: TokenPermission[] } {
  const scopes = scopesIn(user, organization) ?? [];
  return {
    permissions: scopes.length === 0 ? [] : [{ rsid: `org-${organization.id}`, rsname: organization.resourceId, scopes }],
  };
}

export interface TokenGrant {
  /** Origin the token endpoint was called on; it names the issuer. */
  origin: string;
  user: SandboxUser;
  session: SsoSession;
  clientId: string;
  scope: string;
  nonce?: string;
  /** Present for the UMA exchange: the access token then carries this organisation's permissions. */
  organization?: Organization;
}

export interface SandboxTokenResponse extends TokenResponse {
  refresh_token: string;
  refresh_expires_in: number;
  session_state: string;
  'not-before-policy': number;
}

/** Access and refresh token (plus an ID token when `openid` was asked for); records the refresh token for rotation. */
export async function issueTokens(grant: TokenGrant): Promise<SandboxTokenResponse> {
  const { origin, user, session, clientId, scope, nonce, organization } = grant;
  const { accessTokenSeconds, refreshTokenSeconds } = store().config;
  const now = Math.floor(Date.now() / 1000);
  const issuer = issuerFor(origin, session.realm);
  // Keycloak's idle timeout: each issued token keeps the SSO session alive for another refresh lifetime.
  session.expiresAt = (now + refreshTokenSeconds) * 1000;
  session.lastAccess = Date.now();
  const common = { iss: issuer, sub: user.sub, azp: clientId, sid: session.id, session_state: session.id, iat: now };

  const accessToken = await signJwt({
    ...common,
    ...profileClaims(user),
    typ: 'Bearer',
    jti: crypto.randomUUID(),
    exp: now + accessTokenSeconds,
    aud: ['account', platformAudience],
    scope,
    realm_access: { roles: [`default-roles-${sandboxRealm}`, 'offline_access', 'uma_authorization', ...user.realmRoles] },
    resource_access: { [portalClientId]: { roles: ['user'] } },
    ...(organization === undefined ? {} : { authorization: authorizationClaim(user, organization) }),
  });

  const refreshJti = crypto.randomUUID();
  store().refreshGrants.set(refreshJti, {
    jti: refreshJti,
    sessionId: session.id,
    clientId,
    scope,
    ...(nonce === undefined ? {} : { nonce }),
    ...(organization === undefined ? {} : { orgResourceId: organization.resourceId }),
  });
  const refreshToken = await signJwt({
    ...common,
    typ: 'Refresh',
    jti: refreshJti,
    exp: now + refreshTokenSeconds,
    aud: issuer,
    scope,
  });

  const idToken = scope.split(' ').includes('openid')
    ? await signJwt({
        ...common,
        ...profileClaims(user),
        typ: 'ID',
        jti: crypto.randomUUID(),
        exp: now + accessTokenSeconds,
        aud: clientId,
        auth_time: session.authTime,
        ...(nonce === undefined ? {} : { nonce }),
      })
    : undefined;

  return {
    access_token: accessToken,
    expires_in: accessTokenSeconds,
    refresh_token: refreshToken,
    refresh_expires_in: refreshTokenSeconds,
    token_type: 'Bearer',
    ...(idToken === undefined ? {} : { id_token: idToken }),
    'not-before-policy': 0,
    session_state: session.id,
    scope,
  };
}
