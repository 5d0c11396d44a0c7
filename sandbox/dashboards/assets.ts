// Dashboard assets (spec §7): the service hands out pre-signed URLs; the file itself is PUT to and read from the
// sandbox's object storage (signedUrls.ts), which records it in the dashboard's manifest. Asset storage can be
// switched off for tests through /__sandbox/config { assetStorage: false }.
import { HttpResponse, http } from 'msw';
import type { AssetStorageStatus, SignedUrl } from '../../src/platform/dashboardTypes';
import { dashboardEndpoints } from '../../src/platform/dashboardEndpoints';
import { withUser, type UserRequest } from '../authenticate';
import { errorResponse, servicePath } from '../http';
import { store } from '../store';
import { callerIn, itemFor, type Access } from './access';
import { route } from '../routes';
import { downloadLifetimeMs, signatureRefusal, signedUrl, storagePrefix, uploadLifetimeMs } from './signedUrls';
import type { StoredDashboard, StoredFile } from './state';

export const maxAssetBytes = 10 * 1024 * 1024;
const assetNamePattern = /^[A-Za-z0-9_][A-Za-z0-9_ .-]{0,99}$/;

type Params = { id: string; name: string };
type ObjectParams = { org: string; id: string; name: string };

const objectPath = (orgResourceId: string, dashboardId: string, name: string) =>
  ['assets', orgResourceId, dashboardId, name].map(encodeURIComponent).join('/');

function storageDisabled(orgResourceId: string): Response | undefined {
  return store().config.assetStorage ? undefined : errorResponse(409, `Asset storage is not enabled for organization ${orgResourceId}`);
}

function dashboardFor(input: UserRequest<Params>, scope: 'read' | 'update', access: Access): StoredDashboard | Response {
  const caller = callerIn(input, `dashboards:${scope}`);
  if (caller instanceof Response) return caller;
  return itemFor(store().dashboards.dashboards, input.params.id, caller, access, 'Dashboard');
}

/** The stored bytes as a response an <img> renders; nothing in them runs if the URL is opened directly. */
export function fileResponse(file: StoredFile, cacheSeconds: number): Response {
  return new HttpResponse(file.bytes.slice().buffer, {
    headers: {
      'Content-Type': file.contentType,
      'Cache-Control': `private, max-age=${cacheSeconds}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

/** A request body or an uploaded file, up to `limit` bytes, or the 400/413 answer. */
export async function readBytes(source: Pick<Blob, 'arrayBuffer'>, limit: number): Promise<Uint8Array | Response> {
  const bytes = new Uint8Array(await source.arrayBuffer());
  if (bytes.length === 0) return errorResponse(400, 'The file is empty');
  if (bytes.length > limit) return errorResponse(413, `The file is larger than ${limit / (1024 * 1024)} MB`);
  return bytes;
}

export const assetHandlers = [
  http.get(
    servicePath('dashboard', dashboardEndpoints.assetStorage),
    withUser((input) => {
      const caller = callerIn(input, 'dashboards:read');
      if (caller instanceof Response) return caller;
      return HttpResponse.json<AssetStorageStatus>({ enabled: store().config.assetStorage });
    }),
  ),

  http.get<Params>(
    route('dashboard', dashboardEndpoints.assetUpload, 'id', 'name'),
    withUser<Params>(async (input) => {
      const dashboard = dashboardFor(input, 'update', 'write');
      if (dashboard instanceof Response) return dashboard;
      const { name } = input.params;
      if (!assetNamePattern.test(name)) {
        return errorResponse(400, 'The asset name must be 1 to 100 letters, digits, spaces, dots, dashes or underscores');
      }
      const disabled = storageDisabled(dashboard.orgResourceId);
      if (disabled !== undefined) return disabled;
      const widgetId = new URL(input.request.url).searchParams.get('widgetId');
      const url = await signedUrl(
        new URL(input.request.url).origin,
        objectPath(dashboard.orgResourceId, dashboard.id, name),
        'PUT',
        uploadLifetimeMs,
        widgetId === null || widgetId === '' ? {} : { widgetId },
      );
      return HttpResponse.json<SignedUrl>({ value: url });
    }),
  ),

  http.get<Params>(
    route('dashboard', dashboardEndpoints.assetDownload, 'id', 'name'),
    withUser<Params>(async (input) => {
      const dashboard = dashboardFor(input, 'read', 'read');
      if (dashboard instanceof Response) return dashboard;
      const asset = store().dashboards.assets.find(
        (candidate) => candidate.dashboardId === dashboard.id && candidate.name === input.params.name,
      );
      if (asset === undefined) return errorResponse(404, `Dashboard ${dashboard.id} has no asset ${input.params.name}`);
      // The generation is part of the URL, so a replaced file is fetched anew rather than served from cache.
      const url = await signedUrl(
        new URL(input.request.url).origin,
        objectPath(dashboard.orgResourceId, dashboard.id, asset.name),
        'GET',
        downloadLifetimeMs,
        { generation: String(asset.generation) },
      );
      return HttpResponse.json<SignedUrl>({ value: url });
    }),
  ),

  // The object storage itself: no bearer token, the signature is the permission.
  http.put<ObjectParams>(`*${storagePrefix}/assets/:org/:id/:name`, async ({ request, params }) => {
    const refused = await signatureRefusal(request);
    if (refused !== undefined) return refused;
    const disabled = storageDisabled(params.org);
    if (disabled !== undefined) return disabled;
    const state = store().dashboards;
    const dashboard = state.dashboards.find((candidate) => candidate.id === params.id && candidate.orgResourceId === params.org);
    if (dashboard === undefined) return errorResponse(404, `Dashboard ${params.id} not found`);
    const bytes = await readBytes(request, maxAssetBytes);
    if (bytes instanceof Response) return bytes;
    const widgetId = new URL(request.url).searchParams.get('widgetId') ?? undefined;
    const previous = state.assets.find((asset) => asset.dashboardId === dashboard.id && asset.name === params.name);
    state.assets = state.assets.filter((asset) => asset !== previous);
    state.assets.push({
      dashboardId: dashboard.id,
      name: params.name,
      ...(widgetId === undefined ? {} : { widgetId }),
      generation: (previous?.generation ?? 0) + 1,
      contentType: request.headers.get('content-type') ?? 'application/octet-stream',
      bytes,
    });
    dashboard.updatedAt = Date.now();
    return new HttpResponse(null, { status: 200 });
  }),

  http.get<ObjectParams>(`*${storagePrefix}/assets/:org/:id/:name`, async ({ request, params }) => {
    const refused = await signatureRefusal(request);
    if (refused !== undefined) return refused;
    const asset = store().dashboards.assets.find((candidate) => candidate.dashboardId === params.id && candidate.name === params.name);
    if (asset === undefined) return errorResponse(404, `No asset ${params.name}`);
    return fileResponse(asset, downloadLifetimeMs / 1000);
  }),
];
