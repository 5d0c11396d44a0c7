import { describe, expect, it } from 'vitest';
import { coreEndpoints, localePreferenceService, servicePrefixes, themeEndpoints } from '../../src/platform/endpoints';
import type { Agreement, CorePage, ErrorBody, Organization, Theme, UserPreference } from '../../src/platform/types';
import { allPermissionScopes, personas } from '../personas';
import { bearer, claims, exchangeForOrganization, origin, signIn, setupSandboxServer } from '../testClient';

setupSandboxServer();

const core = (endpoint: string) => `${origin}${servicePrefixes.core}${endpoint}`;

async function tokenOf(username: string): Promise<string> {
  return (await signIn(username)).access_token;
}

async function getJson<T>(url: string, username?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(url, username === undefined ? {} : { headers: bearer(await tokenOf(username)) });
  return { status: response.status, body: (await response.json()) as T };
}

function sendJson(url: string, method: string, body: unknown, token?: string): Promise<Response> {
  return fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token === undefined ? {} : bearer(token)) },
    body: JSON.stringify(body),
  });
}

describe('loginInfo', () => {
  it('names the realm of a known organisation host without authentication', async () => {
    for (const hostname of ['acme', 'globex', 'initech']) {
      const { status, body } = await getJson(`${core(coreEndpoints.loginInfo)}?hostname=${hostname}`);
      expect(status).toBe(200);
      expect(body).toEqual({ realmName: 'corvina' });
    }
  });

  it('answers 404 ErrorBody for an unknown host', async () => {
    const { status, body } = await getJson<ErrorBody>(`${core(coreEndpoints.loginInfo)}?hostname=umbrella`);
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: 404, error: 'Not Found' });
    expect(body.message).toContain('umbrella');
  });
});

describe('organisations and user', () => {
  it("lists the user's own top-level organisations", async () => {
    const alice = await getJson<Organization[]>(core(coreEndpoints.myOrganizations), 'alice');
    expect(alice.body.map((organization) => organization.resourceId)).toEqual(['acme', 'globex']);
    const bob = await getJson<Organization[]>(core(coreEndpoints.myOrganizations), 'bob');
    expect(bob.body.map((organization) => organization.resourceId)).toEqual(['acme']);
    expect(bob.body[0]).toMatchObject({ id: 1, dataEnabled: true, vpnEnabled: true, dealer: true, hostname: 'acme' });
  });

  it('serves a sub-organisation to members of its parent and refuses strangers', async () => {
    const north = await getJson<Organization>(core(coreEndpoints.organization(4)), 'alice');
    expect(north.status).toBe(200);
    expect(north.body).toMatchObject({ resourceId: 'acme.acme-north', label: 'Acme North', parentId: 1 });
    expect((await getJson(core(coreEndpoints.organization(3)), 'alice')).status).toBe(403);
    expect((await getJson(core(coreEndpoints.organization(99)), 'alice')).status).toBe(404);
  });

  it('pages the sub-organisations of an organisation', async () => {
    const { body } = await getJson<CorePage<Organization>>(
      `${core(coreEndpoints.subOrganizations(1))}?onlyFirstLevel=true&page=0&pageSize=10`,
      'alice',
    );
    expect(body.content.map((organization) => organization.resourceId)).toEqual(['acme.acme-north']);
    expect(body).toMatchObject({ number: 0, size: 10, totalElements: 1, totalPages: 1, first: true, last: true });
  });

  it('describes the current user', async () => {
    const { body } = await getJson(core(coreEndpoints.myUser), 'carol');
    expect(body).toEqual({ id: 103, username: 'carol', email: personas.carol.email, firstName: 'Carol', lastName: 'Chen' });
  });
});

describe('agreements', () => {
  const check = `${core(coreEndpoints.agreementsCheck)}?serviceName=cloud-agreements`;

  it('lists the texts without authentication', async () => {
    const { status, body } = await getJson<Agreement[]>(core(coreEndpoints.agreementsLast));
    expect(status).toBe(200);
    expect(body.map((agreement) => agreement.type)).toEqual(['TERM', 'PRIVACY', 'MAINTENANCE']);
    expect(body.every((agreement) => agreement.content.includes('sandbox'))).toBe(true);
  });

  it("keeps carol's pending agreements until she accepts them", async () => {
    const token = await tokenOf('carol');
    const before = await (await fetch(check, { headers: bearer(token) })).json();
    expect(before).toEqual({ types: ['TERM', 'PRIVACY'] });

    const agreements = (await (await fetch(core(coreEndpoints.agreementsLast))).json()) as Agreement[];
    const ids = agreements.filter((agreement) => agreement.type !== 'MAINTENANCE').map((agreement) => agreement.id);
    const accepted = await sendJson(core(coreEndpoints.agreementsAccept), 'POST', { ids }, token);
    expect(accepted.status).toBe(204);
    expect(await (await fetch(check, { headers: bearer(token) })).json()).toEqual({ types: [] });
  });

  it('refuses unknown agreement ids and leaves nothing accepted', async () => {
    const token = await tokenOf('carol');
    const response = await sendJson(core(coreEndpoints.agreementsAccept), 'POST', { ids: [11, 999] }, token);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toContain('999');
    expect(await (await fetch(check, { headers: bearer(token) })).json()).toEqual({ types: ['TERM', 'PRIVACY'] });
  });

  it('has nothing pending for bob', async () => {
    expect((await getJson(check, 'bob')).body).toEqual({ types: [] });
  });
});

describe('user preferences', () => {
  const preferences = core(coreEndpoints.userPreferences);

  it("serves erin's stored locale for her organisation", async () => {
    const { body } = await getJson<UserPreference[]>(
      `${preferences}?serviceName=${localePreferenceService}&username=erin&organization=acme`,
      'erin',
    );
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ username: 'erin', orgResourceId: 'acme', serviceName: localePreferenceService, value: 'de-DE' });
  });

  it("refuses another user's preferences", async () => {
    expect((await getJson(`${preferences}?username=erin`, 'bob')).status).toBe(403);
    const token = await tokenOf('bob');
    const write = { orgResourceId: 'acme', username: 'erin', serviceName: localePreferenceService, value: 'en-US' };
    expect((await sendJson(preferences, 'POST', write, token)).status).toBe(403);
  });

  it('upserts by service, user and organisation and deletes by id', async () => {
    const token = await tokenOf('bob');
    const write = { orgResourceId: 'acme', username: 'bob', serviceName: localePreferenceService, value: 'fr-FR' };
    const created = (await (await sendJson(preferences, 'POST', write, token)).json()) as UserPreference;
    const updated = (await (await sendJson(preferences, 'POST', { ...write, value: 'it-IT' }, token)).json()) as UserPreference;
    expect(updated).toEqual({ ...write, id: created.id, value: 'it-IT' });
    const query = `${preferences}?serviceName=${localePreferenceService}&username=bob&organization=acme`;
    expect(await (await fetch(query, { headers: bearer(token) })).json()).toEqual([updated]);

    const deleted = await fetch(core(coreEndpoints.userPreference(created.id)), { method: 'DELETE', headers: bearer(token) });
    expect(deleted.status).toBe(204);
    expect(await (await fetch(query, { headers: bearer(token) })).json()).toEqual([]);
  });

  it('refuses an incomplete preference', async () => {
    const response = await sendJson(preferences, 'POST', { username: 'bob', value: 'x' }, await tokenOf('bob'));
    expect(response.status).toBe(400);
  });
});

describe('themes', () => {
  const theme = (resourceId: string) => `${origin}${servicePrefixes.theme}${themeEndpoints.organizationTheme(resourceId)}`;
  const colourKeys = [
    ...['wt', 'g1', 'g2', 'g3', 'g4', 'dk', 'primary', 'primaryDk1', 'primaryDk2'],
    ...['highlight', 'alert', 'warningSerious', 'warningMild', 'good'],
  ];

  it('brands each organisation, a sub-organisation with its parent theme', async () => {
    const acme = await getJson<Theme>(theme('acme'), 'alice');
    expect(acme.body.brandName).toBe('Acme Industrial');
    expect(Object.keys(acme.body.colors).sort()).toEqual([...colourKeys].sort());
    const globex = await getJson<Theme>(theme('globex'), 'alice');
    expect(globex.body.colors.primary).not.toBe(acme.body.colors.primary);
    expect((await getJson<Theme>(theme('acme.acme-north'), 'alice')).body).toEqual(acme.body);
    expect((await getJson(theme('initech'), 'alice')).status).toBe(403);
  });

  it('finds the theme of a per-organisation host without authentication', async () => {
    const hostTheme = `${origin}${servicePrefixes.theme}${themeEndpoints.hostTheme}`;
    const { status, body } = await getJson<Theme>(`${hostTheme}?host=globex.app.localhost`);
    expect(status).toBe(200);
    expect(body.brandName).toBe('Globex Remote');
    expect((await getJson(`${hostTheme}?host=app.localhost`)).status).toBe(404);
  });
});

describe('self on-boarding', () => {
  const url = `${core(coreEndpoints.selfOnBoarding)}?serviceName=cloud-agreements`;
  const valid = {
    organizationName: 'Umbrella Labs',
    username: 'frank',
    email: 'frank@umbrella.example',
    password: 'correct horse',
    acceptedAgreements: [11, 12, 13],
  };

  it.each([
    ['organizationName', { organizationName: 'AB' }],
    ['organizationName', { organizationName: 'x'.repeat(65) }],
    ['username', { username: 'Frank!' }],
    ['username', { username: 'fr' }],
    ['email', { email: 'frank-at-umbrella' }],
    ['password', { password: 'short' }],
    ['acceptedAgreements', { acceptedAgreements: [11, 12] }],
  ])('refuses a bad %s with 400 naming the field', async (field, change) => {
    const response = await sendJson(url, 'POST', { ...valid, ...change });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toContain(field);
  });

  it('refuses a taken user name with 409', async () => {
    expect((await sendJson(url, 'POST', { ...valid, username: 'alice' })).status).toBe(409);
  });

  it('creates the organisation and a user who can sign in with every permission there', async () => {
    const response = await sendJson(url, 'POST', valid);
    expect(response.status).toBe(201);
    const result = (await response.json()) as { organizationId: number; username: string };
    expect(result.username).toBe('frank');

    const { access_token } = await signIn('frank', 'correct horse');
    const mine = (await (await fetch(core(coreEndpoints.myOrganizations), { headers: bearer(access_token) })).json()) as Organization[];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: result.organizationId, label: 'Umbrella Labs', dataEnabled: true });
    const resourceId = mine[0]?.resourceId ?? '';
    const rpt = (await (await exchangeForOrganization(access_token, resourceId)).json()) as { access_token: string };
    const permissions = claims(rpt.access_token).authorization as { permissions: { scopes: string[] }[] };
    expect(new Set(permissions.permissions[0]?.scopes)).toEqual(new Set(allPermissionScopes));
  });
});
