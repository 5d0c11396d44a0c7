// The mappings service's devices and models (facts §5), base `/svc/mappings`, from the device registry
// (devices/registry.ts) with the configured bulk. A parent organisation sees its sub-organisations' devices.
// - GET /devices?organization=&search=&page=&pageSize=&orderBy=&orderDir= → DataPage with serverTimestamp; ours
//   also `model`, `connected`, `tag`, `preset` (its id), `group` (its id), `severity` (worst open alarm at least
//   this, 0…6) and `vpn` (its gateway's status as the caller sees it, or `none`) (docs/decisions.md
//   "Devices"). Reading needs `devices:read`.
// - GET /devices/{id} → `{ value }`; PATCH /devices/{id} (label, description, tags; `devices:update`, refused with a
//   400 naming the field, deviceRules.ts); DELETE /devices/{id} (`devices:delete`).
// - GET /deviceTags → the tags the organisation's devices carry.
// - POST /devices/search → the devices inside a view's bounds, for the device map (viewSearch.ts).
// - Models, presets and device groups: configuration.ts. A device reports the preset it runs (catalog.ts) and that
//   preset's model; a preset applied by a person is sent at once and applied while the device is online.
import { HttpResponse, http } from 'msw';
import { deviceAttributeProblems, describeDeviceProblem } from '../../src/platform/deviceRules';
import { mappingEndpoints } from '../../src/platform/mappingEndpoints';
import { alarmSeverities } from '../../src/platform/alarmRules';
import { deviceVpnStates, type DeviceOrder, type DeviceVpnState, type MappingDevice, type MappingDevicePage } from '../../src/platform/mappingTypes';
import { withUser } from '../authenticate';
import {
  applyEdits,
  deleteDevice,
  registered,
  registeredDeviceOf,
  registeredDevicesOf,
  tagsOf,
  type RegisteredDevice,
} from '../devices/registry';
import { errorResponse, isRecord, readJson, servicePath } from '../http';
import { organizationFor } from '../organizationAccess';
import { presetOfDevice } from './catalog';
import { mappingDevice, modelOfDevice, worstOpenSeverities } from './deviceRecord';
import { configurationHandlers } from './configuration';
import { deviceGroupHandlers } from '../devices/groups';
import { coreDeviceHandlers } from '../devices/coreDevices';
import { deviceMoveHandlers } from '../devices/move';
import { viewSearchHandlers } from './viewSearch';
import { dataPage } from '../paging';
import { route } from '../routes';
import { store } from '../store';
import { gatewayLogicalId, statusFor } from '../vpn/state';
import { serverNow } from '../vpn/gatewayDto';

type Params = { deviceId: string };

const orders: Record<DeviceOrder, (device: RegisteredDevice) => string> = {
  label: (device) => device.label.toLowerCase(),
  deviceId: (device) => device.device.deviceId,
  modelName: (device) => `${device.device.model.name.toLowerCase()}\u0000${device.label.toLowerCase()}`,
};

const isOrder = (value: string): value is DeviceOrder => Object.hasOwn(orders, value);

// Ordering 100 000 devices takes a while; every page of one order reads the same sorted list until a change.
const sorted = new Map<string, readonly RegisteredDevice[]>();

function ordered(organization: string, orderBy: DeviceOrder | undefined, descending: boolean): readonly RegisteredDevice[] {
  const { config, devices: state } = store();
  const key = `${organization}|${config.bulkDevices}|${orderBy}|${descending}|${state.revision}`;
  const known = sorted.get(key);
  if (known) return known;
  const all = registeredDevicesOf(state, organization, config.bulkDevices).map((device) => registered(state, device));
  if (orderBy !== undefined) {
    const sortKey = orders[orderBy];
    const keyed = all.map((device) => [sortKey(device), device] as const);
    keyed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0) * (descending ? -1 : 1));
    all.splice(0, all.length, ...keyed.map(([, device]) => device));
  } else if (descending) all.reverse();
  if (sorted.size >= 8) sorted.clear();
  sorted.set(key, all);
  return all;
}

/** Each gateway's status as `username` sees it now, by the logical id a device knows it by. */
function gatewayStates(organization: string, username: string): Map<string, string> {
  const { vpn } = store();
  const now = serverNow();
  return new Map(vpn.gateways.filter((gateway) => gateway.orgResourceId === organization).map((gateway) => [gateway.logicalId, statusFor(vpn, gateway, username, now)]));
}

const isVpnState = (value: string): value is DeviceVpnState => (deviceVpnStates as readonly string[]).includes(value);

/** The narrowing a query asks for, as `username` of `organization` sees it; a value that is not understood is a 400. */
function narrowing(query: URLSearchParams, organization: string, username: string): ((device: RegisteredDevice) => boolean) | Response {
  const search = (query.get('search') ?? '').trim().toLowerCase();
  const model = query.get('model') ?? '';
  const connected = query.get('connected') ?? '';
  const tag = query.get('tag') ?? '';
  const preset = query.get('preset') ?? '';
  const group = query.get('group') ?? '';
  const severity = query.get('severity') ?? '';
  const vpn = query.get('vpn') ?? '';
  if (connected !== '' && connected !== 'true' && connected !== 'false') return errorResponse(400, 'connected must be true or false');
  if (severity !== '' && !alarmSeverities.some((level) => String(level) === severity)) return errorResponse(400, `severity must be one of ${alarmSeverities.join(', ')}`);
  if (vpn !== '' && !isVpnState(vpn)) return errorResponse(400, `vpn must be one of ${deviceVpnStates.join(', ')}`);
  const { catalog } = store();
  const members = group === '' ? undefined : new Set(catalog.groups.find(({ id }) => id === group)?.members);
  const worst = severity === '' ? undefined : worstOpenSeverities();
  const gateways = vpn === '' ? undefined : gatewayStates(organization, username);
  return (candidate) =>
    (search === '' ||
      candidate.label.toLowerCase().includes(search) ||
      candidate.device.deviceId.toLowerCase().includes(search) ||
      candidate.device.model.name.toLowerCase().includes(search)) &&
    (model === '' || (catalog.applied.has(candidate.device.deviceId) ? modelOfDevice(candidate.device).model.name : candidate.device.model.name) === model) &&
    (connected === '' || String(candidate.connected) === connected) &&
    (tag === '' || candidate.tags.includes(tag)) &&
    (preset === '' || presetOfDevice(catalog, candidate.device)?.id === preset) &&
    (members === undefined || members.has(candidate.device.deviceId)) &&
    (worst === undefined || (worst.get(candidate.device.deviceId) ?? -1) >= Number(severity)) &&
    (gateways === undefined || (gateways.get(candidate.device.logicalId ?? gatewayLogicalId(candidate.device.deviceId)) ?? 'none') === vpn);
}

function deviceOfRequest(deviceId: string, organization: string): RegisteredDevice | Response {
  const { config, devices: state } = store();
  const device = registeredDeviceOf(state, organization, deviceId, config.bulkDevices);
  if (device === undefined) return errorResponse(404, `Device ${deviceId} not found in ${organization}`);
  return registered(state, device);
}

export const mappingHandlers = [
  http.get(
    servicePath('mappings', mappingEndpoints.devices),
    withUser((input) => {
      const organization = organizationFor(input.request, input.user, 'devices:read', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const url = new URL(input.request.url);
      const orderBy = url.searchParams.get('orderBy') ?? '';
      if (orderBy !== '' && !isOrder(orderBy)) return errorResponse(400, `orderBy must be one of ${Object.keys(orders).join(', ')}`);
      const orderDir = (url.searchParams.get('orderDir') ?? 'asc').toLowerCase();
      if (orderDir !== 'asc' && orderDir !== 'desc') return errorResponse(400, 'orderDir must be asc or desc');
      const matches = narrowing(url.searchParams, organization.resourceId, input.user.username);
      if (matches instanceof Response) return matches;
      const devices = ordered(organization.resourceId, orderBy === '' ? undefined : orderBy, orderDir === 'desc');
      const page = dataPage(devices.filter(matches), url);
      const now = Date.now();
      return HttpResponse.json<MappingDevicePage>({
        ...page,
        data: page.data.map((device) => mappingDevice(device, now)),
        serverTimestamp: now,
      });
    }),
  ),

  http.get(
    servicePath('mappings', mappingEndpoints.deviceTags),
    withUser((input) => {
      const organization = organizationFor(input.request, input.user, 'devices:read', { iotOnly: false });
      if (organization instanceof Response) return organization;
      return HttpResponse.json<string[]>(tagsOf(store().devices, organization.resourceId, store().config.bulkDevices));
    }),
  ),

  http.get<Params>(
    route('mappings', mappingEndpoints.device, 'deviceId'),
    withUser<Params>((input) => {
      const organization = organizationFor(input.request, input.user, 'devices:read', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const device = deviceOfRequest(input.params.deviceId, organization.resourceId);
      if (device instanceof Response) return device;
      return HttpResponse.json<{ value: MappingDevice }>({ value: mappingDevice(device, Date.now()) });
    }),
  ),

  http.patch<Params>(
    route('mappings', mappingEndpoints.device, 'deviceId'),
    withUser<Params>(async (input) => {
      const organization = organizationFor(input.request, input.user, 'devices:update', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const device = deviceOfRequest(input.params.deviceId, organization.resourceId);
      if (device instanceof Response) return device;
      const body = await readJson(input.request);
      if (!isRecord(body)) return errorResponse(400, 'the body must be an object of attributes');
      const { label, description, tags } = body;
      if (label !== undefined && typeof label !== 'string') return errorResponse(400, 'label must be text');
      if (description !== undefined && typeof description !== 'string') return errorResponse(400, 'description must be text');
      if (tags !== undefined && !(Array.isArray(tags) && tags.every((tag) => typeof tag === 'string'))) {
        return errorResponse(400, 'tags must be a list of text');
      }
      const change = { label, description, tags: tags === undefined ? undefined : [...new Set(tags as string[])] };
      const [problem] = deviceAttributeProblems(change);
      if (problem) return errorResponse(400, describeDeviceProblem(problem));
      applyEdits(store().devices, device.device.deviceId, change);
      return HttpResponse.json<{ value: MappingDevice }>({
        value: mappingDevice(registered(store().devices, device.device), Date.now()),
      });
    }),
  ),

  http.delete<Params>(
    route('mappings', mappingEndpoints.device, 'deviceId'),
    withUser<Params>((input) => {
      const organization = organizationFor(input.request, input.user, 'devices:delete', { iotOnly: false });
      if (organization instanceof Response) return organization;
      const device = deviceOfRequest(input.params.deviceId, organization.resourceId);
      if (device instanceof Response) return device;
      deleteDevice(store().devices, device.device.deviceId);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
  ...viewSearchHandlers,
  ...configurationHandlers,
  ...deviceGroupHandlers,
  // The core service's device records and move live with the registry they read and change.
  ...coreDeviceHandlers,
  ...deviceMoveHandlers,
];
