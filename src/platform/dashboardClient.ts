// Dashboard service (spec §7 "Dashboard service"), base `<app>/svc/dashboard`: dashboards and their versions,
// sharing, assets, the organisation's widget gallery, the default-dashboard preference and flows. The organisation
// of a call is the one the organisation token is scoped to; calls the spec gives an `organization` parameter
// (assets, preferences) name it as well.
import * as v from 'valibot';
import {
  assetStorageStatusSchema,
  dashboardDocumentSchema,
  dashboardItemSchema,
  dashboardOutSchema,
  dashboardPreferenceSchema,
  dashboardsPageSchema,
  dashboardVersionSchema,
  flowSchema,
  flowsPageSchema,
  galleryAssetManifestSchema,
  galleryWidgetSchema,
  organizationManifestSchema,
  signedUrlSchema,
} from './dashboardSchemas';
import type { DashboardDocument } from './dashboardDocument';
import type {
  AssetStorageStatus,
  DashboardCreate,
  DashboardItem,
  DashboardOut,
  DashboardPatch,
  DashboardPreference,
  DashboardQuery,
  DashboardsPage,
  DashboardVersion,
  Flow,
  FlowsPage,
  FlowWrite,
  GalleryAssetManifest,
  GalleryWidget,
  OrganizationManifest,
  SharePermission,
  ShareUsers,
  VersionCreate,
} from './dashboardTypes';
import { dashboardEndpoints } from './dashboardEndpoints';
import { PlatformError } from './errors';
import type { HttpClient } from './http';
import { type RequestId, requestIdHeaders, requestPart } from './requestIds';

/** Body of the CSV export (docs/decisions.md: ours, the facts do not show it). */
export interface ExportRange {
  /** ISO-8601. */
  since: string;
  /** ISO-8601. */
  to: string;
  /** Slot name → the device the viewer shows instead of the slot's default device. */
  deviceSlots?: Record<string, string>;
}

/** Query of the flow lists (the dashboard lists' paging and search). */
export type FlowQuery = Pick<DashboardQuery, 'page' | 'pageSize' | 'search' | 'orderDir'> & { orderBy?: 'name' | 'updatedAt' };

type ShareRole = 'readers' | 'editors';
const roleOf: Record<SharePermission, ShareRole> = { r: 'readers', 'r/w': 'editors' };

/**
 * Parses and checks a stored document (`DashboardOut.json`). A broken document is a 'malformed' error like any
 * other unreadable answer, so the viewer shows the same message.
 */
export function readDocument(dashboard: Pick<DashboardOut, 'id' | 'json'>): DashboardDocument {
  const path = dashboardEndpoints.dashboard(dashboard.id);
  let parsed: unknown;
  try {
    parsed = JSON.parse(dashboard.json);
  } catch (cause) {
    throw new PlatformError({ kind: 'malformed', method: 'GET', path, cause });
  }
  const checked = v.safeParse(dashboardDocumentSchema, parsed);
  if (!checked.success) throw new PlatformError({ kind: 'malformed', method: 'GET', path, cause: checked.issues });
  return checked.output;
}

export type DashboardClient = ReturnType<typeof createDashboardClient>;

export function createDashboardClient(http: HttpClient) {
  const list = (path: string) => (query: DashboardQuery = {}, signal?: AbortSignal): Promise<DashboardsPage> =>
    http.request(path, { query: { ...query }, schema: dashboardsPageSchema, signal });

  const flowList = (path: string) => (query: FlowQuery = {}, signal?: AbortSignal): Promise<FlowsPage> =>
    http.request(path, { query: { ...query }, schema: flowsPageSchema, signal });

  // Every write carries its request id (src/platform/requestIds.ts): a repeat is answered, not applied again.
  const noContent = async (path: string, method: 'POST' | 'DELETE', requestId: RequestId, signal?: AbortSignal, body?: object) => {
    await http.request(path, { method, signal, headers: requestIdHeaders(requestId), ...(body === undefined ? {} : { body }) });
  };

  // Dashboards and flows share alike (spec §6): readers (r) and editors (r/w); a user is in at most one list,
  // so sharing with one permission takes the user out of the other list, and unsharing removes from both.
  const sharing = (path: (id: string, role: ShareRole, user?: string) => string) => ({
    share: (id: string, user: string, permission: SharePermission, signal: AbortSignal | undefined, requestId: RequestId) =>
      noContent(path(id, roleOf[permission], user), 'POST', requestId, signal),
    shareMany: (id: string, users: string[], permission: SharePermission, signal: AbortSignal | undefined, requestId: RequestId) =>
      noContent(path(id, roleOf[permission]), 'POST', requestId, signal, { users } satisfies ShareUsers),
    unshare: async (id: string, user: string, signal: AbortSignal | undefined, requestId: RequestId) => {
      await Promise.all(
        (['readers', 'editors'] as const).map((role) => noContent(path(id, role, user), 'DELETE', requestPart(requestId, role), signal)),
      );
    },
    unshareMany: async (id: string, users: string[], signal: AbortSignal | undefined, requestId: RequestId) => {
      const body: ShareUsers = { users };
      await Promise.all(
        (['readers', 'editors'] as const).map((role) => noContent(path(id, role), 'DELETE', requestPart(requestId, role), signal, body)),
      );
    },
  });
  const dashboardSharing = sharing(dashboardEndpoints.dashboardShare);
  const flowSharing = sharing(dashboardEndpoints.flowShare);

  return {
    // --- Dashboards ---------------------------------------------------------------------------------------------
    /** Every dashboard the user may see in the organisation, narrowed by `whose`, `type` and `search`. */
    listDashboards: list(dashboardEndpoints.dashboards),
    myDashboards: list(dashboardEndpoints.mine),
    sharedWithMe: list(dashboardEndpoints.sharedWithMe),
    /** Composed widgets (items of type WIDGET). */
    listWidgets: list(dashboardEndpoints.widgets),

    /** The dashboard at its current version. */
    getDashboard: (id: string, signal?: AbortSignal): Promise<DashboardOut> =>
      http.request(dashboardEndpoints.dashboard(id), { schema: dashboardOutSchema, signal }),

    /** Stores the document as version "1", current. */
    createDashboard: (dashboard: DashboardCreate, signal: AbortSignal | undefined, requestId: RequestId): Promise<DashboardOut> =>
      http.request(dashboardEndpoints.dashboards, {
        method: 'POST',
        body: dashboard,
        headers: requestIdHeaders(requestId),
        schema: dashboardOutSchema,
        signal,
      }),

    /** Renames or re-describes; the document changes only through versions. */
    patchDashboard: (patch: DashboardPatch, signal: AbortSignal | undefined, requestId: RequestId): Promise<DashboardItem> =>
      http.request(dashboardEndpoints.dashboards, {
        method: 'PATCH',
        body: patch,
        headers: requestIdHeaders(requestId),
        schema: dashboardItemSchema,
        signal,
      }),

    deleteDashboard: (id: string, signal: AbortSignal | undefined, requestId: RequestId) =>
      noContent(dashboardEndpoints.dashboard(id), 'DELETE', requestId, signal),

    // --- Versions (spec §4: created, made current, deleted, derived) ------------------------------------------
    /** Newest first. */
    listVersions: (id: string, signal?: AbortSignal): Promise<DashboardVersion[]> =>
      http.request(dashboardEndpoints.versions(id), { schema: v.array(dashboardVersionSchema), signal }),

    /** The dashboard at `version` (its `version` field then names it); `latestVersion` for the highest. */
    getVersion: (id: string, version: string, signal?: AbortSignal): Promise<DashboardOut> =>
      http.request(dashboardEndpoints.version(id, version), { schema: dashboardOutSchema, signal }),

    /** Saves a document as the next version; it becomes current only through makeCurrent. */
    createVersion: (id: string, version: VersionCreate, signal: AbortSignal | undefined, requestId: RequestId): Promise<DashboardVersion> =>
      http.request(dashboardEndpoints.versions(id), {
        method: 'POST',
        body: version,
        headers: requestIdHeaders(requestId),
        schema: dashboardVersionSchema,
        signal,
      }),

    /** The current version cannot be deleted (409 'conflict'). */
    deleteVersion: (id: string, version: string, signal: AbortSignal | undefined, requestId: RequestId) =>
      noContent(dashboardEndpoints.version(id, version), 'DELETE', requestId, signal),

    makeCurrent: (id: string, version: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<DashboardVersion> =>
      http.request(dashboardEndpoints.makeCurrent(id, version), {
        method: 'POST',
        headers: requestIdHeaders(requestId),
        schema: dashboardVersionSchema,
        signal,
      }),

    /** Copies version `from`'s document as the new version `to` (see nextVersion); 409 when `to` exists. */
    deriveVersion: (id: string, from: string, to: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<DashboardVersion> =>
      http.request(dashboardEndpoints.derive(id, from, to), {
        method: 'POST',
        headers: requestIdHeaders(requestId),
        schema: dashboardVersionSchema,
        signal,
      }),

    /** CSV (timestamp, device, tag, value) of the tags the latest version shows, over the range. */
    exportLatestCsv: (id: string, range: ExportRange, signal?: AbortSignal): Promise<string> =>
      http.request<string>(dashboardEndpoints.latestData(id), {
        method: 'POST',
        body: range,
        headers: { accept: 'text/csv' },
        responseType: 'text',
        signal,
      }),

    // --- Sharing ------------------------------------------------------------------------------------------------
    shareDashboard: dashboardSharing.share,
    shareDashboardWith: dashboardSharing.shareMany,
    unshareDashboard: dashboardSharing.unshare,
    unshareDashboardWith: dashboardSharing.unshareMany,

    // --- Assets (spec §7: every call names the organisation) ------------------------------------------------------
    /** A pre-signed URL to PUT the file to (src/platform/upload.ts). */
    assetUploadUrl: async (
      target: { dashboardId: string; name: string; organization: string; widgetId?: string },
      signal?: AbortSignal,
    ): Promise<string> => {
      const { dashboardId, name, organization, widgetId } = target;
      const answer = await http.request(dashboardEndpoints.assetUpload(dashboardId, name), {
        query: { organization, widgetId },
        schema: signedUrlSchema,
        signal,
      });
      return answer.value;
    },

    /** A pre-signed URL that serves the asset (an <img> src). */
    assetDownloadUrl: async (
      target: { dashboardId: string; name: string; organization: string },
      signal?: AbortSignal,
    ): Promise<string> => {
      const { dashboardId, name, organization } = target;
      const answer = await http.request(dashboardEndpoints.assetDownload(dashboardId, name), {
        query: { organization },
        schema: signedUrlSchema,
        signal,
      });
      return answer.value;
    },

    assetStorageStatus: (organization: string, signal?: AbortSignal): Promise<AssetStorageStatus> =>
      http.request(dashboardEndpoints.assetStorage, { query: { organization }, schema: assetStorageStatusSchema, signal }),

    // --- Organisation widget gallery ----------------------------------------------------------------------------
    organizationManifest: (signal?: AbortSignal): Promise<OrganizationManifest> =>
      http.request(dashboardEndpoints.organizationManifest, { schema: organizationManifestSchema, signal }),

    galleryWidgets: (signal?: AbortSignal): Promise<GalleryWidget[]> =>
      http.request(dashboardEndpoints.galleryWidgets, { schema: v.array(galleryWidgetSchema), signal }),

    galleryAssetManifest: (asset: string, signal?: AbortSignal): Promise<GalleryAssetManifest> =>
      http.request(dashboardEndpoints.galleryAssetManifest(asset), { schema: galleryAssetManifestSchema, signal }),

    /** Multipart with the field `file` (spec §7); replaces an asset of the same name. */
    uploadGalleryAsset: (asset: string, file: Blob, signal: AbortSignal | undefined, requestId: RequestId): Promise<GalleryAssetManifest> => {
      const form = new FormData();
      form.append('file', file);
      return http.request(dashboardEndpoints.galleryAssetUpload(asset), {
        method: 'PUT',
        body: form,
        headers: requestIdHeaders(requestId),
        schema: galleryAssetManifestSchema,
        signal,
      });
    },

    deleteGalleryAsset: (asset: string, signal: AbortSignal | undefined, requestId: RequestId) =>
      noContent(dashboardEndpoints.galleryAsset(asset), 'DELETE', requestId, signal),

    // --- Default-dashboard preference ------------------------------------------------------------------------------
    /** The user's preferences in the organisation: at most one, naming the default dashboard. */
    dashboardPreferences: (
      who: { organization: string; username: string },
      signal?: AbortSignal,
    ): Promise<DashboardPreference[]> =>
      http.request(dashboardEndpoints.userPreferences, { query: who, schema: v.array(dashboardPreferenceSchema), signal }),

    /** Sets the default dashboard (replaces the previous one). */
    saveDashboardPreference: (
      preference: { organization: string; username: string; dashboardId: string },
      signal: AbortSignal | undefined,
      requestId: RequestId,
    ): Promise<DashboardPreference> => {
      const { organization, username, dashboardId } = preference;
      return http.request(dashboardEndpoints.userPreferences, {
        method: 'POST',
        query: { organization, username },
        body: { dashboardId },
        headers: requestIdHeaders(requestId),
        schema: dashboardPreferenceSchema,
        signal,
      });
    },

    deleteDashboardPreference: (id: string, signal: AbortSignal | undefined, requestId: RequestId) =>
      noContent(dashboardEndpoints.userPreference(id), 'DELETE', requestId, signal),

    // --- Flows --------------------------------------------------------------------------------------------------
    /** Every flow the user may see in the organisation. */
    listFlows: flowList(dashboardEndpoints.flows),
    /** The flows the user owns. */
    myFlows: flowList(dashboardEndpoints.myFlows),

    getFlow: (id: string, signal?: AbortSignal): Promise<Flow> =>
      http.request(dashboardEndpoints.flow(id), { schema: flowSchema, signal }),

    createFlow: (flow: FlowWrite, signal: AbortSignal | undefined, requestId: RequestId): Promise<Flow> =>
      http.request(dashboardEndpoints.flows, { method: 'POST', body: flow, headers: requestIdHeaders(requestId), schema: flowSchema, signal }),

    patchFlow: (id: string, patch: Partial<FlowWrite>, signal: AbortSignal | undefined, requestId: RequestId): Promise<Flow> =>
      http.request(dashboardEndpoints.flow(id), {
        method: 'PATCH',
        body: patch,
        headers: requestIdHeaders(requestId),
        schema: flowSchema,
        signal,
      }),

    deleteFlow: (id: string, signal: AbortSignal | undefined, requestId: RequestId) =>
      noContent(dashboardEndpoints.flow(id), 'DELETE', requestId, signal),

    shareFlow: flowSharing.share,
    shareFlowWith: flowSharing.shareMany,
    unshareFlow: flowSharing.unshare,
    unshareFlowWith: flowSharing.unshareMany,
  };
}
