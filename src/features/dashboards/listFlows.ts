// The flows of the dashboard lists, versions, sharing, flows and gallery (spec §2 /directaccess, /flows, /flow; §4
// versions; §6 sharing; §7 "Dashboard service") with their real effects. Loaded with the first of those screens or
// dialogs; each flow is made for what it works on (an organisation, a dashboard, a flow). Every write goes through
// the flow's request attempts (src/platform/requestIds.ts): sent again after a failure, the same request keeps its
// request id, so a save the service completed while its answer was lost is not applied twice.
import { fromPromise } from 'xstate';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import { createPagedListMachine, type ListPage, type ListQuery } from '../../../machines/pagedList.machine';
import type { DashboardRow, DashboardAction } from './browse/dashboardRows';
import { dashboardCreate } from './dashboardWrites';
import { isWhoseFilter } from './browse/dashboardRows';
import type { FlowAction } from './flows/flowActions';
import { galleryPackages, type GalleryAction, type GalleryPackage } from './gallery/galleryPackages';
import { shareEntries, sharePlan, type ShareEntry } from './share/shareList';
import { diffVersions, type VersionDiff } from './versions/versionDiff';
import type { VersionAction } from './versions/versionActions';
import { readDocument, type ExportRange } from '../../platform/dashboardClient';
import { nextVersion } from '../../platform/dashboardVersions';
import { requestAttempts } from '../../platform/requestAttempts';
import { requestPart } from '../../platform/requestIds';
import type {
  AssetStorageStatus,
  DashboardCreate,
  DashboardItem,
  DashboardOut,
  DashboardQuery,
  DashboardType,
  DashboardVersion,
  Flow,
  FlowWrite,
} from '../../platform/dashboardTypes';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';

/** Who is shared with, and whose item it is. */
export interface ShareData {
  name: string;
  owner: string;
  entries: ShareEntry[];
}

export type ShareKind = 'dashboard' | 'flow';

const pageOf = <T>({ data, totalElements, totalPages }: { data: T[]; totalElements: number; totalPages: number }): ListPage<T> => ({
  items: data,
  totalElements,
  totalPages,
});

/** The list query in the service's terms: a blank search is no search. */
const serviceQuery = ({ page, pageSize, search, sort }: ListQuery) => ({
  page,
  pageSize,
  ...(search.trim() ? { search: search.trim() } : {}),
  ...(sort ? { orderBy: sort.by as NonNullable<DashboardQuery['orderBy']>, orderDir: sort.dir } : {}),
});

/** A whole list as pages, for the lists the service answers at once (versions, gallery). */
function pageOfAll<T>(items: readonly T[], { page, pageSize }: ListQuery): ListPage<T> {
  return {
    items: items.slice(page * pageSize, (page + 1) * pageSize),
    totalElements: items.length,
    totalPages: Math.ceil(items.length / pageSize),
  };
}

/** `config`: which services answer a repeated request id (absent: none, so every lost answer is read back). */
export function provideDashboardListMachines(platform: Pick<Platform, 'dashboard'> & Partial<Pick<Platform, 'config'>>) {
  const service = platform.dashboard;
  const attempts = () => requestAttempts(platform.config?.idempotentServices);

  return {
    /** The dashboards (or composed widgets) the person may see, with their default marked. */
    dashboards: ({ organization, username, type }: { organization: string; username: string; type: DashboardType }) => {
      const send = attempts();
      return createPagedListMachine<DashboardRow, DashboardAction>('dashboards').provide({
        actors: {
          fetchPage: fromPromise(async ({ input, signal }) => {
            const [page, preferences] = await Promise.all([
              service.listDashboards(
                { ...serviceQuery(input), type, whose: isWhoseFilter(input.filter) ? input.filter : 'ALL' },
                signal,
              ),
              service.dashboardPreferences({ organization, username }, signal),
            ]);
            const rows = page.data.map((dashboard): DashboardRow => {
              const preference = preferences.find((candidate) => candidate.dashboardId === dashboard.id);
              return { dashboard, ...(preference ? { defaultPreference: preference.id } : {}) };
            });
            return pageOf({ ...page, data: rows });
          }),
          act: fromPromise(({ input: { action }, signal }) =>
            send<unknown>(action, ({ requestId }) => {
              const { dashboard } = action;
              switch (action.kind) {
                case 'rename':
                  return service.patchDashboard({ id: dashboard.id, name: action.name, description: action.description }, signal, requestId);
                case 'delete':
                  return service.deleteDashboard(dashboard.id, signal, requestId);
                case 'setDefault':
                  return service.saveDashboardPreference({ organization, username, dashboardId: dashboard.id }, signal, requestId);
                case 'clearDefault':
                  return service.deleteDashboardPreference(action.preference, signal, requestId);
              }
            }),
          ),
        },
        guards: { needsConfirmation: (_, { action }) => action.kind === 'delete' },
      });
    },

    /** A new dashboard: stored with its first, empty document, then opened in the editor. */
    createDashboard: () => {
      const send = attempts();
      return createLoadAndSubmitMachine<void, DashboardCreate, DashboardOut>('createDashboard').provide({
        actors: {
          load: fromPromise<void, void>(async () => {}),
          // What the person asks for is the name, description and type; the empty document the view makes for it
          // carries the time it was made, so a retry sends the first attempt's document, the request the service
          // may already have stored.
          submit: fromPromise(({ input: { draft }, signal }) => {
            const { name, description, type } = draft;
            return send({ name, description, type }, async (attempt) => {
              const json = await attempt.once('json', async () => draft.json);
              return attempt.write(dashboardCreate(service, { ...draft, json }, signal));
            });
          }),
        },
      });
    },

    /** The CSV of the latest version's data over a range. */
    exportCsv: (dashboardId: string) =>
      createLoadAndSubmitMachine<void, ExportRange, string>('dashboardExport').provide({
        actors: {
          load: fromPromise<void, void>(async () => {}),
          submit: fromPromise(({ input: { draft }, signal }) => service.exportLatestCsv(dashboardId, draft, signal)),
        },
      }),

    /** A dashboard's versions, newest first, made current, deleted and derived. */
    versions: (dashboardId: string) => {
      const send = attempts();
      return createPagedListMachine<DashboardVersion, VersionAction>('dashboardVersions').provide({
        actors: {
          fetchPage: fromPromise(async ({ input, signal }) => pageOfAll(await service.listVersions(dashboardId, signal), input)),
          act: fromPromise(({ input: { action }, signal }) =>
            send<unknown>(action, async (attempt) => {
              switch (action.kind) {
                case 'makeCurrent':
                  return service.makeCurrent(dashboardId, action.version, signal, attempt.requestId);
                case 'delete':
                  return service.deleteVersion(dashboardId, action.version, signal, attempt.requestId);
                case 'derive': {
                  // Named after every version, not only the page on screen; a version saved meanwhile answers 409.
                  // A retry derives under the name the attempt chose, so a copy already made is not made again.
                  const to = await attempt.once('to', async () => nextVersion(await service.listVersions(dashboardId, signal)));
                  return service.deriveVersion(dashboardId, action.from, to, signal, attempt.requestId);
                }
              }
            }),
          ),
        },
        guards: { needsConfirmation: (_, { action }) => action.kind === 'delete' },
      });
    },

    /** What version `to` changes of version `from`. */
    compareVersions: (dashboardId: string, from: string, to: string) =>
      createLoadAndSubmitMachine<VersionDiff, never, never>('versionCompare').provide({
        actors: {
          load: fromPromise(async ({ signal }) => {
            const [before, after] = await Promise.all([
              service.getVersion(dashboardId, from, signal),
              service.getVersion(dashboardId, to, signal),
            ]);
            return diffVersions(readDocument(before), readDocument(after));
          }),
        },
      }),

    /** Who a dashboard or flow is shared with; saving sends one bulk call per change of the plan, in turn. */
    share: (kind: ShareKind, id: string) => {
      const send = attempts();
      return createLoadAndSubmitMachine<ShareData, ShareEntry[], void>('share').provide({
        actors: {
          load: fromPromise(async ({ signal }) => {
            const item = kind === 'dashboard' ? await service.getDashboard(id, signal) : await service.getFlow(id, signal);
            return { name: item.name, owner: item.owner, entries: shareEntries(item) };
          }),
          submit: fromPromise(({ input: { data, draft }, signal }) =>
            send({ data, draft }, async ({ requestId }) => {
              const plan = sharePlan(data.entries, draft);
              const shareWith = kind === 'dashboard' ? service.shareDashboardWith : service.shareFlowWith;
              const unshareWith = kind === 'dashboard' ? service.unshareDashboardWith : service.unshareFlowWith;
              // One call after the other: a failure leaves the calls before it done, and saving again answers those
              // from the service's record.
              if (plan.readers.length) await shareWith(id, plan.readers, 'r', signal, requestPart(requestId, 'readers'));
              if (plan.editors.length) await shareWith(id, plan.editors, 'r/w', signal, requestPart(requestId, 'editors'));
              if (plan.unshare.length) await unshareWith(id, plan.unshare, signal, requestPart(requestId, 'unshare'));
            }),
          ),
        },
      });
    },

    /** The flows the person may see, or their own. */
    flows: () => {
      const send = attempts();
      return createPagedListMachine<Flow, FlowAction>('flows').provide({
        actors: {
          fetchPage: fromPromise(async ({ input, signal }) => {
            const { orderBy, ...query } = serviceQuery(input);
            const flowQuery = { ...query, ...(orderBy === 'name' || orderBy === 'updatedAt' ? { orderBy } : {}) };
            const list = input.filter === 'MINE' ? service.myFlows : service.listFlows;
            return pageOf(await list(flowQuery, signal));
          }),
          act: fromPromise(({ input: { action }, signal }) =>
            send(action, ({ requestId }) => service.deleteFlow(action.flow.id, signal, requestId)),
          ),
        },
      });
    },

    /** A flow's name, description and steps: a new flow, or the one with `flowId`. */
    flowForm: (flowId: string | undefined) => {
      const send = attempts();
      return createLoadAndSubmitMachine<Flow | undefined, FlowWrite, Flow>('flowForm').provide({
        actors: {
          load: fromPromise(({ signal }) => (flowId === undefined ? Promise.resolve(undefined) : service.getFlow(flowId, signal))),
          submit: fromPromise(({ input: { draft }, signal }) =>
            send(draft, ({ requestId }) =>
              flowId === undefined ? service.createFlow(draft, signal, requestId) : service.patchFlow(flowId, draft, signal, requestId),
            ),
          ),
        },
      });
    },

    /** Dashboards to add to a flow, searched by name. */
    dashboardPicker: () =>
      createPagedListMachine<DashboardItem, never>('dashboardPicker').provide({
        actors: {
          fetchPage: fromPromise(async ({ input, signal }) =>
            pageOf(await service.listDashboards({ ...serviceQuery(input), type: 'DASHBOARD' }, signal)),
          ),
        },
      }),

    /** The flow the viewer walks through. */
    flowViewer: (flowId: string) =>
      createLoadAndSubmitMachine<Flow, never, never>('flowViewer').provide({
        actors: { load: fromPromise(({ signal }) => service.getFlow(flowId, signal)) },
      }),

    /** The organisation's widget gallery: its packages with their widgets, uploaded and deleted. */
    gallery: () => {
      const send = attempts();
      return createPagedListMachine<GalleryPackage, GalleryAction>('gallery').provide({
        actors: {
          fetchPage: fromPromise(async ({ input, signal }) => {
            const [manifest, widgets] = await Promise.all([service.organizationManifest(signal), service.galleryWidgets(signal)]);
            return pageOfAll(galleryPackages(manifest, widgets), input);
          }),
          act: fromPromise(({ input: { action }, signal }) =>
            send<unknown>(action, ({ requestId }) =>
              action.kind === 'upload'
                ? service.uploadGalleryAsset(action.name, action.file, signal, requestId)
                : service.deleteGalleryAsset(action.name, signal, requestId),
            ),
          ),
        },
        // Deleting, and uploading over a package of the same name, lose what was stored.
        guards: { needsConfirmation: (_, { action }) => action.kind === 'delete' || action.replaces },
      });
    },

    /** Whether the organisation may store dashboard assets. */
    assetStorage: (organization: string) =>
      createLoadAndSubmitMachine<AssetStorageStatus, never, never>('assetStorage').provide({
        actors: { load: fromPromise(({ signal }) => service.assetStorageStatus(organization, signal)) },
      }),
  };
}

export type DashboardListMachines = ReturnType<typeof provideDashboardListMachines>;

/** The flows of the dashboard lists, versions, sharing, flows and gallery of this portal. */
export const useDashboardLists = sectionFlows(({ platform }) => provideDashboardListMachines(platform));
