import { describe, expect, it } from 'vitest';
import { coreEndpoints, localePreferenceService, servicePrefixes } from '../src/platform/endpoints';
import type { ErrorBody, StatusPage } from '../src/platform/types';
import { createHttpClient } from '../src/platform/http';
import { createIamClient } from '../src/platform/iamClient';
import { newRequestId } from '../src/platform/requestIds';
import { authorizationParams, authorize, bearer, callbackParams, origin, signIn, setupSandboxServer } from './testClient';

setupSandboxServer();

const loginInfo = `${origin}${servicePrefixes.core}${coreEndpoints.loginInfo}?hostname=acme`;
const statusPage = `${origin}/status/issues.json`;

function control(path: string, method: string, body?: unknown): Promise<Response> {
  return fetch(`${origin}/__sandbox${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

describe('fault injection', () => {
  it('fails a matching request the given number of times, then answers normally', async () => {
    const put = await control('/faults', 'PUT', { 'GET /svc/core/api/v1/organizations/loginInfo': { status: 503, times: 2 } });
    expect(put.status).toBe(204);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const failed = await fetch(loginInfo);
      expect(failed.status).toBe(503);
      expect((await failed.json()) as ErrorBody).toMatchObject({ status: 503, error: 'Service Unavailable' });
    }
    expect((await fetch(loginInfo)).status).toBe(200);
  });

  it('keeps a fault without a count until cleared, and leaves other methods and paths alone', async () => {
    await control('/faults', 'PUT', { 'GET /organizations/loginInfo': { status: 500 } });
    expect((await fetch(loginInfo)).status).toBe(500);
    expect((await fetch(loginInfo)).status).toBe(500);
    expect((await fetch(statusPage)).status).toBe(200);
    expect((await control('/faults', 'DELETE')).status).toBe(204);
    expect((await fetch(loginInfo)).status).toBe(200);
  });

  it('simulates a network failure with status 0', async () => {
    await control('/faults', 'PUT', { 'GET /status/issues.json': { status: 0, times: 1 } });
    await expect(fetch(statusPage)).rejects.toThrow(TypeError);
    expect((await fetch(statusPage)).status).toBe(200);
  });

  it('answers late with a delay: the real answer without a status, the fault with one', async () => {
    await control('/faults', 'PUT', { 'GET /organizations/loginInfo': { delay: 200, times: 1 }, 'GET /status/issues.json': { status: 503, delay: 200, times: 1 } });
    const started = Date.now();
    const [late, failed] = await Promise.all([fetch(loginInfo), fetch(statusPage)]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect([late.status, await late.json()]).toEqual([200, { realmName: 'corvina' }]);
    expect(failed.status).toBe(503);
  });

  it('refuses a malformed fault table', async () => {
    expect((await control('/faults', 'PUT', { 'loginInfo': { status: 500 } })).status).toBe(400);
    expect((await control('/faults', 'PUT', { 'GET /x': { status: 42 } })).status).toBe(400);
    expect((await control('/faults', 'PUT', { 'GET /x': { status: 500, times: 0 } })).status).toBe(400);
    expect((await control('/faults', 'PUT', { 'GET /x': { times: 1 } })).status).toBe(400);
    expect((await control('/faults', 'PUT', { 'GET /x': { delay: -1 } })).status).toBe(400);
  });
});

describe('status page', () => {
  it('starts empty and serves what the control API publishes', async () => {
    expect(await (await fetch(statusPage)).json()).toEqual({ activeIncidents: [], activeMaintenances: [] });
    const published: StatusPage = {
      activeIncidents: [
        {
          id: 'inc-1',
          status: 'investigating',
          name: 'Delayed telemetry',
          updatedAt: '2025-05-01T10:00:00Z',
          date: '2025-05-01T09:40:00Z',
          type: 'incident',
        },
      ],
      activeMaintenances: [],
    };
    expect((await control('/status', 'PUT', published)).status).toBe(204);
    expect(await (await fetch(statusPage)).json()).toEqual(published);
    expect((await control('/status', 'PUT', { activeIncidents: 'none' })).status).toBe(400);
  });
});

describe('configuration and reset', () => {
  it('refuses a lifetime that is not a positive integer', async () => {
    expect((await control('/config', 'PUT', { accessTokenSeconds: 0 })).status).toBe(400);
    expect((await control('/config', 'PUT', { refreshTokenSeconds: 'long' })).status).toBe(400);
  });

  it('grows acme by up to 100 000 made-up devices, and refuses more', async () => {
    expect((await control('/config', 'PUT', { bulkDevices: 100_001 })).status).toBe(400);
    expect((await control('/config', 'PUT', { bulkDevices: -1 })).status).toBe(400);
    const answer = await control('/config', 'PUT', { bulkDevices: 100_000 });
    expect(await answer.json()).toMatchObject({ bulkDevices: 100_000 });
  });

  it('reset restores the seed: data, configuration and faults', async () => {
    const { access_token } = await signIn('bob');
    const preferences = `${origin}${servicePrefixes.core}${coreEndpoints.userPreferences}`;
    await fetch(preferences, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(access_token) },
      body: JSON.stringify({ orgResourceId: 'acme', username: 'bob', serviceName: localePreferenceService, value: 'es-ES' }),
    });
    await control('/config', 'PUT', { accessTokenSeconds: 5 });
    await control('/faults', 'PUT', { 'GET /svc/core/api/v1/organizations/loginInfo': { status: 500 } });

    expect((await control('/reset', 'POST')).status).toBe(204);

    expect((await fetch(loginInfo)).status).toBe(200);
    const fresh = await signIn('bob');
    expect(fresh.expires_in).toBe(300);
    const stored = await fetch(`${preferences}?username=bob`, { headers: bearer(fresh.access_token) });
    expect(await stored.json()).toEqual([]);
  });
});

describe('identity-provider sessions', () => {
  it("starts a person's session: with its cookie the authorization endpoint answers the portal's code, no form", async () => {
    const started = await control('/sessions', 'POST', { username: 'alice' });
    expect(started.status).toBe(204);
    const cookie = started.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^KEYCLOAK_SESSION=[0-9a-f-]{36}; Path=\/auth\/realms\/corvina; HttpOnly; SameSite=Lax$/);

    const answer = await authorize(authorizationParams(), { Cookie: cookie.split(';')[0] ?? '' });
    expect(answer.status).toBe(302);
    expect(callbackParams(answer).get('code')).toMatch(/^\S+$/);
    expect(callbackParams(answer).get('state')).toBe('state-1');
  });

  it('refuses a request without a user name and someone unknown', async () => {
    expect((await control('/sessions', 'POST', {})).status).toBe(400);
    expect((await control('/sessions', 'POST', { username: 'nobody' })).status).toBe(404);
  });

  it('leaves to the form someone it would still ask for a required action', async () => {
    const token = (await signIn('alice')).access_token;
    const iam = createIamClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.core}`, getToken: () => token }));
    const user = { username: 'frank', email: 'frank@acme.example', password: 'frank-secret', requiredActions: ['UPDATE_PASSWORD' as const] };
    await iam.createUser(1, user, undefined, newRequestId());
    const refused = await control('/sessions', 'POST', { username: 'frank' });
    expect(refused.status).toBe(409);
    expect(refused.headers.get('set-cookie')).toBeNull();
  });
});
