// The mappings service's presets and models (spec §7 device mapping API), base `<app>/svc/mappings`: a model's presets
// read, one applied to a device (PUT /devices/{id} `{ presetId }`), which configures it; models created, changed,
// shared and deleted, presets created (facts §5 POST /presets), read one by one (GET /presets/{id}) and deleted.
// Apart from mappingClient.ts: only the walkthrough and the models tab use them. Every call names the organisation
// (`organization=<resourceId>`); every write carries its request id. Its HTTP waits as long as spec §9 lets model
// and preset writes take (config `timeouts.presets`, five minutes).
import * as v from 'valibot';
import type { HttpClient } from './http';
import { ioTDataSchema } from './mappingClient';
import { configurationEndpoints, mappingEndpoints, presetEndpoints } from './mappingEndpoints';
import type { IoTData, Model, ModelWrite } from './mappingTypes';
import { type RequestId, requestIdHeaders } from './requestIds';
import { dataPageSchema } from './dataPageSchema';

const presetSchema = v.object({
  id: v.string(),
  name: v.string(),
  modelId: v.string(),
  /** The organisation that owns it (resourceId; '' for the platform's). */
  orgResourceId: v.optional(v.string()),
  /** Whether the owner's sub-organisations see it, with its model when that is shared too. */
  subOrgsEnabledToView: v.optional(v.boolean(), false),
});

const modelWrittenSchema = v.object({ id: v.string(), name: v.string(), version: v.string(), json: ioTDataSchema });
/** Facts §5: what a model write answers. */
export type ModelWritten = v.InferOutput<typeof modelWrittenSchema>;

/** A preset of a model (spec §7 "Preset: presetId"). */
export type PresetSummary = v.InferOutput<typeof presetSchema>;

/** Facts §5: what `POST /presets` answers, `{ id, name, version, json, modelId }`; only the id and name are read. */
const presetCreatedSchema = v.object({ id: v.string(), name: v.string() });

/**
 * Facts §5 (🟠): `GET /presets/{id}` answers `{ value: { json: { properties } } }`, each property keyed by its model
 * path with the device tag that feeds it (`datalink.source`); the rest of each property is not read.
 */
const presetReadSchema = v.object({
  value: v.object({
    json: v.object({ properties: v.record(v.string(), v.object({ datalink: v.optional(v.object({ source: v.string() })) })) }),
  }),
});

/** One preset read back: the device tag (or formula) feeding each model path. */
export type PresetSources = Record<string, string | undefined>;

export type PresetClient = ReturnType<typeof createPresetClient>;

export function createPresetClient(http: HttpClient) {
  return {
    /** The presets of one model of the organisation (one page: spec §9's fetch-all page size). */
    presets: async (organization: string, modelId: string, signal?: AbortSignal): Promise<PresetSummary[]> =>
      (
        await http.request(presetEndpoints.presets, {
          query: { organization, modelId, page: 0, pageSize: 200 },
          schema: dataPageSchema(presetSchema),
          signal,
        })
      ).data,

    /** Applies a preset to a device: the device is configured by it. */
    applyPreset: async (organization: string, deviceId: string, presetId: string, signal: AbortSignal | undefined, requestId: RequestId) => {
      await http.request(mappingEndpoints.device(deviceId), {
        method: 'PUT',
        query: { organization },
        body: { presetId },
        headers: requestIdHeaders(requestId),
        signal,
      });
    },

    /** Creates a model version (facts §5 POST /models; `name` is `<name>:<version>`). */
    createModel: (organization: string, model: ModelWrite, signal: AbortSignal | undefined, requestId: RequestId): Promise<ModelWritten> =>
      http.request(mappingEndpoints.models, {
        method: 'POST',
        query: { organization },
        body: model,
        headers: requestIdHeaders(requestId),
        schema: modelWrittenSchema,
        signal,
      }),

    /** Changes a model version's paths in place (facts §5 updateModel). */
    updateModel: (organization: string, modelId: string, model: ModelWrite, signal: AbortSignal | undefined, requestId: RequestId): Promise<ModelWritten> =>
      http.request(configurationEndpoints.model(modelId), {
        method: 'PUT',
        query: { organization },
        body: model,
        headers: requestIdHeaders(requestId),
        schema: modelWrittenSchema,
        signal,
      }),

    deleteModel: async (organization: string, modelId: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(configurationEndpoints.model(modelId), {
        method: 'DELETE',
        query: { organization },
        headers: requestIdHeaders(requestId),
        signal,
      });
    },

    /** Shares a model with the organisation's sub-organisations, or stops sharing it. */
    shareModel: async (
      organization: string,
      modelId: string,
      shared: Model['subOrgsEnabledToView'],
      signal: AbortSignal | undefined,
      requestId: RequestId,
    ): Promise<void> => {
      await http.request(configurationEndpoints.modelVisibility(modelId), {
        method: 'PUT',
        query: { organization },
        body: { subOrgsEnabledToView: shared },
        headers: requestIdHeaders(requestId),
        signal,
      });
    },

    /** Shares a preset with the organisation's sub-organisations (they see it where they see its model), or stops. */
    sharePreset: async (organization: string, presetId: string, shared: boolean, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(configurationEndpoints.presetVisibility(presetId), {
        method: 'PUT',
        query: { organization },
        body: { subOrgsEnabledToView: shared },
        headers: requestIdHeaders(requestId),
        signal,
      });
    },

    /** Creates a preset of a model (facts §5 POST /presets `{ name, data }`); answers the new preset's id. */
    createPreset: async (
      organization: string,
      preset: { name: string; data: IoTData },
      signal: AbortSignal | undefined,
      requestId: RequestId,
    ): Promise<string> =>
      (
        await http.request(presetEndpoints.presets, {
          method: 'POST',
          query: { organization },
          body: preset,
          headers: requestIdHeaders(requestId),
          schema: presetCreatedSchema,
          signal,
        })
      ).id,

    /** One preset (facts §5 GET /presets/{id}): the source of each of its model paths. */
    presetSources: async (organization: string, presetId: string, signal?: AbortSignal): Promise<PresetSources> => {
      const { value } = await http.request(configurationEndpoints.preset(presetId), { query: { organization }, schema: presetReadSchema, signal });
      return Object.fromEntries(Object.entries(value.json.properties).map(([path, { datalink }]) => [path, datalink?.source]));
    },

    deletePreset: async (organization: string, presetId: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(configurationEndpoints.preset(presetId), {
        method: 'DELETE',
        query: { organization },
        headers: requestIdHeaders(requestId),
        signal,
      });
    },
  };
}
