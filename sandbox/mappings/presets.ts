// The mappings service's presets (spec §7 device mapping API), base `/svc/mappings`, from catalog.ts: the platform's
// two per simulated model and those an organisation created.
// - GET /presets?organization=&modelId= → the model's presets, paged (`models:read`): the platform's, the
//   organisation's own, and those its ancestors share (`subOrgsEnabledToView`) on a model shared with it.
// - PUT /presets/{id}/subOrgsVisibility `{ subOrgsEnabledToView }` (`models:update`): a preset of the organisation's
//   own shared with its sub-organisations or no longer; another's is refused with a 409.
// - PUT /devices/{id} `{ presetId }` applies a preset (`devices:update`). A device activated through a licence takes a
//   platform preset's model with it; otherwise a device takes a preset whose tags it sends (each property's
//   `datalink.source`; the simulated devices send their model's tag names), and is refused the rest with a 409.
import { HttpResponse, http } from 'msw';
import { configurationEndpoints, mappingEndpoints } from '../../src/platform/mappingEndpoints';
import { presetEndpoints } from '../../src/platform/mappingEndpoints';
import type { PresetSummary } from '../../src/platform/presetClient';
import { withUser } from '../authenticate';
import { applyEdits, registered, registeredDeviceOf } from '../devices/registry';
import { errorResponse, isRecord, readJson, servicePath } from '../http';
import { organizationFor } from '../organizationAccess';
import { dataPage } from '../paging';
import { route } from '../routes';
import { store } from '../store';
import { presetsOf, unsentSources } from './catalog';

export const presetHandlers = [
  http.get(
    servicePath('mappings', presetEndpoints.presets),
    withUser(({ request, user }) => {
      const organization = organizationFor(request, user, 'models:read', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const url = new URL(request.url);
      const wanted = url.searchParams.get('modelId') ?? '';
      if (wanted === '') return errorResponse(400, 'modelId is required');
      const presets = presetsOf(store().catalog, organization.resourceId)
        .filter(({ modelId }) => modelId === wanted)
        .map(({ id, name, modelId, owner, shared }): PresetSummary => ({ id, name, modelId, orgResourceId: owner, subOrgsEnabledToView: shared === true }));
      return HttpResponse.json(dataPage(presets, url));
    }),
  ),

  http.put<{ presetId: string }>(
    route('mappings', configurationEndpoints.presetVisibility, 'presetId'),
    withUser<{ presetId: string }>(async ({ request, params, user }) => {
      const organization = organizationFor(request, user, 'models:update', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const preset = presetsOf(store().catalog, organization.resourceId).find(({ id }) => id === params.presetId);
      if (preset === undefined) return errorResponse(404, `Preset ${params.presetId} not found in ${organization.resourceId}`);
      if (preset.owner !== organization.resourceId) return errorResponse(409, `Preset ${preset.name} is not ${organization.resourceId}'s to share`);
      const body = await readJson(request);
      if (!isRecord(body) || typeof body.subOrgsEnabledToView !== 'boolean') return errorResponse(400, 'subOrgsEnabledToView must be true or false');
      preset.shared = body.subOrgsEnabledToView;
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.put<{ deviceId: string }>(
    route('mappings', mappingEndpoints.device, 'deviceId'),
    withUser<{ deviceId: string }>(async ({ request, params, user }) => {
      const organization = organizationFor(request, user, 'devices:update', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const { config, devices, catalog } = store();
      const device = registeredDeviceOf(devices, organization.resourceId, params.deviceId, config.bulkDevices);
      if (device === undefined) return errorResponse(404, `Device ${params.deviceId} not found in ${organization.resourceId}`);
      const body = await readJson(request);
      const found = isRecord(body) ? presetsOf(catalog, organization.resourceId).find(({ id }) => id === body.presetId) : undefined;
      if (found === undefined) return errorResponse(400, 'presetId must name a preset');
      if (devices.activated.includes(device) && found.simulated !== undefined) {
        device.model = found.simulated;
      } else {
        const unsent = unsentSources(found, device);
        if (unsent.length > 0) {
          return errorResponse(409, `Preset ${found.name} reads ${unsent.join(', ')}, which ${registered(devices, device).label} does not send`);
        }
      }
      catalog.applied.set(device.deviceId, found.id);
      // The fleet's orderings and narrowing by model are worked out again.
      applyEdits(devices, device.deviceId, {});
      return HttpResponse.json({ value: { deviceId: device.deviceId, presetId: found.id } });
    }),
  ),
];
