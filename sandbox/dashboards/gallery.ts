// The organisation's widget gallery (spec §7, facts §10): packages uploaded as a file (multipart, field `file`),
// each with a manifest whose `url` serves the package. A JSON file is read as the package manifest
// (`{ widgets?, resources? }`, facts §14 IManifest) so its widgets are listed; any other file (the SDK's zip) is
// stored as it is, with no widgets known.
import { HttpResponse, http, type PathParams } from 'msw';
import type { GalleryAssetManifest, GalleryWidget, OrganizationManifest } from '../../src/platform/dashboardTypes';
import { dashboardEndpoints } from '../../src/platform/dashboardEndpoints';
import type { PermissionScope } from '../../src/platform/permissions';
import { withUser, type UserRequest } from '../authenticate';
import { errorResponse, isRecord, servicePath } from '../http';
import { store } from '../store';
import { callerIn, type Caller } from './access';
import { fileResponse, maxAssetBytes, readBytes } from './assets';
import { route } from '../routes';
import { downloadLifetimeMs, signatureRefusal, signedUrl, storagePrefix } from './signedUrls';
import type { StoredGalleryAsset } from './state';

const packageNamePattern = /^[a-z0-9][a-z0-9._-]{0,63}$/i;
type Params = { asset: string };

const objectPath = (orgResourceId: string, asset: string) => ['gallery', orgResourceId, asset].map(encodeURIComponent).join('/');

async function manifestOf(origin: string, stored: StoredGalleryAsset): Promise<GalleryAssetManifest> {
  return {
    asset: stored.asset,
    lib: stored.asset,
    url: await signedUrl(origin, objectPath(stored.orgResourceId, stored.asset), 'GET', downloadLifetimeMs),
    manifest: stored.manifest,
  };
}

const galleryOf = (caller: Caller) =>
  store().dashboards.gallery.filter((stored) => stored.orgResourceId === caller.organization.resourceId);

function withGallery<P extends PathParams>(
  scope: PermissionScope,
  answer: (input: UserRequest<P>, caller: Caller, origin: string) => Promise<Response> | Response,
) {
  return withUser<P>((input) => {
    const caller = callerIn(input, scope);
    return caller instanceof Response ? caller : answer(input, caller, new URL(input.request.url).origin);
  });
}

const strings = (value: unknown) => (Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined);

/** The manifest part of an uploaded JSON package manifest, or the 400 answer. */
function packageManifest(file: File, bytes: Uint8Array): StoredGalleryAsset['manifest'] | Response {
  const isJson = file.type === 'application/json' || file.name.endsWith('.json');
  if (!isJson) return { resources: {}, source: file.name, widgets: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return errorResponse(400, 'The manifest file is not valid JSON');
  }
  if (!isRecord(parsed)) return errorResponse(400, 'The manifest must be a JSON object');
  const widgets = parsed.widgets === undefined ? [] : strings(parsed.widgets);
  if (widgets === undefined) return errorResponse(400, 'The manifest’s widgets must be a list of widget type names');
  const resources = isRecord(parsed.resources) ? parsed.resources : {};
  const images = strings(resources.images);
  const icon = strings(resources.icon);
  return {
    resources: { ...(images ? { images } : {}), ...(icon ? { icon } : {}) },
    source: file.name,
    widgets,
  };
}

export const galleryHandlers = [
  http.get(
    servicePath('dashboard', dashboardEndpoints.organizationManifest),
    withGallery('dashboards:read', async (_, caller, origin) =>
      HttpResponse.json<OrganizationManifest>({ assets: await Promise.all(galleryOf(caller).map((stored) => manifestOf(origin, stored))) }),
    ),
  ),

  http.get(
    servicePath('dashboard', dashboardEndpoints.galleryWidgets),
    withGallery('dashboards:read', async (_, caller, origin) =>
      HttpResponse.json<GalleryWidget[]>(
        await Promise.all(
          galleryOf(caller).map(async (stored) => ({
            name: stored.asset,
            main: { url: (await manifestOf(origin, stored)).url },
            widgets: stored.manifest.widgets ?? [],
          })),
        ),
      ),
    ),
  ),

  http.get<Params>(
    route('dashboard', dashboardEndpoints.galleryAssetManifest, 'asset'),
    withGallery<Params>('dashboards:read', async (input, caller, origin) => {
      const stored = galleryOf(caller).find((candidate) => candidate.asset === input.params.asset);
      if (stored === undefined) return errorResponse(404, `The gallery has no package ${input.params.asset}`);
      return HttpResponse.json<GalleryAssetManifest>(await manifestOf(origin, stored));
    }),
  ),

  http.put<Params>(
    route('dashboard', dashboardEndpoints.galleryAssetUpload, 'asset'),
    withGallery<Params>('dashboards:create', async (input, caller, origin) => {
      const { asset } = input.params;
      if (!packageNamePattern.test(asset)) {
        return errorResponse(400, 'The package name must be 1 to 64 letters, digits, dots, dashes or underscores');
      }
      let form: FormData;
      try {
        form = await input.request.formData();
      } catch {
        return errorResponse(400, 'A multipart body with the field file is required');
      }
      const file = form.get('file');
      if (!(file instanceof File)) return errorResponse(400, 'The field file is required');
      const bytes = await readBytes(file, maxAssetBytes);
      if (bytes instanceof Response) return bytes;
      const manifest = packageManifest(file, bytes);
      if (manifest instanceof Response) return manifest;
      const state = store().dashboards;
      const stored: StoredGalleryAsset = {
        orgResourceId: caller.organization.resourceId,
        asset,
        contentType: file.type || 'application/octet-stream',
        bytes,
        manifest,
      };
      state.gallery = [...state.gallery.filter((candidate) => !(candidate.orgResourceId === stored.orgResourceId && candidate.asset === asset)), stored];
      return HttpResponse.json<GalleryAssetManifest>(await manifestOf(origin, stored));
    }),
  ),

  http.delete<Params>(
    route('dashboard', dashboardEndpoints.galleryAsset, 'asset'),
    withGallery<Params>('dashboards:delete', (input, caller) => {
      const state = store().dashboards;
      const stored = galleryOf(caller).find((candidate) => candidate.asset === input.params.asset);
      if (stored === undefined) return errorResponse(404, `The gallery has no package ${input.params.asset}`);
      state.gallery = state.gallery.filter((candidate) => candidate !== stored);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.get<{ org: string; asset: string }>(`*${storagePrefix}/gallery/:org/:asset`, async ({ request, params }) => {
    const refused = await signatureRefusal(request);
    if (refused !== undefined) return refused;
    const stored = store().dashboards.gallery.find((candidate) => candidate.orgResourceId === params.org && candidate.asset === params.asset);
    if (stored === undefined) return errorResponse(404, `No package ${params.asset}`);
    return fileResponse(stored, downloadLifetimeMs / 1000);
  }),
];
