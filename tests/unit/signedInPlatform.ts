// The platform as the portal builds it (src/portal/platform.ts) on the sandbox's host, over its handlers (msw/node),
// a persona signed in and holding the organisation token: what a section's flows are provided with in the browser.
// keycloak-js needs a browser, so the person's own token is the sandbox's sign-in answer, handed over as it would.
import { vi } from 'vitest';
import { resolveHosts, sandboxConfig, type PortalConfig } from '../../src/platform/config';
import { identityEndpoints } from '../../src/platform/endpoints';
import { createPlatform, type Platform } from '../../src/portal/platform';
import { realmUrl, signIn } from '../../sandbox/testClient';
import { MemoryStorage } from './memoryStorage';
import { standInIdentity } from './standInIdentity';

/**
 * The configuration is the sandbox's (every service takes the request id of a write); `config` changes it (shorter
 * timeouts, services that ignore request ids). The
 * browser's storages are fresh ones in memory (vitest's unstubAllGlobals takes them away).
 */
export async function signedInPlatform(user: string, organization: string, config: Partial<PortalConfig> = {}): Promise<Platform> {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  const portalConfig: PortalConfig = { ...sandboxConfig, ...config };
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
