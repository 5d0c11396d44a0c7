// The mappings service's presets and models (spec §7 device mapping API), base `<app>/svc/mappings`: a model's presets
// read, one applied to a device (PUT /devices/{id} `{ presetId }`), which configures it; models created, changed,
// shared and deleted, presets created in the background and deleted. Apart from mappingClient.ts: only the walkthrough
// and the models tab use them. Every call names the organisation (`organization=<resourceId>`); every write carries
// its request id. Its HTTP waits as long as spec §9 lets model and preset writes take (config `timeouts.presets`, five
// minutes); reads that must answer promptly (a job's progress) are mappingClient.ts's.
import * as v from 'valibot';
import type { HttpClient } from './http';
import { ioTDataSchema } from './mappingClient';
import { configurationEndpoints, mappingEndpoints, presetEndpoints } from './mappingEndpoints';
import type { IoTData, Model, ModelWrite } from './mappingTypes';
import { newRequestId, requestIdHeaders } from './requestIds';
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
    applyPreset: async (organization: string, deviceId: string, presetId: string, signal?: AbortSignal, requestId = newRequestId()) => {
      await http.request(mappingEndpoints.device(deviceId), {
        method: 'PUT',
        query: { organization },
        body: { presetId },
        headers: requestIdHeaders(requestId),
        signal,
      });
    },

    /** Creates a model version (facts §5 POST /models; `name` is `<name>:<version>`). */
    createModel: (organization: string, model: ModelWrite, signal?: AbortSignal, requestId = newRequestId()): Promise<ModelWritten> =>
      http.request(mappingEndpoints.models, {
        method: 'POST',
        query: { organization },
        body: model,
        headers: requestIdHeaders(requestId),
        schema: modelWrittenSchema,
        signal,
      }),

    /** Changes a model version's paths in place (facts §5 updateModel). */
    updateModel: (organization: string, modelId: string, model: ModelWrite, signal?: AbortSignal, requestId = newRequestId()): Promise<ModelWritten> =>
      http.request(configurationEndpoints.model(modelId), {
        method: 'PUT',
        query: { organization },
        body: model,
        headers: requestIdHeaders(requestId),
        schema: modelWrittenSchema,
        signal,
      }),

    deleteModel: async (organization: string, modelId: string, signal?: AbortSignal, requestId = newRequestId()): Promise<void> => {
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
      signal?: AbortSignal,
      requestId = newRequestId(),
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
    sharePreset: async (organization: string, presetId: string, shared: boolean, signal?: AbortSignal, requestId = newRequestId()): Promise<void> => {
      await http.request(configurationEndpoints.presetVisibility(presetId), {
        method: 'PUT',
        query: { organization },
        body: { subOrgsEnabledToView: shared },
        headers: requestIdHeaders(requestId),
        signal,
      });
    },

    /** Starts creating a preset in the background; its progress is read with mappingClient.presetJob. */
    startPresetCreation: async (
      organization: string,
      preset: { name: string; data: IoTData },
      signal?: AbortSignal,
      requestId = newRequestId(),
    ): Promise<string> =>
      (
        await http.request(configurationEndpoints.presetJobs, {
          method: 'POST',
          query: { organization },
          body: preset,
          headers: requestIdHeaders(requestId),
          schema: v.object({ jobId: v.string() }),
          signal,
        })
      ).jobId,

    deletePreset: async (organization: string, presetId: string, signal?: AbortSignal, requestId = newRequestId()): Promise<void> => {
      await http.request(configurationEndpoints.preset(presetId), {
        method: 'DELETE',
        query: { organization },
        headers: requestIdHeaders(requestId),
        signal,
      });
    },
  };
}
