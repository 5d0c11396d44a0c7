// The widgets' own reads as the app provides them (src/features/dashboards/widgets/widgetFlows.ts), against the
// sandbox's handlers with the requests watched at the network edge: a chart's history over the range picked, read
// once for a fixed window, and the worst open alarm of only the devices a page's value tiles show.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideWidgetMachines, type HistoryQuery } from '../../../src/features/dashboards/widgets/widgetFlows';
import { origin, setupSandboxServer } from '../../../sandbox/testClient';
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

describe('the alarms a dashboard page shows', () => {
  it('are the open alarms of the page\'s devices only, searched in one request naming them, by tag and by device', async () => {
    // The sandbox's alarm clock pinned: both boilers' temperature (6) and pressure (4) alarms are open, and Hall A's
    // burner-off (1); a tile takes only its own tag's, the device its worst.
    const { token } = await clientsOf('alice', 'acme');
    await fetch(`${origin}/__sandbox/alarms`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ at: '2025-03-03T09:00:00Z' }) });
    const { deviceAlarms } = await machinesOf('alice');
    const reader = createActor(deviceAlarms, { input: { query: { organization: 'acme', deviceIds: ['dev-acme-boiler-1', 'dev-acme-boiler-2'] } } }).start();
    await waitFor(reader, (snapshot) => snapshot.value === 'ready');
    const { byTag, byDevice } = reader.getSnapshot().context.data ?? { byTag: {}, byDevice: {} };
    expect(byTag).toEqual({
      'dev-acme-boiler-1|Boiler:1/Boiler/Temperature': 6,
      'dev-acme-boiler-1|Boiler:1/Boiler/Pressure': 4,
      'dev-acme-boiler-1|Boiler:1/Boiler/BurnerOn': 1,
      'dev-acme-boiler-2|Boiler:1/Boiler/Temperature': 6,
      'dev-acme-boiler-2|Boiler:1/Boiler/Pressure': 4,
    });
    expect(byDevice).toEqual({ 'dev-acme-boiler-1': 6, 'dev-acme-boiler-2': 6 });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.pathname).toMatch(/alarms\/search$/);
    reader.stop();
  });
});
