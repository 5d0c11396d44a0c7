// The dashboard viewer's and editor's flows with their real effects: loading a dashboard (with the organisation's
// devices for the slot pickers and the signed addresses of its images), refreshing live values every second, and
// saving the editor's document as a version, with a local draft so a reload or a crash loses nothing.
import { fromPromise } from 'xstate';
import { alarmsPollInterval, liveValueInterval } from '../../../machines/constants';
import { createDashboardEditorMachine, type EditorContext, type SavedVersion } from '../../../machines/dashboardEditor.machine';
import { createDashboardLoadMachine, type LoadOutcome } from '../../../machines/dashboardLoad.machine';
import { createLiveQueryMachine } from '../../../machines/liveQuery.machine';
import { openAlarmExpression } from '../../platform/alarmFilter';
import type { AlarmSeverityByDevice } from '../../platform/alarmTypes';
import { readDocument } from '../../platform/dashboardClient';
import type { DashboardDocument } from '../../platform/dashboardDocument';
import { isPlatformError } from '../../platform/errors';
import { mergeSamples, sampleKey, type LiveQuery, type LiveSamples } from './viewer/liveSources';
import type { Clip } from './document/operations';
import { defaultSlots } from './document/tree';
import { clearDraft, readDraft, writeDraft } from './editor/draftStore';
import { worstSeverities, type WorstSeverities } from './widgets/alarmMap';
import type { LoadedDashboard } from './loadedDashboard';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/sectionFlows';


export function provideDashboardMachines(platform: Platform) {
  const { dashboard: service, platformController } = platform;

  const load = (organization: string) =>
    createDashboardLoadMachine<LoadedDashboard>().provide({
      actors: {
        loadDashboard: fromPromise<LoadOutcome<LoadedDashboard>, { projectId: string; version?: string }>(async ({ input, signal }) => {
          try {
            const out = input.version
              ? await service.getVersion(input.projectId, input.version, signal)
              : await service.getDashboard(input.projectId, signal);
            const document = readDocument(out);
            const [devices, assetUrls] = await Promise.all([
              platformController.devices(organization, {}, signal),
              Promise.all(
                out.manifest.assets.map(
                  async ({ name }) =>
                    [name, await service.assetDownloadUrl({ dashboardId: out.id, name, organization }, signal)] as const,
                ),
              ),
            ]);
            // The tags of a model, as one of its devices advertises them.
            const deviceOfModel = new Map(devices.map((device) => [device.modelName, device] as const));
            const modelTags = Object.fromEntries(
              await Promise.all(
                [...deviceOfModel].map(
                  async ([model, device]) => [model, await platformController.availableTags(organization, device.deviceId, signal)] as const,
                ),
              ),
            );
            const { json: _json, ...item } = out;
            return {
              kind: 'found',
              dashboard: { item, document, version: out.version, devices, assetUrls: Object.fromEntries(assetUrls), modelTags },
              defaultSlots: defaultSlots(document),
            };
          } catch (error) {
            if (isPlatformError(error, 'notFound')) return { kind: 'notFound' };
            if (isPlatformError(error, 'forbidden')) return { kind: 'forbidden' };
            throw error;
          }
        }),
      },
    });

  // Samples kept per live query: a query object lives as long as the dashboard shows the same tags, and the
  // WeakMap lets its samples go with it.
  const kept = new WeakMap<LiveQuery, LiveSamples>();
  const live = createLiveQueryMachine<LiveQuery, LiveSamples>('liveTags').provide({
    delays: { pollInterval: liveValueInterval },
    actors: {
      fetch: fromPromise<LiveSamples, { query: LiveQuery }>(async ({ input: { query }, signal }) => {
        const previous = kept.get(query) ?? new Map();
        const now = Date.now();
        const windows = new Map<string, number>();
        const answers = await Promise.all(
          query.sources.map(async (source) => {
            const latest = await platformController.deviceTags(query.org, source.deviceId, { modelPath: source.modelPrefix }, signal);
            // A chart's history is read once; later refreshes add the latest samples.
            const since = new Date(now - source.windowMs).toISOString();
            const histories = await Promise.all(
              source.trends
                .filter((path) => !previous.has(sampleKey(source.deviceId, path)))
                .map((modelPath) => platformController.deviceTags(query.org, source.deviceId, { modelPath, since }, signal)),
            );
            for (const path of source.trends) windows.set(sampleKey(source.deviceId, path), now - source.windowMs);
            return [...histories.flat(), ...latest];
          }),
        );
        const merged = mergeSamples(previous, answers.flat(), (key) => windows.get(key));
        kept.set(query, merged);
        return merged;
      }),
    },
  });

  const editor = createDashboardEditorMachine<DashboardDocument, Clip>().provide({
    actors: {
      saveVersion: fromPromise<SavedVersion, { dashboardId: string; baseVersion: string; document: DashboardDocument; description: string; publish: boolean }>(
        async ({ input, signal }) => {
          const document = { ...input.document, dateModified: Date.now() };
          const saved = await service.createVersion(
            input.dashboardId,
            { json: JSON.stringify(document), description: input.description, parentVersion: input.baseVersion },
            signal,
          );
          if (input.publish) await service.makeCurrent(input.dashboardId, saved.version, signal);
          return { version: saved.version };
        },
      ),
    },
    actions: {
      persistDraft: ({ context }: { context: EditorContext<DashboardDocument, Clip> }) => {
        if (context.present === context.saved) clearDraft(context.dashboardId);
        else writeDraft(context.dashboardId, { baseVersion: context.baseVersion, savedAt: Date.now(), document: context.present });
      },
      clearDraft: ({ context }: { context: EditorContext<DashboardDocument, Clip> }) => clearDraft(context.dashboardId),
    },
  });

  // The alarm map widget: every page of open-alarm counts by device, as often as the alarm list refreshes. The
  // sandbox, like the service it stands for, answers at most 100 devices a page.
  const devicesPerPage = 100;
  const alarmMap = createLiveQueryMachine<{ organization: string }, WorstSeverities>('alarmMap').provide({
    delays: { pollInterval: alarmsPollInterval },
    actors: {
      fetch: fromPromise<WorstSeverities, { query: { organization: string } }>(async ({ input: { query }, signal }) => {
        const pages: AlarmSeverityByDevice[] = [];
        let next: string | undefined;
        do {
          const page = await platform.alarms.severityCountByDevice(query.organization, { filter: openAlarmExpression, pageSize: devicesPerPage, ...(next ? { next } : {}) }, signal);
          pages.push(page);
          next = page.last ? undefined : page.next;
        } while (next);
        return worstSeverities(pages);
      }),
    },
  });

  /** /dashboards opens the person's default dashboard (a dashboard-service preference, spec §3), if any. */
  const defaultDashboard = fromPromise<string | undefined, { organization: string; username: string }>(async ({ input, signal }) => {
    const [preference] = await service.dashboardPreferences(input, signal);
    return preference?.dashboardId;
  });

  /** The editor's start: the loaded document, or the draft kept over that same version (with when it was kept). */
  const openEditor = ({ item, version, document }: LoadedDashboard) => {
    const draft = readDraft(item.id, version);
    return {
      input: { dashboardId: item.id, baseVersion: version, saved: document, draft: draft?.document },
      restoredFrom: draft?.savedAt,
    };
  };

  /** The address an image shows once its asset is stored. */
  const assetUrl = (target: { dashboardId: string; name: string; organization: string }) => service.assetDownloadUrl(target);

  return { load, live, alarmMap, editor, openEditor, assetUrl, defaultDashboard };
}

export type DashboardMachines = ReturnType<typeof provideDashboardMachines>;

/** The dashboard viewer's and editor's flows of this portal. */
export const useDashboardFlows = sectionFlows(({ platform }) => provideDashboardMachines(platform));
