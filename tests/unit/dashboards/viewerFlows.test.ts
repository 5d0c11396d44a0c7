// The viewer's and editor's device flows as the app provides them (src/features/dashboards/viewerFlows.ts), run
// against the sandbox's handlers with the requests watched at the network edge: opening a dashboard reads what its
// slots show and never the organisation's fleet, so it costs the same with 100 000 devices as with a handful; the
// slot picker's search and the device table's pages are answered by the server.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { provideDashboardMachines } from '../../../src/features/dashboards/viewerFlows';
import type { LoadedDashboard } from '../../../src/features/dashboards/loadedDashboard';
import { store } from '../../../sandbox/store';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { clientsOf } from '../platform/sandboxClients';

const server = setupSandboxServer();
const requests: URL[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(new URL(request.url));
});
/** What happened at the network edge, in order: `asked <path>` and `answered <path>`. */
const exchanges: string[] = [];
server.events.on('request:start', ({ request }) => {
  exchanges.push(`asked ${new URL(request.url).pathname}`);
});
server.events.on('response:mocked', ({ request }) => {
  exchanges.push(`answered ${new URL(request.url).pathname}`);
});
/** Whether `second` was asked before `first` was answered: the two went out together, not one after the other. */
const together = (first: string, second: string) => exchanges.indexOf(`asked ${second}`) < exchanges.indexOf(`answered ${first}`);

async function flowsOf(username: string) {
  const clients = await clientsOf(username, 'acme');
  requests.length = 0;
  return provideDashboardMachines({ dashboard: clients.dashboards, platformController: clients.platform, mappings: clients.mappings, alarms: clients.alarms });
}

/** Paths and queries of the device requests made so far (lists and single devices of both services). */
const deviceRequests = () => requests.filter((url) => url.pathname.includes('/devices')).map((url) => `${url.pathname}${url.search}`);

/** A request for a list of devices: the platform controller's or the mappings service's, not one device's. */
const isDeviceList = (url: URL) => /\/organizations\/[^/]+\/devices$/.test(url.pathname) || url.pathname.endsWith('/svc/mappings/api/v1/devices');

const settle = async <T extends AnyActorRef>(actor: T, done: (value: unknown) => boolean) =>
  waitFor(actor, (snapshot) => done((snapshot as { value: unknown }).value));
const listReady = (value: unknown) => typeof value === 'object' && value !== null && (value as { ready?: string }).ready === 'idle';

async function open(bulkDevices: number, slotDevices: Record<string, string> = {}) {
  store().config.bulkDevices = bulkDevices;
  const flows = await flowsOf('alice');
  const load = createActor(flows.load('acme'), { input: { projectId: 'dsh-boiler-hall-a', slotDevices } }).start();
  await settle(load, (value) => value !== 'loading');
  expect(load.getSnapshot().value).toBe('ready');
  const loaded = load.getSnapshot().context.dashboard as LoadedDashboard;
  load.stop();
  return { loaded, devices: deviceRequests(), all: requests.map((url) => `${url.pathname}${url.search}`) };
}

beforeEach(() => {
  requests.length = 0;
  exchanges.length = 0;
});

describe('opening a dashboard', () => {
  it('reads the devices its slots show by id and the tags of their model, never a list of the fleet', async () => {
    const { loaded, devices } = await open(100_000);
    expect(requests.some(isDeviceList)).toBe(false);
    expect(devices.sort()).toEqual([
      '/svc/mappings/api/v1/devices/dev-acme-boiler-1?organization=acme',
      '/svc/platform/api/v1/organizations/acme/devices/dev-acme-boiler-1/availableTags',
    ]);
    expect(loaded.shownDevices).toEqual({
      'dev-acme-boiler-1': { deviceId: 'dev-acme-boiler-1', label: 'Boiler Hall A', modelName: 'Boiler', modelVersion: '1.0.0' },
    });
    expect(loaded.modelTags.Boiler?.map((tag) => tag.name)).toEqual(['Boiler/Temperature', 'Boiler/Pressure', 'Boiler/BurnerOn', 'Boiler/Mode', 'Boiler/Setpoint']);
  });

  it("asks for the shown device's tags together with the device, not after its answer", async () => {
    await open(0);
    const device = '/svc/mappings/api/v1/devices/dev-acme-boiler-1';
    const tags = '/svc/platform/api/v1/organizations/acme/devices/dev-acme-boiler-1/availableTags';
    expect(exchanges).toContain(`answered ${device}`);
    expect(exchanges).toContain(`asked ${tags}`);
    expect(together(device, tags)).toBe(true);
  });

  it('makes the same requests with 100 000 devices as with none added', async () => {
    const small = await open(0);
    const large = await open(100_000);
    expect(large.all).toEqual(small.all);
  });

  it("reads a URL's device by id, however deep in the fleet, and a gone device's model from one device of it", async () => {
    const bulk = await open(100_000, { Boiler: 'dev-acme-bulk-077777' });
    expect(bulk.loaded.shownDevices['dev-acme-bulk-077777']).toMatchObject({ label: 'Boiler 077777', modelName: 'Boiler' });
    expect(requests.some(isDeviceList)).toBe(false);

    const gone = await open(100_000, { Boiler: 'dev-acme-boiler-99' });
    expect(gone.loaded.shownDevices).toEqual({});
    expect(gone.loaded.modelTags.Boiler).toHaveLength(5);
    // One device of the model stands for its tags: a page of one, not the fleet.
    const lists = requests.filter(isDeviceList);
    expect(lists.map((url) => Object.fromEntries(url.searchParams))).toEqual([{ details: 'true', modelName: 'Boiler', page: '0', pageSize: '1' }]);
  });
});

describe('live values', () => {
  it("reads a chart's history together with the latest values, not after them", async () => {
    const flows = await flowsOf('alice');
    const source = { deviceId: 'dev-acme-boiler-1', modelPrefix: 'Boiler:1', trends: ['Boiler:1/Boiler/Temperature'], windowMs: 600_000 };
    const live = createActor(flows.live, { input: { query: { org: 'acme', sources: [source] } } }).start();
    await settle(live, (value) => value === 'ready');
    live.stop();
    const reads = requests.filter((url) => url.pathname.endsWith('/devices/dev-acme-boiler-1/tags'));
    expect(reads.map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { modelPath: 'Boiler:1' },
      { modelPath: 'Boiler:1/Boiler/Temperature', since: expect.any(String) },
    ]);
    expect(exchanges.filter((entry) => entry.endsWith('/devices/dev-acme-boiler-1/tags'))).toEqual([
      'asked /svc/platform/api/v1/organizations/acme/devices/dev-acme-boiler-1/tags',
      'asked /svc/platform/api/v1/organizations/acme/devices/dev-acme-boiler-1/tags',
      'answered /svc/platform/api/v1/organizations/acme/devices/dev-acme-boiler-1/tags',
      'answered /svc/platform/api/v1/organizations/acme/devices/dev-acme-boiler-1/tags',
    ]);
  });
});

describe('the dashboards landing', () => {
  it('reads the default dashboard and its fleet overview ahead, and the viewer it opens takes them rather than asking again', async () => {
    const flows = await flowsOf('alice');
    const landing = createActor(flows.defaultDashboard, { input: { organization: 'acme', username: 'alice', landing: true } }).start();
    await waitFor(landing, (snapshot) => snapshot.status === 'done');
    expect(landing.getSnapshot().output).toBe('dsh-boiler-hall-a');
    const sent = () => requests.map((url) => url.pathname).sort();
    await vi.waitFor(() =>
      expect(sent()).toEqual([
        '/svc/dashboard/api/v1/dashboards/dsh-boiler-hall-a',
        '/svc/dashboard/api/v1/userPreferences',
        '/svc/mappings/api/v1/devices',
        '/svc/mappings/api/v1/devices',
        '/svc/platform/api/v1/alarms/severityCount',
      ]),
    );

    requests.length = 0;
    const preference = createActor(flows.defaultDashboard, { input: { organization: 'acme', username: 'alice' } }).start();
    await waitFor(preference, (snapshot) => snapshot.status === 'done');
    expect(preference.getSnapshot().output).toBe('dsh-boiler-hall-a');
    const overview = createActor(flows.fleetOverview, { input: { query: { organization: 'acme' } } }).start();
    await settle(overview, (value) => value === 'ready');
    expect(overview.getSnapshot().context.data?.online).toEqual(expect.any(Number));
    overview.stop();
    const load = createActor(flows.load('acme'), { input: { projectId: 'dsh-boiler-hall-a', slotDevices: {} } }).start();
    await settle(load, (value) => value !== 'loading');
    expect(load.getSnapshot().value).toBe('ready');
    load.stop();
    expect(requests.map((url) => url.pathname).filter((path) => /userPreferences|severityCount|dashboards\/dsh-boiler-hall-a$|mappings\/api\/v1\/devices$/.test(path))).toEqual([]);
  });

  it('reads nothing ahead when the preference is read by the viewer itself', async () => {
    const flows = await flowsOf('alice');
    const preference = createActor(flows.defaultDashboard, { input: { organization: 'acme', username: 'alice' } }).start();
    await waitFor(preference, (snapshot) => snapshot.status === 'done');
    expect(requests.map((url) => url.pathname)).toEqual(['/svc/dashboard/api/v1/userPreferences']);
  });
});

describe("a slot picker's search", () => {
  it('asks the platform controller for the first page of matching devices of the slot model, once per pause in typing', async () => {
    store().config.bulkDevices = 100_000;
    const flows = await flowsOf('bob');
    const search = createActor(flows.deviceSearch('acme'), { input: { pageSize: 20, filter: 'Boiler' } }).start();
    await settle(search, listReady);
    const first = search.getSnapshot().context.page;
    expect(first?.items).toHaveLength(20);
    // More than a page matches: the picker says "type to narrow".
    expect(first?.totalPages).toBeGreaterThan(1);

    requests.length = 0;
    for (const typed of ['0', '07', '0777', '07777']) search.send({ type: 'user.search', search: typed });
    await settle(search, listReady);
    const lists = requests.filter(isDeviceList);
    expect(lists.map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { details: 'true', modelName: 'Boiler', search: '07777', page: '0', pageSize: '20' },
    ]);
    const found = search.getSnapshot().context.page;
    expect(found?.items.map((device) => device.label)).toEqual(['Boiler 007777', 'Boiler 077771', 'Boiler 077773', 'Boiler 077775', 'Boiler 077777', 'Boiler 077779']);
    expect(found?.totalPages).toBe(1);
    search.stop();
  });
});

describe('the device table widget', () => {
  it('reads one page of the devices ordered by label with the total, and any page the person asks for', async () => {
    store().config.bulkDevices = 100_000;
    const flows = await flowsOf('bob');
    const table = createActor(flows.deviceTable('acme'), { input: { pageSize: 10, sort: { by: 'label', dir: 'asc' } } }).start();
    await settle(table, listReady);
    expect(table.getSnapshot().context.page).toMatchObject({ totalElements: 100_005, totalPages: 10_001 });
    expect(table.getSnapshot().context.page?.items.slice(0, 2).map((row) => row.label)).toEqual(['Boiler 000001', 'Boiler 000003']);

    requests.length = 0;
    table.send({ type: 'user.page', page: 10_000 });
    await waitFor(table, (snapshot) => listReady(snapshot.value) && snapshot.context.query.page === 10_000);
    expect(requests.filter(isDeviceList).map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { organization: 'acme', page: '10000', pageSize: '10', orderBy: 'label', orderDir: 'asc' },
    ]);
    expect(table.getSnapshot().context.page?.items.map((row) => row.label)).toEqual(['Conveyor 099998', 'Conveyor 100000', 'Conveyor Line 1', 'Conveyor Line 2', 'North Boiler']);
    table.stop();
  });
});

describe("the editor's model tags", () => {
  it('reads a model new to the dashboard from the picked device once, and keeps it', async () => {
    const flows = await flowsOf('alice');
    const query = { organization: 'acme', devices: { Conveyor: 'dev-acme-conveyor-2' } };
    const tags = createActor(flows.modelTags, { input: { query } }).start();
    await settle(tags, (value) => value === 'ready');
    expect(tags.getSnapshot().context.data?.Conveyor?.map((tag) => tag.name)).toEqual(['Drive/Speed', 'Drive/Current', 'Counter/Pieces', 'Safety/Stopped', 'Drive/SpeedSetpoint']);
    expect(deviceRequests()).toEqual(['/svc/platform/api/v1/organizations/acme/devices/dev-acme-conveyor-2/availableTags']);

    requests.length = 0;
    tags.send({ type: 'query.refresh' });
    await settle(tags, (value) => value === 'ready');
    expect(deviceRequests()).toEqual([]);
    tags.stop();
  });
});
