// Platform controller (facts §6, spec §7), base `<app>/svc/platform`: what dashboards show of devices. `org` is
// the organisation's resourceId (facts §6 leaves numeric id or resourceId open; docs/decisions.md).
import * as v from 'valibot';
import { fetchAllPages } from './paging';
import { deviceDetailsPageSchema, deviceDetailsSchema, deviceTagInfoSchema, platformTagsSchema } from './dashboardSchemas';
import { platformEndpoints } from './dashboardEndpoints';
import type { HttpClient } from './http';
import type { ModelMarker } from './mappingTypes';
import type {
  DeviceConfiguration,
  DeviceDetails,
  DeviceQuery,
  DeviceStatusQuery,
  DeviceTagInfo,
  DeviceTagsQuery,
  PlatformTags,
  TagQuery,
  TagWrite,
} from './platformTypes';
import { type RequestId, requestIdHeaders } from './requestIds';

const modelMarkerSchema = v.object({
  severity: v.number(),
  message: v.string(),
  startLineNumber: v.number(),
  startColumn: v.number(),
  endLineNumber: v.number(),
  endColumn: v.number(),
}) satisfies v.GenericSchema<ModelMarker>;

/** A connection event: when, and whether the device connected (true) or left (false). */
export type ConnectionEvent = { at: number; connected: boolean };

const configurationDocumentSchema = v.object({ type: v.string(), properties: v.record(v.string(), v.unknown()) });
const deviceConfigurationSchema = v.object({
  configurationJson: configurationDocumentSchema,
  configurationFromDevice: configurationDocumentSchema,
}) satisfies v.GenericSchema<DeviceConfiguration>;

const deviceStatusSchema = v.array(
  v.object({ deviceId: v.string(), header: v.array(v.string()), data: v.array(v.array(v.unknown())) }),
);

/** The events of a facts §6 status table, read by its header (`timestamp`, `connected`), oldest first. */
function connectionEvents(tables: v.InferOutput<typeof deviceStatusSchema>): ConnectionEvent[] {
  return tables
    .flatMap(({ header, data }) => {
      const at = header.indexOf('timestamp');
      const connected = header.indexOf('connected');
      return data.flatMap((row) =>
        typeof row[at] === 'number' && typeof row[connected] === 'boolean' ? [{ at: row[at], connected: row[connected] }] : [],
      );
    })
    .sort((a, b) => a.at - b.at);
}

/**
 * A query with nested parameter objects (facts §6 `aggregation.sampling`) as flat dotted names,
 * `aggregation.sampling.size=60`, the way a GET binds a nested object (docs/decisions.md "Data exploration").
 */
function dottedQuery(query: object, prefix = ''): Record<string, string | number | boolean | undefined> {
  return Object.fromEntries(
    Object.entries(query).flatMap(([name, value]: [string, unknown]) =>
      typeof value === 'object' && value !== null
        ? Object.entries(dottedQuery(value, `${prefix}${name}.`))
        : [[`${prefix}${name}`, value as string | number | boolean | undefined]],
    ),
  );
}

/** Series a tag query's page holds: a page is a round trip, and a chart of a dozen devices fits in one. */
export const tagQueryPageSize = 50;

/** A tag query's page: the series under `data`, the platform controller's links (facts §6 DeviceDetailsPage). */
const tagQueryPageSchema = v.object({
  data: v.array(platformTagsSchema),
  links: v.object({ self: v.string(), next: v.nullable(v.string()) }),
});

export type PlatformClient = ReturnType<typeof createPlatformClient>;

export function createPlatformClient(http: HttpClient) {
  return {
    /**
     * Samples of the tags under `modelPath` (one tag, or a prefix such as `Boiler:1` for all of a model): the
     * latest value of each without `since`, the history over [since, to] with it.
     */
    deviceTags: (org: string, deviceId: string, query: DeviceTagsQuery, signal?: AbortSignal): Promise<PlatformTags[]> =>
      http.request(platformEndpoints.deviceTags(org, deviceId), {
        query: dottedQuery(query),
        schema: v.array(platformTagsSchema),
        signal,
      }),

    /**
     * Several devices' tags in one query, every page of it (the platform controller's links, facts §6): one series
     * per tag, in the order of the sources.
     */
    queryTags: (org: string, query: TagQuery, signal?: AbortSignal): Promise<PlatformTags[]> =>
      fetchAllPages(
        async (page, pageSize) => {
          const answer = await http.request(platformEndpoints.tagQuery(org), {
            method: 'POST',
            query: { page, pageSize },
            body: query,
            schema: tagQueryPageSchema,
            signal,
          });
          // The last page is the one without a link to the next.
          return { data: answer.data, last: answer.links.next === null };
        },
        { pageSize: tagQueryPageSize, signal },
      ),

    /** A device's tags found by its name rather than its id (facts §6 getTagsByDeviceName). */
    tagsByDeviceName: (org: string, name: string, query: DeviceTagsQuery, signal?: AbortSignal): Promise<PlatformTags[]> =>
      http.request(platformEndpoints.tagsByDeviceName(org, name), { query: dottedQuery(query), schema: v.array(platformTagsSchema), signal }),

    /** The tags under `query.modelPath` of every member of a device group that has them (facts §6 getTagsByDeviceGroup). */
    tagsByDeviceGroup: (org: string, groupId: string, query: DeviceTagsQuery, signal?: AbortSignal): Promise<PlatformTags[]> =>
      http.request(platformEndpoints.tagsByDeviceGroup(org, groupId), { query: dottedQuery(query), schema: v.array(platformTagsSchema), signal }),

    /** Writes values to the device's tags (facts §6 POST on the tags path), under the attempt's request id. */
    writeTags: async (org: string, deviceId: string, write: TagWrite, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(platformEndpoints.deviceTags(org, deviceId), {
        method: 'POST',
        body: write,
        headers: requestIdHeaders(requestId),
        signal,
      });
    },

    /** What the device was told to run and what it reports running (facts §6 DeviceConfiguration). */
    deviceConfiguration: (org: string, deviceId: string, signal?: AbortSignal): Promise<DeviceConfiguration> =>
      http.request(platformEndpoints.deviceConfiguration(org, deviceId), { schema: deviceConfigurationSchema, signal }),

    /** The tags the device advertises, named by their path in the model. */
    availableTags: (org: string, deviceId: string, signal?: AbortSignal): Promise<DeviceTagInfo[]> =>
      http.request(platformEndpoints.availableTags(org, deviceId), { schema: v.array(deviceTagInfoSchema), signal }),

    /**
     * One page of the organisation's devices (and its sub-organisations'), optionally of one model or matching a
     * search: what a device picker shows. The envelope says only whether more pages follow (facts §6).
     */
    devicePage: async (org: string, query: DeviceQuery, signal?: AbortSignal): Promise<{ devices: DeviceDetails[]; more: boolean }> => {
      const answer = await http.request(platformEndpoints.devices(org), {
        query: { details: true, ...query },
        schema: deviceDetailsPageSchema,
        signal,
      });
      return { devices: answer.data, more: answer.links.next !== null };
    },

    /** The device's connections and disconnections over [since, to], at most `limit` of the newest. */
    deviceStatus: async (org: string, deviceId: string, query: DeviceStatusQuery, signal?: AbortSignal): Promise<ConnectionEvent[]> =>
      connectionEvents(
        await http.request(platformEndpoints.deviceStatus(org, deviceId), { query: { ...query }, schema: deviceStatusSchema, signal }),
      ),

    /** Asks the platform to read the device's connection state again. */
    syncDeviceStatus: async (org: string, deviceId: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(platformEndpoints.deviceStatusSync(org, deviceId), { method: 'POST', headers: requestIdHeaders(requestId), signal });
    },

    /** The device registered under `alias`, the name it was activated with (a 404 when none is). */
    deviceByAlias: (org: string, alias: string, signal?: AbortSignal): Promise<DeviceDetails> =>
      http.request(platformEndpoints.deviceByAlias(org, alias), { schema: deviceDetailsSchema, signal }),

    /** What is wrong with a preset's formula: nothing when the list is empty. A question, not a write: no request id. */
    validateFormula: (org: string, formula: string, signal?: AbortSignal): Promise<ModelMarker[]> =>
      http.request(platformEndpoints.formulaValidation(org), { method: 'POST', body: { formula }, schema: v.array(modelMarkerSchema), signal }),
  };
}
