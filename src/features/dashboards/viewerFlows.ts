// The dashboard viewer's and editor's flows with their real effects: loading a dashboard (with the devices its slots
// show, read by id, the tags of the models they bind and the signed addresses of its images), refreshing live values
// every second, searching devices on the server for the slot pickers, paging the device table on the server, and
// saving the editor's document as a version, with a local draft so a reload or a crash loses nothing. Nothing here
// reads the organisation's whole fleet: opening a dashboard costs the same with 100 devices as with 100 000.
import { fromPromise } from 'xstate';
import { alarmsPollInterval, liveValueInterval } from '../../../machines/constants';
import { createDashboardEditorMachine, type EditorContext, type SavedVersion } from '../../../machines/dashboardEditor.machine';
import { createDashboardLoadMachine, type LoadOutcome, type SlotDevices } from '../../../machines/dashboardLoad.machine';
import { createLiveQueryMachine } from '../../../machines/liveQuery.machine';
import { createPagedListMachine, type ListPage, type ListQuery } from '../../../machines/pagedList.machine';
import type { DeviceRecord } from '../../platform/mappingClient';
import type { DeviceOrder } from '../../platform/mappingTypes';
import type { DeviceDetails, DeviceTagInfo } from '../../platform/platformTypes';
import { openAlarmExpression } from '../../platform/alarmFilter';
import type { AlarmSeverityByDevice, AlarmSeverityCount } from '../../platform/alarmTypes';
import { readDocument } from '../../platform/dashboardClient';
import type { DashboardDocument } from '../../platform/dashboardDocument';
import { latestVersion, type DashboardOut } from '../../platform/dashboardTypes';
import { isPlatformError } from '../../platform/errors';
import { requestAttempts } from '../../platform/requestAttempts';
import { requestPart } from '../../platform/requestIds';
import { mergeSamples, sampleKey, type LiveQuery, type LiveSamples } from './viewer/liveSources';
import type { Clip } from './document/operations';
import { defaultSlots } from './document/tree';
import { versionCreate } from './dashboardWrites';
import { clearDraft, readDraft, writeDraft } from './editor/draftStore';
import { worstSeverities } from './widgets/alarmMap';
import type { AlarmMapData, DeviceRow } from './widgets/environment';
import type { DeviceChoice, LoadedDashboard } from './loadedDashboard';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';
import { createReadAhead } from '../../portal/readAhead';


/** What the flows need of the portal's clients (tests pass the sandbox's). */
/** `config`: which services answer a repeated request id (absent: none, so every lost answer is read back). */
export type DashboardPlatform = Pick<Platform, 'dashboard' | 'platformController' | 'mappings' | 'alarms'> & Partial<Pick<Platform, 'config'>>;

const choiceOf = (device: DeviceDetails | DeviceRecord): DeviceChoice => ({
  deviceId: device.deviceId,
  label: device.label,
  modelName: device.modelName,
  modelVersion: device.modelVersion,
});

/** What the fleet overview shows: open alarms by severity, devices online and offline. */
export interface FleetOverviewData {
  alarms: AlarmSeverityCount[];
  online: number;
  offline: number;
}

/** Model name → the device whose advertised tags stand for the model's. */
export interface ModelTagsQuery {
  organization: string;
  devices: Record<string, string | undefined>;
}

/** How often an editor's model tags are asked again; they are kept once read, so this costs no request. */
const modelTagsRefresh = 10 * 60_000;

/** Slot pickers show the first matches of a search; typing narrows them. */
export const deviceSearchPageSize = 20;
/** The alarm map draws at most this many devices (ordered by label) and says how many there are. */
export const alarmMapDevices = 200;

/** The devices a document's slots show: the URL's device, else the slot's default. */
function shownDeviceIds(document: DashboardDocument, fromUrl: SlotDevices): string[] {
  const ids = Object.values(document.deviceSlots).map((slot) => fromUrl[slot.name] ?? slot.deviceId);
  return [...new Set(ids.filter((id): id is string => id !== undefined && id !== ''))];
}

export function provideDashboardMachines(platform: DashboardPlatform) {
  const { dashboard: service, platformController, mappings } = platform;

  // The dashboards landing, once it knows the person's default dashboard, sends what the viewer it opens will read
  // (the same preference, the dashboard, the fleet overview) before navigating there, so they travel with the guard's
  // checks of that navigation instead of after them. The viewer takes each once, within a few seconds, or reads it.
  const landingAhead = createReadAhead(10_000);
  const aheadKeys = {
    preference: (input: { organization: string; username: string }) => `preference\u0000${input.organization}\u0000${input.username}`,
    dashboard: (projectId: string) => `dashboard\u0000${projectId}`,
    overview: (organization: string) => `overview\u0000${organization}`,
  };

  // The tags of a model hardly change; they are kept per organisation and model once read, so the editor's binding
  // fields ask the service only for a model no slot bound when the dashboard was opened.
  const knownTags = new Map<string, DeviceTagInfo[]>();
  const tagsKey = (organization: string, model: string) => `${organization}\u0000${model}`;

  /** A device by id; undefined when the organisation has no such device (any longer). */
  const deviceById = async (organization: string, deviceId: string, signal: AbortSignal) => {
    try {
      return choiceOf(await mappings.device(organization, deviceId, signal));
    } catch (error) {
      if (isPlatformError(error, 'notFound')) return undefined;
      throw error;
    }
  };

  /** The tags a device advertises; undefined when the organisation has no such device (any longer). */
  const advertisedTags = (organization: string, deviceId: string, signal: AbortSignal) =>
    platformController.availableTags(organization, deviceId, signal).catch((error: unknown) => {
      if (isPlatformError(error, 'notFound')) return undefined;
      throw error;
    });

  /**
   * The tags of a model as a device of it advertises them (`advertised`, the read of the device a slot shows), or
   * else (it is gone) the first device of the model the service finds. Read afresh, then kept for the editor.
   */
  const readModelTags = async (
    organization: string,
    model: string,
    advertised: Promise<DeviceTagInfo[] | undefined> | undefined,
    signal: AbortSignal,
  ) => {
    let tags = await advertised;
    if (tags === undefined) {
      const { devices } = await platformController.devicePage(organization, { modelName: model, page: 0, pageSize: 1 }, signal);
      const [first] = devices;
      tags = first ? await platformController.availableTags(organization, first.deviceId, signal) : [];
    }
    knownTags.set(tagsKey(organization, model), tags);
    return tags;
  };

  const load = (organization: string) =>
    createDashboardLoadMachine<LoadedDashboard>().provide({
      actors: {
        loadDashboard: fromPromise<LoadOutcome<LoadedDashboard>, { projectId: string; version?: string; slotDevices: SlotDevices }>(
          async ({ input, signal }) => {
            // Only the dashboard's own answer says it is missing or not shared; a picture's address or a device
            // that cannot be read is a failure to load, with a retry.
            let out: DashboardOut;
            try {
              out = input.version
                ? await service.getVersion(input.projectId, input.version, signal)
                : await (landingAhead.take<DashboardOut>(aheadKeys.dashboard(input.projectId)) ?? service.getDashboard(input.projectId, signal));
            } catch (error) {
              if (isPlatformError(error, 'notFound')) return { kind: 'notFound' };
              if (isPlatformError(error, 'forbidden')) return { kind: 'forbidden' };
              throw error;
            }
            const document = readDocument(out);
            const shownIds = shownDeviceIds(document, input.slotDevices);
            // The tags each shown device advertises are read beside the device itself rather than after it: a
            // slot's device is almost always of the slot's model, and a read left unused (it is not) fails nothing.
            const advertised = new Map(shownIds.map((id) => [id, advertisedTags(organization, id, signal)] as const));
            advertised.forEach((read) => read.catch(() => {}));
            // Facts §10: a DashboardOut may name no version; then the one asked for, unless it is the symbolic LATEST,
            // else the current one of its versions is the one shown.
            const asked = input.version === latestVersion ? undefined : input.version;
            // Only what the dashboard binds: the devices its slots show, by id, and one device per bound model.
            const [shown, assetUrls, version] = await Promise.all([
              Promise.all(shownIds.map((id) => deviceById(organization, id, signal))),
              Promise.all(
                out.manifest.assets.map(
                  async ({ name }) =>
                    [name, await service.assetDownloadUrl({ dashboardId: out.id, name, organization }, signal)] as const,
                ),
              ),
              out.version ?? asked ?? service.listVersions(out.id, signal).then((versions) => versions.find((entry) => entry.current)?.version),
            ]);
            if (version === undefined) throw new Error(`Dashboard ${out.id} has no current version`);
            const shownDevices = Object.fromEntries(shown.flatMap((device) => (device ? [[device.deviceId, device] as const] : [])));
            const modelDevice = new Map<string, string | undefined>();
            for (const slot of Object.values(document.deviceSlots)) {
              const device = shownDevices[input.slotDevices[slot.name] ?? slot.deviceId ?? ''];
              const ofModel = device?.modelName === slot.modelName ? device.deviceId : undefined;
              if (modelDevice.get(slot.modelName) === undefined) modelDevice.set(slot.modelName, ofModel);
            }
            const modelTags = Object.fromEntries(
              await Promise.all(
                [...modelDevice].map(
                  async ([model, deviceId]) => [model, await readModelTags(organization, model, deviceId === undefined ? undefined : advertised.get(deviceId), signal)] as const,
                ),
              ),
            );
            const { json: _json, ...item } = out;
            return {
              kind: 'found',
              dashboard: { item, document, version, shownDevices, assetUrls: Object.fromEntries(assetUrls), modelTags },
              defaultSlots: defaultSlots(document),
            };
          },
        ),
      },
    });

  /**
   * A slot picker's search: the first page of the organisation's devices of one model (`filter`) that match what
   * was typed, asked of the platform controller's device list. Its envelope says only whether more follow, so the
   * page counts "one more page" then; the picker reads that as "type to narrow".
   */
  const deviceSearch = (organization: string) =>
    createPagedListMachine<DeviceChoice, never>('deviceSearch').provide({
      actors: {
        fetchPage: fromPromise<ListPage<DeviceChoice>, ListQuery>(async ({ input, signal }) => {
          const search = input.search.trim();
          const { devices, more } = await platformController.devicePage(
            organization,
            { ...(input.filter ? { modelName: input.filter } : {}), ...(search ? { search } : {}), page: input.page, pageSize: input.pageSize },
            signal,
          );
          return {
            items: devices.map(choiceOf),
            totalElements: input.page * input.pageSize + devices.length,
            totalPages: input.page + (more ? 2 : 1),
          };
        }),
      },
    });

  /** The device table widget: one page of the organisation's devices, searched and ordered on the server. */
  const deviceTable = (organization: string) =>
    createPagedListMachine<DeviceRow, never>('deviceTable').provide({
      actors: {
        fetchPage: fromPromise<ListPage<DeviceRow>, ListQuery>(async ({ input, signal }) => {
          const search = input.search.trim();
          const page = await mappings.devices(
            organization,
            {
              ...(search ? { search } : {}),
              page: input.page,
              pageSize: input.pageSize,
              orderBy: (input.sort?.by ?? 'label') as DeviceOrder,
              orderDir: input.sort?.dir ?? 'asc',
            },
            signal,
          );
          return {
            items: page.data.map((device) => ({
              deviceId: device.deviceId,
              label: device.label,
              model: `${device.modelName} ${device.modelVersion}`,
              connected: device.connected,
            })),
            totalElements: page.totalElements,
            totalPages: page.totalPages,
          };
        }),
      },
    });

  /**
   * The tags of the models an editor's binding field offers: those read when the dashboard opened are answered from
   * what was kept, a model new to the dashboard (a new slot's device) is read from that device.
   */
  const modelTags = createLiveQueryMachine<ModelTagsQuery, Record<string, DeviceTagInfo[]>>('modelTags').provide({
    // What was read is kept, so a refresh asks nothing of the service; it only picks up models added meanwhile.
    delays: { pollInterval: modelTagsRefresh },
    actors: {
      fetch: fromPromise<Record<string, DeviceTagInfo[]>, { query: ModelTagsQuery }>(async ({ input: { query }, signal }) =>
        Object.fromEntries(
          await Promise.all(
            Object.entries(query.devices).map(
              async ([model, deviceId]) =>
                [
                  model,
                  knownTags.get(tagsKey(query.organization, model)) ??
                    (await readModelTags(query.organization, model, deviceId === undefined ? undefined : advertisedTags(query.organization, deviceId, signal), signal)),
                ] as const,
            ),
          ),
        ),
      ),
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
            // A chart's history is read once, beside the latest values (neither waits for the other); later
            // refreshes add the latest samples.
            const since = new Date(now - source.windowMs).toISOString();
            const [latest, histories] = await Promise.all([
              platformController.deviceTags(query.org, source.deviceId, { modelPath: source.modelPrefix }, signal),
              Promise.all(
                source.trends
                  .filter((path) => !previous.has(sampleKey(source.deviceId, path)))
                  .map((modelPath) => platformController.deviceTags(query.org, source.deviceId, { modelPath, since }, signal)),
              ),
            ]);
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

  // A save sent again after a failure (a timeout while the service stored it) is the same attempt: read back, or
  // answered by the service from its record, it makes one version (src/platform/requestAttempts.ts).
  const sendSave = requestAttempts(platform.config?.idempotentServices);
  const editor = createDashboardEditorMachine<DashboardDocument, Clip>().provide({
    actors: {
      saveVersion: fromPromise<SavedVersion, { dashboardId: string; baseVersion: string; document: DashboardDocument; description: string; publish: boolean }>(
        ({ input, signal }) =>
          sendSave(input, async (attempt) => {
            // Stamped once per attempt, so the retry sends the very request the service may have stored.
            const json = await attempt.once('json', async () => JSON.stringify({ ...input.document, dateModified: Date.now() }));
            const version = { json, description: input.description, parentVersion: input.baseVersion };
            const saved = await attempt.write(versionCreate(service, input.dashboardId, version, signal), 'version');
            // Making a version current again leaves it current: no read-back needed.
            if (input.publish) await service.makeCurrent(input.dashboardId, saved.version, signal, requestPart(attempt.requestId, 'current'));
            return { version: saved.version };
          }),
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

  // The alarm map widget: every page of open-alarm counts by device, as often as the alarm list refreshes, and the
  // first devices with their positions (the map draws a bounded number, never the whole fleet). The sandbox, like
  // the service it stands for, answers at most 100 devices a page of counts.
  const devicesPerPage = 100;
  const alarmMap = createLiveQueryMachine<{ organization: string }, AlarmMapData>('alarmMap').provide({
    delays: { pollInterval: alarmsPollInterval },
    actors: {
      fetch: fromPromise<AlarmMapData, { query: { organization: string } }>(async ({ input: { query }, signal }) => {
        const placed = mappings.devices(query.organization, { page: 0, pageSize: alarmMapDevices, orderBy: 'label', orderDir: 'asc' }, signal);
        const pages: AlarmSeverityByDevice[] = [];
        let next: string | undefined;
        do {
          const page = await platform.alarms.severityCountByDevice(query.organization, { filter: openAlarmExpression, pageSize: devicesPerPage, ...(next ? { next } : {}) }, signal);
          pages.push(page);
          next = page.last ? undefined : page.next;
        } while (next);
        const devices = await placed;
        return {
          worst: worstSeverities(pages),
          devices: devices.data.map((device) => ({
            deviceId: device.deviceId,
            label: device.label,
            ...(device.position ? { position: { latitude: device.position.lat, longitude: device.position.lon } } : {}),
          })),
          totalDevices: devices.totalElements,
        };
      }),
    },
  });

  // Above the person's default dashboard (their daily start): the organisation's open alarms by severity and how
  // many devices are online and offline, as fresh as the alarm list. Three small reads, whatever the fleet's size.
  const readOverview = async (organization: string, signal: AbortSignal): Promise<FleetOverviewData> => {
    const devices = (connected: boolean) => mappings.devices(organization, { page: 0, pageSize: 1, connected }, signal).then((page) => page.totalElements);
    const [alarms, online, offline] = await Promise.all([
      platform.alarms.severityCount(organization, openAlarmExpression, signal),
      devices(true),
      devices(false),
    ]);
    return { alarms, online, offline };
  };
  const fleetOverview = createLiveQueryMachine<{ organization: string }, FleetOverviewData>('fleetOverview').provide({
    delays: { pollInterval: alarmsPollInterval },
    actors: {
      fetch: fromPromise<FleetOverviewData, { query: { organization: string } }>(
        ({ input: { query }, signal }) =>
          landingAhead.take<FleetOverviewData>(aheadKeys.overview(query.organization)) ?? readOverview(query.organization, signal),
      ),
    },
  });

  /**
   * /dashboards opens the person's default dashboard (a dashboard-service preference, spec §3), if any; the landing
   * (`landing`) then reads ahead what the viewer of that dashboard will ask.
   */
  const defaultDashboard = fromPromise<string | undefined, { organization: string; username: string; landing?: boolean }>(
    async ({ input, signal }) => {
      const key = aheadKeys.preference(input);
      const taken = landingAhead.take<string | undefined>(key);
      if (taken) return taken;
      const [preference] = await service.dashboardPreferences(input, signal);
      const dashboardId = preference?.dashboardId;
      if (input.landing && dashboardId !== undefined) {
        landingAhead.clear();
        landingAhead.start(key, async () => dashboardId);
        landingAhead.start(aheadKeys.dashboard(dashboardId), (ahead) => service.getDashboard(dashboardId, ahead));
        landingAhead.start(aheadKeys.overview(input.organization), (ahead) => readOverview(input.organization, ahead));
      }
      return dashboardId;
    },
  );

  /**
   * The editor's start: the loaded document, and the draft kept over that same version (with when it was kept),
   * restored as one history step labelled `restoreLabel`.
   */
  const openEditor = ({ item, version, document }: LoadedDashboard, restoreLabel: string) => {
    const draft = readDraft(item.id, version);
    return {
      input: { dashboardId: item.id, baseVersion: version, saved: document, ...(draft ? { draft: { document: draft.document, label: restoreLabel } } : {}) },
      restoredFrom: draft?.savedAt,
    };
  };

  return { load, live, deviceSearch, deviceTable, modelTags, alarmMap, fleetOverview, editor, openEditor, defaultDashboard };
}

export type DashboardMachines = ReturnType<typeof provideDashboardMachines>;

/** The dashboard viewer's and editor's flows of this portal. */
export const useDashboardFlows = sectionFlows(({ platform }) => provideDashboardMachines(platform));
