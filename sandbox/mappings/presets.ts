// The mappings service's presets (spec §7 device mapping API), base `/svc/mappings`: two per simulated model.
// - GET /presets?organization=&modelId= → the model's presets, paged (`models:read`).
// - PUT /devices/{id} `{ presetId }` applies a preset (`devices:update`): a device activated through a licence takes
//   the preset's model; a device of the simulated fleet keeps its waveforms, so it accepts only its own model's.
import { HttpResponse, http } from 'msw';
import { mappingEndpoints } from '../../src/platform/mappingEndpoints';
import { presetEndpoints, type PresetSummary } from '../../src/platform/presetClient';
import { withUser } from '../authenticate';
import { simulatedModels } from '../devices/fleet';
import { applyEdits, registeredDeviceOf } from '../devices/registry';
import { errorResponse, isRecord, readJson, servicePath } from '../http';
import { organizationFor } from '../organizationAccess';
import { dataPage } from '../paging';
import { route } from '../routes';
import { store } from '../store';

const modelId = (name: string, version: string) => `model-${name.toLowerCase()}-${version}`;

const presets = simulatedModels.flatMap((model) =>
  ['default', model.name === 'Boiler' ? 'eco' : 'fast'].map((kind) => ({
    preset: { id: `preset-${model.name.toLowerCase()}-${kind}`, name: `${model.name}-${kind}`, modelId: modelId(model.name, model.version) },
    model,
  })),
);

export const presetHandlers = [
  http.get(
    servicePath('mappings', presetEndpoints.presets),
    withUser(({ request, user }) => {
      const organization = organizationFor(request, user, 'models:read', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const url = new URL(request.url);
      const wanted = url.searchParams.get('modelId') ?? '';
      if (wanted === '') return errorResponse(400, 'modelId is required');
      return HttpResponse.json(dataPage<PresetSummary>(presets.filter(({ preset }) => preset.modelId === wanted).map(({ preset }) => preset), url));
    }),
  ),

  http.put<{ deviceId: string }>(
    route('mappings', mappingEndpoints.device, 'deviceId'),
    withUser<{ deviceId: string }>(async ({ request, params, user }) => {
      const organization = organizationFor(request, user, 'devices:update', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const { config, devices } = store();
      const device = registeredDeviceOf(devices, organization.resourceId, params.deviceId, config.bulkDevices);
      if (device === undefined) return errorResponse(404, `Device ${params.deviceId} not found in ${organization.resourceId}`);
      const body = await readJson(request);
      const found = isRecord(body) ? presets.find(({ preset }) => preset.id === body.presetId) : undefined;
      if (found === undefined) return errorResponse(400, 'presetId must name a preset');
      if (devices.activated.includes(device)) {
        device.model = found.model;
        // The fleet's orderings by model are worked out again.
        applyEdits(devices, device.deviceId, {});
      } else if (device.model !== found.model) {
        return errorResponse(409, `Preset ${found.preset.name} is for ${found.model.name}; ${device.label} is a ${device.model.name}`);
      }
      return HttpResponse.json({ value: { deviceId: device.deviceId, presetId: found.preset.id } });
    }),
  ),
];
