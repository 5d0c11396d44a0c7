// The remote-access site client (src/platform/remoteAccessSiteClient.ts) against the sandbox's site
// (sandbox/vpn/site.ts), with the browser's cookie keeping played by a small jar over fetch: the login goes to both VPN
// proxies in parallel, form-encoded as spec §7 says; a failure of one proxy or of both is the caller's to ignore;
// the ping and the logout reach the session the login opened.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { createHttpClient } from '../../../src/platform/http';
import { createRemoteAccessSiteClient } from '../../../src/platform/remoteAccessSiteClient';
import { remoteAccessSiteServices } from '../../../src/platform/remoteAccessSiteEndpoints';
import { newRequestId, requestIdHeader } from '../../../src/platform/requestIds';
import type { SiteCall } from '../../../sandbox/vpn/state';
import { origin, setupSandboxServer } from '../../../sandbox/testClient';

const server = setupSandboxServer();

// What a browser does with the site's cookie: kept per path, sent back to the paths under it.
const jar = new Map<string, string>();
// msw's fetch, as the server installed it (after this module loaded).
let realFetch: typeof fetch;
beforeEach(() => {
  jar.clear();
  realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const cookies = [...jar].filter(([path]) => url.pathname.startsWith(`${path}/`)).map(([, cookie]) => cookie);
    if (cookies.length > 0) request.headers.set('cookie', cookies.join('; '));
    const response = await realFetch(request);
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
      const path = attributes.find((attribute) => attribute.startsWith('Path='))?.slice('Path='.length) ?? '/';
      if (pair.endsWith('=')) jar.delete(path);
      else jar.set(path, pair);
    }
    return response;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const site = () =>
  createRemoteAccessSiteClient(
    remoteAccessSiteServices.map((service) => createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes[service]}`, getToken: () => undefined })),
  );

async function calls(): Promise<Array<Omit<SiteCall, 'at'>>> {
  const { calls } = (await (await realFetch(`${origin}/__sandbox/vpn/site`)).json()) as { calls: SiteCall[] };
  return calls.map(({ at: _at, ...call }) => call);
}

const proxies = ['/svc/vpn', '/svc/vpn2'];

describe('remote-access site', () => {
  it('signs in on both proxies with one form-encoded POST each, sent together, then pings and signs out of both', async () => {
    const sent: Request[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/manage/')) sent.push(request.clone());
    });
    const client = site();
    await client.login({ username: 'alice/globex', password: 'alice' }, newRequestId());
    const logins = sent.filter((request) => request.method === 'POST');
    expect(logins.map((request) => new URL(request.url).pathname).sort()).toEqual(proxies.map((proxy) => `${proxy}/manage/access/login`));
    for (const request of logins) {
      expect(request.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
      expect(Object.fromEntries(new URLSearchParams(await request.text()))).toEqual({
        emi_username: 'alice/globex',
        emi_password: 'alice',
        ajax: 'true',
      });
      expect(request.headers.get('authorization')).toBeNull();
      expect(request.headers.get(requestIdHeader)).toMatch(/:[01]$/);
    }

    await client.ping();
    await client.logout(newRequestId());
    await client.ping().catch(() => undefined);
    // Each step asks both proxies at once: their order within a step is the network's.
    const steps = await calls();
    const byStep = [0, 2, 4, 6].flatMap((start) => steps.slice(start, start + 2).sort((a, b) => a.proxy.localeCompare(b.proxy)));
    expect(byStep).toEqual([
      ...proxies.map((proxy) => ({ proxy, call: 'login', username: 'alice/globex', status: 200 })),
      ...proxies.map((proxy) => ({ proxy, call: 'ping', username: 'alice/globex', status: 200 })),
      ...proxies.map((proxy) => ({ proxy, call: 'logout', username: 'alice/globex', status: 204 })),
      // The session is over: a ping finds none.
      ...proxies.map((proxy) => ({ proxy, call: 'ping', status: 401 })),
    ]);
  });

  it('fails only when no proxy accepted the login, which the statechart then ignores', async () => {
    await expect(site().login({ username: 'alice/globex', password: 'wrong' }, newRequestId())).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    // A domain that is not the person's, or a name without its domain, is refused likewise.
    await expect(site().login({ username: 'alice/initech', password: 'alice' }, newRequestId())).rejects.toMatchObject({ status: 401 });
    await expect(site().login({ username: 'alice', password: 'alice' }, newRequestId())).rejects.toMatchObject({ status: 401 });
    expect((await calls()).every((call) => call.status === 401)).toBe(true);
  });

  it('one proxy down does not fail the login: the other holds the session', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(http.post('*/svc/vpn/manage/access/login', () => HttpResponse.text('down', { status: 503 })));
    await expect(site().login({ username: 'alice/globex', password: 'alice' }, newRequestId())).resolves.toBeUndefined();
    await site().ping();
    const pings = (await calls()).filter((call) => call.call === 'ping').sort((a, b) => a.proxy.localeCompare(b.proxy));
    expect(pings).toEqual([
      { proxy: '/svc/vpn', call: 'ping', status: 401 },
      { proxy: '/svc/vpn2', call: 'ping', username: 'alice/globex', status: 200 },
    ]);
  });
});
