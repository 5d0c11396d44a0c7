// The token requests of the organisation token by scope (facts §2.2, src/session/scopeAuthorization.ts): redeeming
// the code of a silent authorization request, and refreshing the grant. Loaded only where that strategy is configured.
import type { HttpClient } from './http';
import { tokenResponseSchema } from './schemas';
import type { TokenResponse } from './types';

/** The code of a silent authorization request, redeemed at the token endpoint (RFC 6749 §4.1.3, RFC 7636). */
export interface CodeRedemption {
  tokenUrl: string;
  clientId: string;
  code: string;
  redirectUri: string;
  /** The PKCE verifier, when the request carried a challenge. */
  codeVerifier?: string;
  signal?: AbortSignal;
}

export interface TokenRefresh {
  tokenUrl: string;
  clientId: string;
  refreshToken: string;
  signal?: AbortSignal;
}

export type CodeGrantClient = ReturnType<typeof createCodeGrantClient>;

/** `http` has no base address: identity URLs come absolute from the realm. */
export function createCodeGrantClient(http: HttpClient) {
  return {
    /** The scope strategy: the organisation token for a code issued to `scope=openid org:<resourceId>`. */
    redeemCode: ({ tokenUrl, clientId, code, redirectUri, codeVerifier, signal }: CodeRedemption) =>
      http.request<TokenResponse>(tokenUrl, {
        method: 'POST',
        auth: false,
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: clientId,
          code,
          redirect_uri: redirectUri,
          ...(codeVerifier === undefined ? {} : { code_verifier: codeVerifier }),
        }),
        schema: tokenResponseSchema,
        signal,
      }),
    /** The identity provider keeps the scopes of the original grant on refresh, so the organisation stays. */
    refreshToken: ({ tokenUrl, clientId, refreshToken, signal }: TokenRefresh) =>
      http.request<TokenResponse>(tokenUrl, {
        method: 'POST',
        auth: false,
        body: new URLSearchParams({ grant_type: 'refresh_token', client_id: clientId, refresh_token: refreshToken }),
        schema: tokenResponseSchema,
        signal,
      }),
  };
}
