// @vitest-environment jsdom
// A write's request id travels in `Idempotency-Key` only to the services config.json lists in `idempotentServices`:
// the facts show no service accepting that header, and one a service does not allow fails the browser's preflight.
// Through the portal's own platform and clients, at the network edge (msw).
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { defaultConfig, resolveHosts, type PortalConfig } from '../../../src/platform/config';
import { coreEndpoints, servicePrefixes } from '../../../src/platform/endpoints';
import { notificationEndpoints } from '../../../src/platform/notificationEndpoints';
import { createPlatform } from '../../../src/portal/platform';
import { standInIdentity } from '../standInIdentity';
import { origin, startMswServer } from './msw';
import { newRequestId, type RequestId } from '../../../src/platform/requestIds';

const server = startMswServer();

/** The Idempotency-Key each write carried (null: none), by path. */
function recordWrites() {
  const keys = new Map<string, string | null>();
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') keys.set(new URL(request.url).pathname, request.headers.get('Idempotency-Key'));
  });
  server.use(
    http.post(`${origin}${servicePrefixes.core}${coreEndpoints.agreementsAccept}`, () => new HttpResponse(null, { status: 204 })),
    http.delete(`${origin}${servicePrefixes.notifications}${notificationEndpoints.rule('r1')}`, () => new HttpResponse(null, { status: 204 })),
  );
  return keys;
}

function platformWith(config: PortalConfig) {
  const { protocol, hostname, port } = new URL(origin);
  const platform = createPlatform(config, resolveHosts({ protocol, hostname, port }, { ...config, servedBySandbox: true }));
  platform.setIdentity(standInIdentity());
  return platform;
}

const agreementsPath = `${servicePrefixes.core}${coreEndpoints.agreementsAccept}`;
const rulePath = `${servicePrefixes.notifications}${notificationEndpoints.rule('r1')}`;

describe('Idempotency-Key by configuration', () => {
  it('goes with the writes to a listed service only', async () => {
    const keys = recordWrites();
    const platform = platformWith({ ...defaultConfig, idempotentServices: ['notifications'] });
    await platform.core.acceptAgreements([1], undefined, 'agreements-request' as RequestId);
    await platform.notifications.deleteRule('acme', 'r1', undefined, 'rule-request' as RequestId);
    expect(Object.fromEntries(keys)).toEqual({ [agreementsPath]: null, [rulePath]: 'rule-request' });
    // The first call to the notification client loads its module: generous on a busy machine.
  });

  it('goes nowhere by default', async () => {
    const keys = recordWrites();
    const platform = platformWith(defaultConfig);
    await platform.core.acceptAgreements([1], undefined, newRequestId());
    await platform.notifications.deleteRule('acme', 'r1', undefined, newRequestId());
    expect(Object.fromEntries(keys)).toEqual({ [agreementsPath]: null, [rulePath]: null });
  });
});
