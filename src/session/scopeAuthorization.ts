// The organisation token by scope (config.json `organizationToken: "scope"`, facts §2.2): the live platform issues it
// for an authorization request with `scope=openid org:<resourceId>`. The request is made silently (prompt=none, on
// the person's single sign-on session, nothing shown) and its code redeemed with PKCE like keycloak-js's own; a
// renewal for the same organisation uses the refresh token instead, which keeps the organisation (the identity
// provider keeps the grant's scopes). The refresh token stays in memory only: after a reload, the first renewal
// authorizes again.
import { PlatformError } from '../platform/errors';
import { createCodeGrantClient } from '../platform/codeGrantClient';
import type { HttpClient } from '../platform/http';
import { authorizationScope } from '../platform/organizationScope';
import type { TokenResponse } from '../platform/types';
import { inFrame, type SilentAuthorization } from './frameAuthorization';
import { randomText, s256Challenge } from './pkce';

export interface ScopeAuthorizationDeps {
  /** The realm's authorization and token endpoints (absolute). */
  authorizationUrl: () => string;
  tokenUrl: () => string;
  clientId: string;
  pkce: boolean;
  /** Without a base address: the token endpoint is absolute. */
  http: HttpClient;
  /** How long the silent request may take (ms). */
  timeout: number;
  /** Where the request is made: a hidden frame unless a test drives the identity provider itself. */
  silent: SilentAuthorization | undefined;
}

async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = randomText();
  return { verifier, challenge: await s256Challenge(verifier) };
}

/** The exchange function of the organisation tokens (src/session/organizationToken.ts) for the scope strategy. */
export function createScopeAuthorization(deps: ScopeAuthorizationDeps): (resourceId: string) => Promise<TokenResponse> {
  const identity = createCodeGrantClient(deps.http);
  const silent = deps.silent ?? inFrame;
  const redirectUri = silent.redirectUri();
  let held: { resourceId: string; refreshToken: string } | undefined;

  const keep = (resourceId: string, response: TokenResponse) => {
    held = response.refresh_token === undefined ? undefined : { resourceId, refreshToken: response.refresh_token };
    return response;
  };

  const authorize = async (resourceId: string): Promise<TokenResponse> => {
    const state = randomText();
    const pkce = deps.pkce ? await pkcePair() : undefined;
    const request = new URL(deps.authorizationUrl());
    request.search = new URLSearchParams({
      client_id: deps.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      response_mode: 'fragment',
      scope: authorizationScope(resourceId),
      prompt: 'none',
      state,
      ...(pkce === undefined ? {} : { code_challenge: pkce.challenge, code_challenge_method: 'S256' }),
    }).toString();
    const answer = new URLSearchParams((await silent.authorize(request.href, redirectUri, deps.timeout)).hash.slice(1));
    const failure = (kind: PlatformError['kind'], serverMessage?: string) =>
      new PlatformError({ kind, method: 'GET', path: request.origin + request.pathname, ...(serverMessage === undefined ? {} : { serverMessage }) });
    // An answer to another request (or forged) is never redeemed.
    if (answer.get('state') !== state) throw failure('malformed', 'state mismatch');
    const error = answer.get('error');
    // login_required: the single sign-on session is over, as a refused token of the person's would say.
    if (error !== null) throw failure(error === 'login_required' ? 'unauthorized' : 'forbidden', answer.get('error_description') ?? error);
    const code = answer.get('code');
    if (code === null) throw failure('malformed', 'no code');
    return identity.redeemCode({
      tokenUrl: deps.tokenUrl(),
      clientId: deps.clientId,
      code,
      redirectUri: redirectUri,
      ...(pkce === undefined ? {} : { codeVerifier: pkce.verifier }),
    });
  };

  return async (resourceId) => {
    if (held?.resourceId === resourceId) {
      try {
        return keep(resourceId, await identity.refreshToken({ tokenUrl: deps.tokenUrl(), clientId: deps.clientId, refreshToken: held.refreshToken }));
      } catch (error) {
        // The provider answered and refused the refresh token (ended, rotated away): authorize afresh. Unanswered
        // (network, timeout), the caller's backoff decides when to try again.
        if (!(error instanceof PlatformError) || error.status === undefined) throw error;
        held = undefined;
      }
    }
    return keep(resourceId, await authorize(resourceId));
  };
}
