// The widgets' own reads as the app provides them (src/features/dashboards/widgets/widgetFlows.ts), against the
// sandbox's handlers with the requests watched at the network edge: a chart's history over the range picked, read
// once for a fixed window, and the worst open alarm of only the devices a page's value tiles show.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideWidgetMachines, type HistoryQuery } from '../../../src/features/dashboards/widgets/widgetFlows';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { clientsOf } from '../platform/sandboxClients';

const server = setupSandboxServer();
const requests: URL[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(new URL(request.url));
});
beforeEach(() => {
  requests.length = 0;
});

async function machinesOf(username: string) {
  const clients = await clientsOf(username, 'acme');
  requests.length = 0;
  return provideWidgetMachines({ platformController: clients.platform, alarms: clients.alarms });
}

const hourMs = 3_600_000;
const temperature = { deviceId: 'dev-acme-boiler-1', modelPath: 'Boiler:1/Boiler/Temperature' };
const pressure = { deviceId: 'dev-acme-boiler-1', modelPath: 'Boiler:1/Boiler/Pressure' };

describe('a chart\'s history', () => {
  it('reads each line over a fixed window once: a refresh asks nothing again', async () => {
    const { history } = await machinesOf('alice');
    const to = Date.now() - 2 * hourMs;
    const query: HistoryQuery = { org: 'acme', sources: [temperature, pressure], range: { from: to - hourMs, to } };
    const reader = createActor(history, { input: { query } }).start();
    await waitFor(reader, (snapshot) => snapshot.value === 'ready');
    const lines = reader.getSnapshot().context.data ?? [];
    expect(lines).toHaveLength(2);
    for (const samples of lines) {
      expect(samples.length).toBeGreaterThan(300);
      expect(samples.every(([ts]) => ts >= to - hourMs && ts <= to)).toBe(true);
    }
    const reads = requests.filter((url) => url.searchParams.has('since'));
    expect(reads.map((url) => [url.searchParams.get('modelPath'), url.searchParams.get('to')])).toEqual([
      [temperature.modelPath, new Date(to).toISOString()],
      [pressure.modelPath, new Date(to).toISOString()],
    ]);
    requests.length = 0;
    reader.send({ type: 'query.refresh' });
    await waitFor(reader, (snapshot) => snapshot.value === 'ready');
    expect(requests).toEqual([]);
    reader.stop();
  });

  it('reads a live span up to now, with no end', async () => {
    const { history } = await machinesOf('alice');
    const reader = createActor(history, { input: { query: { org: 'acme', sources: [temperature], range: { span: 6 * hourMs } } } }).start();
    await waitFor(reader, (snapshot) => snapshot.value === 'ready');
    const [read] = requests.filter((url) => url.searchParams.has('since'));
    expect(read?.searchParams.has('to')).toBe(false);
    expect(Date.now() - Date.parse(read?.searchParams.get('since') ?? '')).toBeGreaterThanOrEqual(6 * hourMs);
    expect(Date.now() - Date.parse(read?.searchParams.get('since') ?? '')).toBeLessThan(6 * hourMs + 5000);
    reader.stop();
  });
});

describe('the value tiles\' alarms', () => {
  it('are the worst open alarm of the tiles\' devices only, read in one request naming them', async () => {
    const { deviceAlarms } = await machinesOf('alice');
    const reader = createActor(deviceAlarms, { input: { query: { organization: 'acme', deviceIds: ['dev-acme-boiler-1', 'dev-acme-boiler-2'] } } }).start();
    await waitFor(reader, (snapshot) => snapshot.value === 'ready');
    const worst = reader.getSnapshot().context.data ?? {};
    expect(worst['dev-acme-boiler-1']).toBe(6);
    expect(Object.keys(worst).every((deviceId) => ['dev-acme-boiler-1', 'dev-acme-boiler-2'].includes(deviceId))).toBe(true);
    expect(requests).toHaveLength(1);
    const filter = requests[0]?.searchParams.get('filter') ?? '';
    expect(requests[0]?.pathname).toMatch(/severityCountByDevice$/);
    expect(filter).toContain("deviceId == 'dev-acme-boiler-1' or deviceId == 'dev-acme-boiler-2'");
    expect(filter).toContain("status != 'CLEARED'");
    reader.stop();
  });
});
