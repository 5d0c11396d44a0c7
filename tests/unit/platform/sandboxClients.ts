// The portal's dashboard, platform-controller, mappings, alarms, notification and IAM clients against the sandbox's handlers
// (msw/node), each signed in as a persona with the organisation token the portal would hold, so the two sides are
// tested together.
import type { SetupServer } from 'msw/node';
import { createAlarmsClient } from '../../../src/platform/alarmsClient';
import { createDashboardClient } from '../../../src/platform/dashboardClient';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { isPlatformError, type PlatformError } from '../../../src/platform/errors';
import { createHttpClient } from '../../../src/platform/http';
import { createIamClient } from '../../../src/platform/iamClient';
import { createMappingClient } from '../../../src/platform/mappingClient';
import { createPresetClient } from '../../../src/platform/presetClient';
import { createNotificationClient } from '../../../src/platform/notificationClient';
import { createPlatformClient } from '../../../src/platform/platformClient';
import { requestIdHeader } from '../../../src/platform/requestIds';
import { exchangeForOrganization, origin, signIn } from '../../../sandbox/testClient';

/** The organisation token of a persona in an organisation (the UMA exchange the portal does). */
export async function organizationToken(username: string, orgResourceId: string): Promise<string> {
  const { access_token } = await signIn(username);
  const response = await exchangeForOrganization(access_token, orgResourceId);
  if (!response.ok) throw new Error(`${username} has no token for ${orgResourceId}: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * `serviceOrigin` is where the clients send their calls (the sandbox answers any origin); `timeout` (ms) how long
 * they wait for an answer.
 */
export async function clientsOf(username: string, orgResourceId: string, serviceOrigin = origin, { timeout }: { timeout?: number } = {}) {
  const token = await organizationToken(username, orgResourceId);
  const http = (prefix: string) =>
    createHttpClient({ idempotencyKey: true, baseURL: `${serviceOrigin}${prefix}`, getToken: () => token, ...(timeout === undefined ? {} : { timeout }) });
  return {
    token,
    dashboards: createDashboardClient(http(servicePrefixes.dashboard)),
    platform: createPlatformClient(http(servicePrefixes.platform)),
    mappings: createMappingClient(http(servicePrefixes.mappings)),
    presets: createPresetClient(http(servicePrefixes.mappings)),
    alarms: createAlarmsClient(http(servicePrefixes.alarms)),
    notifications: createNotificationClient(http(servicePrefixes.notifications)),
    iam: createIamClient(http(servicePrefixes.core)),
  };
}

/** The PlatformError a call failed with (the test fails when it succeeded). */
export async function failure(call: Promise<unknown>): Promise<PlatformError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

/** The core writes the tests' clients send (`<METHOD> <path under the core>`), each with the request id it carried. */
export function recordCoreWrites(server: SetupServer) {
  const writes: string[] = [];
  const writeIds: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' || !path.startsWith(servicePrefixes.core)) return;
    writes.push(`${request.method} ${path.slice(servicePrefixes.core.length)}`);
    writeIds.push(request.headers.get(requestIdHeader));
  });
  return { writes, writeIds };
}
