// Spec §4 guard step 3: the organisation-scoped token ("org:<resourceId> app:*"), kept in session storage and
// refreshed within 30 s of expiry (spec §9). One exchange in flight at a time: concurrent callers share it.
import type { TokenPermission, TokenResponse } from '../platform/types';
import { decodeAccessToken, organizationScope } from '../platform/identityClient';
import { localKeys, sessionKeys } from './browserKeys';
import { orgTokenRefreshMargin } from '../../machines/constants';

export interface OrganizationToken {
  resourceId: string;
  scope: string;
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  permissions: TokenPermission[];
}

export interface OrganizationTokens {
  acquire(resourceId: string): Promise<OrganizationToken>;
  current(): OrganizationToken | undefined;
  /** A usable token for product calls, refreshed first when it is about to expire. */
  accessToken(): Promise<string | undefined>;
  /** After a 401: exchange again for the current organisation. */
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
    const token: OrganizationToken = {
      resourceId,
      scope: organizationScope(resourceId),
      accessToken: response.access_token,
      expiresAt: now() + response.expires_in * 1000,
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
      const promise = exchange(resourceId).finally(() => {
        if (inFlight?.promise === promise) inFlight = undefined;
      });
      inFlight = { resourceId, promise };
    }
    return inFlight.promise;
  };

  return {
    acquire,
    current,
    async accessToken() {
      const token = current();
      if (!token) return undefined;
      if (token.expiresAt - now() > orgTokenRefreshMargin * 1000) return token.accessToken;
      return (await acquire(token.resourceId)).accessToken;
    },
    async renew() {
      const token = current();
      if (token) await acquire(token.resourceId);
    },
    clear() {
      deps.session.removeItem(sessionKeys.organizationToken);
    },
  };
}
