// Mappings service (facts §5), base `<app>/svc/mappings`: the organisation's devices searched, narrowed and paged on
// the server, one device read, changed and deleted, the tags its devices carry and its models. Every call names the
// organisation (`organization=<resourceId>`, facts §5); every write carries its request id.
import * as v from 'valibot';
import { configurationEndpoints, mappingEndpoints } from './mappingEndpoints';
import type { HttpClient } from './http';
import type {
  DeviceAttributesPatch,
  DeviceConfiguration,
  DeviceGroup,
  DeviceGroupWrite,
  DeviceGeoSearch,
  DeviceSearchQuery,
  IoTData,
  IoTProperty,
  Model,
  ModelPathMatch,
  ModelProblem,
  ModelSummary,
  ModelVersion,
  ModelWrite,
} from './mappingTypes';
import { type RequestId, requestIdHeaders } from './requestIds';
import { dataPageSchema } from './dataPageSchema';

/** What the portal reads of a device; the service sends more (mappingTypes.ts). */
const deviceSchema = v.object({
  deviceId: v.string(),
  label: v.string(),
  orgResourceId: v.string(),
  connected: v.boolean(),
  modelName: v.string(),
  modelVersion: v.string(),
  presetName: v.optional(v.string()),
  presetId: v.optional(v.string()),
  modelId: v.optional(v.string()),
  /** The groups the device belongs to, by name. */
  groups: v.optional(v.array(v.string())),
  configurationSent: v.optional(v.boolean()),
  configurationApplied: v.optional(v.boolean()),
  description: v.optional(v.string()),
  serialNumber: v.optional(v.string()),
  /** The logical id of the licence it was activated with (facts §5 MappingDevice); a gateway's VPN side has the same. */
  logicalId: v.optional(v.string()),
  tags: v.optional(v.array(v.string())),
  /** Epoch ms of the record's last change: for an offline device, when it was last seen. */
  updatedAt: v.optional(v.number()),
  position: v.optional(v.object({ lat: v.number(), lon: v.number() })),
});

const devicePageSchema = v.object({ ...dataPageSchema(deviceSchema).entries, serverTimestamp: v.optional(v.number()) });
/** A device the search by view finds: where it stands and its worst open alarm (facts §5 MappingDevice). */
const placedDeviceSchema = v.object({
  deviceId: v.string(),
  label: v.string(),
  position: v.object({ lat: v.number(), lon: v.number() }),
  maxSeverity: v.optional(v.number()),
});

const modelSchema = v.object({ id: v.string(), name: v.string(), version: v.string() }) satisfies v.GenericSchema<ModelSummary>;

const propertySchema = v.object({
  type: v.string(),
  mode: v.optional(v.picklist(['R', 'RW'])),
  historyPolicy: v.optional(v.object({ enabled: v.boolean() })),
  datalink: v.optional(v.object({ type: v.optional(v.picklist(['tag', 'formula'])), source: v.string() })),
  sendPolicy: v.optional(
    v.object({
      triggers: v.array(
        v.object({ type: v.literal('onchange'), changeMask: v.literal('value'), minIntervalMs: v.number(), skipFirstNChanges: v.number() }),
      ),
    }),
  ),
}) satisfies v.GenericSchema<IoTProperty>;

export const ioTDataSchema = v.object({
  type: v.literal('object'),
  instanceOf: v.string(),
  properties: v.record(v.string(), propertySchema),
}) satisfies v.GenericSchema<IoTData>;

const fullModelSchema = v.object({
  ...modelSchema.entries,
  json: ioTDataSchema,
  subOrgsEnabledToView: v.boolean(),
  orgResourceId: v.string(),
}) satisfies v.GenericSchema<Model>;

const pathMatchSchema = v.object({
  modelId: v.string(),
  modelName: v.string(),
  modelVersion: v.string(),
  path: v.string(),
  type: v.string(),
}) satisfies v.GenericSchema<ModelPathMatch>;

const modelVersionSchema = v.object({ id: v.string(), version: v.string(), creationDate: v.number() }) satisfies v.GenericSchema<ModelVersion>;

const modelProblemSchema = v.object({
  code: v.string(),
  field: v.picklist(['name', 'version', 'paths', 'path']),
  path: v.optional(v.string()),
  preset: v.optional(v.string()),
  message: v.string(),
}) satisfies v.GenericSchema<ModelProblem>;

const deviceConfigurationSchema = v.object({
  type: v.literal('object'),
  properties: v.record(v.string(), v.object({ ...propertySchema.entries, modelPath: v.string() })),
}) satisfies v.GenericSchema<DeviceConfiguration>;

const deviceGroupSchema = v.object({
  id: v.string(),
  name: v.string(),
  tags: v.array(v.string()),
  members: v.array(v.object({ deviceId: v.string(), label: v.string() })),
}) satisfies v.GenericSchema<DeviceGroup>;

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
      signal: AbortSignal | undefined,
      requestId: RequestId,
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

    deleteDevice: async (organization: string, deviceId: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
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

    /** One page of the organisation's devices standing inside a view, with their worst open alarm (the device map). */
    searchDevicesInView: (organization: string, view: DeviceGeoSearch, page: { page: number; pageSize: number }, signal?: AbortSignal) =>
      http.request(mappingEndpoints.deviceSearch, {
        method: 'POST',
        query: { organization, ...page },
        body: view,
        schema: dataPageSchema(placedDeviceSchema),
        signal,
      }),

    /** One page of the organisation's model versions (and its parent's shared ones), by name then version. */
    modelPage: (organization: string, query: { page: number; pageSize: number; search?: string }, signal?: AbortSignal) =>
      http.request(mappingEndpoints.models, {
        query: { organization, ...query },
        schema: dataPageSchema(fullModelSchema),
        signal,
      }),

    /** One page of the paths of the organisation's models that contain `text` (facts §5 searchModelsPaths). */
    searchModelPaths: (organization: string, query: { page: number; pageSize: number; text: string }, signal?: AbortSignal) =>
      http.request(configurationEndpoints.modelPathSearch, {
        method: 'POST',
        query: { organization },
        body: { page: query.page, pageSize: query.pageSize, data: query.text },
        schema: dataPageSchema(pathMatchSchema),
        signal,
      }),

    /** The names of the models the organisation sees, each once, in order: all a name picker or check needs. */
    modelNames: (organization: string, signal?: AbortSignal): Promise<string[]> =>
      http.request(configurationEndpoints.modelNames, { query: { organization }, schema: v.array(v.string()), signal }),

    /** The versions of the model `name` the organisation sees, the newest first, each with when it was made. */
    modelVersions: (organization: string, name: string, signal?: AbortSignal): Promise<ModelVersion[]> =>
      http.request(configurationEndpoints.modelVersions, { query: { organization, name }, schema: v.array(modelVersionSchema), signal }),

    /**
     * What the service refuses in a model write, nothing stored (none: it may be saved); `modelId` names the version
     * the write would change in place. A question, not a write: no request id.
     */
    validateModel: async (organization: string, model: ModelWrite, modelId: string | undefined, signal?: AbortSignal): Promise<ModelProblem[]> =>
      (
        await http.request(configurationEndpoints.modelValidation, {
          method: 'POST',
          query: { organization, ...(modelId === undefined ? {} : { modelId }) },
          body: model,
          schema: v.object({ problems: v.array(modelProblemSchema) }),
          signal,
        })
      ).problems,

    /** What a device configured by the preset is told to send. */
    deviceConfiguration: (organization: string, presetId: string, signal?: AbortSignal): Promise<DeviceConfiguration> =>
      http.request(configurationEndpoints.deviceConfiguration(presetId), { query: { organization }, schema: deviceConfigurationSchema, signal }),

    /** One page of the organisation's device groups with their tags and members, by name. */
    deviceGroupPage: (organization: string, page: { page: number; pageSize: number }, signal?: AbortSignal) =>
      http.request(configurationEndpoints.deviceGroups, {
        query: { organization, ...page },
        schema: dataPageSchema(deviceGroupSchema),
        signal,
      }),

    /** A new device group; a name the organisation uses already is refused (409). */
    createDeviceGroup: (organization: string, group: DeviceGroupWrite, signal: AbortSignal | undefined, requestId: RequestId): Promise<DeviceGroup> =>
      http.request(configurationEndpoints.deviceGroups, {
        method: 'POST',
        query: { organization },
        body: group,
        headers: requestIdHeaders(requestId),
        schema: deviceGroupSchema,
        signal,
      }),

    /** A group renamed and its tags changed; its members stay. */
    updateDeviceGroup: (
      organization: string,
      groupId: string,
      group: DeviceGroupWrite,
      signal: AbortSignal | undefined,
      requestId: RequestId,
    ): Promise<DeviceGroup> =>
      http.request(configurationEndpoints.deviceGroup(groupId), {
        method: 'PUT',
        query: { organization },
        body: group,
        headers: requestIdHeaders(requestId),
        schema: deviceGroupSchema,
        signal,
      }),

    /** The group goes; its devices stay, in no group of it. */
    deleteDeviceGroup: async (organization: string, groupId: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(configurationEndpoints.deviceGroup(groupId), {
        method: 'DELETE',
        query: { organization },
        headers: requestIdHeaders(requestId),
        signal,
      });
    },

    /** The device joins (`join`) or leaves the group; `changed` is false when it was (or was not) a member already. */
    setDeviceGroupMember: (
      organization: string,
      groupId: string,
      deviceId: string,
      join: boolean,
      signal: AbortSignal | undefined,
      requestId: RequestId,
    ): Promise<{ changed: boolean }> =>
      http.request(configurationEndpoints.deviceGroupMember(groupId, deviceId), {
        method: join ? 'PUT' : 'DELETE',
        query: { organization },
        headers: requestIdHeaders(requestId),
        schema: v.object({ changed: v.boolean() }),
        signal,
      }),
  };
}
