// What the sandbox's own tests share: an msw/node server over the real handlers, and a minimal OpenID client
// that walks the code flow the way keycloak-js does, with real fetch calls.
import { base64url, decodeJwt, type JWTPayload } from 'jose';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { identityEndpoints, platformAudience, portalClientId, servicePrefixes, umaGrantType } from '../src/platform/endpoints';
import { createHttpClient } from '../src/platform/http';
import { createIamClient } from '../src/platform/iamClient';
import type { RoleType } from '../src/platform/iamTypes';
import { sandboxHandler } from './handlers';
import type { SandboxTokenResponse } from './identity/tokens';
import { realmPath, sandboxRealm } from './identity/realm';
import { resetStore } from './store';
import { newRequestId } from '../src/platform/requestIds';

export const origin = 'http://localhost';
export const realmUrl = `${origin}${realmPath(sandboxRealm)}`;
export const redirectUri = 'http://acme.app.localhost:5173/';

/**
 * Starts msw/node with every sandbox handler for the calling test file and resets the store before each test. The
 * server is answered so a test can watch the requests at the network edge (`server.events`).
 */
export function setupSandboxServer(): SetupServer {
  const server = setupServer(sandboxHandler);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => resetStore());
  return server;
}

export async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64url.encode(crypto.getRandomValues(new Uint8Array(48)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64url.encode(new Uint8Array(digest)) };
}

export function authorizationParams(extra: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    client_id: portalClientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    state: 'state-1',
    nonce: 'nonce-1',
    ...extra,
  });
}

/** GET the authorization endpoint without following the redirect, as a browser navigation would start. */
export function authorize(params: URLSearchParams, headers?: HeadersInit): Promise<Response> {
  return fetch(`${realmUrl}${identityEndpoints.auth}?${params.toString()}`, { redirect: 'manual', headers });
}

/** POST the sign-in form (the authorization request plus credentials). */
export function submitSignIn(params: URLSearchParams, username: string, password: string): Promise<Response> {
  const form = new URLSearchParams(params);
  form.set('username', username);
  form.set('password', password);
  return fetch(`${realmUrl}${identityEndpoints.auth}`, { method: 'POST', body: form, redirect: 'manual' });
}

/** The hidden fields of an identity provider's page (the request or the pending sign-in it carries). */
export function hiddenFields(html: string): URLSearchParams {
  return new URLSearchParams(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [name!, value!.replaceAll('&amp;', '&')]),
  );
}

/** POSTs a page's form again: its hidden fields and what the person filled in. */
export function postPage(html: string, fields: Record<string, string>, path = `${realmPath(sandboxRealm)}${identityEndpoints.auth}`, headers?: HeadersInit): Promise<Response> {
  const body = new URLSearchParams([...hiddenFields(html), ...Object.entries(fields)]);
  return fetch(`${origin}${path}`, { method: 'POST', body, redirect: 'manual', headers });
}

/** The parameters the provider sent back to the client, from the redirect's fragment or query. */
export function callbackParams(response: Response): URLSearchParams {
  const location = new URL(response.headers.get('location') ?? 'invalid:');
  return new URLSearchParams(location.hash === '' ? location.search : location.hash.slice(1));
}

export function postToken(form: Record<string, string>, headers?: HeadersInit): Promise<Response> {
  return fetch(`${realmUrl}${identityEndpoints.token}`, { method: 'POST', body: new URLSearchParams(form), headers });
}

export function exchangeCode(code: string, verifier?: string): Promise<Response> {
  return postToken({
    grant_type: 'authorization_code',
    client_id: portalClientId,
    redirect_uri: redirectUri,
    code,
    ...(verifier === undefined ? {} : { code_verifier: verifier }),
  });
}

export function refresh(refreshToken: string): Promise<Response> {
  return postToken({ grant_type: 'refresh_token', client_id: portalClientId, refresh_token: refreshToken });
}

export function exchangeForOrganization(accessToken: string, resourceId: string): Promise<Response> {
  return postToken(
    { grant_type: umaGrantType, audience: platformAudience, permission: resourceId },
    { Authorization: `Bearer ${accessToken}` },
  );
}

/** Signs in through the form with PKCE and redeems the code: the tokens keycloak-js would hold. */
export async function signIn(username: string, password = username): Promise<SandboxTokenResponse> {
  const { verifier, challenge } = await pkcePair();
  const params = authorizationParams({ code_challenge: challenge, code_challenge_method: 'S256' });
  const redirect = await submitSignIn(params, username, password);
  const code = callbackParams(redirect).get('code');
  if (code === null) throw new Error(`sign-in of ${username} failed with status ${redirect.status}`);
  const response = await exchangeCode(code, verifier);
  if (!response.ok) throw new Error(`code exchange for ${username} failed with status ${response.status}`);
  return (await response.json()) as SandboxTokenResponse;
}

export function claims(token: string): JWTPayload {
  return decodeJwt(token);
}

export function bearer(token: string): HeadersInit {
  return { Authorization: `Bearer ${token}` };
}

/**
 * alice (acme's administrator) gives the user's own group in acme the role named, of the type given, through the
 * portal's IAM client: where a test of data or device roles starts. Answers that client, the role and the group.
 */
export async function giveAcmeRole(userId: number, roleName: string, type: RoleType) {
  const token = (await signIn('alice')).access_token;
  const iam = createIamClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.core}`, getToken: () => token }));
  const role = (await iam.listRoles(1, { page: 0, pageSize: 20, search: roleName }, undefined, type)).content[0]!;
  const group = (await iam.userGroups(1, userId, 'SELF_USER_ANY'))[0]!;
  await iam.addGroupRoles(1, group.id, [role.id], undefined, newRequestId());
  return { iam, role, group };
}
