// Spec §5/§8: the realm of an organisation hostname, through login info, loaded only on such a host
// (src/platform/config.ts resolveRealm). The answer is kept per hostname for the session (session storage): a page
// loaded again starts with it at once while login info is asked again behind it. A login-info failure clears the
// kept realm, so the next load asks first; it propagates ("rethrown") when no realm was kept, and is logged when the
// kept one was used.
import type { LoginInfo } from './types';

/** Session-storage key of the realm login info named for an organisation hostname. */
export const realmCacheKey = (organizationHostname: string) => `realm:${organizationHostname}`;

export interface RealmLookup {
  organization: string;
  loginInfo: (organizationHostname: string) => Promise<LoginInfo>;
  /** Where the realm of each organisation hostname is kept for the session (session storage). */
  cache?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

export function lookUpRealm({ organization, loginInfo, cache }: RealmLookup): Promise<string> {
  const key = realmCacheKey(organization);
  const kept = cache?.getItem(key);
  const lookUp = loginInfo(organization).then(
    ({ realmName }) => {
      cache?.setItem(key, realmName);
      return realmName;
    },
    (error: unknown) => {
      cache?.removeItem(key);
      throw error;
    },
  );
  if (!kept) return lookUp;
  lookUp.catch((error: unknown) => console.warn('Login info could not be read; the realm kept for this host is cleared', error));
  return Promise.resolve(kept);
}
