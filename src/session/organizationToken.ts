// Spec §4 guard step 3: the organisation-scoped token ("org:<resourceId> app:*"), kept in session storage and
// refreshed within 30 s of expiry (spec §9), or half its lifetime when it lives less than a minute. One exchange in
// flight at a time: concurrent callers share it. Exchanges the portal makes by itself (before expiry, after a 401)
// back off after a failure; the guard's own acquire (the person chose an organisation) never waits.
import type { TokenPermission, TokenResponse } from '../platform/types';
import { decodeAccessToken } from '../platform/identityClient';
import { organizationScope } from '../platform/organizationScope';
import { localKeys, sessionKeys } from './browserKeys';
import { renewalMargin } from './renewalMargin';
import { orgTokenRefreshMargin, tokenRenewalBackoff } from '../../machines/constants';

export interface OrganizationToken {
  resourceId: string;
  scope: string;
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** Epoch milliseconds; absent in a token stored by an older portal (the spec's 30 s margin then applies). */
  issuedAt?: number;
  permissions: TokenPermission[];
}

export interface OrganizationTokens {
  /** Exchanges for the organisation now (the guard chain), sharing an exchange already in flight for it. */
  acquire(resourceId: string): Promise<OrganizationToken>;
  current(): OrganizationToken | undefined;
  /**
   * A usable token for product calls, renewed first when it is about to expire. When that renewal fails (or waits
   * out its backoff) the stored token is used while it has not expired.
   */
  accessToken(): Promise<string | undefined>;
  /**
   * After a 401: exchange again for the current organisation; within the backoff of a failed exchange, rejects
   * with that failure instead.
   */
  renew(): Promise<void>;
  clear(): void;
}

export function createOrganizationTokens(deps: {
  exchange: (resourceId: string) => Promise<TokenResponse>;
  local: Storage;
  session: Storage;
  now?: () => number;
}): OrganizationTokens {
  const now = deps.now ?? Date.now;
  let inFlight: { resourceId: string; promise: Promise<OrganizationToken> } | undefined;
  // Only the organisation asked for last may store its token: a slower earlier exchange must not overwrite it.
  let latestRequested: string | undefined;
  // Consecutive failed exchanges, and when an automatic one may be tried again.
  let failures = 0;
  let retryAt = 0;
  let lastFailure: unknown;

  const current = (): OrganizationToken | undefined => {
    const stored = deps.session.getItem(sessionKeys.organizationToken);
    if (!stored) return undefined;
    try {
      return JSON.parse(stored) as OrganizationToken;
    } catch {
      deps.session.removeItem(sessionKeys.organizationToken);
      return undefined;
    }
  };

  const exchange = async (resourceId: string): Promise<OrganizationToken> => {
    const response = await deps.exchange(resourceId);
    const claims = decodeAccessToken(response.access_token);
    const issuedAt = now();
    const token: OrganizationToken = {
      resourceId,
      scope: organizationScope(resourceId),
      accessToken: response.access_token,
      expiresAt: issuedAt + response.expires_in * 1000,
      issuedAt,
      permissions: claims.authorization?.permissions ?? [],
    };
    if (resourceId === latestRequested) {
      deps.session.setItem(sessionKeys.organizationToken, JSON.stringify(token));
      deps.local.setItem(localKeys.selectedScope, token.scope);
    }
    return token;
  };

  const acquire = (resourceId: string) => {
    latestRequested = resourceId;
    if (inFlight?.resourceId !== resourceId) {
      const promise = exchange(resourceId).then(
        (token) => {
          failures = 0;
          return token;
        },
        (error: unknown) => {
          // Spec §8 token acquisition: a failed exchange is only logged here; callers decide what it means.
          console.warn('Error exchanging token', error);
          failures += 1;
          retryAt = now() + Math.min(tokenRenewalBackoff.first * 2 ** (failures - 1), tokenRenewalBackoff.max);
          lastFailure = error;
          throw error;
        },
      );
      const settled = promise.finally(() => {
        if (inFlight?.promise === settled) inFlight = undefined;
      });
      inFlight = { resourceId, promise: settled };
    }
    return inFlight.promise;
  };

  /** An exchange the portal starts by itself: joins one in flight, else waits out the backoff of a failure. */
  const automatic = (resourceId: string): Promise<OrganizationToken> => {
    if (inFlight?.resourceId === resourceId) return inFlight.promise;
    if (failures > 0 && now() < retryAt) return Promise.reject(lastFailure);
    return acquire(resourceId);
  };

  const dueForRenewal = (token: OrganizationToken) => {
    const lifetime = token.issuedAt === undefined ? undefined : (token.expiresAt - token.issuedAt) / 1000;
    return token.expiresAt - now() <= renewalMargin(orgTokenRefreshMargin, lifetime) * 1000;
  };

  return {
    acquire,
    current,
    async accessToken() {
      const token = current();
      if (!token) return undefined;
      if (!dueForRenewal(token)) return token.accessToken;
      try {
        return (await automatic(token.resourceId)).accessToken;
      } catch (error) {
        // Still valid for a while: the call goes ahead with it, and the next call tries the renewal again.
        if (token.expiresAt > now()) return token.accessToken;
        throw error;
      }
    },
    async renew() {
      const token = current();
      if (token) await automatic(token.resourceId);
    },
    clear() {
      deps.session.removeItem(sessionKeys.organizationToken);
    },
  };
}
