// Spec §7 Identity provider "userinfo GET": the person's name and email for the user menu, read from the realm's
// userinfo endpoint with the person's own token (not the organisation's), once per sign-in. At the network edge (msw).
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../src/platform/config';
import { identityEndpoints } from '../../src/platform/endpoints';
import { userInfoOf } from '../../src/portal/userInfo';
import type { Identity } from '../../src/session/identity';
import { origin, startMswServer } from './platform/msw';
import { standInIdentity } from './standInIdentity';

const server = startMswServer();
const userInfoUrl = `${origin}/auth/realms/exor${identityEndpoints.userinfo}`;

const identity = (overrides: Partial<Identity> = {}) =>
  standInIdentity({
    token: async () => 'person-token',
    currentToken: () => 'person-token',
    username: () => 'alice',
    tokenEndpoint: () => `${origin}/auth/realms/exor${identityEndpoints.token}`,
    authorizationEndpoint: () => `${origin}/auth/realms/exor${identityEndpoints.auth}`,
    userInfoEndpoint: () => userInfoUrl,
    ...overrides,
  });
const platformOf = (person: Identity | undefined) => ({ identity: () => person, config: defaultConfig });

function userinfo(answer: () => Response) {
  const bearers: (string | null)[] = [];
  server.use(
    http.get(userInfoUrl, ({ request }) => {
      bearers.push(request.headers.get('authorization'));
      return answer();
    }),
  );
  return bearers;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('userinfo', () => {
  it('reads the name and email with the person’s own token, once for every look', async () => {
    const bearers = userinfo(() =>
      HttpResponse.json({ sub: 'a1', name: 'Alice Anders', email: 'alice@acme.example', preferred_username: 'alice', email_verified: true }),
    );
    const platform = platformOf(identity());
    expect(await userInfoOf(platform)).toEqual({ name: 'Alice Anders', email: 'alice@acme.example' });
    expect(await userInfoOf(platform)).toEqual({ name: 'Alice Anders', email: 'alice@acme.example' });
    expect(bearers).toEqual(['Bearer person-token']);
  });

  it('builds the name from the given and family names when the provider sends no name', async () => {
    userinfo(() => HttpResponse.json({ sub: 'b1', given_name: 'Bob', family_name: 'Brown' }));
    expect(await userInfoOf(platformOf(identity()))).toEqual({ name: 'Bob Brown' });
  });

  it('answers nothing, and logs, when userinfo fails; the next look asks again', async () => {
    let answer = () => HttpResponse.json({ error: 'invalid_token' }, { status: 401 });
    const bearers = userinfo(() => answer());
    const platform = platformOf(identity());
    expect(await userInfoOf(platform)).toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith('The name and email of the user could not be read', expect.anything());
    answer = () => HttpResponse.json({ sub: 'a1', email: 'alice@acme.example' });
    expect(await userInfoOf(platform)).toEqual({ email: 'alice@acme.example' });
    expect(bearers).toHaveLength(2);
  });

  it('refuses an answer without a subject', async () => {
    userinfo(() => HttpResponse.json({ name: 'Nobody' }));
    expect(await userInfoOf(platformOf(identity()))).toBeUndefined();
  });

  it('asks nothing for a visitor', async () => {
    expect(await userInfoOf(platformOf(undefined))).toBeUndefined();
    expect(await userInfoOf(platformOf(identity({ signedIn: () => false })))).toBeUndefined();
  });
});
