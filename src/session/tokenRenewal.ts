// What a 401 does, loaded with the first 401 of a page (src/session/serviceTokens.ts): renew once for
// every call waiting, retry each once, and end the session when the renewed token is refused too.
//
// Rules, each against a storm seen on the live dashboard viewer (59 exchanges in 60 s; 6 for 8 simultaneous 401s):
// - A 401 to a token that is no longer the current one renews nothing: the call is retried with the current one,
//   unless the current one is another organisation's (a call of the organisation just left is not sent
//   again with the next one's token; it fails, and its screen is going anyway).
// - While a renewal is in flight, every refused call waits for it (one promise, owned here).
// - A call's first 401 never ends the session, whatever token it carried (a screen loading in stages
//   sends calls with a renewed token before any has been answered, and each may be refused once): with the current
//   token and no renewal in flight it starts one, so each refused call costs one exchange at most.
// - The session ends when a call's retry is refused with a token a renewal produced or with the current one (the
//   fresh token is refused too), and when the identity provider refuses the person's own token.
import { decodeAccessToken } from '../platform/identityClient';
import type { Identity } from './identity';
import type { OrganizationTokens } from './organizationToken';

export interface TokenRenewal {
  /** A call carrying `refused` was answered 401: resolves when a newer token is there to retry with once. */
  unauthorized(refused: string): Promise<void>;
  /** The last answer to a call carrying `token`: `refused` (401) after its retry, or accepted. */
  answered(token: string, refused: boolean): void;
}

export function createTokenRenewal(deps: {
  organizationTokens: OrganizationTokens;
  identity: () => Identity | undefined;
  /** Whether the identity provider refused the person's own token (the exchange answered 401). */
  isRefusal: (error: unknown) => boolean;
  /** Ends the session for the services; answers the error the waiting calls fail with. */
  expire: (cause?: unknown) => Error;
}): TokenRenewal {
  const { organizationTokens, expire } = deps;
  let renewal: Promise<void> | undefined;
  // The tokens renewals produced that no service has accepted yet: one refused on a retry is not a blip.
  const unproven = new Set<string>();

  /** The token a call would carry now, without renewing anything. */
  const latest = () => organizationTokens.current()?.accessToken ?? deps.identity()?.currentToken();

  /** The organisations a token is for (facts §2.2: its permissions' `rsname`); none for the person's own token. */
  const organizationsOf = (token: string | undefined): string => {
    if (token === undefined) return '';
    try {
      return [...new Set(decodeAccessToken(token).authorization?.permissions.map((permission) => permission.rsname))].sort().join(' ');
    } catch {
      return '';
    }
  };

  /** Before an organisation is chosen the calls carry the person's own token: refresh that. */
  const refreshStandardToken = async () => {
    try {
      await deps.identity()?.refresh(-1);
    } catch (error) {
      // Spec §8 token acquisition ("Error exchanging token" is logged by the organisation token's exchange).
      console.warn('Error retrieving standard token', error);
      throw error;
    }
  };

  const renew = async () => {
    try {
      if (organizationTokens.current()) await organizationTokens.renew();
      else await refreshStandardToken();
    } catch (error) {
      // The identity provider no longer accepts the person's token: the session is over there too.
      throw deps.isRefusal(error) ? expire(error) : error;
    }
    const renewed = latest();
    if (renewed !== undefined) unproven.add(renewed);
  };

  return {
    unauthorized(refused) {
      const current = latest();
      const refusedFor = refused === current ? '' : organizationsOf(refused);
      if (refusedFor !== '' && refusedFor !== organizationsOf(current))
        return Promise.reject(new Error('Refused with the token of an organisation no longer chosen: not sent again'));
      if (renewal) return renewal;
      if (refused !== current) return Promise.resolve();
      const started = renew().finally(() => {
        if (renewal === started) renewal = undefined;
      });
      renewal = started;
      return started;
    },
    answered(token, refused) {
      if (!refused) unproven.delete(token);
      // Refused before and after a renewal: unless the token changed meanwhile (another organisation), it is over.
      else if (unproven.has(token) || token === latest()) expire();
    },
  };
}
