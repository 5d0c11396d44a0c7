// The device map's read as the portal provides it (src/features/devicemap/flows.ts), on the platform as the portal
// builds it, over the sandbox: with more positioned devices than one page of the service holds (10 000), every page
// is read, the last one too, and no device is left off the map (25 000 added to acme's five placed).
// The view a person opens the map on is kept as their user property, with the request id of its attempt.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { requestIdHeader } from '../../../src/platform/requestIds';
import { provideDeviceMapFlows } from '../../../src/features/devicemap/flows';
import { store } from '../../../sandbox/store';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { signedInPlatform } from '../signedInPlatform';

const server = setupSandboxServer();
const pages: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/devicePositions')) pages.push(`${url.searchParams.get('page')}/${url.searchParams.get('pageSize')}`);
});
beforeEach(() => {
  pages.length = 0;
});

describe("the device map's positions", { timeout: 30_000 }, () => {
  it('reads every page of the positioned devices, to the last', async () => {
    store().config.bulkDevices = 25_000;
    const platform = await signedInPlatform('alice', 'acme');
    const read = createActor(provideDeviceMapFlows(platform).positions('acme')).start();
    await waitFor(read, (snapshot) => snapshot.value !== 'loading', { timeout: 20_000 });
    expect(read.getSnapshot().value).toBe('editing');
    const positions = read.getSnapshot().context.data!;

    expect(pages.sort()).toEqual(['0/10000', '1/10000', '2/10000']);
    expect(positions).toHaveLength(25_005);
    expect(new Set(positions.map((position) => position.deviceId)).size).toBe(positions.length);
    expect(positions.map((position) => position.label)).toContain('Conveyor 025000');
  });
});

describe("the device map's view, kept for the person", { timeout: 30_000 }, () => {
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
