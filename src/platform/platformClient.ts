// Platform controller (facts §6, spec §7), base `<app>/svc/platform`: what dashboards show of devices. `org` is
// the organisation's resourceId (facts §6 leaves numeric id or resourceId open; docs/decisions.md).
import * as v from 'valibot';
import { deviceDetailsPageSchema, deviceTagInfoSchema, platformTagsSchema } from './dashboardSchemas';
import { platformEndpoints } from './dashboardEndpoints';
import type { HttpClient } from './http';
import { defaultPageSize, fetchAllPages } from './paging';
import type { DeviceDetails, DeviceQuery, DeviceTagInfo, DeviceTagsQuery, PlatformTags } from './platformTypes';

export type PlatformClient = ReturnType<typeof createPlatformClient>;

export function createPlatformClient(http: HttpClient) {
  return {
    /**
     * Samples of the tags under `modelPath` (one tag, or a prefix such as `Boiler:1` for all of a model): the
     * latest value of each without `since`, the history over [since, to] with it.
     */
    deviceTags: (org: string, deviceId: string, query: DeviceTagsQuery, signal?: AbortSignal): Promise<PlatformTags[]> =>
      http.request(platformEndpoints.deviceTags(org, deviceId), {
        query: { ...query },
        schema: v.array(platformTagsSchema),
        signal,
      }),

    /** The tags the device advertises, named by their path in the model. */
    availableTags: (org: string, deviceId: string, signal?: AbortSignal): Promise<DeviceTagInfo[]> =>
      http.request(platformEndpoints.availableTags(org, deviceId), { schema: v.array(deviceTagInfoSchema), signal }),

    /** Every device of the organisation (and its sub-organisations), optionally of one model; all pages. */
    devices: (org: string, query: DeviceQuery = {}, signal?: AbortSignal): Promise<DeviceDetails[]> =>
      fetchAllPages(
        async (page, pageSize) => {
          const answer = await http.request(platformEndpoints.devices(org), {
            query: { details: true, ...query, page, pageSize },
            schema: deviceDetailsPageSchema,
            signal,
          });
          // This envelope says "last" with a missing next link (facts §6).
          return { data: answer.data, last: answer.links.next === null };
        },
        { pageSize: defaultPageSize, signal },
      ),
  };
}
