// Mappings service (facts §5), base `<app>/svc/mappings`: the organisation's devices searched, narrowed and paged on
// the server, one device read, changed and deleted, the tags its devices carry and its models. Every call names the
// organisation (`organization=<resourceId>`, facts §5); every write carries its request id.
import * as v from 'valibot';
import { mappingEndpoints } from './mappingEndpoints';
import type { HttpClient } from './http';
import type { DeviceAttributesPatch, DevicePosition, DeviceSearchQuery, ModelSummary } from './mappingTypes';
import { newRequestId, requestIdHeaders } from './requestIds';
import { dataPageSchema } from './schemas';

/** What the portal reads of a device; the service sends more (mappingTypes.ts). */
const deviceSchema = v.object({
  deviceId: v.string(),
  label: v.string(),
  orgResourceId: v.string(),
  connected: v.boolean(),
  modelName: v.string(),
  modelVersion: v.string(),
  presetName: v.optional(v.string()),
  configurationSent: v.optional(v.boolean()),
  configurationApplied: v.optional(v.boolean()),
  description: v.optional(v.string()),
  tags: v.optional(v.array(v.string())),
  /** Epoch ms of the record's last change: for an offline device, when it was last seen. */
  updatedAt: v.optional(v.number()),
  position: v.optional(v.object({ lat: v.number(), lon: v.number() })),
});

const devicePageSchema = v.object({ ...dataPageSchema(deviceSchema).entries, serverTimestamp: v.optional(v.number()) });
const positionSchema = v.object({
  deviceId: v.string(),
  label: v.string(),
  lat: v.number(),
  lon: v.number(),
  maxSeverity: v.optional(v.number()),
}) satisfies v.GenericSchema<DevicePosition>;

const modelSchema = v.object({ id: v.string(), name: v.string(), version: v.string() }) satisfies v.GenericSchema<ModelSummary>;

export type DeviceRecord = v.InferOutput<typeof deviceSchema>;
export type DeviceRecordPage = v.InferOutput<typeof devicePageSchema>;

export type MappingClient = ReturnType<typeof createMappingClient>;

export function createMappingClient(http: HttpClient) {
  return {
    /** One page of the organisation's devices (and its sub-organisations'), narrowed as `query` says. */
    devices: (organization: string, query: DeviceSearchQuery, signal?: AbortSignal): Promise<DeviceRecordPage> =>
      http.request(mappingEndpoints.devices, {
        query: { organization, ...query },
        schema: devicePageSchema,
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

    /** Changes the attributes `patch` names (facts §5 patchDeviceAttributes); answers the device as it is now. */
    patchDevice: async (
      organization: string,
      deviceId: string,
      patch: DeviceAttributesPatch,
      signal?: AbortSignal,
      requestId = newRequestId(),
    ): Promise<DeviceRecord> =>
      (
        await http.request(mappingEndpoints.device(deviceId), {
          method: 'PATCH',
          query: { organization },
          body: patch,
          headers: requestIdHeaders(requestId),
          schema: v.object({ value: deviceSchema }),
          signal,
        })
      ).value,

    deleteDevice: async (organization: string, deviceId: string, signal?: AbortSignal, requestId = newRequestId()): Promise<void> => {
      await http.request(mappingEndpoints.device(deviceId), {
        method: 'DELETE',
        query: { organization },
        headers: requestIdHeaders(requestId),
        signal,
      });
    },

    /** The tags the organisation's devices carry, for filters and suggestions. */
    deviceTags: (organization: string, signal?: AbortSignal): Promise<string[]> =>
      http.request(mappingEndpoints.deviceTags, { query: { organization }, schema: v.array(v.string()), signal }),

    /** The organisation's models (one page is plenty for a filter: spec §9's fetch-all page size). */
    models: async (organization: string, signal?: AbortSignal): Promise<ModelSummary[]> =>
      (
        await http.request(mappingEndpoints.models, {
          query: { organization, page: 0, pageSize: 200 },
          schema: dataPageSchema(modelSchema),
          signal,
        })
      ).data,

    /** One page of where the organisation's positioned devices stand, with their worst open alarm (the device map). */
    devicePositions: (organization: string, page: { page: number; pageSize: number }, signal?: AbortSignal) =>
      http.request(mappingEndpoints.devicePositions, {
        query: { organization, ...page },
        schema: dataPageSchema(positionSchema),
        signal,
      }),
  };
}
