// @vitest-environment jsdom
// Spec §8 "Token acquisition": 'Error retrieving standard token', 'Error exchanging token' and 'cannot acquire token:
// are we logged in?' are logged where each happens, through the portal's own token wiring (src/portal/platform.ts,
// src/session/organizationToken.ts, serviceTokens.ts, tokenRenewal.ts) against answers at the network edge (msw).
// Only the person's own token (keycloak-js, which needs a browser) is a stand-in.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest';
import { defaultConfig, resolveHosts } from '../../src/platform/config';
import { coreEndpoints, identityEndpoints, servicePrefixes } from '../../src/platform/endpoints';
import { isPlatformError } from '../../src/platform/errors';
import { createPlatform } from '../../src/portal/platform';
import type { Identity } from '../../src/session/identity';
import { origin, startMswServer } from './platform/msw';
import { standInIdentity } from './standInIdentity';

const server = startMswServer();
const tokenUrl = `${origin}/auth/realms/corvina${identityEndpoints.token}`;
const serviceUrl = `${origin}${servicePrefixes.core}${coreEndpoints.agreementsCheck}`;

function platformWith(identity: Identity) {
  const { protocol, hostname, port } = new URL(origin);
  const platform = createPlatform(defaultConfig, resolveHosts({ protocol, hostname, port }, { ...defaultConfig, servedBySandbox: true }));
  platform.setIdentity(identity);
  return platform;
}

const logged = (warn: { mock: { calls: unknown[][] } }) => warn.mock.calls.map(([message]) => message);

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('token acquisition is logged as spec §8 says', () => {
  test('a failed organisation-token exchange: "Error exchanging token", with the failure', async () => {
    server.use(http.post(tokenUrl, () => HttpResponse.json({ error: 'server_error' }, { status: 500 })));
    const platform = platformWith(standInIdentity());
    const failure = await platform.organizationTokens.acquire('acme').catch((error: unknown) => error);
    expect(isPlatformError(failure, 'server')).toBe(true);
    expect(warn).toHaveBeenCalledWith('Error exchanging token', failure);
    expect(logged(warn)).toEqual(['Error exchanging token']);
  });

  test('the person’s own token missing for the exchange: "Error retrieving standard token", then the exchange failed', async () => {
    const exchange = vi.fn(() => HttpResponse.json({}));
    server.use(http.post(tokenUrl, exchange));
    const refused = new Error('refresh token expired');
    const platform = platformWith(standInIdentity({ token: () => Promise.reject(refused) }));
    await expect(platform.organizationTokens.acquire('acme')).rejects.toBe(refused);
    expect(exchange).not.toHaveBeenCalled();
    expect(warn).toHaveBeenNthCalledWith(1, 'Error retrieving standard token', refused);
    expect(warn).toHaveBeenNthCalledWith(2, 'Error exchanging token', refused);
  });

  test('before an organisation is chosen, a 401 whose refresh fails: "Error retrieving standard token"', async () => {
    server.use(http.get(serviceUrl, () => HttpResponse.json({ message: 'Invalid access token' }, { status: 401 })));
    const refused = new Error('refresh refused');
    const platform = platformWith(standInIdentity({ refresh: () => Promise.reject(refused) }));
    const failure = await platform.core.agreementsCheck().catch((error: unknown) => error);
    expect(isPlatformError(failure)).toBe(true);
    expect(warn).toHaveBeenCalledWith('Error retrieving standard token', refused);
    expect(logged(warn)).not.toContain('Error exchanging token');
  });

  test('signed in, yet no token to send: "cannot acquire token: are we logged in?", and the call is not sent', async () => {
    const service = vi.fn(() => HttpResponse.json({ types: [] }));
    server.use(http.get(serviceUrl, service));
    const gone = new Error('cannot acquire token: are we logged in?');
    const platform = platformWith(standInIdentity({ token: () => Promise.reject(gone) }));
    const failure = await platform.core.agreementsCheck().catch((error: unknown) => error);
    expect(isPlatformError(failure, 'unauthorized')).toBe(true);
    expect(service).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('cannot acquire token: are we logged in?', gone);
  });

  test('a visitor’s public call logs nothing: no token is expected', async () => {
    server.use(http.get(`${origin}${servicePrefixes.core}${coreEndpoints.agreementsLast}`, () => HttpResponse.json([])));
    const platform = platformWith(standInIdentity({ signedIn: () => false, token: () => Promise.reject(new Error('never asked')) }));
    expect(await platform.core.agreementsLast()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});
