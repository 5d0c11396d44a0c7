// The core service's device records (spec §7 Core API "devices (GET, search, by label, PATCH …)", facts §4.1 and
// §4.3 CoreDevice `{ id, alias, label, hwId, orgResourceId }`), base `/svc/core`, over the same registry the mappings
// service reads: the label is one, so a label changed here is the device's name in the fleet and on the map too.
// `hwId` is the mappings service's `deviceId`. The numeric id: the seeded fleet's 1…6 in its order, a made-up
// device's 100 000 + its number, any other from 500 000 on as first asked for.
// - GET /organizations/{org}/devices?deviceLabel=|deviceHwId=|deviceAlias=&page&pageSize → CorePage (facts §4.1);
//   the label and alias exact, as the facts' lookups.
// - GET /organizations/{org}/devices/search?search=&page&pageSize → CorePage of those whose label, alias or hardware
//   id contain the text, in any case (ours).
// - GET /organizations/{org}/devices/{id} → the record; PATCH it `{ label }` (`devices:update`; a label blank or too
//   long is a 400 naming the field, deviceRules.ts) → the record as it is now (ours).
// Reading needs `devices:read` in the organisation, which sees its sub-organisations' devices as well.
import { HttpResponse, http } from 'msw';
import type { CoreDevice } from '../../src/platform/coreDeviceClient';
import { coreDeviceEndpoints } from '../../src/platform/coreDeviceEndpoints';
import { describeDeviceProblem, deviceAttributeProblems } from '../../src/platform/deviceRules';
import type { CorePage } from '../../src/platform/types';
import { withUser } from '../authenticate';
import { errorResponse, isRecord, readJson } from '../http';
import { corePage } from '../paging';
import { route } from '../routes';
import { store } from '../store';
import { fleet, type SimulatedDevice } from './fleet';
import { organizationWith } from './move';
import { applyEdits, registered, registeredDevicesOf, type DevicesState } from './registry';

const firstBulkId = 100_000;
const firstLaterId = 500_000;

function coreIdOf(state: DevicesState, deviceId: string): number {
  const seeded = fleet.findIndex((device) => device.deviceId === deviceId);
  if (seeded >= 0) return seeded + 1;
  const bulk = /^dev-acme-bulk-(\d+)$/.exec(deviceId);
  if (bulk) return firstBulkId + Number(bulk[1]);
  const known = state.coreIds.get(deviceId);
  if (known !== undefined) return known;
  const id = firstLaterId + state.coreIds.size;
  state.coreIds.set(deviceId, id);
  return id;
}

function coreRecord(state: DevicesState, device: SimulatedDevice): CoreDevice {
  return { id: coreIdOf(state, device.deviceId), alias: device.alias, label: registered(state, device).label, hwId: device.deviceId, orgResourceId: device.orgResourceId };
}

/** The organisation's records, for `org` (numeric) read with `needed`; a Response when refused. */
function recordsOf(org: string, user: Parameters<typeof organizationWith>[1], needed: 'devices:read' | 'devices:update') {
  const organization = organizationWith(org, user, needed);
  if (organization instanceof Response) return organization;
  const { devices: state, config } = store();
  return registeredDevicesOf(state, organization.resourceId, config.bulkDevices).map((device) => coreRecord(state, device));
}

type OrgParams = { org: string };
type DeviceParams = { org: string; id: string };

/** The record `id` of the organisation, or the refusal. */
function recordOf({ org, id }: DeviceParams, user: Parameters<typeof organizationWith>[1], needed: 'devices:read' | 'devices:update') {
  const organization = organizationWith(org, user, needed);
  if (organization instanceof Response) return organization;
  const { devices: state, config } = store();
  const wanted = Number(id);
  const device = registeredDevicesOf(state, organization.resourceId, config.bulkDevices).find(({ deviceId }) => coreIdOf(state, deviceId) === wanted);
  return device ?? errorResponse(404, `Device ${id} not found in ${organization.resourceId}`);
}

export const coreDeviceHandlers = [
  http.get<OrgParams>(
    route('core', coreDeviceEndpoints.deviceSearch, 'org'),
    withUser<OrgParams>(({ request, params, user }) => {
      const records = recordsOf(params.org, user, 'devices:read');
      if (records instanceof Response) return records;
      const url = new URL(request.url);
      const text = (url.searchParams.get('search') ?? '').trim().toLowerCase();
      const found = records.filter(({ label, alias, hwId }) => [label, alias, hwId].some((value) => value.toLowerCase().includes(text)));
      return HttpResponse.json<CorePage<CoreDevice>>(corePage(found, url));
    }),
  ),

  http.get<OrgParams>(
    route('core', coreDeviceEndpoints.devices, 'org'),
    withUser<OrgParams>(({ request, params, user }) => {
      const records = recordsOf(params.org, user, 'devices:read');
      if (records instanceof Response) return records;
      const url = new URL(request.url);
      const [label, hwId, alias] = ['deviceLabel', 'deviceHwId', 'deviceAlias'].map((name) => url.searchParams.get(name));
      const found = records.filter(
        (record) => (label === null || record.label === label) && (hwId === null || record.hwId === hwId) && (alias === null || record.alias === alias),
      );
      return HttpResponse.json<CorePage<CoreDevice>>(corePage(found, url));
    }),
  ),

  http.get<DeviceParams>(
    route('core', coreDeviceEndpoints.device, 'org', 'id'),
    withUser<DeviceParams>(({ params, user }) => {
      const device = recordOf(params, user, 'devices:read');
      if (device instanceof Response) return device;
      return HttpResponse.json<CoreDevice>(coreRecord(store().devices, device));
    }),
  ),

  http.patch<DeviceParams>(
    route('core', coreDeviceEndpoints.device, 'org', 'id'),
    withUser<DeviceParams>(async ({ request, params, user }) => {
      const device = recordOf(params, user, 'devices:update');
      if (device instanceof Response) return device;
      const body = await readJson(request);
      const label = isRecord(body) ? body.label : undefined;
      if (typeof label !== 'string') return errorResponse(400, 'label must be text');
      const [problem] = deviceAttributeProblems({ label });
      if (problem) return errorResponse(400, describeDeviceProblem(problem));
      const { devices: state } = store();
      applyEdits(state, device.deviceId, { label });
      return HttpResponse.json<CoreDevice>(coreRecord(state, device));
    }),
  ),
];
