// The fleet's flows as the portal provides them (src/features/devices/flows.ts), on the platform as the portal builds
// it, over the sandbox: the filters of the address travel to the mappings service as its query, a later page is read
// from the service, and a delete that failed, sent again, carries the first send's request id.
import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { provideDeviceMachines, type FleetDevice } from '../../../src/features/devices/flows';
import { describeError } from '../../../src/platform/errors';
import { store } from '../../../sandbox/store';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { act, actOnRow, reached, started } from '../faultFlows.run';
import { failNext, recordWrites } from '../sandboxEdge';
import { signedInPlatform } from '../signedInPlatform';

const server = setupSandboxServer();
const sent = recordWrites(server);
const deviceLists: Record<string, string>[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/svc/mappings/api/v1/devices') deviceLists.push(Object.fromEntries(url.searchParams));
});
beforeEach(() => {
  sent.length = 0;
  deviceLists.length = 0;
});

const page = (list: { getSnapshot(): { context: unknown } }) =>
  (list.getSnapshot().context as { page: { items: FleetDevice[]; totalElements: number; totalPages: number } }).page;

describe("the fleet's flows", () => {
  it("sends the address's filters as the service's query and reads the page asked for from the service", async () => {
    store().config.bulkDevices = 1_000;
    const platform = await signedInPlatform('alice', 'acme');
    const fleet = started(provideDeviceMachines(platform).fleet('acme'), { pageSize: 20, filter: 'model=Boiler&order=-label&severity=3&vpn=connected' });
    await reached(fleet, { ready: 'idle' });
    expect(deviceLists.at(-1)).toEqual({
      organization: 'acme',
      page: '0',
      pageSize: '20',
      model: 'Boiler',
      orderBy: 'label',
      orderDir: 'desc',
      severity: '3',
      vpn: 'connected',
    });

    const all = started(provideDeviceMachines(platform).fleet('acme'), { pageSize: 20, filter: 'model=Boiler&order=-label' });
    await reached(all, { ready: 'idle' });
    const first = page(all);
    expect([first.totalElements, first.totalPages, first.items[0]?.label]).toEqual([503, 26, 'North Boiler']);
    deviceLists.length = 0;
    await act(all, [{ ready: 'idle' }, { type: 'user.page', page: 1 }]);
    await reached(all, { ready: 'idle' });
    expect(deviceLists).toEqual([{ organization: 'acme', page: '1', pageSize: '20', model: 'Boiler', orderBy: 'label', orderDir: 'desc' }]);
    expect(page(all).items.map((device) => device.label).slice(0, 2)).toEqual(['Boiler 000965', 'Boiler 000963']);
    fleet.stop();
    all.stop();
  });

  it('deletes a device with the first request id when the person tries again after a failure', async () => {
    const platform = await signedInPlatform('alice', 'acme');
    const fleet = started(provideDeviceMachines(platform).fleet('acme'), { pageSize: 20 });
    const deleteBoiler = (device: FleetDevice) => ({ kind: 'delete', device });
    const isBoiler = (device: FleetDevice) => device.deviceId === 'dev-acme-boiler-1';
    await failNext('DELETE /dev-acme-boiler-1');
    await actOnRow(fleet, isBoiler, deleteBoiler);
    await waitFor(fleet, (snapshot) => snapshot.context.actionError !== undefined);
    expect(describeError(fleet.getSnapshot().context.actionError).message).toBe('The service had a problem. Try again later.');
    await actOnRow(fleet, isBoiler, deleteBoiler);
    await waitFor(fleet, (snapshot) => snapshot.matches({ ready: 'idle' }) && snapshot.context.pending === undefined && snapshot.context.actionError === undefined);
    expect((await platform.mappings.devices('acme', { page: 0, pageSize: 500, search: 'Boiler Hall A' })).data).toEqual([]);
    const ids = sent.filter(({ write }) => write.startsWith('DELETE') && write.endsWith('/dev-acme-boiler-1')).map(({ requestId }) => requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toEqual(expect.any(String));
    expect(ids[1]).toBe(ids[0]);
  });
});
