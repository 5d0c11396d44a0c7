// Data exploration's reads through the portal's own clients against the sandbox: a tag's history comes back as
// each bucket's lowest and highest of the device's simulated samples (sandbox/devices/fleet.ts), buckets starting on
// whole multiples of their width, or as the samples themselves at 10 s; the overlay is the same range earlier, moved
// onto it; a year stays within about two points per pixel; a sampling out of range is refused naming its field.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findDevice, findTag, tagValue } from '../../../sandbox/devices/fleet';
import { origin, setupSandboxServer, signIn } from '../../../sandbox/testClient';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { isPlatformError } from '../../../src/platform/errors';
import { createHttpClient } from '../../../src/platform/http';
import { createMappingClient } from '../../../src/platform/mappingClient';
import { createPlatformClient } from '../../../src/platform/platformClient';
import { provideExploreFlows, type SeriesAnswer, type SeriesQuery } from '../../../src/features/explore/flows';
import { bucketFor } from '../../../src/features/explore/sampling';
import { createActor, waitFor } from 'xstate';

const server = setupSandboxServer();

const now = Date.UTC(2026, 10, 23, 12, 0, 7);
const hour = 3_600_000;
const day = 24 * hour;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

async function flowsOf(username: string) {
  const token = (await signIn(username)).access_token;
  const http = (prefix: string) => createHttpClient({ idempotencyKey: true, baseURL: `${origin}${prefix}`, getToken: () => token });
  return provideExploreFlows({
    mappings: createMappingClient(http(servicePrefixes.mappings)),
    platformController: createPlatformClient(http(servicePrefixes.platform)),
  });
}

async function read(query: SeriesQuery): Promise<SeriesAnswer> {
  const flows = await flowsOf('alice');
  const actor = createActor(flows.series('acme'), { input: { query } }).start();
  const snapshot = await waitFor(actor, (state) => state.context.data !== undefined || state.value === 'failed');
  actor.stop();
  if (snapshot.context.data === undefined) throw snapshot.context.error;
  return snapshot.context.data;
}

/** The device's 10-second samples in [from, to), as the simulation gives them. */
function simulated(deviceId: string, tagName: string, from: number, to: number): number[] {
  const device = findDevice(deviceId)!;
  const tag = findTag(device.model, tagName)!;
  const values: number[] = [];
  for (let at = Math.ceil(from / 10_000) * 10_000; at < to; at += 10_000) values.push(Number(tagValue(device, tag, at)));
  return values;
}

const boilers = [
  { deviceId: 'dev-acme-boiler-1', label: 'Boiler Hall A', modelName: 'Boiler', modelVersion: '1.0.0' },
  { deviceId: 'dev-acme-boiler-2', label: 'Boiler Hall B', modelName: 'Boiler', modelVersion: '1.0.0' },
];

describe('a tag’s history for exploration', () => {
  it('draws each bucket’s lowest at its start and highest at its middle, buckets on whole multiples of their width', async () => {
    type Asked = { url: URL; body: { sources: unknown[]; aggregation: { type: string; sampling: { size: number; unit: string } } } };
    const asked: Promise<Asked>[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/tags')) asked.push(request.clone().json().then((body) => ({ url: new URL(request.url), body: body as Asked['body'] })));
    });
    const answer = await read({ devices: boilers, tag: 'Boiler/Temperature', range: { live: true, span: day }, bucketSeconds: 120, overlay: 'none' });
    server.events.removeAllListeners();

    // Both boilers in one tag query per reduction: the lowest and the highest.
    const queries = await Promise.all(asked);
    expect(queries.map(({ url }) => url.pathname)).toEqual(Array(2).fill('/svc/platform/api/v1/organizations/acme/devices/tags/query'));
    expect(queries.map(({ body }) => body.sources)).toEqual(
      Array(2).fill([
        { deviceId: 'dev-acme-boiler-1', modelPath: 'Boiler:1/Boiler/Temperature' },
        { deviceId: 'dev-acme-boiler-2', modelPath: 'Boiler:1/Boiler/Temperature' },
      ]),
    );
    expect(queries.map(({ body }) => body.aggregation.type).sort()).toEqual(['max', 'min']);
    expect(queries[0]?.body.aggregation.sampling).toEqual({ size: 120, unit: 's', extent: 120 });
    expect(answer.window).toEqual({ from: now - day, to: now });
    expect(answer.lines.map((line) => [line.device.label, line.offset])).toEqual([
      ['Boiler Hall A', 0],
      ['Boiler Hall B', 0],
    ]);
    for (const line of answer.lines) {
      // The first bucket starts at the first whole two minutes inside the window; the last holds the samples up to now.
      expect(line.samples[0]?.[0]).toBe(Math.ceil((now - day) / 120_000) * 120_000);
      expect(line.samples).toHaveLength(2 * 720);
      for (const bucket of [0, 350, 719]) {
        const [[start, lowest], [middle, highest]] = [line.samples[2 * bucket]!, line.samples[2 * bucket + 1]!];
        expect(start % 120_000).toBe(0);
        expect(middle).toBe(start + 60_000);
        const values = simulated(line.device.deviceId, 'Boiler/Temperature', start, Math.min(start + 120_000, now + 1));
        expect(lowest).toBe(Math.min(...values));
        expect(highest).toBe(Math.max(...values));
      }
    }
    // Two devices of one model with another phase: their lines differ.
    expect(answer.lines[0]?.samples[10]?.[1]).not.toBe(answer.lines[1]?.samples[10]?.[1]);
  });

  it('at the devices’ own 10 seconds, draws the samples themselves', async () => {
    const range = { live: false as const, from: now - 7 * 60_000, to: now };
    const answer = await read({ devices: boilers.slice(1), tag: 'Boiler/Pressure', range, bucketSeconds: 10, overlay: 'none' });
    const samples = answer.lines[0]!.samples;
    expect(samples.map(([at]) => at)).toEqual(Array.from({ length: 42 }, (_, index) => Math.ceil((now - 7 * 60_000) / 10_000) * 10_000 + index * 10_000));
    expect(samples.map(([, value]) => value)).toEqual(simulated('dev-acme-boiler-2', 'Boiler/Pressure', samples[0]![0], now + 1));
  });

  it('overlays the same range a week earlier, moved onto the range', async () => {
    const range = { live: false as const, from: now - 6 * hour, to: now };
    const answer = await read({ devices: boilers.slice(0, 1), tag: 'Boiler/Pressure', range, bucketSeconds: 300, overlay: 'week' });
    const [own, earlier] = answer.lines;
    expect(earlier?.offset).toBe(7 * day);
    expect(earlier?.samples.map(([at]) => at)).toEqual(own?.samples.map(([at]) => at));
    const [at, lowest] = earlier!.samples[10]!;
    expect(lowest).toBe(Math.min(...simulated('dev-acme-boiler-1', 'Boiler/Pressure', at - 7 * day, at - 7 * day + 300_000)));
  });

  it('reads a year at about two points per pixel of a 1200-pixel chart, each bucket’s full swing kept', async () => {
    const bucketSeconds = bucketFor(365 * day, 1200);
    const answer = await read({ devices: boilers.slice(0, 1), tag: 'Boiler/Temperature', range: { live: true, span: 365 * day }, bucketSeconds, overlay: 'none' });
    const samples = answer.lines[0]!.samples;
    expect(samples.length).toBeLessThanOrEqual(2400);
    expect(samples.length).toBeGreaterThan(1200);
    // A half-day bucket spans many ten-minute swings: its lowest and highest are the waveform's, not a flat mean.
    const [[start, lowest], [, highest]] = [samples[2]!, samples[3]!];
    const values = simulated('dev-acme-boiler-1', 'Boiler/Temperature', start, start + bucketSeconds * 1000);
    expect([lowest, highest]).toEqual([Math.min(...values), Math.max(...values)]);
    expect(highest! - lowest!).toBeGreaterThan(39);
  });

  it('averages buckets longer than a period as the mean of every sample in them', async () => {
    const token = (await signIn('alice')).access_token;
    const platform = createPlatformClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.platform}`, getToken: () => token }));
    const [table] = await platform.deviceTags('acme', 'dev-acme-boiler-2', {
      modelPath: 'Boiler:1/Boiler/Pressure',
      since: new Date(now - 6 * hour).toISOString(),
      to: new Date(now).toISOString(),
      aggregation: { type: 'avg', sampling: { size: 1, unit: 'h', extent: 1 } },
    });
    const [start, mean] = table!.data[2]!;
    const values = simulated('dev-acme-boiler-2', 'Boiler/Pressure', start, start + hour);
    expect(mean).toBeCloseTo(values.reduce((sum, value) => sum + value, 0) / values.length, 9);
  });

  it('a sampling the sandbox cannot average is refused naming its field', async () => {
    const token = (await signIn('alice')).access_token;
    const platform = createPlatformClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.platform}`, getToken: () => token }));
    const refused = await platform
      .deviceTags('acme', 'dev-acme-boiler-1', {
        modelPath: 'Boiler:1/Boiler/Temperature',
        since: new Date(now - hour).toISOString(),
        aggregation: { type: 'avg', sampling: { size: 15, unit: 's', extent: 15 } },
      })
      .catch((error: unknown) => error);
    expect(isPlatformError(refused) && refused.status).toBe(400);
    expect((refused as Error).message).toMatch(/aggregation\.sampling/);
  });
});
