import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createCoreClient } from '../../../src/platform/coreClient';
import { PlatformError } from '../../../src/platform/errors';
import { createHttpClient } from '../../../src/platform/http';
import { fetchAllPages } from '../../../src/platform/paging';
import type { Organization } from '../../../src/platform/types';
import { origin, startMswServer } from './msw';
import { newRequestId } from '../../../src/platform/requestIds';

const server = startMswServer();
const base = `${origin}/svc/core`;
const core = createCoreClient(createHttpClient({ idempotencyKey: true, baseURL: base, timeout: 90_000, getToken: () => 'token' }));

const organization = (id: number): Organization => ({
  id,
  name: `org${id}`,
  label: `Org ${id}`,
  status: 'ACTIVE',
  resourceId: `org${id}`,
  parentId: 1,
  hostname: `org${id}`,
  dataEnabled: true,
  vpnEnabled: false,
  vpnOtpRequired: false,
  storeEnabled: false,
  userCanAccess: true,
  dealer: false,
  hasOwnResources: false,
});

describe('fetchAllPages', () => {
  it('requests pages of 200 from 0 and stops at the page marked last', async () => {
    const requests: Record<string, string>[] = [];
    server.use(
      http.get(`${base}/api/v1/organizations/1/organizations`, ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        requests.push(query);
        const page = Number(query.page);
        const content = page < 2 ? Array.from({ length: 200 }, (_, i) => organization(1000 * page + i)) : [organization(9999)];
        return HttpResponse.json({ content, number: page, size: 200, last: page === 2 });
      }),
    );
    const children = await core.subOrganizations(1);
    expect(children).toHaveLength(401);
    expect(children.at(-1)?.id).toBe(9999);
    expect(requests).toEqual([0, 1, 2].map((page) => ({ onlyFirstLevel: 'true', page: String(page), pageSize: '200' })));
  });

  it('reads DataPage envelopes, honours maxPages and stops on an empty page', async () => {
    const fetchPage = vi.fn(async (page: number) => ({ data: page < 3 ? [page] : [], last: false }));
    expect(await fetchAllPages(fetchPage, { maxPages: 2 })).toEqual([0, 1]);
    expect(await fetchAllPages(fetchPage)).toEqual([0, 1, 2]);
    expect(fetchPage).toHaveBeenLastCalledWith(3, 200);
  });

  it('stops between pages once aborted', async () => {
    const controller = new AbortController();
    const fetchPage = vi.fn(async () => {
      controller.abort(new Error('gone'));
      return { content: [1], last: false };
    });
    await expect(fetchAllPages(fetchPage, { signal: controller.signal })).rejects.toThrow('gone');
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe('core client', () => {
  it('looks up login info without a token', async () => {
    const seen = vi.fn();
    server.use(
      http.get(`${base}/api/v1/organizations/loginInfo`, ({ request }) => {
        seen(request.headers.has('authorization'), new URL(request.url).searchParams.get('hostname'));
        return HttpResponse.json({ realmName: 'exor' });
      }),
    );
    expect(await core.loginInfo('acme')).toEqual({ realmName: 'exor' });
    expect(seen).toHaveBeenCalledWith(false, 'acme');
  });

  it('rejects an organisation list that does not match the contract', async () => {
    server.use(http.get(`${base}/api/v1/organizations/mine`, () => HttpResponse.json([{ id: 'one' }])));
    await expect(core.myOrganizations()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('fills the licence-side organisation fields a core answer may lack', async () => {
    const coreOnly: Partial<Organization> = organization(5);
    delete coreOnly.dealer;
    delete coreOnly.hasOwnResources;
    server.use(http.get(`${base}/api/v1/organizations/5`, () => HttpResponse.json(coreOnly)));
    expect(await core.organization(5)).toEqual(organization(5));
  });

  it('reads preferences with the query', async () => {
    const seen = vi.fn();
    server.use(
      http.get(`${base}/api/v1/userPreferences`, ({ request }) => {
        seen(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json([{ id: 3, orgResourceId: 'acme', username: 'ann', serviceName: 'portal-locale', value: 'de-DE' }]);
      }),
    );
    const preferences = await core.getPreferences({ serviceName: 'portal-locale', username: 'ann', organization: 'acme' });
    expect(preferences.map((preference) => preference.value)).toEqual(['de-DE']);
    expect(seen).toHaveBeenCalledWith({ serviceName: 'portal-locale', username: 'ann', organization: 'acme' });
  });

  it('posts accepted agreement ids', async () => {
    const seen = vi.fn();
    server.use(
      http.post(`${base}/api/v1/agreements/accept`, async ({ request }) => {
        seen(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await core.acceptAgreements([1, 2], undefined, newRequestId());
    expect(seen).toHaveBeenCalledWith({ ids: [1, 2] });
  });

  it('self on-boards without a token', async () => {
    const seen = vi.fn();
    server.use(
      http.post(`${base}/api/v1/organizations/selfOnBoarding`, ({ request }) => {
        seen(request.headers.has('authorization'), new URL(request.url).searchParams.get('serviceName'));
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    await core.selfOnBoarding({ organizationName: 'New', username: 'ann', email: 'a@x.io', password: 'pw', acceptedAgreements: [1] }, undefined, newRequestId());
    expect(seen).toHaveBeenCalledWith(false, 'cloud-agreements');
  });

  it('surfaces a refused agreements check as a PlatformError', async () => {
    server.use(http.get(`${base}/api/v1/agreements/check`, () => HttpResponse.json({ message: 'nope' }, { status: 403 })));
    const error = await core.agreementsCheck().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: 'forbidden', serverMessage: 'nope' });
  });
});
