// The portal's own platform wiring (src/portal/platform.ts) signed in as a persona of the sandbox (msw/node), with the
// organisation token by either strategy (config.json `organizationToken`). Only the browser's parts are stand-ins:
// keycloak-js's token (the persona's own, from the sandbox's sign-in) and the hidden frame of the scope strategy (it
// follows the authorization request with the persona's session cookie, as the frame does, and hands back the address
// the provider redirected to).
import { defaultConfig, resolveHosts, type PortalConfig } from '../../src/platform/config';
import { identityEndpoints } from '../../src/platform/endpoints';
import { createPlatform, type Platform } from '../../src/portal/platform';
import type { SilentAuthorization } from '../../src/session/frameAuthorization';
import { authorizationParams, callbackParams, exchangeCode, origin, realmUrl, submitSignIn } from '../../sandbox/testClient';
import { standInIdentity } from './standInIdentity';

export const silentRedirectUri = 'http://acme.app.localhost:5173/silent-authorization.html';

function frameWith(cookie: () => string, tamper: (answer: URL) => URL): SilentAuthorization {
  return {
    redirectUri: () => silentRedirectUri,
    authorize: async (url, expected) => {
      const response = await fetch(url, { redirect: 'manual', headers: { Cookie: cookie() } });
      const location = response.headers.get('location') ?? '';
      if (!location.startsWith(expected)) throw new Error(`the frame stayed on the identity provider (${response.status})`);
      return tamper(new URL(location));
    },
  };
}

export interface SandboxPlatform extends Platform {
  /** The single sign-on session ends for the browser (its cookie no longer names a live session). */
  forgetSession(): void;
}

export async function sandboxPlatform(
  username: string,
  organizationToken: PortalConfig['organizationToken'],
  { tamper = (answer: URL) => answer }: { tamper?: (answer: URL) => URL } = {},
): Promise<SandboxPlatform> {
  const signedIn = await submitSignIn(authorizationParams(), username, username);
  let cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const own = (await (await exchangeCode(callbackParams(signedIn).get('code') ?? '')).json()) as { access_token: string };

  const { protocol, hostname, port } = new URL(origin);
  const config = { ...defaultConfig, organizationToken };
  const platform = createPlatform(
    config,
    resolveHosts({ protocol, hostname, port }, { ...config, servedBySandbox: true }),
    frameWith(() => cookie, tamper),
  );
  platform.setIdentity(
    standInIdentity({
      token: async () => own.access_token,
      currentToken: () => own.access_token,
      tokenEndpoint: () => `${realmUrl}${identityEndpoints.token}`,
      authorizationEndpoint: () => `${realmUrl}${identityEndpoints.auth}`,
    }),
  );
  return Object.assign(platform, {
    forgetSession: () => {
      cookie = 'KEYCLOAK_SESSION=ended';
    },
  });
}
