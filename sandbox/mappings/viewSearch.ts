// POST /svc/mappings/api/v1/devices/search?organization=&page=&pageSize= (ours; facts §5's geo-search names the body,
// `geoBoundsTopLeft` and `geoBoundsBottomRight`, not the path; docs/decisions.md "Device map"): the organisation's
// devices (and its sub-organisations') standing inside the bounds, as the device list answers them (facts §5
// MappingDevice) with the severity of their worst open alarm, paged up to 2 000 at a time. A device activated without
// a place is in no view. Bounds whose west lies east of their east cross the antimeridian. Reading needs
// `devices:read` in an IoT-enabled organisation (spec §2 /devicemap).
import { HttpResponse, http } from 'msw';
import { mappingEndpoints } from '../../src/platform/mappingEndpoints';
import { maxSearchPageSize, type MappingDevicePage } from '../../src/platform/mappingTypes';
import { withUser } from '../authenticate';
import { registered, registeredDevicesOf } from '../devices/registry';
import { errorResponse, isRecord, readJson, servicePath } from '../http';
import { organizationFor } from '../organizationAccess';
import { dataPage } from '../paging';
import { store } from '../store';
import { mappingDevice, worstOpenSeverities } from './deviceRecord';

type Corner = { lat: number; lon: number };

const isCorner = (value: unknown): value is Corner =>
  isRecord(value) &&
  typeof value.lat === 'number' &&
  typeof value.lon === 'number' &&
  Math.abs(value.lat) <= 90 &&
  Math.abs(value.lon) <= 180;

export const viewSearchHandlers = [
  http.post(
    servicePath('mappings', mappingEndpoints.deviceSearch),
    withUser(async (input) => {
      const organization = organizationFor(input.request, input.user, 'devices:read');
      if (organization instanceof Response) return organization;
      const url = new URL(input.request.url);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > maxSearchPageSize) {
        return errorResponse(400, `pageSize must be a whole number from 1 to ${maxSearchPageSize}`);
      }
      const body = await readJson(input.request);
      const topLeft = isRecord(body) ? body.geoBoundsTopLeft : undefined;
      const bottomRight = isRecord(body) ? body.geoBoundsBottomRight : undefined;
      if (!isCorner(topLeft) || !isCorner(bottomRight)) {
        return errorResponse(400, 'geoBoundsTopLeft and geoBoundsBottomRight must each be { lat, lon } in degrees');
      }
      if (topLeft.lat < bottomRight.lat) return errorResponse(400, 'geoBoundsTopLeft must not lie south of geoBoundsBottomRight');
      const crossesAntimeridian = topLeft.lon > bottomRight.lon;
      const inside = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
        latitude <= topLeft.lat &&
        latitude >= bottomRight.lat &&
        (crossesAntimeridian ? longitude >= topLeft.lon || longitude <= bottomRight.lon : longitude >= topLeft.lon && longitude <= bottomRight.lon);
      const { config, devices: state } = store();
      const found = registeredDevicesOf(state, organization.resourceId, config.bulkDevices).filter((device) => device.position !== undefined && inside(device.position));
      const page = dataPage(found, url);
      const worst = worstOpenSeverities();
      const now = Date.now();
      return HttpResponse.json<MappingDevicePage>({
        ...page,
        data: page.data.map((device) => {
          const severity = worst.get(device.deviceId);
          return { ...mappingDevice(registered(state, device), now), ...(severity === undefined ? {} : { maxSeverity: severity }) };
        }),
        serverTimestamp: now,
      });
    }),
  ),
];
