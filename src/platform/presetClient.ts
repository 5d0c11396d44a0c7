// The mappings service's presets (spec §7 device mapping API), base `<app>/svc/mappings`: a model's presets read, and
// one applied to a device (PUT /devices/{id} `{ presetId }`), which configures it. Apart from mappingClient.ts: only
// the walkthrough uses them. Every call names the organisation (`organization=<resourceId>`); the write carries its
// request id. Its HTTP waits as long as spec §9 lets preset writes take (config `timeouts.presets`, five minutes).
import * as v from 'valibot';
import type { HttpClient } from './http';
import { mappingEndpoints } from './mappingEndpoints';
import { newRequestId, requestIdHeaders } from './requestIds';
import { dataPageSchema } from './schemas';

export const presetEndpoints = {
  /** The presets of a model (spec §7 "Presets: GET"; `modelId` names the model). */
  presets: '/api/v1/presets',
} as const;

const presetSchema = v.object({ id: v.string(), name: v.string(), modelId: v.string() });

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
  };
}
