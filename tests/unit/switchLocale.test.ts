// @vitest-environment jsdom
// A language chosen in the user menu replaces the stored locale preference (spec §7 Core "User preferences GET,
// POST, DELETE"): the new record is saved, then any other locale record of the person in the organisation is deleted
// with a request id, so the guard's step 5 reads the new language at the next sign-in, also on a platform whose POST
// adds a record instead of replacing one. The menu sends the choice to the portal's language flow
// (src/app/locale.ts); at the network edge (msw), through the portal's own clients.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { OrganizationSelection } from '../../machines/organizationChoice.machine';
import { localeChoice } from '../../src/app/locale';
import { useUiStore } from '../../src/app/uiStore';
import { resolveHosts, sandboxConfig } from '../../src/platform/config';
import { coreEndpoints, localePreferenceService, servicePrefixes } from '../../src/platform/endpoints';
import { requestIdHeader } from '../../src/platform/requestIds';
import type { Locale } from '../../src/platform/locale';
import type { UserPreference } from '../../src/platform/types';
import type { Portal } from '../../src/portal/portal';
import { createPlatform } from '../../src/portal/platform';
import { acme } from '../model/organizations';
import { origin, startMswServer } from './platform/msw';
import { standInIdentity } from './standInIdentity';

const server = startMswServer();
const core = `${origin}${servicePrefixes.core}`;

const inAcme: OrganizationSelection = { organization: acme };

function portalOf(username: string): Portal {
  const { protocol, hostname, port } = new URL(origin);
  const platform = createPlatform(sandboxConfig, resolveHosts({ protocol, hostname, port }, sandboxConfig));
  platform.setIdentity(standInIdentity({ username: () => username }));
  const session = { getSnapshot: () => ({ context: { username } }) };
  const guard = { getSnapshot: () => ({ context: { selection: inAcme } }) };
  return { platform, actors: { session, guard }, isBuilt: () => true } as unknown as Portal;
}

/** The menu's click: the choice sent to the portal's language flow, which is done once it is idle again. */
async function choose(portal: Portal, locale: Locale) {
  const flow = localeChoice(portal);
  flow.send({ type: 'locale.choose', locale });
  await waitFor(flow, (snapshot) => snapshot.matches('idle'));
}

const preference = (id: number, value: string): UserPreference => ({
  id,
  orgResourceId: 'acme',
  username: 'erin',
  serviceName: localePreferenceService,
  value,
});

/** The core service as a platform whose POST adds a record: `stored` are the records before the switch. */
function platformKeeping(stored: UserPreference[]) {
  const records = [...stored];
  const deleted: { id: string; requestId: string | null }[] = [];
  server.use(
    http.post(`${core}${coreEndpoints.userPreferences}`, async ({ request }) => {
      const created = { ...((await request.json()) as Omit<UserPreference, 'id'>), id: 99 };
      records.push(created);
      return HttpResponse.json(created);
    }),
    http.get(`${core}${coreEndpoints.userPreferences}`, () => HttpResponse.json(records)),
    http.delete(`${core}/api/v1/userPreferences/:id`, ({ request, params }) => {
      deleted.push({ id: String(params.id), requestId: request.headers.get(requestIdHeader) });
      records.splice(records.findIndex(({ id }) => id === Number(params.id)), 1);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { records, deleted };
}

beforeEach(() => {
  useUiStore.setState({ toast: undefined });
  sessionStorage.setItem('organizationToken', JSON.stringify({ resourceId: 'acme', scope: 'org:acme app:*', accessToken: 'org-token', expiresAt: Date.now() + 3_600_000, issuedAt: Date.now(), permissions: [] }));
});

describe('switching the language', () => {
  it('saves the new locale and deletes the records it replaces, each with a request id', async () => {
    const edge = platformKeeping([preference(7, 'de-DE'), preference(8, 'fr-FR')]);
    await choose(portalOf('erin'), 'it-IT');
    expect(edge.records).toEqual([{ ...preference(99, 'it-IT') }]);
    expect(edge.deleted.map(({ id }) => id).sort()).toEqual(['7', '8']);
    expect(edge.deleted.every(({ requestId }) => requestId !== null)).toBe(true);
    expect(new Set(edge.deleted.map(({ requestId }) => requestId)).size).toBe(2);
    expect(useUiStore.getState().toast).toBeUndefined();
  });

  it('deletes nothing on a platform whose POST replaced the record', async () => {
    const deleteCalled = vi.fn();
    server.use(
      http.post(`${core}${coreEndpoints.userPreferences}`, () => HttpResponse.json(preference(7, 'es-ES'))),
      http.get(`${core}${coreEndpoints.userPreferences}`, () => HttpResponse.json([preference(7, 'es-ES')])),
      http.delete(`${core}/api/v1/userPreferences/:id`, deleteCalled),
    );
    await choose(portalOf('erin'), 'es-ES');
    expect(deleteCalled).not.toHaveBeenCalled();
  });

  it('says so when the old record could not be removed: the next sign-in could read it', async () => {
    platformKeeping([preference(7, 'de-DE')]);
    server.use(http.delete(`${core}/api/v1/userPreferences/:id`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await choose(portalOf('erin'), 'en-US');
    expect(useUiStore.getState().toast?.title).toBe('Your language choice was not saved');
  });
});
