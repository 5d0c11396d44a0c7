// The sandbox middleware over real HTTP: a Node server on an ephemeral port, no msw interception.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coreEndpoints, identityEndpoints, portalClientId, servicePrefixes } from '../src/platform/endpoints';
import { remoteAccessSiteEndpoints } from '../src/platform/remoteAccessSiteEndpoints';
import { resetStore } from './store';
import { authorizationParams, callbackParams, redirectUri } from './testClient';
import { sandboxMiddleware } from './middleware';

let server: Server;
let base: string;
const portalOrigin = 'http://acme.app.localhost:5173';

beforeAll(async () => {
  const middleware = sandboxMiddleware();
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 404;
      res.end('not the sandbox');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => resetStore());

const loginInfo = () => `${base}${servicePrefixes.core}${coreEndpoints.loginInfo}?hostname=acme`;

describe('sandbox middleware', () => {
  it('answers an identity provider preflight from a loopback origin with 204 and credentials allowed', async () => {
    const response = await fetch(`${base}/auth/realms/corvina${identityEndpoints.token}`, {
      method: 'OPTIONS',
      headers: { Origin: portalOrigin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(portalOrigin);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it('admits on the services only the origins of the facts’ CORS regex, without credentials', async () => {
    const admitted = async (origin: string) => (await fetch(loginInfo(), { headers: { Origin: origin } })).headers.get('access-control-allow-origin');
    const trusted = await fetch(loginInfo(), { headers: { Origin: portalOrigin } });
    expect(trusted.status).toBe(200);
    expect(await trusted.json()).toEqual({ realmName: 'corvina' });
    expect(trusted.headers.get('access-control-allow-origin')).toBe(portalOrigin);
    // The services take a bearer token, never a cookie: credentials are not admitted.
    expect(trusted.headers.get('access-control-allow-credentials')).toBeNull();
    expect(await admitted('http://app.localhost:5173')).toBe('http://app.localhost:5173');
    expect(await admitted('https://globex.app.localhost')).toBe('https://globex.app.localhost');
    // A registrable domain below localhost, as the browser tests' topology uses (tests/e2e/topology.ts).
    expect(await admitted('http://acme.app.corvina.localhost:5173')).toBe('http://acme.app.corvina.localhost:5173');

    // Loopback, but not `[<label>.]app.<domain>`: the identity provider would admit these, the services do not.
    expect(await admitted('http://evil.localhost:5173')).toBeNull();
    expect(await admitted('http://acme.evil.corvina.localhost:5173')).toBeNull();
    expect(await admitted('http://acme.north.app.localhost:5173')).toBeNull();
    expect(await admitted('http://evil.example')).toBeNull();
  });

  it('admits credentials on the remote-access site, whose session is a cookie of the proxies’ origin', async () => {
    const login = await fetch(`${base}${servicePrefixes.vpnProxy}${remoteAccessSiteEndpoints.login}`, {
      method: 'OPTIONS',
      headers: { Origin: portalOrigin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'idempotency-key' },
    });
    expect(login.status).toBe(204);
    expect(login.headers.get('access-control-allow-origin')).toBe(portalOrigin);
    expect(login.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('passes other paths and unmatched sandbox paths on to the next middleware', async () => {
    expect(await (await fetch(`${base}/src/main.tsx`)).text()).toBe('not the sandbox');
    expect((await fetch(`${base}/svc/core/api/v1/nothing-here`)).status).toBe(404);
  });

  it('runs the whole code flow over HTTP: form post, cookie, redirect and token request bodies', async () => {
    const signIn = await fetch(`${base}/auth/realms/corvina${identityEndpoints.auth}`, {
      method: 'POST',
      body: new URLSearchParams({ ...Object.fromEntries(authorizationParams()), username: 'bob', password: 'bob' }),
      redirect: 'manual',
    });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.getSetCookie()).toHaveLength(1);
    expect(signIn.headers.getSetCookie()[0]).toContain('HttpOnly');
    const code = callbackParams(signIn).get('code') ?? '';

    const token = await fetch(`${base}/auth/realms/corvina${identityEndpoints.token}`, {
      method: 'POST',
      headers: { Origin: portalOrigin },
      body: new URLSearchParams({ grant_type: 'authorization_code', client_id: portalClientId, redirect_uri: redirectUri, code }),
    });
    expect(token.status).toBe(200);
    expect(token.headers.get('access-control-allow-origin')).toBe(portalOrigin);
    const body = (await token.json()) as { access_token: string; id_token: string };
    expect(body.access_token.split('.')).toHaveLength(3);
    const discovery = (await (await fetch(`${base}/auth/realms/corvina${identityEndpoints.discovery}`)).json()) as { issuer: string };
    expect(discovery.issuer).toBe(`${base}/auth/realms/corvina`);
  });

  it('lets the portal send its request id header across origins', async () => {
    const response = await fetch(`${base}${servicePrefixes.dashboard}/api/v1/dashboards`, {
      method: 'OPTIONS',
      headers: { Origin: portalOrigin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, idempotency-key' },
    });
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase().split(', ')).toContain('idempotency-key');
  });

  it('marks every service answer no-store, refusals and failures included, unless its handler chose otherwise', async () => {
    const answers = [
      await fetch(loginInfo()),
      await fetch(`${base}${servicePrefixes.core}${coreEndpoints.myUser}`),
      await fetch(`${base}${servicePrefixes.dashboard}/api/v1/dashboards`, { method: 'POST', body: '{}' }),
      await fetch(`${base}${servicePrefixes.alarms}/api/v1/alarms/search?organization=acme`, { method: 'POST', body: '{}' }),
      await fetch(`${base}${servicePrefixes.notifications}/api/v1/settings?organization=acme`),
      await fetch(`${base}/status/issues.json`),
    ];
    expect(answers.map((answer) => [answer.url.replace(base, ''), answer.headers.get('cache-control')])).toEqual(
      answers.map((answer) => [answer.url.replace(base, ''), 'no-store']),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 401, 401, 401, 200]);
  });

  it('marks every answer nosniff, JSON and errors alike, so no body is taken for a script', async () => {
    await fetch(`${base}/__sandbox/faults`, { method: 'PUT', body: JSON.stringify({ 'GET /organizations/mine': { status: 503 } }) });
    const answers = [
      await fetch(loginInfo()),
      await fetch(`${base}${servicePrefixes.core}${coreEndpoints.myUser}`),
      await fetch(`${base}${servicePrefixes.core}${coreEndpoints.myOrganizations}`),
      await fetch(`${base}${servicePrefixes.alarms}/api/v1/alarms/search?organization=acme`, { method: 'POST', body: '{}' }),
      await fetch(`${base}/auth/realms/corvina/.well-known/openid-configuration`),
      await fetch(`${base}/auth/realms/nowhere/.well-known/openid-configuration`),
      await fetch(`${base}/status/issues.json`),
    ];
    expect(answers.map((answer) => [answer.status, answer.headers.get('content-type')?.split(';')[0], answer.headers.get('x-content-type-options')])).toEqual([
      [200, 'application/json', 'nosniff'],
      [401, 'application/json', 'nosniff'],
      [503, 'application/json', 'nosniff'],
      [401, 'application/json', 'nosniff'],
      [200, 'application/json', 'nosniff'],
      [404, 'application/json', 'nosniff'],
      [200, 'application/json', 'nosniff'],
    ]);
  });

  it('drops the connection for an injected network failure', async () => {
    await fetch(`${base}/__sandbox/faults`, {
      method: 'PUT',
      body: JSON.stringify({ 'GET /organizations/loginInfo': { status: 0 } }),
    });
    await expect(fetch(loginInfo())).rejects.toThrow(TypeError);
  });
});
