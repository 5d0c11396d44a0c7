import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PlatformError } from '../../../src/platform/errors';
import { createHttpClient } from '../../../src/platform/http';
import { createIdentityClient, decodeAccessToken } from '../../../src/platform/identityClient';
import { organizationScope } from '../../../src/platform/organizationScope';
import { origin, startMswServer } from './msw';

const server = startMswServer();
const tokenUrl = `${origin}/auth/realms/exor/protocol/openid-connect/token`;

const base64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const jwt = (payload: unknown) => `${base64Url('{"alg":"RS256"}')}.${base64Url(JSON.stringify(payload))}.signature`;

describe('exchangeOrganizationToken', () => {
  it('posts the UMA ticket grant with the user token as bearer', async () => {
    const seen = vi.fn();
    server.use(
      http.post(tokenUrl, async ({ request }) => {
        seen(request.headers.get('authorization'), request.headers.get('content-type'), Object.fromEntries(await request.formData()));
        return HttpResponse.json({ access_token: 'rpt', expires_in: 300, refresh_token: 'r', token_type: 'Bearer' });
      }),
    );
    // The client's own provider must not be used for this call.
    const identity = createIdentityClient(createHttpClient({ getToken: () => 'client-token' }));
    const answer = await identity.exchangeOrganizationToken({ tokenUrl, accessToken: 'user-token', orgResourceId: 'acme' });
    expect(answer).toEqual({ access_token: 'rpt', expires_in: 300, refresh_token: 'r', token_type: 'Bearer' });
    expect(seen).toHaveBeenCalledWith('Bearer user-token', expect.stringMatching(/^application\/x-www-form-urlencoded/), {
      grant_type: 'urn:ietf:params:oauth:grant-type:uma-ticket',
      audience: 'corvina-platform',
      permission: 'acme',
    });
  });

  it("reports the identity provider's refusal with its description", async () => {
    server.use(
      http.post(tokenUrl, () => HttpResponse.json({ error: 'access_denied', error_description: 'not_authorized' }, { status: 403 })),
    );
    const identity = createIdentityClient(createHttpClient({ getToken: () => undefined }));
    await expect(
      identity.exchangeOrganizationToken({ tokenUrl, accessToken: 'user-token', orgResourceId: 'acme' }),
    ).rejects.toMatchObject({ kind: 'forbidden', serverMessage: 'not_authorized' });
  });
});

describe('decodeAccessToken', () => {
  const claims = {
    exp: 1_900_000_000,
    iat: 1_800_000_000,
    sub: 'u1',
    preferred_username: 'zoë',
    authorization: { permissions: [{ rsid: 'r1', rsname: 'acme', scopes: ['devices:read'] }] },
  };

  it('reads the claims, UTF-8 included', () => {
    expect(decodeAccessToken(jwt({ ...claims, jti: 'dropped' }))).toEqual(claims);
  });

  it.each([
    ['not a jwt', 'abc'],
    ['two segments', 'a.b'],
    ['four segments', 'a.b.c.d'],
    ['payload not base64url JSON', 'a.!!!.c'],
    ['payload not JSON', `a.${base64Url('hello')}.c`],
    ['claims missing', jwt({ sub: 'u1' })],
    ['claims of the wrong type', jwt({ ...claims, exp: 'tomorrow' })],
  ])('rejects %s as malformed', (_case, token) => {
    let error: unknown;
    try {
      decodeAccessToken(token);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: 'malformed' });
  });
});

it('builds the organisation scope of the scope strategy', () => {
  expect(organizationScope('acme')).toBe('org:acme app:*');
});
