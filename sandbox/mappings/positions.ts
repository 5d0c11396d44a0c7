// GET /svc/mappings/api/v1/devicePositions?organization=&page=&pageSize= (ours, docs/decisions.md "Device map"):
// where the organisation's placed devices stand (and its sub-organisations'; one activated without a place is not on
// the map), a page of up to 10 000 at a time, each with the severity of its worst open alarm (facts §5 MappingDevice
// `maxSeverity`). Reading needs `devices:read` in an IoT-enabled organisation (spec §2 /devicemap).
import { HttpResponse, http } from 'msw';
import { mappingEndpoints } from '../../src/platform/mappingEndpoints';
import { maxPositionsPageSize, type DevicePosition } from '../../src/platform/mappingTypes';
import type { DataPage } from '../../src/platform/types';
import { currentAlarms } from '../alarms/state';
import { statusOf } from '../alarms/engine';
import { withUser } from '../authenticate';
import { registered, registeredDevicesOf } from '../devices/registry';
import type { SimulatedDevice } from '../devices/fleet';
import { errorResponse, servicePath } from '../http';
import { organizationFor } from '../organizationAccess';
import { dataPage } from '../paging';
import { store } from '../store';

/** Each device's worst open alarm (spec §4: open = not cleared), by device id. */
function worstOpenSeverities(): Map<string, number> {
  const worst = new Map<string, number>();
  for (const alarm of currentAlarms(store().alarms)) {
    if (statusOf(alarm) === 'CLEARED') continue;
    const known = worst.get(alarm.deviceId);
    if (known === undefined || alarm.severity > known) worst.set(alarm.deviceId, alarm.severity);
  }
  return worst;
}

export const positionHandlers = [
  http.get(
    servicePath('mappings', mappingEndpoints.devicePositions),
    withUser((input) => {
      const organization = organizationFor(input.request, input.user, 'devices:read');
      if (organization instanceof Response) return organization;
      const url = new URL(input.request.url);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > maxPositionsPageSize) {
        return errorResponse(400, `pageSize must be a whole number from 1 to ${maxPositionsPageSize}`);
      }
      const { config, devices: state } = store();
      const placed = registeredDevicesOf(state, organization.resourceId, config.bulkDevices).filter(
        (device): device is SimulatedDevice & Required<Pick<SimulatedDevice, 'position'>> => device.position !== undefined,
      );
      const page = dataPage(placed, url);
      const worst = worstOpenSeverities();
      return HttpResponse.json<DataPage<DevicePosition>>({
        ...page,
        data: page.data.map((device) => {
          const severity = worst.get(device.deviceId);
          return {
            deviceId: device.deviceId,
            label: registered(state, device).label,
            lat: device.position.latitude,
            lon: device.position.longitude,
            ...(severity === undefined ? {} : { maxSeverity: severity }),
          };
        }),
      });
    }),
  ),
];
