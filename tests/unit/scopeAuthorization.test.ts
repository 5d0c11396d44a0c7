// @vitest-environment jsdom
// The organisation token by scope (config.json `organizationToken: "scope"`, facts §2.2; src/session/scopeAuthorization.ts)
// through the portal's own wiring (src/portal/platform.ts) against the sandbox's identity provider (msw/node). Only the
// browser's hidden frame is a stand-in: it follows the authorization request with the person's session cookie, as the
// frame does, and hands back the address the provider redirected to. tests/e2e/organization-token-scope.spec.ts runs the
// real frame.
import { beforeEach, describe, expect, test } from 'vitest';
import { defaultConfig, resolveHosts } from '../../src/platform/config';
import { identityEndpoints, umaGrantType } from '../../src/platform/endpoints';
import type { PlatformError } from '../../src/platform/errors';
import { isPlatformError } from '../../src/platform/errors';
import { createPlatform, type SilentAuthorization } from '../../src/portal/platform';
import { sessionKeys } from '../../src/session/browserKeys';
import { personas } from '../../sandbox/personas';
import { store } from '../../sandbox/store';
import { authorizationParams, origin, realmUrl, setupSandboxServer, submitSignIn } from '../../sandbox/testClient';
import { standInIdentity } from './standInIdentity';

const server = setupSandboxServer();
const redirectUri = 'http://acme.app.localhost:5173/silent-authorization.html';

/** What reached the identity provider: each authorization request's query, each token request's grant type. */
interface Edge {
  authorizations: URLSearchParams[];
  grants: string[];
}

/** Records from the start of each test; the person's sign-in (a POST of the form) is not one of the portal's requests. */
function watchEdge(): Edge {
  const edge: Edge = { authorizations: [], grants: [] };
  beforeEach(() => {
    edge.authorizations.length = 0;
    edge.grants.length = 0;
  });
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith(identityEndpoints.auth)) edge.authorizations.push(url.searchParams);
    if (url.pathname.endsWith(identityEndpoints.token)) void request.clone().text().then((body) => edge.grants.push(new URLSearchParams(body).get('grant_type') ?? ''));
  });
  return edge;
}

/** The hidden frame's part: the navigation carries the session cookie; its answer is where the provider sends it. */
function frameWith(cookie: () => string, tamper: (answer: URL) => URL = (answer) => answer): SilentAuthorization {
  return {
    redirectUri: () => redirectUri,
    authorize: async (url, expected) => {
      const response = await fetch(url, { redirect: 'manual', headers: { Cookie: cookie() } });
      const location = response.headers.get('location') ?? '';
      if (!location.startsWith(expected)) throw new Error(`the frame stayed on the identity provider (${response.status})`);
      return tamper(new URL(location));
    },
  };
}

/** Signs `username` in through the provider's form: the session cookie the browser would then hold. */
async function signedIn(username: string): Promise<string> {
  const response = await submitSignIn(authorizationParams(), username, username);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function platformFor(username: string, tamper?: (answer: URL) => URL) {
  let cookie = await signedIn(username);
  const { protocol, hostname, port } = new URL(origin);
  const config = { ...defaultConfig, organizationToken: 'scope' as const };
  const platform = createPlatform(
    config,
    resolveHosts({ protocol, hostname, port }, { ...config, servedBySandbox: true }),
    frameWith(() => cookie, tamper),
  );
  platform.setIdentity(
    standInIdentity({
      tokenEndpoint: () => `${realmUrl}${identityEndpoints.token}`,
      authorizationEndpoint: () => `${realmUrl}${identityEndpoints.auth}`,
    }),
  );
  return Object.assign(platform, { forgetSession: () => (cookie = 'KEYCLOAK_SESSION=ended') });
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
  const edge = watchEdge();

  test('asks silently for scope=openid org:<resourceId> with PKCE, and keeps the token the code is redeemed for', async () => {
    const platform = await platformFor('bob');
    const token = await platform.organizationTokens.acquire('acme');

    expect(edge.authorizations).toHaveLength(1);
    const request = edge.authorizations[0]!;
    expect(request.get('scope')).toBe('openid org:acme');
    expect(request.get('prompt')).toBe('none');
    expect(request.get('redirect_uri')).toBe(redirectUri);
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
