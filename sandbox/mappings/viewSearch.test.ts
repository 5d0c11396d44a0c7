// The device map's search by view, through the portal's own client: the devices of the organisation and its
// sub-organisations standing inside the bounds, each with its worst open alarm, paged up to 2 000 at a time.
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '../../src/platform/endpoints';
import { isPlatformError } from '../../src/platform/errors';
import { createHttpClient } from '../../src/platform/http';
import { createMappingClient } from '../../src/platform/mappingClient';
import { store } from '../store';
import { origin, setupSandboxServer, signIn } from '../testClient';

setupSandboxServer();

async function mappingsOf(username: string) {
  const token = (await signIn(username)).access_token;
  return createMappingClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.mappings}`, getToken: () => token }));
}

const view = (west: number, south: number, east: number, north: number) => ({
  geoBoundsTopLeft: { lat: north, lon: west },
  geoBoundsBottomRight: { lat: south, lon: east },
});
const firstPage = { page: 0, pageSize: 100 };

describe('the device search by view', () => {
  it('answers the devices inside the bounds, where they stand, with their worst open alarm', async () => {
    const mappings = await mappingsOf('alice');
    const west = await mappings.searchDevicesInView('acme', view(7, 44, 10, 46), firstPage);
    expect(west.data.map(({ label, position }) => [label, position.lat, position.lon])).toEqual([
      ['Boiler Hall A', 45.46, 9.19],
      ['Boiler Hall B', 45.07, 7.69],
    ]);
    const east = await mappings.searchDevicesInView('acme', view(11, 44, 13, 47), firstPage);
    expect(east.data.map(({ label }) => label)).toEqual(['Conveyor Line 1', 'Conveyor Line 2', 'North Boiler']);
    // The worst of each device's seeded open alarms (sandbox/alarms).
    const world = await mappings.searchDevicesInView('acme', view(-180, -90, 180, 90), firstPage);
    expect(world.data.map(({ label, maxSeverity }) => [label, maxSeverity])).toEqual([
      ['Boiler Hall A', 6],
      ['Boiler Hall B', 6],
      ['Conveyor Line 1', 5],
      ['Conveyor Line 2', 5],
      ['North Boiler', 6],
    ]);
    // Bounds across the antimeridian hold what lies east of their west or west of their east.
    expect((await mappings.searchDevicesInView('acme', view(170, -90, 10, 90), firstPage)).data.map(({ label }) => label)).toEqual([
      'Boiler Hall A',
      'Boiler Hall B',
    ]);
    expect((await mappings.searchDevicesInView('acme', view(-60, -40, -30, 0), firstPage)).data).toEqual([]);
  });

  it('pages a large fleet 2 000 at a time and refuses larger pages and bounds upside down', async () => {
    store().config.bulkDevices = 3_000;
    const mappings = await mappingsOf('alice');
    const world = view(-180, -90, 180, 90);
    const first = await mappings.searchDevicesInView('acme', world, { page: 0, pageSize: 2_000 });
    const second = await mappings.searchDevicesInView('acme', world, { page: 1, pageSize: 2_000 });
    expect([first.totalElements, first.totalPages, first.data.length, second.data.length]).toEqual([3_005, 2, 2_000, 1_005]);
    const tooLarge = await mappings.searchDevicesInView('acme', world, { page: 0, pageSize: 2_001 }).catch((error: unknown) => error);
    expect(isPlatformError(tooLarge, 'validation')).toBe(true);
    const upsideDown = await mappings.searchDevicesInView('acme', view(0, 50, 10, 40), firstPage).catch((error: unknown) => error);
    expect(isPlatformError(upsideDown, 'validation')).toBe(true);
  });
});
