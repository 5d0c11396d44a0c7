// keycloak-js's part for the portal opened by ./faultScreens.portal.tsx (keycloak-js needs a browser): signed in to
// the sandbox's realm as a persona, holding the sandbox's own tokens. A test file hands it to vi.mock of
// src/session/identity.ts; it lives apart from the portal helper so the mock can load it before the app's modules.
import { decodeJwt } from 'jose';
import { identityEndpoints } from '../../src/platform/endpoints';
import type { Identity } from '../../src/session/identity';
import { signIn } from '../../sandbox/testClient';

/** The persona the stand-in identity signs in as, for the next portal opened. */
let persona = 'alice';

/** The tokens of the next portal's person. */
let signedIn: Promise<string> | undefined;

/**
 * Signs `username` in for the next portal opened, now: the sign-in's own requests to the identity provider are over
 * before any fault is answered.
 */
export async function signInAs(username: string): Promise<void> {
  persona = username;
  signedIn = signIn(username).then(({ access_token }) => access_token);
  await signedIn;
}

export function sandboxIdentity(settings: { url: string; realm: string; clientId: string }): Identity {
  const username = persona;
  let token: string | undefined;
  const tokens = signedIn ?? Promise.reject(new Error('signInAs was not called'));
  const fresh = () => tokens.then((accessToken) => (token = accessToken));
  const realm = `${settings.url}/realms/${settings.realm}`;
  return {
    init: async () => {
      await fresh();
      return true;
    },
    signedIn: () => token !== undefined,
    token: () => fresh(),
    refresh: async () => undefined,
    currentToken: () => token,
    signIn: async () => undefined,
    signOut: async () => undefined,
    username: () => username,
    resourceRoles: () => {
      const claims = token === undefined ? {} : decodeJwt(token);
      const access = claims.resource_access as Record<string, { roles?: string[] }> | undefined;
      return access?.[settings.clientId]?.roles ?? [];
    },
    tokenEndpoint: () => `${realm}${identityEndpoints.token}`,
    authorizationEndpoint: () => `${realm}${identityEndpoints.auth}`,
    userInfoEndpoint: () => `${realm}${identityEndpoints.userinfo}`,
  };
}

