import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { alarmEndpoints } from '../../src/platform/alarmEndpoints';
import { dashboardEndpoints } from '../../src/platform/dashboardEndpoints';
import { coreEndpoints, identityEndpoints, servicePrefixes } from '../../src/platform/endpoints';
import type { AccessTokenClaims, ErrorBody } from '../../src/platform/types';
import { allPermissionScopes, personas } from '../personas';
import {
  authorizationParams,
  authorize,
  bearer,
  callbackParams,
  claims,
  exchangeCode,
  exchangeForOrganization,
  origin,
  pkcePair,
  realmUrl,
  redirectUri,
  refresh,
  signIn,
  submitSignIn,
  setupSandboxServer,
} from '../testClient';
import { store } from '../store';
import { signJwt } from './tokens';

setupSandboxServer();

const myUserUrl = `${origin}${servicePrefixes.core}${coreEndpoints.myUser}`;

function sessionCookieOf(response: Response): string {
  const cookie = response.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0] ?? '';
}

describe('discovery and keys', () => {
  it('describes the realm with URLs on the origin it was asked on', async () => {
    const response = await fetch(`http://auth.localhost:5173/auth/realms/corvina${identityEndpoints.discovery}`);
    const document = (await response.json()) as Record<string, unknown>;
    expect(document.issuer).toBe('http://auth.localhost:5173/auth/realms/corvina');
    expect(document.token_endpoint).toBe(`http://auth.localhost:5173/auth/realms/corvina${identityEndpoints.token}`);
    expect(document.jwks_uri).toBe(`http://auth.localhost:5173/auth/realms/corvina${identityEndpoints.certs}`);
    expect(document.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('answers 404 for another realm', async () => {
    const response = await fetch(`${origin}/auth/realms/master${identityEndpoints.discovery}`);
    expect(response.status).toBe(404);
  });

  it('signs tokens RS256 with the key published at the JWKS endpoint', async () => {
    const tokens = await signIn('alice');
    const jwks = (await (await fetch(`${realmUrl}${identityEndpoints.certs}`)).json()) as Parameters<typeof createLocalJWKSet>[0];
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, createLocalJWKSet(jwks), { issuer: realmUrl });
    expect(protectedHeader.alg).toBe('RS256');
    expect(protectedHeader.kid).toBe(jwks.keys[0]?.kid);
    expect(payload.sub).toBe(personas.alice.sub);
  });
});

describe('sign-in page', () => {
  it('shows an accessible form that carries the authorization request', async () => {
    const { challenge } = await pkcePair();
    const response = await authorize(authorizationParams({ code_challenge: challenge, code_challenge_method: 'S256' }));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Sign in to corvina</h1>');
    expect(html).toMatch(/<label for="username">Username or email<\/label>/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(html).toContain(`name="code_challenge" value="${challenge}"`);
    expect(html).toContain('name="state" value="state-1"');
    expect(html).not.toContain('<script');
  });

  it('refuses an unknown client or a redirect outside the loopback hosts with an error page', async () => {
    const badClient = await authorize(authorizationParams({ client_id: 'other' }));
    expect(badClient.status).toBe(400);
    expect(await badClient.text()).toContain('Client not found.');
    const badRedirect = await authorize(authorizationParams({ redirect_uri: 'https://evil.example/' }));
    expect(badRedirect.status).toBe(400);
    expect(badRedirect.headers.get('location')).toBeNull();
  });

  it('sends later request errors back to the client', async () => {
    const response = await authorize(authorizationParams({ response_type: 'token' }));
    expect(response.status).toBe(302);
    expect(callbackParams(response).get('error')).toBe('unsupported_response_type');
    expect(callbackParams(response).get('state')).toBe('state-1');
  });

  it('shows the form again with a message and the user name kept on bad credentials', async () => {
    const response = await submitSignIn(authorizationParams(), 'bob', 'wrong');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Invalid username or password.');
    expect(html).toContain('name="username" type="text" value="bob"');
  });

  it('redirects with code, state, session_state and iss in the fragment and starts an SSO session', async () => {
    const response = await submitSignIn(authorizationParams(), 'bob', 'bob');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')?.startsWith(`${redirectUri}#`)).toBe(true);
    const params = callbackParams(response);
    expect(params.get('code')).toBeTruthy();
    expect(params.get('state')).toBe('state-1');
    expect(params.get('session_state')).toBeTruthy();
    expect(params.get('iss')).toBe(realmUrl);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^KEYCLOAK_SESSION=[^;]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Path=/auth/realms/corvina');
  });

  it('answers in the query for response_mode=query and accepts an e-mail address as login', async () => {
    const response = await submitSignIn(authorizationParams({ response_mode: 'query' }), personas.carol.email, 'carol');
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.hash).toBe('');
    expect(location.searchParams.get('code')).toBeTruthy();
  });
});

describe('SSO session', () => {
  it('signs in silently on a second authorization request (a reload), unless prompt=login', async () => {
    const first = await submitSignIn(authorizationParams(), 'bob', 'bob');
    const cookie = sessionCookieOf(first);
    const again = await authorize(authorizationParams({ state: 'state-2' }), { Cookie: cookie });
    expect(again.status).toBe(302);
    expect(callbackParams(again).get('state')).toBe('state-2');
    const code = callbackParams(again).get('code');
    expect(code).toBeTruthy();
    expect((await exchangeCode(code ?? '')).status).toBe(200);

    const forced = await authorize(authorizationParams({ prompt: 'login' }), { Cookie: cookie });
    expect(forced.status).toBe(200);
  });

  it('answers prompt=none without a session with login_required', async () => {
    const response = await authorize(authorizationParams({ prompt: 'none' }), { Cookie: 'KEYCLOAK_SESSION=unknown' });
    expect(response.status).toBe(302);
    expect(callbackParams(response).get('error')).toBe('login_required');
  });

  it('logout ends the session, clears the cookie, revokes refresh tokens and redirects', async () => {
    const tokens = await signIn('bob');
    const sessionId = claims(tokens.access_token).sid;
    const query = new URLSearchParams({
      client_id: 'corvina-web-portal',
      post_logout_redirect_uri: redirectUri,
      id_token_hint: tokens.id_token ?? '',
    });
    const response = await fetch(`${realmUrl}${identityEndpoints.logout}?${query.toString()}`, {
      redirect: 'manual',
      headers: { Cookie: `KEYCLOAK_SESSION=${String(sessionId)}` },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(redirectUri);
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
    const afterwards = await authorize(authorizationParams(), { Cookie: `KEYCLOAK_SESSION=${String(sessionId)}` });
    expect(afterwards.status).toBe(200);
  });

  it('logout revokes every token of the session at every service, organisation tokens included', async () => {
    const dashboards = `${origin}${servicePrefixes.dashboard}${dashboardEndpoints.dashboards}`;
    const alarmSearch = `${origin}${servicePrefixes.alarms}${alarmEndpoints.search}?organization=acme`;
    const rename = (token: string, name: string) =>
      fetch(dashboards, {
        method: 'PATCH',
        headers: { ...bearer(token), 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: 'dsh-boiler-fleet', name }),
      });
    const searchAlarms = (token: string) =>
      fetch(alarmSearch, {
        method: 'POST',
        headers: { ...bearer(token), 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: '', page: 0, pageSize: 10 }),
      });
    // Another session of the same person (another browser) is not this session: it keeps working. (msw keeps
    // the last session cookie it set, as a browser would, so the session signed out is the one signed in last.)
    const otherSession = await signIn('alice');
    const tokens = await signIn('alice');
    const exchanged = await exchangeForOrganization(tokens.access_token, 'acme');
    const organization = (await exchanged.json()) as { access_token: string; refresh_token: string };

    expect((await fetch(myUserUrl, { headers: bearer(tokens.access_token) })).status).toBe(200);
    expect((await fetch(dashboards, { headers: bearer(organization.access_token) })).status).toBe(200);
    expect((await rename(organization.access_token, 'Boiler pressure (before)')).status).toBe(200);
    expect((await searchAlarms(organization.access_token)).status).toBe(200);

    // Signed out as keycloak-js does it: the end-session endpoint with the ID token hint.
    const query = new URLSearchParams({ client_id: 'corvina-web-portal', id_token_hint: tokens.id_token ?? '' });
    expect((await fetch(`${realmUrl}${identityEndpoints.logout}?${query.toString()}`, { redirect: 'manual' })).status).toBe(200);

    const refused = await fetch(myUserUrl, { headers: bearer(tokens.access_token) });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as ErrorBody).message).toBe('Token is not active: its session has ended');
    expect((await fetch(dashboards, { headers: bearer(organization.access_token) })).status).toBe(401);
    expect((await rename(organization.access_token, 'Boiler pressure (after)')).status).toBe(401);
    expect((await searchAlarms(organization.access_token)).status).toBe(401);
    expect((await fetch(`${realmUrl}${identityEndpoints.userinfo}`, { headers: bearer(tokens.access_token) })).status).toBe(401);
    const reExchange = await exchangeForOrganization(tokens.access_token, 'acme');
    expect(reExchange.status).toBe(401);
    expect(await reExchange.json()).toMatchObject({ error: 'invalid_grant', error_description: 'Session not active' });
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
    expect((await refresh(organization.refresh_token)).status).toBe(400);

    expect((await fetch(myUserUrl, { headers: bearer(otherSession.access_token) })).status).toBe(200);
    const list = (await (await fetch(`${dashboards}?organization=acme`, { headers: bearer(otherSession.access_token) })).json()) as {
      data: Array<{ id: string; name: string }>;
    };
    expect(list.data.find((item) => item.id === 'dsh-boiler-fleet')?.name).toBe('Boiler pressure (before)');
  });

  it('a session that ends by itself (idle timeout) takes its tokens with it', async () => {
    const tokens = await signIn('bob');
    expect((await fetch(myUserUrl, { headers: bearer(tokens.access_token) })).status).toBe(200);
    const session = store().sessions.get(String(claims(tokens.access_token).sid));
    session!.expiresAt = Date.now() - 1;
    expect((await fetch(myUserUrl, { headers: bearer(tokens.access_token) })).status).toBe(401);
  });

  it('logout refuses a redirect outside the loopback hosts', async () => {
    const query = new URLSearchParams({ post_logout_redirect_uri: 'https://evil.example/' });
    const response = await fetch(`${realmUrl}${identityEndpoints.logout}?${query.toString()}`, { redirect: 'manual' });
    expect(response.status).toBe(400);
  });
});

describe('authorization code grant', () => {
  async function codeFor(username: string, extra: Record<string, string> = {}): Promise<string> {
    const response = await submitSignIn(authorizationParams(extra), username, username);
    return callbackParams(response).get('code') ?? '';
  }

  it('redeems a PKCE code with the right verifier into access, refresh and ID tokens', async () => {
    const { verifier, challenge } = await pkcePair();
    const code = await codeFor('alice', { code_challenge: challenge, code_challenge_method: 'S256' });
    const response = await exchangeCode(code, verifier);
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as { access_token: string; id_token: string; refresh_token: string; expires_in: number };
    expect(tokens.expires_in).toBe(300);
    const access = claims(tokens.access_token) as unknown as AccessTokenClaims & Record<string, unknown>;
    expect(access).toMatchObject({
      iss: realmUrl,
      aud: ['account', 'corvina-platform'],
      azp: 'corvina-web-portal',
      typ: 'Bearer',
      preferred_username: 'alice',
      email: personas.alice.email,
      name: 'Alice Anders',
      resource_access: { 'corvina-web-portal': { roles: ['user'] } },
    });
    expect(access.realm_access?.roles).toContain('dealer');
    expect(access.exp - access.iat).toBe(300);
    expect(access.sid).toBe(access.session_state);
    expect(claims(tokens.id_token)).toMatchObject({ typ: 'ID', aud: 'corvina-web-portal', nonce: 'nonce-1', sub: personas.alice.sub });
    expect(decodeProtectedHeader(tokens.refresh_token).alg).toBe('RS256');
    expect(claims(tokens.refresh_token).typ).toBe('Refresh');
  });

  it('refuses a wrong or missing PKCE verifier', async () => {
    const { challenge } = await pkcePair();
    const { verifier: otherVerifier } = await pkcePair();
    const wrong = await exchangeCode(await codeFor('alice', { code_challenge: challenge, code_challenge_method: 'S256' }), otherVerifier);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
    const missing = await exchangeCode(await codeFor('alice', { code_challenge: challenge, code_challenge_method: 'S256' }));
    expect(missing.status).toBe(400);
  });

  it('redeems a code requested without PKCE without a verifier (the no-PKCE configuration)', async () => {
    expect((await exchangeCode(await codeFor('bob'))).status).toBe(200);
  });

  it('redeems a code only once', async () => {
    const code = await codeFor('bob');
    expect((await exchangeCode(code)).status).toBe(200);
    const replay = await exchangeCode(code);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant', error_description: 'Code not valid' });
  });

  it('refuses a code redeemed with another redirect_uri or client', async () => {
    const mismatch = await fetch(`${realmUrl}${identityEndpoints.token}`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'corvina-web-portal',
        redirect_uri: 'http://localhost:5173/other',
        code: await codeFor('bob'),
      }),
    });
    expect(mismatch.status).toBe(400);
    const otherClient = await fetch(`${realmUrl}${identityEndpoints.token}`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'authorization_code', client_id: 'intruder', redirect_uri: redirectUri, code: await codeFor('bob') }),
    });
    expect(otherClient.status).toBe(401);
    expect(await otherClient.json()).toMatchObject({ error: 'invalid_client' });
  });
});

describe('refresh token grant', () => {
  it('rotates: the new refresh token works, the spent one is rejected with invalid_grant', async () => {
    const first = await signIn('bob');
    const rotated = await refresh(first.refresh_token);
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as { refresh_token: string; access_token: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(claims(second.access_token).preferred_username).toBe('bob');

    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(second.refresh_token)).status).toBe(200);
  });

  it('refuses an access token presented as refresh token', async () => {
    const tokens = await signIn('bob');
    const response = await refresh(tokens.access_token);
    expect(response.status).toBe(400);
  });
});

describe('UMA ticket exchange', () => {
  async function organizationClaims(username: string, resourceId: string): Promise<AccessTokenClaims> {
    const { access_token } = await signIn(username);
    const response = await exchangeForOrganization(access_token, resourceId);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { access_token: string };
    return claims(body.access_token) as unknown as AccessTokenClaims;
  }

  it('gives alice every scope in acme, its sub-organisation and globex', async () => {
    for (const resourceId of ['acme', 'acme.acme-north', 'globex']) {
      const token = await organizationClaims('alice', resourceId);
      expect(token.scope).toBe(`org:${resourceId} app:*`);
      expect(token.authorization?.permissions).toHaveLength(1);
      expect(token.authorization?.permissions[0]?.rsname).toBe(resourceId);
      expect(new Set(token.authorization?.permissions[0]?.scopes)).toEqual(new Set(allPermissionScopes));
    }
  });

  it("gives bob exactly his read scopes in acme", async () => {
    const token = await organizationClaims('bob', 'acme');
    expect(token.authorization?.permissions[0]?.scopes).toEqual(personas.bob.memberships.acme);
  });

  it('gives dave a token without permissions', async () => {
    const token = await organizationClaims('dave', 'acme');
    expect(token.authorization).toEqual({ permissions: [] });
  });

  it('refuses an organisation the user is not a member of with 403 access_denied', async () => {
    const { access_token } = await signIn('bob');
    const response = await exchangeForOrganization(access_token, 'globex');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'access_denied', error_description: 'not_authorized' });
  });

  it('refuses a missing bearer token with 401 and an unknown organisation with 400', async () => {
    expect((await exchangeForOrganization('not-a-token', 'acme')).status).toBe(401);
    const { access_token } = await signIn('bob');
    const unknown = await exchangeForOrganization(access_token, 'nowhere');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: 'invalid_resource' });
  });

  it('refreshes an organisation token into another organisation token', async () => {
    const { access_token } = await signIn('carol');
    const rpt = (await (await exchangeForOrganization(access_token, 'initech')).json()) as { refresh_token: string };
    const refreshed = await refresh(rpt.refresh_token);
    expect(refreshed.status).toBe(200);
    const token = claims(((await refreshed.json()) as { access_token: string }).access_token) as unknown as AccessTokenClaims;
    expect(token.scope).toBe('org:initech app:*');
    expect(token.authorization?.permissions[0]?.scopes).toEqual(personas.carol.memberships.initech);
  });
});

describe('bearer tokens at the services', () => {
  it('accepts a valid token and answers 401 ErrorBody when it is missing, forged or expired', async () => {
    const { access_token } = await signIn('alice');
    expect((await fetch(myUserUrl, { headers: bearer(access_token) })).status).toBe(200);

    const missing = await fetch(myUserUrl);
    expect(missing.status).toBe(401);
    expect((await missing.json()) as ErrorBody).toMatchObject({ status: 401, error: 'Unauthorized' });

    const [header = '', payload = ''] = access_token.split('.');
    const forged = await fetch(myUserUrl, { headers: bearer(`${header}.${payload}.c2lnbmF0dXJl`) });
    expect(forged.status).toBe(401);

    const now = Math.floor(Date.now() / 1000);
    const expired = await signJwt({ ...claims(access_token), iat: now - 600, exp: now - 300 });
    const response = await fetch(myUserUrl, { headers: bearer(expired) });
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).message).toBe('Access token expired');
  });

  it('issues tokens with the lifetime set through the control API', async () => {
    const config = await fetch(`${origin}/__sandbox/config`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ accessTokenSeconds: 1 }),
    });
    expect(await config.json()).toMatchObject({ accessTokenSeconds: 1, refreshTokenSeconds: 1800 });
    const tokens = await signIn('bob');
    const access = claims(tokens.access_token);
    expect(tokens.expires_in).toBe(1);
    expect(Number(access.exp) - Number(access.iat)).toBe(1);
  });

  it('serves userinfo for a bearer token only', async () => {
    const { access_token } = await signIn('erin');
    const info = await fetch(`${realmUrl}${identityEndpoints.userinfo}`, { headers: bearer(access_token) });
    expect(await info.json()).toMatchObject({ sub: personas.erin.sub, preferred_username: 'erin', given_name: 'Erin' });
    expect((await fetch(`${realmUrl}${identityEndpoints.userinfo}`)).status).toBe(401);
  });
});

describe('organisation scope on the authorization request (facts §2.2, the live flow)', () => {
  /** Signs in, then asks silently (prompt=none) for `scope`, as the portal's scope strategy does; the code's answer. */
  async function scopedCode(username: string, scope: string): Promise<Response> {
    const cookie = sessionCookieOf(await submitSignIn(authorizationParams(), username, username));
    const { verifier, challenge } = await pkcePair();
    const silent = await authorize(authorizationParams({ scope, prompt: 'none', code_challenge: challenge, code_challenge_method: 'S256' }), { Cookie: cookie });
    expect(silent.status).toBe(302);
    return exchangeCode(callbackParams(silent).get('code') ?? '', verifier);
  }

  type Claims = AccessTokenClaims & Record<string, unknown>;
  async function accessClaims(response: Response): Promise<Claims> {
    expect(response.status).toBe(200);
    return claims(((await response.json()) as { access_token: string }).access_token) as unknown as Claims;
  }

  /** What an organisation token says beyond its identity and lifetime. */
  const grantedClaims = ({ authorization, aud, realm_access, resource_access, azp, sub }: Claims) =>
    ({ authorization, aud, realm_access, resource_access, azp, sub });

  it('issues the same organisation claims as the UMA exchange, for every organisation of alice', async () => {
    for (const resourceId of ['acme', 'acme.acme-north', 'globex']) {
      const byScope = await accessClaims(await scopedCode('alice', `openid org:${resourceId}`));
      const byTicket = await accessClaims(await exchangeForOrganization((await signIn('alice')).access_token, resourceId));
      expect(byScope.scope).toBe(`openid org:${resourceId}`);
      expect(byScope.authorization?.permissions[0]?.rsname).toBe(resourceId);
      expect(grantedClaims(byScope)).toEqual(grantedClaims(byTicket));
    }
  });

  it('gives bob his read scopes in acme, and dave a token without permissions', async () => {
    expect((await accessClaims(await scopedCode('bob', 'openid org:acme'))).authorization?.permissions[0]?.scopes).toEqual(personas.bob.memberships.acme);
    expect((await accessClaims(await scopedCode('dave', 'openid org:acme'))).authorization).toEqual({ permissions: [] });
  });

  it('refuses the code of an organisation the user is not a member of, or of an unknown one', async () => {
    const foreign = await scopedCode('bob', 'openid org:globex');
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: 'access_denied', error_description: 'not_authorized' });
    const unknown = await scopedCode('bob', 'openid org:nowhere');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: 'invalid_scope' });
  });

  it('issues a plain token for org:* (no organisation chosen yet)', async () => {
    expect((await accessClaims(await scopedCode('alice', 'openid org:*'))).authorization).toBeUndefined();
  });

  it('keeps the organisation and the scope on refresh', async () => {
    const issued = (await (await scopedCode('carol', 'openid org:initech')).json()) as { refresh_token: string };
    const refreshed = await accessClaims(await refresh(issued.refresh_token));
    expect(refreshed.scope).toBe('openid org:initech');
    expect(refreshed.authorization?.permissions[0]?.rsname).toBe('initech');
    expect(refreshed.authorization?.permissions[0]?.scopes).toEqual(personas.carol.memberships.initech);
  });
});
