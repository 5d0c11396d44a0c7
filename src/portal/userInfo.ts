// The person's name and email from the identity provider (spec §7 userinfo), read once per sign-in when something
// first shows them (the user menu), and shared after that. Never rejects: without an answer the portal shows the
// user name alone, and the failure is logged.
import { createHttpClient } from '../platform/http';
import { readUserInfo, type UserInfo } from '../platform/userInfo';
import type { Identity } from '../session/identity';
import type { Platform } from './platform';

const read = new WeakMap<Identity, Promise<UserInfo | undefined>>();

export function userInfoOf(platform: Pick<Platform, 'identity' | 'config'>): Promise<UserInfo | undefined> {
  const identity = platform.identity();
  if (!identity?.signedIn()) return Promise.resolve(undefined);
  let info = read.get(identity);
  if (!info) {
    // The person's own token, not the organisation's: userinfo belongs to the realm's session.
    const http = createHttpClient({ getToken: () => identity.token(), timeout: platform.config.timeouts.http });
    info = readUserInfo(http, identity.userInfoEndpoint()).catch((error: unknown) => {
      console.warn('The name and email of the user could not be read', error);
      // The next look tries again.
      read.delete(identity);
      return undefined;
    });
    read.set(identity, info);
  }
  return info;
}
