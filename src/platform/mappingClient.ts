// Mappings service (facts §5), base `<app>/svc/mappings`: the organisation's devices searched and paged on the
// server, and one device by id. Every call names the organisation (`organization=<resourceId>`, facts §5).
import * as v from 'valibot';
import { mappingEndpoints } from './mappingEndpoints';
import type { HttpClient } from './http';
import type { DeviceSearchQuery } from './mappingTypes';
import { dataPageSchema } from './schemas';

/** What the portal reads of a device; the service sends more (mappingTypes.ts). */
const deviceSchema = v.object({
  deviceId: v.string(),
  label: v.string(),
  orgResourceId: v.string(),
  connected: v.boolean(),
  modelName: v.string(),
  modelVersion: v.string(),
  position: v.optional(v.object({ lat: v.number(), lon: v.number() })),
});

export type DeviceRecord = v.InferOutput<typeof deviceSchema>;
export type DeviceRecordPage = v.InferOutput<ReturnType<typeof dataPageSchema<typeof deviceSchema>>>;

export type MappingClient = ReturnType<typeof createMappingClient>;

export function createMappingClient(http: HttpClient) {
  return {
    /** One page of the organisation's devices (and its sub-organisations'), matching `search` when given. */
    devices: (organization: string, query: DeviceSearchQuery, signal?: AbortSignal): Promise<DeviceRecordPage> =>
      http.request(mappingEndpoints.devices, {
        query: { organization, ...query },
        schema: dataPageSchema(deviceSchema),
        signal,
      }),

    /** One device of the organisation, by id. */
    device: async (organization: string, deviceId: string, signal?: AbortSignal): Promise<DeviceRecord> =>
      (
        await http.request(mappingEndpoints.device(deviceId), {
          query: { organization },
          schema: v.object({ value: deviceSchema }),
          signal,
        })
      ).value,
  };
}
