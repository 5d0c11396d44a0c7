// The mappings service's devices (facts §5), base `/svc/mappings`: the organisation's devices searched, ordered and
// paged (`GET /devices?organization=&search=&page=&pageSize=&orderBy=&orderDir=` → DataPage), and one device by id
// (`GET /devices/{deviceId}?organization=` → `{ value }`), from the simulated fleet with the configured bulk. A
// parent organisation sees its sub-organisations' devices. Reading needs `devices:read` in `organization`.
import { HttpResponse, http } from 'msw';
import { mappingEndpoints } from '../../src/platform/mappingEndpoints';
import type { DeviceOrder, MappingDevice, MappingDevicePage } from '../../src/platform/mappingTypes';
import type { Organization } from '../../src/platform/types';
import { withUser, type UserRequest } from '../authenticate';
import { deviceOf, devicesOf, type SimulatedDevice } from '../devices/fleet';
import { findOrganizationByResourceId, scopesIn } from '../directory';
import { errorResponse, servicePath } from '../http';
import { dataPage } from '../paging';
import { route } from '../routes';
import { store } from '../store';

type Params = { deviceId: string };

const orders: Record<DeviceOrder, (device: SimulatedDevice) => string> = {
  label: (device) => device.label.toLowerCase(),
  deviceId: (device) => device.deviceId,
  modelName: (device) => `${device.model.name.toLowerCase()}\u0000${device.label.toLowerCase()}`,
};

const isOrder = (value: string): value is DeviceOrder => Object.hasOwn(orders, value);

function organizationOf(input: UserRequest<Params>): Organization | Response {
  const resourceId = new URL(input.request.url).searchParams.get('organization');
  if (resourceId === null || resourceId === '') return errorResponse(400, 'organization is required');
  const organization = findOrganizationByResourceId(resourceId);
  if (organization === undefined) return errorResponse(404, `Organization ${resourceId} not found`);
  const scopes = scopesIn(input.user, organization);
  if (scopes === undefined) return errorResponse(403, `Access to organization ${resourceId} denied`);
  if (!scopes.includes('devices:read')) return errorResponse(403, `Permission devices:read is required in ${resourceId}`);
  return organization;
}

// Fixed so an answer is the same on every run.
const createdAt = Date.UTC(2024, 0, 1);

function mappingDevice(device: SimulatedDevice): MappingDevice {
  const preset = `${device.model.name}-default`;
  return {
    id: `map-${device.deviceId}`,
    deviceId: device.deviceId,
    label: device.label,
    realmId: 'corvina',
    orgResourceId: device.orgResourceId,
    connected: true,
    configurationSent: true,
    configurationApplied: true,
    // A minute apart by the number the id ends with.
    creationDate: createdAt + Number(/\d+$/.exec(device.deviceId)?.[0] ?? 0) * 60_000,
    presetId: `preset-${preset.toLowerCase()}`,
    presetName: preset,
    modelId: `model-${device.model.name.toLowerCase()}-${device.model.version}`,
    modelName: device.model.name,
    modelVersion: device.model.version,
    groups: [],
    vpnName: '',
    position: { lat: device.position.latitude, lon: device.position.longitude },
  };
}

// Ordering 100 000 devices takes a while; every page of one order reads the same sorted list.
const sorted = new Map<string, readonly SimulatedDevice[]>();

function ordered(organization: string, bulk: number, orderBy: DeviceOrder | undefined, descending: boolean): readonly SimulatedDevice[] {
  const all = devicesOf(organization, bulk);
  if (orderBy === undefined) return descending ? all.reverse() : all;
  const key = `${organization}|${bulk}|${orderBy}|${descending}`;
  const known = sorted.get(key);
  if (known) return known;
  const sortKey = orders[orderBy];
  const keyed = all.map((device) => [sortKey(device), device] as const);
  keyed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0) * (descending ? -1 : 1));
  const result = keyed.map(([, device]) => device);
  if (sorted.size >= 8) sorted.clear();
  sorted.set(key, result);
  return result;
}

export const mappingHandlers = [
  http.get<Params>(
    servicePath('mappings', mappingEndpoints.devices),
    withUser<Params>((input) => {
      const organization = organizationOf(input);
      if (organization instanceof Response) return organization;
      const url = new URL(input.request.url);
      const orderBy = url.searchParams.get('orderBy') ?? '';
      if (orderBy !== '' && !isOrder(orderBy)) return errorResponse(400, `orderBy must be one of ${Object.keys(orders).join(', ')}`);
      const orderDir = (url.searchParams.get('orderDir') ?? 'asc').toLowerCase();
      if (orderDir !== 'asc' && orderDir !== 'desc') return errorResponse(400, 'orderDir must be asc or desc');
      const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
      const devices = ordered(organization.resourceId, store().config.bulkDevices, orderBy === '' ? undefined : orderBy, orderDir === 'desc');
      const matching =
        search === ''
          ? devices
          : devices.filter(
              (device) =>
                device.label.toLowerCase().includes(search) ||
                device.deviceId.toLowerCase().includes(search) ||
                device.model.name.toLowerCase().includes(search),
            );
      const page = dataPage(matching, url);
      return HttpResponse.json<MappingDevicePage>({
        ...page,
        data: page.data.map(mappingDevice),
        serverTimestamp: Date.now(),
      });
    }),
  ),

  http.get<Params>(
    route('mappings', mappingEndpoints.device, 'deviceId'),
    withUser<Params>((input) => {
      const organization = organizationOf(input);
      if (organization instanceof Response) return organization;
      const device = deviceOf(organization.resourceId, input.params.deviceId, store().config.bulkDevices);
      if (device === undefined) return errorResponse(404, `Device ${input.params.deviceId} not found in ${organization.resourceId}`);
      return HttpResponse.json<{ value: MappingDevice }>({ value: mappingDevice(device) });
    }),
  ),
];
