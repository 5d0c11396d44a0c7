// The person's own token source as keycloak-js would hand it out (it needs a browser, so tests stand it in):
// signed in to the `corvina` realm of the msw origin, with every answer replaceable.
import { identityEndpoints } from '../../src/platform/endpoints';
import type { Identity } from '../../src/session/identity';
import { origin } from './platform/msw';

export function standInIdentity(overrides: Partial<Identity> = {}): Identity {
  return {
    init: async () => true,
    signedIn: () => true,
    token: async () => 'user-token',
    refresh: async () => undefined,
    currentToken: () => 'user-token',
    signIn: async () => undefined,
    signOut: async () => undefined,
    username: () => 'ada',
    resourceRoles: () => [],
    tokenEndpoint: () => `${origin}/auth/realms/corvina${identityEndpoints.token}`,
    authorizationEndpoint: () => `${origin}/auth/realms/corvina${identityEndpoints.auth}`,
    userInfoEndpoint: () => `${origin}/auth/realms/corvina${identityEndpoints.userinfo}`,
    ...overrides,
  };
}
