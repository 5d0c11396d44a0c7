// Data exploration's reads (spec §2 /data-explore, read models and devices): the organisation's devices searched on
// the server, the devices a link names, the tags they advertise, and per tag the history of every chosen device
// reduced on the server to each bucket's lowest and highest (sampling.ts) over the chosen range, with the same range a day or a week earlier beside it.
// A range that follows now is read again every half minute; a fixed one is read once.
import { fromPromise } from 'xstate';
import { createLiveQueryMachine } from '../../../machines/liveQuery.machine';
import { createSettledSearchMachine } from '../../../machines/settledSearch';
import { isPlatformError } from '../../platform/errors';
import type { DeviceRecord } from '../../platform/mappingClient';
import type { DeviceTagInfo, TagSample } from '../../platform/platformTypes';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';
import { windowOf, type ChartRange } from '../../ui/chartRange';
import type { TimedValues } from '../../ui/timeChart';
import { overlayOffsets, type Overlay } from './exploreChoice';
import { sampleSeconds } from './sampling';

/** What a device picker needs to know of a device, and enough to name its tags' model paths. */
export type ExploreDevice = Pick<DeviceRecord, 'deviceId' | 'label' | 'modelName' | 'modelVersion'>;

/** The devices chosen (`ids`, in order) and what is known of them already. */
export interface ChosenQuery {
  ids: readonly string[];
  known: readonly ExploreDevice[];
  knownTags: ReadonlyMap<string, DeviceTagInfo[]>;
}

export interface ChosenDevices {
  devices: ExploreDevice[];
  tags: Map<string, DeviceTagInfo[]>;
  /** Ids of the query the organisation does not have (any more). */
  missing: string[];
}

export interface SeriesQuery {
  devices: readonly ExploreDevice[];
  /** The tag's path in its model, e.g. `Boiler/Temperature`. */
  tag: string;
  range: ChartRange;
  bucketSeconds: number;
  overlay: Overlay;
}

export interface SeriesLine {
  device: ExploreDevice;
  /** 0 for the range itself; an overlay's offset (ms), its samples already moved forward by it. */
  offset: number;
  samples: TimedValues;
}

export interface SeriesAnswer {
  window: { from: number; to: number };
  lines: SeriesLine[];
}

/** Devices a search offers at once: the person narrows the search for more. */
export const searchPageSize = 8;
const livePollInterval = 30_000;
/** A fixed range does not change: read again only when the person asks. */
const fixedPollInterval = 24 * 3_600_000;
/** The chosen devices' names and tags change seldom. */
const chosenPollInterval = 10 * 60_000;

/** `<model>:<major>/<tag>`, the platform's name of a device's tag (facts §6). */
export const modelPathOf = (device: ExploreDevice, tag: string) => `${device.modelName}:${device.modelVersion.split('.')[0]}/${tag}`;

const numeric = ([at, value]: TagSample) => [at, typeof value === 'number' ? value : null] as const;

export function provideExploreFlows({ mappings, platformController }: Pick<Platform, 'mappings' | 'platformController'>) {
  /**
   * Every chosen device's line over the window moved back by `offset`, read in one tag query for all of them (spec §7
   * `devices/tags/query`): the samples themselves at the devices' own resolution, else each bucket's lowest at its
   * start and its highest at its middle (two queries side by side), so the line sweeps every bucket's full swing; its
   * times moved forward by `offset` onto the window.
   */
  const readLines = async (organization: string, query: SeriesQuery, window: { from: number; to: number }, offset: number, signal: AbortSignal) => {
    if (query.devices.length === 0) return [];
    const bucketMs = query.bucketSeconds * 1000;
    // Buckets start on whole multiples of their width, the first one inside the window.
    const since = Math.ceil((window.from - offset) / bucketMs) * bucketMs;
    const to = window.to - offset;
    const sources = query.devices.map((device) => ({ deviceId: device.deviceId, modelPath: modelPathOf(device, query.tag) }));
    /** Each device's samples, by its id. */
    const read = async (type: 'avg' | 'min' | 'max') => {
      const series = await platformController.queryTags(
        organization,
        {
          sources,
          since: new Date(since).toISOString(),
          to: new Date(to).toISOString(),
          limit: Math.floor((to - since) / bucketMs) + 1,
          aggregation: { type, sampling: { size: query.bucketSeconds, unit: 's', extent: query.bucketSeconds } },
        },
        signal,
      );
      return new Map(series.map((tag) => [tag.deviceId, tag.data.map(numeric)]));
    };
    const moved = (samples: TimedValues) => samples.map(([at, value]) => [at + offset, value] as const);
    if (query.bucketSeconds === sampleSeconds) {
      const average = await read('avg');
      return query.devices.map((device) => ({ device, offset, samples: moved(average.get(device.deviceId) ?? []) }));
    }
    const [lowest, highest] = await Promise.all([read('min'), read('max')]);
    return query.devices.map((device) => {
      const highestAt = new Map(highest.get(device.deviceId));
      const samples = (lowest.get(device.deviceId) ?? []).flatMap(([at, low]) => [
        [at, low] as const,
        [at + bucketMs / 2, highestAt.get(at) ?? null] as const,
      ]);
      return { device, offset, samples: moved(samples) };
    });
  };

  return {
    /** The organisation's devices whose label or id holds the text the person types (the first few). */
    searchDevices: (organization: string) =>
      createSettledSearchMachine('exploreDeviceSearch', async (search, signal) => {
        const page = await mappings.devices(organization, { search, page: 0, pageSize: searchPageSize }, signal);
        return { devices: page.data as ExploreDevice[], total: page.totalElements };
      }),

    /**
     * The chosen devices in the choice's order with the tags each advertises, and the ids of those the organisation
     * no longer has (a link's). Devices and tags already known (just added from the search, or kept after a removal)
     * are not read again; the rest is read again now and then, as a device may have been renamed or moved.
     */
    chosenDevices: (organization: string) =>
      createLiveQueryMachine<ChosenQuery, ChosenDevices>('exploreDevices').provide({
        actors: {
          fetch: fromPromise(async ({ input: { query }, signal }) => {
            const have = new Map(query.known.map((device) => [device.deviceId, device]));
            const read = await Promise.all(
              query.ids
                .filter((id) => !have.has(id))
                .map((id) =>
                  mappings.device(organization, id, signal).then(
                    (device): ExploreDevice | string => device,
                    (error: unknown) => {
                      if (isPlatformError(error, 'notFound')) return id;
                      throw error;
                    },
                  ),
                ),
            );
            for (const device of read) if (typeof device !== 'string') have.set(device.deviceId, device);
            const devices = query.ids.flatMap((id) => have.get(id) ?? []);
            const tags = new Map(
              await Promise.all(
                devices.map(
                  async ({ deviceId }) =>
                    [deviceId, query.knownTags.get(deviceId) ?? (await platformController.availableTags(organization, deviceId, signal))] as const,
                ),
              ),
            );
            return { devices, tags, missing: read.filter((device) => typeof device === 'string') };
          }),
        },
        delays: { pollInterval: chosenPollInterval },
      }),

    /** One tag's lines: each device over the range, and over the overlay's earlier range when one is chosen. */
    series: (organization: string) =>
      createLiveQueryMachine<SeriesQuery, SeriesAnswer>('exploreSeries').provide({
        actors: {
          fetch: fromPromise(async ({ input: { query }, signal }) => {
            const window = windowOf(query.range, Date.now());
            const offsets = query.overlay === 'none' ? [0] : [0, overlayOffsets[query.overlay]];
            // Lines in the order of the devices, each device's range before its overlay.
            const byOffset = await Promise.all(offsets.map((offset) => readLines(organization, query, window, offset, signal)));
            const lines = query.devices.flatMap((_, index) => byOffset.map((read) => read[index] as SeriesLine));
            return { window, lines };
          }),
        },
        delays: { pollInterval: ({ context }) => (context.query.range.live ? livePollInterval : fixedPollInterval) },
      }),
  };
}

export type ExploreFlows = ReturnType<typeof provideExploreFlows>;

export const useExploreFlows = sectionFlows(({ platform }) => provideExploreFlows(platform));
