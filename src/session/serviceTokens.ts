// The bearer of every service call and what a 401 does: the one owner of "renew once for everyone, retry once,
// then ask the person to sign in again". The HTTP client (src/platform/http.ts) asks it for a token, tells
// it which token was refused and how the retry was answered, and retries a call once when it says so.
//
// A single-flight promise, not a statechart: the only state is "one renewal in flight or none", "the tokens 401
// renewals produced, not yet accepted" and "expired"; refused calls join the one promise. The rules live in
// ./tokenRenewal.ts, loaded with the first 401 (they are rarely needed, and the entry has a size budget). The
// session's own life (signed in, expired, signing in again) is the session statechart's
// (machines/session.machine.ts), which learns of the end from `onExpired` and shows the sign-in prompt.
import { loadOnce } from '../platform/loadOnce';
import type { Identity } from './identity';
import type { OrganizationTokens } from './organizationToken';
import type { TokenRenewal } from './tokenRenewal';

export interface ServiceTokens extends TokenRenewal {
  /** The organisation token once one is selected, the person's own token before that, none for a visitor. */
  token(): Promise<string | undefined>;
  expired(): boolean;
  /** Called once, when the session ends for the services: no call is sent or renewed any more. */
  onExpired(listener: () => void): void;
}

export function createServiceTokens(deps: {
  organizationTokens: OrganizationTokens;
  identity: () => Identity | undefined;
  /** Whether the identity provider refused the person's own token (the exchange answered 401). */
  isRefusal: (error: unknown) => boolean;
}): ServiceTokens {
  let ended = false;
  const listeners: Array<() => void> = [];
  const sessionExpired = (cause?: unknown) => new Error('The session has expired: sign in again', { cause });
  const expire = (cause?: unknown) => {
    if (!ended) {
      ended = true;
      listeners.forEach((listener) => listener());
    }
    return sessionExpired(cause);
  };
  let renewal: TokenRenewal | undefined;
  const loadRenewal = loadOnce(async () =>
    (renewal = (await import('./tokenRenewal')).createTokenRenewal({ ...deps, expire })),
  );

  return {
    async token() {
      if (ended) throw sessionExpired();
      const identity = deps.identity();
      const organizationToken = await deps.organizationTokens.accessToken();
      if (organizationToken !== undefined || !identity?.signedIn()) return organizationToken;
      // Spec §8 token acquisition: signed in, yet no token of the person's own to send.
      return identity.token().catch((error: unknown) => {
        console.warn('cannot acquire token: are we logged in?', error);
        throw error;
      });
    },
    async unauthorized(refused) {
      if (ended) throw sessionExpired();
      return (await loadRenewal()).unauthorized(refused);
    },
    // Only a call that was renewed and retried can have its token refused here, so the rules are loaded by then.
    answered: (token, refused) => renewal?.answered(token, refused),
    expired: () => ended,
    onExpired: (listener) => {
      listeners.push(listener);
    },
  };
}
