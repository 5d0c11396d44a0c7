// src/session/organizationToken.ts: spec §4 guard step 3, the organisation-scoped token ("org:<resourceId> app:*")
// kept in session storage, refreshed within 30 s of expiry (§9); one exchange in flight at a time.
import { describe, expect, test } from 'vitest';
import type { TokenPermission, TokenResponse } from '../../src/platform/types';
import { createOrganizationTokens } from '../../src/session/organizationToken';
import { MemoryStorage } from './memoryStorage';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT-shaped access token carrying `permissions` (the services verify; the browser only reads). */
function accessToken(permissions: TokenPermission[], subject = 'ada'): string {
  const header = base64url({ alg: 'RS256', typ: 'JWT', kid: 'sandbox' });
  const payload = base64url({
    exp: 1_700_000_300,
    iat: 1_700_000_000,
    sub: `user-${subject}`,
    preferred_username: subject,
    authorization: { permissions },
  });
  return `${header}.${payload}.c2lnbmF0dXJl`;
}

const acmePermissions: TokenPermission[] = [{ rsid: 'r-acme', rsname: 'acme', scopes: ['portal:access', 'devices:read'] }];
const globexPermissions: TokenPermission[] = [{ rsid: 'r-globex', rsname: 'globex', scopes: ['portal:access'] }];

const response = (token: string, expiresIn = 300): TokenResponse => ({ access_token: token, expires_in: expiresIn, token_type: 'Bearer' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Tokens over memory storages, a controllable clock and an exchange that answers from a queue or at once. */
function setup(options: { answers?: Array<Promise<TokenResponse>> } = {}) {
  const local = new MemoryStorage({ closedFrames: '["m0"]' });
  const session = new MemoryStorage();
  let clock = 1_700_000_000_000;
  const exchanged: string[] = [];
  const tokens = createOrganizationTokens({
    local,
    session,
    now: () => clock,
    exchange: (resourceId) => {
      exchanged.push(resourceId);
      const queued = options.answers?.shift();
      if (queued) return queued;
      return Promise.resolve(response(accessToken(resourceId === 'globex' ? globexPermissions : acmePermissions)));
    },
  });
  return {
    tokens,
    local,
    session,
    exchanged,
    advance: (ms: number) => {
      clock += ms;
    },
    at: () => clock,
  };
}

describe('createOrganizationTokens', () => {
  test('acquire exchanges a ticket and keeps the token in session storage and the scope in local storage', async () => {
    const { tokens, local, session, exchanged } = setup();
    const token = await tokens.acquire('acme');

    expect(exchanged).toEqual(['acme']);
    expect(token).toEqual({
      resourceId: 'acme',
      scope: 'org:acme app:*',
      accessToken: accessToken(acmePermissions),
      expiresAt: 1_700_000_000_000 + 300_000,
      issuedAt: 1_700_000_000_000,
      permissions: acmePermissions,
    });
    expect(JSON.parse(session.getItem('organizationToken')!)).toEqual(token);
    expect(local.getItem('selectedScope')).toBe('org:acme app:*');
    // Nothing else is touched.
    expect(Object.keys(session.entries())).toEqual(['organizationToken']);
    expect(local.getItem('closedFrames')).toBe('["m0"]');
    expect(tokens.current()).toEqual(token);
  });

  test('a token without permissions is kept with none (the guard then refuses the organisation)', async () => {
    const { tokens } = setup({ answers: [Promise.resolve(response(accessToken([])))] });
    expect((await tokens.acquire('acme')).permissions).toEqual([]);
  });

  test('concurrent acquires for one organisation share one exchange', async () => {
    const answer = deferred<TokenResponse>();
    const { tokens, exchanged } = setup({ answers: [answer.promise] });
    const first = tokens.acquire('acme');
    const second = tokens.acquire('acme');
    expect(exchanged).toEqual(['acme']);
    answer.resolve(response(accessToken(acmePermissions)));
    const [a, b] = await Promise.all([first, second]);
    expect(a).toEqual(b);
    expect(exchanged).toEqual(['acme']);

    // Once settled, a later acquire exchanges again.
    await tokens.acquire('acme');
    expect(exchanged).toEqual(['acme', 'acme']);
  });

  test('a failed exchange is reported and does not block the next one', async () => {
    const { tokens, session, exchanged } = setup({ answers: [Promise.reject(new Error('403 from the token endpoint'))] });
    await expect(tokens.acquire('acme')).rejects.toThrow('403 from the token endpoint');
    expect(session.getItem('organizationToken')).toBeNull();
    await tokens.acquire('acme');
    expect(exchanged).toEqual(['acme', 'acme']);
  });

  test('an answer that is not a readable token stores nothing', async () => {
    const { tokens, session, local } = setup({ answers: [Promise.resolve(response('not-a-jwt'))] });
    await expect(tokens.acquire('acme')).rejects.toThrow();
    expect(session.getItem('organizationToken')).toBeNull();
    expect(local.getItem('selectedScope')).toBeNull();
  });

  test('accessToken: none before acquiring; the stored one while more than 30 s remain; a new one within 30 s of expiry', async () => {
    const { tokens, exchanged, advance } = setup({
      answers: [Promise.resolve(response(accessToken(acmePermissions, 'first'))), Promise.resolve(response(accessToken(acmePermissions, 'second')))],
    });
    expect(await tokens.accessToken()).toBeUndefined();
    await tokens.acquire('acme');

    advance(300_000 - 31_000); // 31 s left
    expect(await tokens.accessToken()).toBe(accessToken(acmePermissions, 'first'));
    expect(exchanged).toEqual(['acme']);

    advance(2_000); // 29 s left
    expect(await tokens.accessToken()).toBe(accessToken(acmePermissions, 'second'));
    expect(exchanged).toEqual(['acme', 'acme']);
    // The new token counts from now.
    expect(await tokens.accessToken()).toBe(accessToken(acmePermissions, 'second'));
    expect(exchanged).toEqual(['acme', 'acme']);
  });

  test('a token living less than the 30 s margin is used for half its life, not renewed on every call', async () => {
    const { tokens, exchanged, advance } = setup({
      answers: Array.from({ length: 10 }, (_, index) => Promise.resolve(response(accessToken(acmePermissions, `t${index}`), 20))),
    });
    await tokens.acquire('acme');
    for (let second = 0; second < 66; second++) {
      await tokens.accessToken();
      advance(1_000);
    }
    // Renewed each time 10 s are left: at 10, 20, … 60 s.
    expect(exchanged).toHaveLength(7);
  });

  test('a token stored by an older portal (no issue time) keeps the spec’s 30 s margin', async () => {
    const { tokens, session, exchanged, at } = setup();
    const stored = { resourceId: 'acme', scope: 'org:acme app:*', accessToken: 'old', expiresAt: at() + 31_000, permissions: [] };
    session.setItem('organizationToken', JSON.stringify(stored));
    expect(await tokens.accessToken()).toBe('old');
    session.setItem('organizationToken', JSON.stringify({ ...stored, expiresAt: at() + 29_000 }));
    expect(await tokens.accessToken()).toBe(accessToken(acmePermissions));
    expect(exchanged).toEqual(['acme']);
  });

  test('a failed renewal before expiry keeps using the stored token, and backs off before trying again', async () => {
    const { tokens, exchanged, advance } = setup({
      answers: [
        Promise.resolve(response(accessToken(acmePermissions, 'first'))),
        Promise.reject(new Error('token endpoint down')),
        Promise.reject(new Error('token endpoint still down')),
      ],
    });
    await tokens.acquire('acme');
    advance(300_000 - 20_000); // 20 s left: due for renewal
    expect(await tokens.accessToken()).toBe(accessToken(acmePermissions, 'first'));
    expect(await tokens.accessToken()).toBe(accessToken(acmePermissions, 'first'));
    expect(exchanged).toHaveLength(2); // the second call waits out the backoff
    advance(1_000); // first backoff: 1 s
    expect(await tokens.accessToken()).toBe(accessToken(acmePermissions, 'first'));
    expect(exchanged).toHaveLength(3);
    advance(1_000); // second backoff: 2 s
    await tokens.accessToken();
    expect(exchanged).toHaveLength(3);
    // Within the backoff a renewal after a 401 answers the last failure at once.
    await expect(tokens.renew()).rejects.toThrow('token endpoint still down');
    advance(1_000);
    expect(await tokens.accessToken()).toBe(accessToken(acmePermissions));
    expect(exchanged).toHaveLength(4);
  });

  test('the person’s own choice of organisation does not wait out a backoff', async () => {
    const { tokens, exchanged } = setup({ answers: [Promise.reject(new Error('down'))] });
    await expect(tokens.acquire('acme')).rejects.toThrow('down');
    await tokens.acquire('acme');
    expect(exchanged).toEqual(['acme', 'acme']);
  });

  test('an expired token is exchanged again before use', async () => {
    const { tokens, exchanged, advance, at } = setup();
    await tokens.acquire('acme');
    advance(10 * 60_000);
    await tokens.accessToken();
    expect(exchanged).toEqual(['acme', 'acme']);
    expect(tokens.current()?.expiresAt).toBe(at() + 300_000);
  });

  test('renew exchanges again for the current organisation, and does nothing without one', async () => {
    const { tokens, exchanged } = setup();
    await tokens.renew();
    expect(exchanged).toEqual([]);
    await tokens.acquire('globex');
    await tokens.renew();
    expect(exchanged).toEqual(['globex', 'globex']);
    expect(tokens.current()?.permissions).toEqual(globexPermissions);
  });

  test('clear removes the token from session storage', async () => {
    const { tokens, session } = setup();
    await tokens.acquire('acme');
    tokens.clear();
    expect(session.getItem('organizationToken')).toBeNull();
    expect(tokens.current()).toBeUndefined();
    expect(await tokens.accessToken()).toBeUndefined();
  });

  test('an unreadable stored token is dropped', () => {
    const { tokens, session } = setup();
    session.setItem('organizationToken', '{not json');
    expect(tokens.current()).toBeUndefined();
    expect(session.getItem('organizationToken')).toBeNull();
  });

  test('switching organisation while an exchange is in flight: the organisation asked for last is the one kept', async () => {
    const acmeAnswer = deferred<TokenResponse>();
    const globexAnswer = deferred<TokenResponse>();
    const { tokens, local } = setup({ answers: [acmeAnswer.promise, globexAnswer.promise] });
    const forAcme = tokens.acquire('acme');
    const forGlobex = tokens.acquire('globex');
    // The newer exchange answers first, the older one last.
    globexAnswer.resolve(response(accessToken(globexPermissions)));
    await forGlobex;
    acmeAnswer.resolve(response(accessToken(acmePermissions)));
    await forAcme;

    expect(tokens.current()?.resourceId).toBe('globex');
    expect(local.getItem('selectedScope')).toBe('org:globex app:*');
  });
});
