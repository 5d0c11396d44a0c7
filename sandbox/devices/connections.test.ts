// A device's connection history through the platform controller, called with the portal's own client: events
// alternate and lead to the device's state now; the range and limit are honoured; a wrong range is a 400.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { servicePrefixes } from '../../src/platform/endpoints';
import { isPlatformError } from '../../src/platform/errors';
import { createHttpClient } from '../../src/platform/http';
import { createPlatformClient } from '../../src/platform/platformClient';
import { origin, setupSandboxServer, signIn } from '../testClient';
import { newRequestId } from '../../src/platform/requestIds';

setupSandboxServer();

// The history is laid out back from now: one fixed now makes two calls of a test see the same events.
const now = Date.UTC(2026, 10, 23, 12, 0, 0);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

async function clientOf(username: string) {
  const token = (await signIn(username)).access_token;
  return createPlatformClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.platform}`, getToken: () => token }));
}

const iso = (at: number) => new Date(at).toISOString();
const day = 24 * 3_600_000;

describe('connection history', () => {
  it('an offline device’s history ends with it leaving when it was last seen; events alternate', async () => {
    const platform = await clientOf('bob');
    const events = await platform.deviceStatus('acme', 'dev-acme-conveyor-2', {});
    expect(events.at(-1)).toEqual({ at: now - (3 * 60 + 20) * 60_000, connected: false });
    events.slice(1).forEach((event, index) => expect(event.connected).toBe(!events[index]?.connected));
    expect(events.length).toBeGreaterThan(5);
    expect(events[0]?.at).toBeGreaterThanOrEqual(now - 30 * day);
  });

  it('a connected device’s history ends with its connection; the range and the limit are honoured', async () => {
    const platform = await clientOf('alice');
    const all = await platform.deviceStatus('acme', 'dev-acme-boiler-1', {});
    expect(all.at(-1)?.connected).toBe(true);
    const newest = await platform.deviceStatus('acme', 'dev-acme-boiler-1', { limit: 3 });
    expect(newest).toEqual(all.slice(-3));
    const [, second, third] = all;
    const within = await platform.deviceStatus('acme', 'dev-acme-boiler-1', { since: iso(second?.at ?? 0), to: iso(third?.at ?? 0) });
    expect(within).toEqual([second, third]);
  });

  it('refuses a range that ends before it starts and a limit over 1000, naming them', async () => {
    const platform = await clientOf('alice');
    const backwards = await platform.deviceStatus('acme', 'dev-acme-boiler-1', { since: iso(now), to: iso(now - day) }).catch((error: unknown) => error);
    expect(isPlatformError(backwards) && backwards.serverMessage).toBe('since must not be after to');
    const many = await platform.deviceStatus('acme', 'dev-acme-boiler-1', { limit: 1001 }).catch((error: unknown) => error);
    expect(isPlatformError(many) && many.serverMessage).toBe('limit must be a whole number from 1 to 1000');
  });

  it('a sync is answered for a device of the organisation and refused for another’s', async () => {
    const platform = await clientOf('alice');
    await expect(platform.syncDeviceStatus('acme', 'dev-acme-boiler-1', undefined, newRequestId())).resolves.toBeUndefined();
    const foreign = await platform.syncDeviceStatus('acme', 'dev-initech-conveyor-1', undefined, newRequestId()).catch((error: unknown) => error);
    expect(isPlatformError(foreign, 'notFound')).toBe(true);
  });
});
