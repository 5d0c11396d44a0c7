// The platform as the portal builds it (src/portal/platform.ts) on the sandbox's host, over its handlers (msw/node),
// a persona signed in and holding the organisation token: what a section's flows are provided with in the browser.
// keycloak-js needs a browser, so the person's own token is the sandbox's sign-in answer, handed over as it would.
import { vi } from 'vitest';
import { defaultConfig, resolveHosts, type PortalConfig } from '../../src/platform/config';
import { identityEndpoints } from '../../src/platform/endpoints';
import { createPlatform, type Platform } from '../../src/portal/platform';
import { realmUrl, signIn } from '../../sandbox/testClient';
import { MemoryStorage } from './memoryStorage';
import { standInIdentity } from './standInIdentity';

/**
 * `config` changes the portal's configuration (shorter timeouts, idempotent services) from the sandbox's. The
 * browser's storages are fresh ones in memory (vitest's unstubAllGlobals takes them away).
 */
export async function signedInPlatform(user: string, organization: string, config: Partial<PortalConfig> = {}): Promise<Platform> {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  const portalConfig: PortalConfig = { ...defaultConfig, servedBySandbox: true, ...config };
  const platform = createPlatform(portalConfig, resolveHosts({ protocol: 'http:', hostname: 'localhost', port: '' }, portalConfig));
  const { access_token } = await signIn(user);
  platform.setIdentity(
    standInIdentity({
      token: async () => access_token,
      currentToken: () => access_token,
      username: () => user,
      tokenEndpoint: () => `${realmUrl}${identityEndpoints.token}`,
      userInfoEndpoint: () => `${realmUrl}${identityEndpoints.userinfo}`,
    }),
  );
  await platform.organizationTokens.acquire(organization);
  return platform;
}
