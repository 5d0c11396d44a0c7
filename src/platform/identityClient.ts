// Identity provider calls the portal makes itself (keycloak-js does sign-in and refresh): the organisation-scoped
// token (facts §2.2) and reading the claims of a token.
import * as v from 'valibot';
import { platformAudience, umaGrantType } from './endpoints';
import { PlatformError } from './errors';
import type { HttpClient } from './http';
import { accessTokenClaimsSchema, tokenResponseSchema } from './schemas';
import type { AccessTokenClaims, TokenResponse } from './types';

export interface OrganizationTokenRequest {
  /** Absolute token endpoint of the user's realm (`<realm base>/protocol/openid-connect/token`). */
  tokenUrl: string;
  /** The user's realm token; the grant is made on its behalf. */
  accessToken: string;
  orgResourceId: string;
  signal?: AbortSignal;
}

export type IdentityClient = ReturnType<typeof createIdentityClient>;

/** `http` has no base address: identity URLs come absolute from the realm. */
export function createIdentityClient(http: HttpClient) {
  return {
    /** Spec §6/§7 ticket exchange: UMA grant for the organisation as permission → RPT carrying its permissions. */
    exchangeOrganizationToken: ({ tokenUrl, accessToken, orgResourceId, signal }: OrganizationTokenRequest) =>
      http.request<TokenResponse>(tokenUrl, {
        method: 'POST',
        // The bearer is the caller's token, not the client's provider, so a 401 here is not followed by a refresh.
        auth: false,
        headers: { authorization: `Bearer ${accessToken}` },
        body: new URLSearchParams({ grant_type: umaGrantType, audience: platformAudience, permission: orgResourceId }),
        schema: tokenResponseSchema,
        signal,
      }),
  };
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * Reads the claims of a JWT without verifying it: the browser holds no key to verify with, and the services
 * verify every call. Only for deciding what to show; never for trusting.
 */
export function decodeAccessToken(jwt: string): AccessTokenClaims {
  const malformed = (cause?: unknown) =>
    new PlatformError({ kind: 'malformed', method: 'DECODE', path: 'access token', cause });
  const [, payload, signature, ...extra] = jwt.split('.');
  if (payload === undefined || signature === undefined || extra.length > 0) throw malformed();
  let json: unknown;
  try {
    json = JSON.parse(base64UrlDecode(payload));
  } catch (cause) {
    throw malformed(cause);
  }
  const claims = v.safeParse(accessTokenClaimsSchema, json);
  if (!claims.success) throw malformed(claims.issues);
  return claims.output;
}
