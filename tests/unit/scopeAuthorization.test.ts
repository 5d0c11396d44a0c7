// @vitest-environment jsdom
// The organisation token by scope (config.json `organizationToken: "scope"`, facts §2.2; src/session/scopeAuthorization.ts)
// through the portal's own wiring (src/portal/platform.ts) against the sandbox's identity provider (msw/node). Only the
// browser's hidden frame is a stand-in: it follows the authorization request with the person's session cookie, as the
// frame does, and hands back the address the provider redirected to. tests/e2e/organization-token-scope.spec.ts runs the
// real frame.
import { beforeEach, describe, expect, test } from 'vitest';
import { identityEndpoints, umaGrantType } from '../../src/platform/endpoints';
import type { PlatformError } from '../../src/platform/errors';
import { isPlatformError } from '../../src/platform/errors';
import { sessionKeys } from '../../src/session/browserKeys';
import { personas } from '../../sandbox/personas';
import { store } from '../../sandbox/store';
import { setupSandboxServer } from '../../sandbox/testClient';
import { sandboxPlatform, silentRedirectUri } from './sandboxPlatform';

const server = setupSandboxServer();

/** What reached the identity provider: each authorization request's query, each token request's grant type. */
interface Edge {
  authorizations: URLSearchParams[];
  grants: string[];
}

/** Records what the portal asks once its platform is signed in (the person's own sign-in is not its request). */
function watchEdge(): Edge & { clear(): void } {
  const edge = {
    authorizations: [] as URLSearchParams[],
    grants: [] as string[],
    clear() {
      edge.authorizations.length = 0;
      edge.grants.length = 0;
    },
  };
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith(identityEndpoints.auth)) edge.authorizations.push(url.searchParams);
    if (url.pathname.endsWith(identityEndpoints.token)) void request.clone().text().then((body) => edge.grants.push(new URLSearchParams(body).get('grant_type') ?? ''));
  });
  return edge;
}

const edge = watchEdge();

async function platformFor(username: string, tamper?: (answer: URL) => URL) {
  const platform = await sandboxPlatform(username, 'scope', tamper === undefined ? {} : { tamper });
  edge.clear();
  return platform;
}

async function failureOf(call: Promise<unknown>): Promise<PlatformError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the organisation token by scope', () => {
  test('asks silently for scope=openid org:<resourceId> with PKCE, and keeps the token the code is redeemed for', async () => {
    const platform = await platformFor('bob');
    const token = await platform.organizationTokens.acquire('acme');

    expect(edge.authorizations).toHaveLength(1);
    const request = edge.authorizations[0]!;
    expect(request.get('scope')).toBe('openid org:acme');
    expect(request.get('prompt')).toBe('none');
    expect(request.get('redirect_uri')).toBe(silentRedirectUri);
    expect(request.get('code_challenge_method')).toBe('S256');
    expect(edge.grants).toEqual(['authorization_code']);
    expect(edge.grants).not.toContain(umaGrantType);

    expect(token.resourceId).toBe('acme');
    expect(token.permissions).toEqual([expect.objectContaining({ rsname: 'acme', scopes: personas.bob.memberships.acme })]);
    expect(JSON.parse(sessionStorage.getItem(sessionKeys.organizationToken) ?? '{}')).toMatchObject({ resourceId: 'acme', accessToken: token.accessToken });
  });

  test('one request for callers asking at once', async () => {
    const platform = await platformFor('bob');
    const [first, second] = await Promise.all([platform.organizationTokens.acquire('acme'), platform.organizationTokens.acquire('acme')]);
    expect(first.accessToken).toBe(second.accessToken);
    expect(edge.authorizations).toHaveLength(1);
  });

  test('a renewal refreshes, and the refreshed token is still scoped to the organisation', async () => {
    const platform = await platformFor('carol');
    const first = await platform.organizationTokens.acquire('initech');
    await platform.organizationTokens.renew();

    expect(edge.grants).toEqual(['authorization_code', 'refresh_token']);
    expect(edge.authorizations).toHaveLength(1);
    const renewed = platform.organizationTokens.current();
    expect(renewed?.accessToken).not.toBe(first.accessToken);
    expect(renewed?.permissions).toEqual([expect.objectContaining({ rsname: 'initech', scopes: personas.carol.memberships.initech })]);
  });

  test('a refresh token the provider no longer honours is replaced by asking again', async () => {
    const platform = await platformFor('carol');
    await platform.organizationTokens.acquire('initech');
    store().refreshGrants.clear();
    await platform.organizationTokens.renew();

    expect(edge.grants).toEqual(['authorization_code', 'refresh_token', 'authorization_code']);
    expect(edge.authorizations.map((request) => request.get('scope'))).toEqual(['openid org:initech', 'openid org:initech']);
    expect(platform.organizationTokens.current()?.permissions[0]?.rsname).toBe('initech');
  });

  test('another organisation is asked for by its own scope, not by refreshing the previous one', async () => {
    const platform = await platformFor('alice');
    await platform.organizationTokens.acquire('acme');
    const globex = await platform.organizationTokens.acquire('globex');

    expect(edge.authorizations.map((request) => request.get('scope'))).toEqual(['openid org:acme', 'openid org:globex']);
    expect(edge.grants).toEqual(['authorization_code', 'authorization_code']);
    expect(globex.permissions[0]?.rsname).toBe('globex');
  });

  test('an organisation the person is not a member of is refused', async () => {
    const platform = await platformFor('bob');
    const error = await failureOf(platform.organizationTokens.acquire('globex'));
    expect(error.kind).toBe('forbidden');
    expect(platform.organizationTokens.current()).toBeUndefined();
  });

  test('a single sign-on session that has ended reads as a refused session (sign in again)', async () => {
    const platform = await platformFor('bob');
    platform.forgetSession();
    const error = await failureOf(platform.organizationTokens.acquire('acme'));
    expect(error.kind).toBe('unauthorized');
    expect(edge.grants).toEqual([]);
  });

  test('an answer carrying another state is never redeemed', async () => {
    const platform = await platformFor('bob', (answer) => {
      const params = new URLSearchParams(answer.hash.slice(1));
      params.set('state', 'forged');
      answer.hash = params.toString();
      return answer;
    });
    const error = await failureOf(platform.organizationTokens.acquire('acme'));
    expect(error.kind).toBe('malformed');
    expect(edge.grants).toEqual([]);
  });
});
