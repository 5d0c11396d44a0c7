// The device map's reads as the portal provides them (src/features/devicemap/flows.ts), on the platform as the portal
// builds it, over the sandbox: the devices of a view through the mappings service's search by bounds, every page of
// it (5 000 added to acme's five placed are three pages of 2 000), searched again for a new view once it has settled;
// the view a person opens the map on, kept as their user property with the request id of its attempt.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { requestIdHeader } from '../../../src/platform/requestIds';
import { geoSearchOf, provideDeviceMapFlows, worldView } from '../../../src/features/devicemap/flows';
import { store } from '../../../sandbox/store';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { signedInPlatform } from '../signedInPlatform';

const server = setupSandboxServer();
const searches: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/devices/search')) searches.push(`${url.searchParams.get('page')}/${url.searchParams.get('pageSize')}`);
});
beforeEach(() => {
  searches.length = 0;
});

describe("the device map's search by view", () => {
  it('reads every page of the world, to the last, then only the devices of a settled view', async () => {
    store().config.bulkDevices = 5_000;
    const platform = await signedInPlatform('alice', 'acme');
    const search = createActor(provideDeviceMapFlows(platform).devicesInView('acme'), { input: { query: worldView } }).start();
    await waitFor(search, (snapshot) => snapshot.matches('ready'));
    const world = search.getSnapshot().context.data!;
    expect(searches.sort()).toEqual(['0/2000', '1/2000', '2/2000']);
    expect(world).toHaveLength(5_005);
    expect(new Set(world.map((position) => position.deviceId)).size).toBe(5_005);
    expect(world.find(({ label }) => label === 'Boiler Hall A')).toMatchObject({ lat: 45.46, lon: 9.19, maxSeverity: 6 });

    // A pan past Turin and Milan, then the settled view west of them: one search, of the last.
    store().config.bulkDevices = 0;
    searches.length = 0;
    search.send({ type: 'query.change', query: [0, 40, 8, 50], settle: true });
    search.send({ type: 'query.change', query: [7, 44, 10, 46], settle: true });
    await waitFor(search, (snapshot) => snapshot.matches('ready') && snapshot.context.query[0] === 7);
    expect(searches).toEqual(['0/2000']);
    expect(search.getSnapshot().context.data!.map(({ label }) => label)).toEqual(['Boiler Hall A', 'Boiler Hall B']);
    search.stop();
  });

  it('asks a view panned around the world within the poles and the antimeridian', () => {
    expect(geoSearchOf([-200, -95, 200, 95])).toEqual({ geoBoundsTopLeft: { lat: 90, lon: -180 }, geoBoundsBottomRight: { lat: -90, lon: 180 } });
    expect(geoSearchOf([170, 40, 190, 50])).toEqual({ geoBoundsTopLeft: { lat: 50, lon: 170 }, geoBoundsBottomRight: { lat: 40, lon: -170 } });
    expect(geoSearchOf([-190, 40, -170, 50])).toEqual({ geoBoundsTopLeft: { lat: 50, lon: 170 }, geoBoundsBottomRight: { lat: 40, lon: -170 } });
    expect(geoSearchOf([7, 44, 10, 46])).toEqual({ geoBoundsTopLeft: { lat: 46, lon: 7 }, geoBoundsBottomRight: { lat: 44, lon: 10 } });
  });
});

describe("the device map's view, kept for the person", () => {
  it('starts unchosen, keeps a choice with its request id, and reads it back in a new visit', async () => {
    const platform = await signedInPlatform('bob', 'acme');
    const saves: (string | null)[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.method === 'PUT' && new URL(request.url).pathname.endsWith('/portal%3AdeviceMapView')) saves.push(request.headers.get(requestIdHeader));
    };
    server.events.on('request:start', listen);
    const owner = { organization: 'acme', username: 'bob' };
    const first = createActor(provideDeviceMapFlows(platform).view(owner), { input: { defaults: '' } }).start();
    const unchosen = (await waitFor(first, (snapshot) => snapshot.matches('ready'))).context;
    expect(unchosen.value).toBe('');
    expect(unchosen.error).toBeUndefined();
    first.send({ type: 'setting.change', value: 'map' });
    await waitFor(first, (snapshot) => snapshot.matches('ready'));
    first.stop();
    server.events.removeListener('request:start', listen);
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatch(/\S/);

    const again = createActor(provideDeviceMapFlows(platform).view(owner), { input: { defaults: '' } }).start();
    expect((await waitFor(again, (snapshot) => snapshot.matches('ready'))).context.value).toBe('map');
    again.stop();
  });
});
