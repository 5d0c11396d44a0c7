// The dashboard service's own rules seen over raw HTTP: which organisation a call is for, who may change what,
// the pre-signed storage URLs (signature, method, expiry, headers), the asset-storage switch and the gallery.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { servicePrefixes } from '../../src/platform/endpoints';
import { dashboardEndpoints } from '../../src/platform/dashboardEndpoints';
import type { GalleryAssetManifest, GalleryWidget, SignedUrl } from '../../src/platform/dashboardTypes';
import { controlBase } from '../paths';
import { store } from '../store';
import { bearer, exchangeForOrganization, origin, setupSandboxServer, signIn } from '../testClient';
import { itemFor } from './access';
import { maxAssetBytes } from './assets';
import type { Shareable } from './state';

setupSandboxServer();
afterEach(() => vi.useRealTimers());

const service = (endpoint: string) => `${origin}${servicePrefixes.dashboard}${endpoint}`;
const hallA = 'dsh-boiler-hall-a';

async function userToken(username: string): Promise<string> {
  return (await signIn(username)).access_token;
}

async function orgToken(username: string, orgResourceId: string): Promise<string> {
  const response = await exchangeForOrganization(await userToken(username), orgResourceId);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function signed(token: string, action: 'upload' | 'download', name: string): Promise<string> {
  const build = action === 'upload' ? dashboardEndpoints.assetUpload : dashboardEndpoints.assetDownload;
  const response = await fetch(`${service(build(hallA, name))}?organization=acme`, { headers: bearer(token) });
  expect(response.status).toBe(200);
  return ((await response.json()) as SignedUrl).value;
}

const put = (url: string, body: BodyInit, type = 'image/png') => fetch(url, { method: 'PUT', body, headers: { 'Content-Type': type } });
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

describe('the organisation of a call', () => {
  it('comes from the organisation token, or from the query with a plain user token', async () => {
    const list = service(dashboardEndpoints.dashboards);
    expect((await fetch(list, { headers: bearer(await orgToken('alice', 'acme')) })).status).toBe(200);
    expect((await fetch(`${list}?organization=acme`, { headers: bearer(await userToken('alice')) })).status).toBe(200);
  });

  it('must agree when both name one', async () => {
    const response = await fetch(`${service(dashboardEndpoints.dashboards)}?organization=globex`, {
      headers: bearer(await orgToken('alice', 'acme')),
    });
    expect(response.status).toBe(403);
    expect(await messageOf(response)).toBe('The token is scoped to organization acme, not globex');
  });

  it('needs a bearer token', async () => {
    expect((await fetch(service(dashboardEndpoints.dashboards))).status).toBe(401);
  });
});

describe('who may change a shared item', () => {
  const item: Shareable = { id: 'd1', orgResourceId: 'acme', owner: 'alice', readers: ['bob'], editors: ['erin'], updatedAt: 0 };
  const caller = (username: string) => {
    const user = store().users.find((candidate) => candidate.username === username)!;
    const organization = store().organizations.find((candidate) => candidate.resourceId === 'acme')!;
    return { user, organization };
  };
  const status = (result: Shareable | Response) => (result instanceof Response ? result.status : 200);

  it('lets editors write, readers only read, and hides the item from everyone else', () => {
    expect(['read', 'write', 'own'].map((access) => status(itemFor([item], 'd1', caller('alice'), access as 'read', 'Dashboard')))).toEqual([200, 200, 200]);
    expect(['read', 'write', 'own'].map((access) => status(itemFor([item], 'd1', caller('erin'), access as 'read', 'Dashboard')))).toEqual([200, 200, 403]);
    expect(['read', 'write', 'own'].map((access) => status(itemFor([item], 'd1', caller('bob'), access as 'read', 'Dashboard')))).toEqual([200, 403, 403]);
    expect(status(itemFor([item], 'd1', caller('dave'), 'read', 'Dashboard'))).toBe(404);
  });
});

describe('pre-signed storage URLs', () => {
  it('store what is PUT and serve it with its type, cache lifetime and a sandboxing policy', async () => {
    const token = await orgToken('alice', 'acme');
    const upload = await signed(token, 'upload', 'logo.svg');
    expect(new URL(upload).pathname).toBe('/svc/dashboard/storage/assets/acme/dsh-boiler-hall-a/logo.svg');
    expect((await put(upload, '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml')).status).toBe(200);

    const download = await fetch(await signed(token, 'download', 'logo.svg'));
    expect(download.status).toBe(200);
    expect(Object.fromEntries(download.headers)).toMatchObject({
      'content-type': 'image/svg+xml',
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    expect(await download.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('count the uploads under one name, so a replaced file gets a new download URL', async () => {
    const token = await orgToken('alice', 'acme');
    const before = new URL(await signed(token, 'download', 'hall-a.svg')).searchParams.get('generation');
    await put(await signed(token, 'upload', 'hall-a.svg'), 'replaced', 'image/svg+xml');
    const after = new URL(await signed(token, 'download', 'hall-a.svg'));
    expect([before, after.searchParams.get('generation')]).toEqual(['1', '2']);
    expect(await (await fetch(after)).text()).toBe('replaced');
  });

  it('refuse a changed path or query, another method, no signature and an expired one', async () => {
    const token = await orgToken('alice', 'acme');
    const upload = await signed(token, 'upload', 'plan.png');
    const cases: Array<[Promise<Response>, string]> = [
      [put(upload.replace('plan.png', 'other.png'), 'x'), 'The signature does not match this request'],
      [put(upload.replace(/expires=\d+/, 'expires=99999999999999'), 'x'), 'The signature does not match this request'],
      [fetch(upload), 'The signature does not match this request'],
      [put(upload.split('?')[0] ?? '', 'x'), 'The URL is not signed'],
    ];
    for (const [response, message] of cases) {
      const answer = await response;
      expect(answer.status).toBe(403);
      expect(await messageOf(answer)).toBe(message);
    }
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 });
    const late = await put(upload, 'x');
    expect([late.status, await messageOf(late)]).toEqual([403, 'The signed URL has expired']);
  });

  it('refuse an empty file and one over the size limit', async () => {
    const token = await orgToken('alice', 'acme');
    const empty = await put(await signed(token, 'upload', 'plan.png'), new Uint8Array(0));
    expect([empty.status, await messageOf(empty)]).toEqual([400, 'The file is empty']);
    const large = await put(await signed(token, 'upload', 'plan.png'), new Uint8Array(maxAssetBytes + 1));
    expect([large.status, await messageOf(large)]).toEqual([413, 'The file is larger than 10 MB']);
  });

  it('are handed out only to those who may change the dashboard, for names that are plain file names', async () => {
    const bob = await orgToken('bob', 'acme');
    expect((await fetch(`${service(dashboardEndpoints.assetUpload(hallA, 'x.png'))}?organization=acme`, { headers: bearer(bob) })).status).toBe(403);
    expect((await fetch(`${service(dashboardEndpoints.assetDownload(hallA, 'hall-a.svg'))}?organization=acme`, { headers: bearer(bob) })).status).toBe(200);
    const alice = await orgToken('alice', 'acme');
    const badName = await fetch(`${service(dashboardEndpoints.assetUpload(hallA, '../x.png'))}?organization=acme`, { headers: bearer(alice) });
    expect(badName.status).toBe(400);
  });
});

describe('asset storage switch', () => {
  it('is reported by assetstorage and, off, refuses upload URLs and uploads', async () => {
    const token = await orgToken('alice', 'acme');
    const status = async () => (await (await fetch(`${service(dashboardEndpoints.assetStorage)}?organization=acme`, { headers: bearer(token) })).json()) as unknown;
    expect(await status()).toEqual({ enabled: true });
    const pending = await signed(token, 'upload', 'plan.png');

    const configured = await fetch(`${origin}${controlBase}/config`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ assetStorage: false }),
    });
    expect(await configured.json()).toMatchObject({ assetStorage: false });
    expect(await status()).toEqual({ enabled: false });
    const refused = await fetch(`${service(dashboardEndpoints.assetUpload(hallA, 'plan.png'))}?organization=acme`, { headers: bearer(token) });
    expect([refused.status, await messageOf(refused)]).toEqual([409, 'Asset storage is not enabled for organization acme']);
    expect((await put(pending, 'x')).status).toBe(409);
  });

  it('accepts only a boolean through the control API', async () => {
    const response = await fetch(`${origin}${controlBase}/config`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ assetStorage: 'no' }),
    });
    expect([response.status, await messageOf(response)]).toEqual([400, 'assetStorage must be true or false']);
  });
});

describe('widget gallery', () => {
  const upload = (token: string, asset: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return fetch(service(dashboardEndpoints.galleryAssetUpload(asset)), { method: 'PUT', body: form, headers: bearer(token) });
  };

  it('lists the seeded package and takes a JSON manifest’s widgets, or none from another file', async () => {
    const token = await orgToken('alice', 'acme');
    const widgets = async () => (await (await fetch(service(dashboardEndpoints.galleryWidgets), { headers: bearer(token) })).json()) as GalleryWidget[];
    expect((await widgets()).map(({ name, widgets: types }) => ({ name, types }))).toEqual([
      { name: 'acme-widgets', types: ['acme-widgets.TankLevel'] },
    ]);

    const manifest = new File([JSON.stringify({ widgets: ['pumps.Pump', 'pumps.Valve'], resources: { images: ['pump.png'] } })], 'pumps.json', {
      type: 'application/json',
    });
    const created = (await (await upload(token, 'pumps', manifest)).json()) as GalleryAssetManifest;
    expect(created).toMatchObject({ asset: 'pumps', lib: 'pumps', manifest: { widgets: ['pumps.Pump', 'pumps.Valve'], resources: { images: ['pump.png'] } } });
    expect(await (await fetch(created.url)).text()).toContain('pumps.Valve');

    const zip = await upload(token, 'tanks', new File([new Uint8Array([80, 75, 3, 4])], 'tanks.zip', { type: 'application/zip' }));
    expect(((await zip.json()) as GalleryAssetManifest).manifest).toEqual({ resources: {}, source: 'tanks.zip', widgets: [] });
    expect((await widgets()).map((widget) => widget.name)).toEqual(['acme-widgets', 'pumps', 'tanks']);

    expect((await fetch(service(dashboardEndpoints.galleryAsset('pumps')), { method: 'DELETE', headers: bearer(token) })).status).toBe(204);
    expect((await fetch(service(dashboardEndpoints.galleryAssetManifest('pumps')), { headers: bearer(token) })).status).toBe(404);
  });

  it('explains a bad upload and refuses users without dashboards:create', async () => {
    const token = await orgToken('alice', 'acme');
    const file = new File(['{'], 'broken.json', { type: 'application/json' });
    const broken = await upload(token, 'broken', file);
    expect([broken.status, await messageOf(broken)]).toEqual([400, 'The manifest file is not valid JSON']);
    for (const name of ['no/slash', 'two words']) expect((await upload(token, name, new File(['x'], 'x.zip'))).status).toBe(400);
    const noFile = await fetch(service(dashboardEndpoints.galleryAssetUpload('pumps')), { method: 'PUT', body: new FormData(), headers: bearer(token) });
    expect([noFile.status, await messageOf(noFile)]).toEqual([400, 'The field file is required']);
    const bob = await orgToken('bob', 'acme');
    expect((await upload(bob, 'pumps', new File(['x'], 'x.zip'))).status).toBe(403);
  });
});
