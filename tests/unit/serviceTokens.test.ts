// @vitest-environment jsdom
// The portal's own token wiring (src/portal/platform.ts: organisation tokens, service tokens, HTTP
// clients) against answers at the network edge (msw): one exchange for every call a 401 refused, one retry each,
// then the sign-in prompt and no more exchanges; short-lived tokens do not cost a token request per call; the
// exchange gives up after the configured timeout and backs off after a failure. Only the person's own token
// (keycloak-js, which needs a browser) is a stand-in; tests/e2e/token-refresh.spec.ts runs the real one.
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { defaultConfig, resolveHosts, type PortalConfig } from '../../src/platform/config';
import { coreEndpoints, identityEndpoints, servicePrefixes, umaGrantType } from '../../src/platform/endpoints';
import { isPlatformError, PlatformError } from '../../src/platform/errors';
import { createPlatform, type Platform } from '../../src/portal/platform';
import type { Identity } from '../../src/session/identity';
import { origin, startMswServer } from './platform/msw';

const server = startMswServer();
const tokenUrl = `${origin}/auth/realms/corvina${identityEndpoints.token}`;
const serviceUrl = `${origin}${servicePrefixes.core}${coreEndpoints.agreementsCheck}`;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An unsigned JWT-shaped token for `resourceId`'s organisation, numbered so each exchange's answer is told apart. */
function organizationJwt(serial: number, lifetime: number, resourceId = 'acme'): string {
  const now = Math.floor(Date.now() / 1000);
  const permissions = [{ rsid: `rs-${resourceId}`, rsname: resourceId, scopes: [] }];
  const payload = { jti: `org-${serial}`, iat: now, exp: now + lifetime, sub: 'user-ada', preferred_username: 'ada', authorization: { permissions } };
  return `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`;
}

/** The person's own token, as keycloak-js would hand it out (it needs a browser, so it is a stand-in here). */
function standInIdentity(overrides: Partial<Identity> = {}): Identity & { refreshes: () => number } {
  let refreshes = 0;
  let token = 'user-token-1';
  return {
    init: async () => true,
    signedIn: () => true,
    token: async () => token,
    refresh: async () => {
      refreshes += 1;
      token = `user-token-${refreshes + 1}`;
    },
    currentToken: () => token,
    signIn: async () => undefined,
    signOut: async () => undefined,
    username: () => 'ada',
    resourceRoles: () => [],
    tokenEndpoint: () => tokenUrl,
    authorizationEndpoint: () => `${origin}/auth/realms/corvina${identityEndpoints.auth}`,
    userInfoEndpoint: () => `${origin}/auth/realms/corvina${identityEndpoints.userinfo}`,
    refreshes: () => refreshes,
    ...overrides,
  };
}

interface Edge {
  /** Organisation tokens handed out, in order. */
  exchanges: string[];
  /** Bearer of every service call, in order. */
  serviceCalls: string[];
}

/**
 * The token endpoint answers the UMA grant with numbered tokens of `lifetime` seconds after `exchangeDelay` ms (or
 * `exchange` decides); the service answers each call by its bearer.
 */
function network(options: {
  lifetime?: number;
  exchangeDelay?: number;
  exchange?: (serial: number) => Response | Promise<Response> | undefined;
  service: (bearer: string, index: number) => Response | Promise<Response>;
}): Edge {
  const edge: Edge = { exchanges: [], serviceCalls: [] };
  server.use(
    http.post(tokenUrl, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      if (form.get('grant_type') !== umaGrantType) return HttpResponse.json({ error: 'unsupported_grant_type' }, { status: 400 });
      const serial = edge.exchanges.length + 1;
      const token = organizationJwt(serial, options.lifetime ?? 300, form.get('permission') ?? undefined);
      edge.exchanges.push(token);
      if (options.exchangeDelay) await delay(options.exchangeDelay);
      const answer = await options.exchange?.(serial);
      if (answer) return answer;
      return HttpResponse.json({ access_token: token, expires_in: options.lifetime ?? 300, token_type: 'Bearer' });
    }),
    http.get(serviceUrl, ({ request }) => {
      const bearer = (request.headers.get('authorization') ?? '').replace(/^Bearer /, '');
      edge.serviceCalls.push(bearer);
      return options.service(bearer, edge.serviceCalls.length - 1);
    }),
  );
  return edge;
}

const unauthorized = () => HttpResponse.json({ status: 401, error: 'Unauthorized', message: 'Invalid access token' }, { status: 401 });
const agreed = () => HttpResponse.json({ types: [] });

function platformWith(identity: Identity, config: PortalConfig = defaultConfig): Platform & { expiries: () => number } {
  const { protocol, hostname, port } = new URL(origin);
  // msw answers on the page's own origin, as the sandbox does (not the provider's cloud: spec §9).
  const platform = createPlatform(config, resolveHosts({ protocol, hostname, port }, { ...config, servedBySandbox: true }));
  platform.setIdentity(identity);
  let expiries = 0;
  platform.serviceTokens.onExpired(() => {
    expiries += 1;
  });
  return Object.assign(platform, { expiries: () => expiries });
}

async function outcome(call: Promise<unknown>): Promise<'ok' | PlatformError> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (error instanceof PlatformError) return error;
    throw error;
  }
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a 401 renews once for every call waiting', () => {
  test('eight simultaneous 401s cause exactly one exchange, and each call is retried once with its result', async () => {
    let first = '';
    // The eight refusals arrive one after another, each well after the exchange could have finished: the calls
    // must not exchange again for a token that is already replaced.
    const edge = network({
      exchangeDelay: 5,
      service: async (bearer, index) => {
        if (bearer !== first) return agreed();
        await delay(20 + index * 25);
        return unauthorized();
      },
    });
    const platform = platformWith(standInIdentity());
    first = (await platform.organizationTokens.acquire('acme')).accessToken;
    expect(edge.exchanges).toHaveLength(1);

    const results = await Promise.all(Array.from({ length: 8 }, () => outcome(platform.core.agreementsCheck())));

    expect(results).toEqual(Array.from({ length: 8 }, () => 'ok'));
    expect(edge.exchanges, 'exchanges after the first token').toHaveLength(2);
    expect(edge.serviceCalls).toHaveLength(16);
    expect(edge.serviceCalls.filter((bearer) => bearer === first)).toHaveLength(8);
    expect(edge.serviceCalls.filter((bearer) => bearer === edge.exchanges[1])).toHaveLength(8);
    expect(platform.expiries()).toBe(0);
  });

  test('a persistent 401 ends in the sign-in prompt after one retry, with no further exchanges or calls', async () => {
    // The eight refusals arrive together, while the one exchange is still under way: all eight wait for it.
    const edge = network({
      exchangeDelay: 40,
      service: async (_bearer, index) => {
        if (index < 8) await delay(10 + index * 2);
        return unauthorized();
      },
    });
    const platform = platformWith(standInIdentity());
    await platform.organizationTokens.acquire('acme');

    const results = await Promise.all(Array.from({ length: 8 }, () => outcome(platform.core.agreementsCheck())));
    for (const result of results) expect(isPlatformError(result, 'unauthorized'), String(result)).toBe(true);
    expect(edge.exchanges, 'the first token and one renewal').toHaveLength(2);
    expect(edge.serviceCalls, 'each call sent and retried once').toHaveLength(16);
    expect(platform.expiries(), 'the session ended once').toBe(1);
    expect(platform.serviceTokens.expired()).toBe(true);

    // A live view keeps asking every second: nothing is sent or exchanged any more, the calls fail at once.
    for (let poll = 0; poll < 5; poll++) expect(isPlatformError(await outcome(platform.core.agreementsCheck()), 'unauthorized')).toBe(true);
    expect(edge.exchanges).toHaveLength(2);
    expect(edge.serviceCalls).toHaveLength(16);
    expect(platform.expiries()).toBe(1);
  });

  test('refusals spread over time: still one exchange, and the calls refused after the end are not retried', async () => {
    const edge = network({
      exchangeDelay: 5,
      service: async (_bearer, index) => {
        await delay(10 + (index % 8) * 25);
        return unauthorized();
      },
    });
    const platform = platformWith(standInIdentity());
    await platform.organizationTokens.acquire('acme');
    const results = await Promise.all(Array.from({ length: 8 }, () => outcome(platform.core.agreementsCheck())));
    for (const result of results) expect(isPlatformError(result, 'unauthorized'), String(result)).toBe(true);
    expect(edge.exchanges).toHaveLength(2);
    expect(edge.serviceCalls.length).toBeLessThan(16);
    expect(platform.expiries()).toBe(1);
  });

  test('a polling view whose renewed token is refused stops after one exchange', async () => {
    const edge = network({ service: () => unauthorized() });
    const platform = platformWith(standInIdentity());
    await platform.organizationTokens.acquire('acme');
    for (let poll = 0; poll < 10; poll++) await outcome(platform.core.agreementsCheck());
    expect(edge.exchanges).toHaveLength(2);
    expect(edge.serviceCalls).toHaveLength(2);
    expect(platform.expiries()).toBe(1);
  });

  test('a one-off 401 is renewed and retried, and the session goes on', async () => {
    let refusals = 1;
    const edge = network({ service: () => (refusals-- > 0 ? unauthorized() : agreed()) });
    const platform = platformWith(standInIdentity());
    await platform.organizationTokens.acquire('acme');
    expect(await outcome(platform.core.agreementsCheck())).toBe('ok');
    // Accepted: the renewed token is trusted again, so a later one-off 401 renews again rather than ending.
    refusals = 1;
    expect(await outcome(platform.core.agreementsCheck())).toBe('ok');
    expect(edge.exchanges).toHaveLength(3);
    expect(platform.expiries()).toBe(0);
  });

  test('before an organisation token exists, a 401 refreshes the person’s token once and retries', async () => {
    const identity = standInIdentity();
    const edge = network({ service: (bearer) => (bearer === 'user-token-1' ? unauthorized() : agreed()) });
    const platform = platformWith(identity);
    const results = await Promise.all(Array.from({ length: 4 }, () => outcome(platform.core.agreementsCheck())));
    expect(results).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(identity.refreshes()).toBe(1);
    expect(edge.exchanges).toHaveLength(0);
  });

  test('the identity provider refusing the exchange (session ended there) ends the session too', async () => {
    let refuse = false;
    const edge = network({
      exchange: () => (refuse ? HttpResponse.json({ error: 'invalid_grant', error_description: 'Session not active' }, { status: 401 }) : undefined),
      service: () => unauthorized(),
    });
    const platform = platformWith(standInIdentity());
    await platform.organizationTokens.acquire('acme');
    refuse = true;
    expect(isPlatformError(await outcome(platform.core.agreementsCheck()), 'unauthorized')).toBe(true);
    expect(platform.expiries()).toBe(1);
    await outcome(platform.core.agreementsCheck());
    expect(edge.exchanges).toHaveLength(2);
    expect(edge.serviceCalls).toHaveLength(1);
  });
});

/** A service call held until the test answers it: the order of answers is the test's, not the machine's speed. */
interface Held {
  bearer: string;
  answer: (response: Response) => void;
}

/**
 * Calls to `<core>/staged/<name>` wait to be answered by the test; `arrival(name)` is the next one sent under that
 * name (first sends and retries alike), in the order sent.
 */
function heldService() {
  const held = new Map<string, Held[]>();
  const waiters = new Map<string, (call: Held) => void>();
  server.use(
    http.get(`${origin}${servicePrefixes.core}/staged/:name`, ({ request, params }) => {
      const name = String(params.name);
      const bearer = (request.headers.get('authorization') ?? '').replace(/^Bearer /, '');
      return new Promise<Response>((answer) => {
        const call = { bearer, answer };
        const waiter = waiters.get(name);
        waiters.delete(name);
        if (waiter) waiter(call);
        else held.set(name, [...(held.get(name) ?? []), call]);
      });
    }),
  );
  return {
    arrival(name: string): Promise<Held> {
      const [first, ...rest] = held.get(name) ?? [];
      if (first) {
        held.set(name, rest);
        return Promise.resolve(first);
      }
      return new Promise((resolve) => waiters.set(name, resolve));
    },
  };
}

const loaded = (name: string) => HttpResponse.json({ name });

describe('401s that arrive one by one while a screen loads', () => {
  test('each call refused once shows its data, a call sent with a renewed token not yet accepted included', async () => {
    const edge = network({ service: () => agreed() });
    const service = heldService();
    const platform = platformWith(standInIdentity());
    const first = (await platform.organizationTokens.acquire('acme')).accessToken;
    const load = (name: string) => outcome(platform.coreHttp.request(`staged/${name}`));

    // The first stage: two calls with the first token, refused one after the other.
    const stageOne = [load('a'), load('b')];
    const a = await service.arrival('a');
    const b = await service.arrival('b');
    expect([a.bearer, b.bearer]).toEqual([first, first]);
    a.answer(unauthorized());
    const aRetry = await service.arrival('a');
    const renewed = edge.exchanges[1];
    expect(aRetry.bearer, 'retried with the renewed token').toBe(renewed);
    b.answer(unauthorized());
    const bRetry = await service.arrival('b');
    expect(bRetry.bearer, 'refused with a replaced token: retried with the current one, no exchange').toBe(renewed);
    expect(edge.exchanges).toHaveLength(2);

    // The next stage starts before any service accepted the renewed token, and its call is refused once too.
    const stageTwo = load('c');
    const c = await service.arrival('c');
    expect(c.bearer).toBe(renewed);
    c.answer(unauthorized());
    const cRetry = await service.arrival('c');
    expect(edge.exchanges, 'one new exchange for the call refused with the current token').toHaveLength(3);
    expect(cRetry.bearer).toBe(edge.exchanges[2]);

    // Two calls of the last stage refused together share one exchange.
    const stageThree = [load('d'), load('e')];
    const d = await service.arrival('d');
    const e = await service.arrival('e');
    d.answer(unauthorized());
    e.answer(unauthorized());
    const dRetry = await service.arrival('d');
    const eRetry = await service.arrival('e');
    expect(edge.exchanges).toHaveLength(4);
    expect([dRetry.bearer, eRetry.bearer]).toEqual([edge.exchanges[3], edge.exchanges[3]]);

    for (const [call, name] of [[aRetry, 'a'], [bRetry, 'b'], [cRetry, 'c'], [dRetry, 'd'], [eRetry, 'e']] as const) {
      call.answer(loaded(name));
    }
    expect(await Promise.all([...stageOne, stageTwo, ...stageThree])).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(platform.expiries(), 'no sign-in prompt').toBe(0);
    expect(platform.serviceTokens.expired()).toBe(false);
  });

  test('a call refused with the token of the organisation just left is not sent again with the next one’s', async () => {
    const edge = network({ service: () => agreed() });
    const service = heldService();
    const platform = platformWith(standInIdentity());
    const acme = (await platform.organizationTokens.acquire('acme')).accessToken;
    const left = outcome(platform.coreHttp.request('staged/left'));
    const sent = await service.arrival('left');
    expect(sent.bearer).toBe(acme);

    const globex = (await platform.organizationTokens.acquire('globex')).accessToken;
    const bearers: string[] = [];
    void service.arrival('left').then((retry) => bearers.push(retry.bearer));
    sent.answer(unauthorized());

    const result = await left;
    expect(isPlatformError(result, 'unauthorized'), String(result)).toBe(true);
    expect(bearers, 'nothing sent with the next organisation’s token').toEqual([]);
    expect(edge.exchanges, 'no exchange either').toHaveLength(2);
    expect(platform.expiries(), 'the session goes on').toBe(0);
    expect((await outcome(platform.core.agreementsCheck())), `${globex} works`).toBe('ok');
  });

  test('a persistent 401 arriving one by one still ends the session once a renewed token is refused', async () => {
    const edge = network({ service: () => agreed() });
    const service = heldService();
    const platform = platformWith(standInIdentity());
    await platform.organizationTokens.acquire('acme');
    const load = (name: string) => outcome(platform.coreHttp.request(`staged/${name}`));

    const stageOne = load('a');
    (await service.arrival('a')).answer(unauthorized());
    const aRetry = await service.arrival('a');
    // Sent with the renewed token before the retry is answered: its first refusal renews once more.
    const stageTwo = load('b');
    (await service.arrival('b')).answer(unauthorized());
    const bRetry = await service.arrival('b');
    expect(edge.exchanges).toHaveLength(3);
    expect(platform.expiries()).toBe(0);

    // The retry of the first call is refused with the token its renewal produced, replaced since: still the end.
    aRetry.answer(unauthorized());
    expect(isPlatformError(await stageOne, 'unauthorized')).toBe(true);
    expect(platform.expiries(), 'the renewed token was refused too').toBe(1);
    bRetry.answer(unauthorized());
    expect(isPlatformError(await stageTwo, 'unauthorized')).toBe(true);
    expect(platform.expiries()).toBe(1);

    // Nothing is sent or exchanged any more.
    expect(isPlatformError(await load('c'), 'unauthorized')).toBe(true);
    expect(edge.exchanges).toHaveLength(3);
  });
});

describe('renewals back off after a failure', () => {
  test('a failing exchange is not repeated on every refused call, and is tried again after the backoff', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let failing = false;
    let first = '';
    const edge = network({
      exchange: () => (failing ? HttpResponse.json({ error: 'temporarily_unavailable' }, { status: 503 }) : undefined),
      service: (bearer) => (bearer === first ? unauthorized() : agreed()),
    });
    const platform = platformWith(standInIdentity());
    first = (await platform.organizationTokens.acquire('acme')).accessToken;
    failing = true;
    const failures: unknown[] = [];
    for (let poll = 0; poll < 5; poll++) {
      failures.push(await outcome(platform.core.agreementsCheck()));
      vi.setSystemTime(Date.now() + 150);
    }
    expect(edge.exchanges, 'the first token and one failed renewal within the first second').toHaveLength(2);
    for (const failure of failures) expect(isPlatformError(failure, 'server'), String(failure)).toBe(true);

    failing = false;
    vi.setSystemTime(Date.now() + 1_000);
    expect(await outcome(platform.core.agreementsCheck())).toBe('ok');
    expect(edge.exchanges).toHaveLength(3);
    expect(platform.expiries()).toBe(0);
  });
});

describe('short-lived organisation tokens', () => {
  test('20 s tokens do not make a token request per call (66 calls, one a second)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const edge = network({ lifetime: 20, service: () => agreed() });
    const identity = standInIdentity();
    const platform = platformWith(identity);
    await platform.organizationTokens.acquire('acme');
    for (let second = 0; second < 66; second++) {
      expect(await outcome(platform.core.agreementsCheck())).toBe('ok');
      vi.setSystemTime(Date.now() + 1_000);
    }
    // Renewed when half its lifetime is left (10 s), not when under the spec's 30 s margin (always, for 20 s).
    expect(edge.serviceCalls).toHaveLength(66);
    expect(edge.exchanges.length).toBeLessThanOrEqual(8);
    expect(edge.exchanges.length).toBeGreaterThanOrEqual(6);
    expect(identity.refreshes()).toBe(0);
  });
});

describe('the exchange honours the configured timeout', () => {
  const quick: PortalConfig = { ...defaultConfig, timeouts: { ...defaultConfig.timeouts, http: 150 } };

  test('a token endpoint that does not answer in time fails the exchange as a timeout', async () => {
    // It would answer long after the test.
    network({ exchangeDelay: 600_000, service: () => agreed() });
    const platform = platformWith(standInIdentity(), quick);
    const failure = await outcome(platform.organizationTokens.acquire('acme'));
    expect(isPlatformError(failure, 'timeout'), String(failure)).toBe(true);
  });

  test('so does waiting for the person’s own token it is made with', async () => {
    network({ service: () => agreed() });
    const platform = platformWith(standInIdentity({ token: () => new Promise<string>(() => {}) }), quick);
    const failure = await outcome(platform.organizationTokens.acquire('acme'));
    expect(isPlatformError(failure, 'timeout'), String(failure)).toBe(true);
  });

  test('the default configuration waits longer than that', async () => {
    network({ exchangeDelay: 400, service: () => agreed() });
    const platform = platformWith(standInIdentity());
    expect((await platform.organizationTokens.acquire('acme')).resourceId).toBe('acme');
  });
});
