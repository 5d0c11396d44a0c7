// Spec §7 Core API "User preferences GET, POST, DELETE and per-user property GET, PUT": the portal's client
// (src/platform/corePreferencesClient.ts) against the sandbox's handlers (sandbox/core/userPreferences.ts), signed in
// with the organisation token the portal would hold, so both sides and the request ids every write carries are tested
// together.
import { describe, expect, it } from 'vitest';
import { createCoreClient } from '../../../src/platform/coreClient';
import { corePreferenceEndpoints } from '../../../src/platform/corePreferenceEndpoints';
import { createCorePreferencesClient } from '../../../src/platform/corePreferencesClient';
import { localePreferenceService, servicePrefixes } from '../../../src/platform/endpoints';
import { createHttpClient } from '../../../src/platform/http';
import { newRequestId, requestIdHeader } from '../../../src/platform/requestIds';
import { maxPropertyValueLength } from '../../../sandbox/core/userPreferences';
import { origin, setupSandboxServer } from '../../../sandbox/testClient';
import { failure, organizationToken } from './sandboxClients';

const server = setupSandboxServer();

async function clientsOf(username: string, orgResourceId: string) {
  const token = await organizationToken(username, orgResourceId);
  const http = createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.core}`, getToken: () => token });
  return { token, core: createCoreClient(http), preferences: createCorePreferencesClient(http) };
}

/** Requests seen at the network edge while `run` runs: method, path and request id. */
async function watched(run: () => Promise<unknown>) {
  const seen: { method: string; path: string; requestId: string | null }[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push({ method: request.method, path: new URL(request.url).pathname, requestId: request.headers.get(requestIdHeader) });
  };
  server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return seen;
}

describe('per-user properties', () => {
  const alice = { organization: 'acme', username: 'alice' };

  it('reads nothing until set, then what was put, per organisation', async () => {
    const { token, preferences } = await clientsOf('alice', 'acme');
    // A property never set is an answer, not a failure: a browser logs every 404 in its console as an error.
    const url = `${origin}${servicePrefixes.core}${corePreferenceEndpoints.userProperty('app.corvina-app-x.zoom')}?organization=acme&username=alice`;
    const unset = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(unset.status).toBe(200);
    expect(await unset.json()).toEqual({ key: 'app.corvina-app-x.zoom', value: null });
    expect(await preferences.userProperty('app.corvina-app-x.zoom', alice)).toBeUndefined();
    expect(await preferences.saveUserProperty('app.corvina-app-x.zoom', '3', alice, undefined, newRequestId())).toEqual({ key: 'app.corvina-app-x.zoom', value: '3' });
    expect(await preferences.userProperty('app.corvina-app-x.zoom', alice)).toBe('3');
    await preferences.saveUserProperty('app.corvina-app-x.zoom', '', alice, undefined, newRequestId());
    expect(await preferences.userProperty('app.corvina-app-x.zoom', alice)).toBe('');

    const inGlobex = await clientsOf('alice', 'globex');
    expect(await inGlobex.preferences.userProperty('app.corvina-app-x.zoom', { organization: 'globex', username: 'alice' })).toBeUndefined();
  });

  it('writes with a request id: a repeat of a write is answered, not applied again', async () => {
    const { preferences } = await clientsOf('alice', 'acme');
    const first = newRequestId();
    const seen = await watched(async () => {
      await preferences.saveUserProperty('theme', 'dark', alice, undefined, first);
      await preferences.saveUserProperty('theme', 'light', alice, undefined, newRequestId());
      // The first request sent again (its answer was lost): the value stays what the later write made it.
      expect(await preferences.saveUserProperty('theme', 'dark', alice, undefined, first)).toEqual({ key: 'theme', value: 'dark' });
    });
    expect(await preferences.userProperty('theme', alice)).toBe('light');
    const path = `${servicePrefixes.core}${corePreferenceEndpoints.userProperty('theme')}`;
    expect(seen.map(({ method, path: sent }) => `${method} ${sent}`)).toEqual(Array.from({ length: 3 }, () => `PUT ${path}`));
    expect(seen.every(({ requestId }) => requestId !== null)).toBe(true);
    expect(seen[0]?.requestId).toBe(first);
  });

  it('keeps each person’s own: another person’s, or an organisation out of reach, is refused', async () => {
    const bob = await clientsOf('bob', 'acme');
    expect((await failure(bob.preferences.userProperty('theme', alice))).kind).toBe('forbidden');
    expect((await failure(bob.preferences.saveUserProperty('theme', 'x', alice, undefined, newRequestId()))).kind).toBe('forbidden');
    expect((await failure(bob.preferences.userProperty('theme', { organization: 'globex', username: 'bob' }))).kind).toBe('forbidden');
  });

  it('refuses a value that is not a string, or too long', async () => {
    const { token, preferences } = await clientsOf('alice', 'acme');
    const url = `${origin}${servicePrefixes.core}${corePreferenceEndpoints.userProperty('n')}?organization=acme&username=alice`;
    const put = (body: unknown) =>
      fetch(url, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await put({ value: 3 })).status).toBe(400);
    expect((await put({})).status).toBe(400);
    expect((await failure(preferences.saveUserProperty('n', 'x'.repeat(maxPropertyValueLength + 1), alice, undefined, newRequestId()))).kind).toBe('validation');
    expect(await preferences.userProperty('n', alice)).toBeUndefined();
  });
});

describe('deleting a preference', () => {
  it('removes it, once per request id, and refuses another person’s', async () => {
    const erin = await clientsOf('erin', 'acme');
    const query = { serviceName: localePreferenceService, username: 'erin', organization: 'acme' };
    const [stored] = await erin.core.getPreferences(query);
    expect(stored?.value).toBe('de-DE');

    const bob = await clientsOf('bob', 'acme');
    expect((await failure(bob.preferences.deletePreference(stored!.id, undefined, newRequestId()))).kind).toBe('forbidden');

    const requestId = newRequestId();
    const seen = await watched(() => erin.preferences.deletePreference(stored!.id, undefined, requestId));
    expect(seen).toEqual([{ method: 'DELETE', path: `${servicePrefixes.core}/api/v1/userPreferences/${stored!.id}`, requestId }]);
    expect(await erin.core.getPreferences(query)).toEqual([]);
    // A repeat (the answer was lost) is answered as the first was; a new request finds nothing to delete.
    await erin.preferences.deletePreference(stored!.id, undefined, requestId);
    expect((await failure(erin.preferences.deletePreference(stored!.id, undefined, newRequestId()))).kind).toBe('notFound');
  });
});
