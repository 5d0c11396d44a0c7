// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://acme.app.localhost:3000/"}
// putFile (XMLHttpRequest, for its upload progress) against the sandbox's pre-signed asset URLs: the bytes arrive,
// progress reaches the whole file, a refused or broken upload is a PlatformError without the signature, and an
// abort rejects with the caller's reason. The page is the portal on its organisation's host, an origin the storage
// admits as the platform's services do (sandbox/cors.ts).
//
// msw's XMLHttpRequest interceptor neither aborts nor reads jsdom's Blob, so the PUT goes over real HTTP: jsdom's
// own XMLHttpRequest to the sandbox's Node middleware on a free port. The portal's other calls (sign-in, the
// signed URL) go through msw's fetch interception, addressed to that server's origin so the signed URLs name it;
// both sides share the one in-memory store.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { SetupServerApi } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectUploadPercent, selectUploadStage } from '../../../machines/assetUpload.machine';
import { provideAssetUpload } from '../../../src/features/dashboards/editor/uploadFlow';
import { putFile, type TransferProgress } from '../../../src/platform/upload';
import { controlBase } from '../../../sandbox/paths';
import { sandboxHandler } from '../../../sandbox/handlers';
import { resetStore } from '../../../sandbox/store';
import { sandboxMiddleware } from '../../../sandbox/middleware';
import { clientsOf, failure } from './sandboxClients';

const msw = new SetupServerApi([sandboxHandler], [new FetchInterceptor()]);
const middleware = sandboxMiddleware();
const storage: Server = createServer((req, res) =>
  middleware(req, res, () => {
    res.statusCode = 404;
    res.end();
  }),
);
let storageOrigin = '';

beforeAll(async () => {
  msw.listen({ onUnhandledRequest: 'error' });
  await new Promise<void>((resolve) => storage.listen(0, 'localhost', resolve));
  storageOrigin = `http://localhost:${(storage.address() as AddressInfo).port}`;
});
afterAll(async () => {
  msw.close();
  await new Promise((resolve) => storage.close(resolve));
});
beforeEach(() => resetStore());

const signedIn = (username: string) => clientsOf(username, 'acme', storageOrigin);

const target = { dashboardId: 'dsh-boiler-hall-a', name: 'plan.png', organization: 'acme' };
const image = () => new Blob([new Uint8Array(64 * 1024).fill(7)], { type: 'image/png' });

describe('putFile', () => {
  it('uploads to the signed URL with progress up to the whole file; the asset is then served', async () => {
    const { dashboards } = await signedIn('alice');
    const url = await dashboards.assetUploadUrl({ ...target, widgetId: 'ImageWgt8' });
    const progress: TransferProgress[] = [];
    await putFile(url, image(), { onProgress: (step) => progress.push(step) });

    expect(progress.at(-1)).toEqual({ loaded: 64 * 1024, total: 64 * 1024 });
    expect(progress.every((step, index) => index === 0 || step.loaded >= (progress[index - 1]?.loaded ?? 0))).toBe(true);
    const download = await fetch(await dashboards.assetDownloadUrl(target));
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(new Uint8Array(64 * 1024).fill(7));
    expect((await dashboards.getDashboard(target.dashboardId)).manifest.assets).toContainEqual({ name: 'plan.png', generation: 1 });
  });

  it('reports a refused upload as a PlatformError that does not repeat the signature', async () => {
    const { dashboards } = await signedIn('alice');
    const url = await dashboards.assetUploadUrl(target);
    const tampered = url.replace('plan.png', 'other.png');
    const refused = await failure(putFile(tampered, image()));
    expect(refused).toMatchObject({ kind: 'forbidden', status: 403, method: 'PUT' });
    expect(refused.path).toBe(`${storageOrigin}/svc/dashboard/storage/assets/acme/dsh-boiler-hall-a/other.png`);
    expect(refused.message).not.toContain('signature');
  });

  it('reports a dropped connection as a network failure', async () => {
    const { dashboards } = await signedIn('alice');
    const url = await dashboards.assetUploadUrl(target);
    await fetch(`${storageOrigin}${controlBase}/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ 'PUT /plan.png': { status: 0 } }),
    });
    expect((await failure(putFile(url, image()))).kind).toBe('network');
  });

  it('rejects with the abort reason and stores nothing', async () => {
    const { dashboards } = await signedIn('alice');
    const url = await dashboards.assetUploadUrl(target);
    const controller = new AbortController();
    const reason = new Error('user cancelled');
    const upload = putFile(url, image(), { signal: controller.signal });
    controller.abort(reason);
    await expect(upload).rejects.toBe(reason);
    await expect(putFile(url, image(), { signal: controller.signal })).rejects.toBe(reason);
    expect((await failure(dashboards.assetDownloadUrl(target))).kind).toBe('notFound');
  });
});

describe('the asset upload flow with its real effects', () => {
  it('requests a URL, uploads with progress and reports the stored asset', async () => {
    const { dashboards } = await signedIn('alice');
    const actor = createActor(provideAssetUpload({ dashboard: dashboards }), { input: { ...target, file: image() } }).start();
    const percents: number[] = [];
    actor.subscribe((snapshot) => percents.push(selectUploadPercent(snapshot)));
    const end = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(selectUploadStage(end)).toBe('done');
    expect(percents.at(-1)).toBe(100);
    expect((await dashboards.getDashboard(target.dashboardId)).manifest.assets).toContainEqual({ name: 'plan.png', generation: 1 });
  });

  it('fails with the service’s reason when asset storage is off, and succeeds on retry once it is on', async () => {
    const { dashboards } = await signedIn('alice');
    const config = (assetStorage: boolean) =>
      fetch(`${storageOrigin}${controlBase}/config`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ assetStorage }),
      });
    await config(false);
    const actor = createActor(provideAssetUpload({ dashboard: dashboards }), { input: { ...target, file: image() } }).start();
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.error).toMatchObject({ kind: 'conflict', serverMessage: 'Asset storage is not enabled for organization acme' });
    await config(true);
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
  });

  it('cancelling during the transfer aborts it: nothing is stored', async () => {
    const { dashboards } = await signedIn('alice');
    const big = new Blob([new Uint8Array(8 * 1024 * 1024)], { type: 'image/png' });
    const actor = createActor(provideAssetUpload({ dashboard: dashboards }), { input: { ...target, file: big } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('uploading'));
    actor.send({ type: 'user.cancel' });
    expect(selectUploadStage(actor.getSnapshot())).toBe('cancelled');
    expect((await failure(dashboards.assetDownloadUrl(target))).kind).toBe('notFound');
  });
});
