// Data exploration's reads through the portal's own clients against the sandbox: a tag's history comes back
// averaged in buckets that start on whole multiples of their width, each the mean of the device's simulated samples
// inside it (sandbox/devices/fleet.ts); the overlay is the same range earlier, moved onto it; a year stays within
// two points per pixel; a sampling out of range is refused naming its field.
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
  const http = (prefix: string) => createHttpClient({ baseURL: `${origin}${prefix}`, getToken: () => token });
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

/** The mean of the device's 10-second samples in [start, start + bucket), as the simulation gives them. */
function expectedMean(deviceId: string, tagName: string, start: number, bucketMs: number, from = start) {
  const device = findDevice(deviceId)!;
  const tag = findTag(device.model, tagName)!;
  const values: number[] = [];
  for (let at = Math.ceil(from / 10_000) * 10_000; at < start + bucketMs; at += 10_000) values.push(Number(tagValue(device, tag, at)));
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

const boilers = [
  { deviceId: 'dev-acme-boiler-1', label: 'Boiler Hall A', modelName: 'Boiler', modelVersion: '1.0.0' },
  { deviceId: 'dev-acme-boiler-2', label: 'Boiler Hall B', modelName: 'Boiler', modelVersion: '1.0.0' },
];

describe('a tag’s history for exploration', () => {
  it('averages each device’s samples in buckets on whole multiples of their width, asked for with dotted aggregation parameters', async () => {
    const asked: URL[] = [];
    server.events.on('request:start', ({ request }) => void (request.url.includes('/tags') && asked.push(new URL(request.url))));
    const answer = await read({ devices: boilers, tag: 'Boiler/Temperature', range: { live: true, span: day }, bucketSeconds: 60, overlay: 'none' });
    server.events.removeAllListeners();

    expect(asked[0]?.searchParams.get('modelPath')).toBe('Boiler:1/Boiler/Temperature');
    expect(asked[0]?.searchParams.get('aggregation.type')).toBe('avg');
    expect(asked[0]?.searchParams.get('aggregation.sampling.size')).toBe('60');
    expect(asked[0]?.searchParams.get('aggregation.sampling.unit')).toBe('s');
    expect(answer.window).toEqual({ from: now - day, to: now });
    expect(answer.lines.map((line) => [line.device.label, line.offset])).toEqual([
      ['Boiler Hall A', 0],
      ['Boiler Hall B', 0],
    ]);
    for (const line of answer.lines) {
      // The first bucket starts at the first whole minute inside the window; the last holds the samples up to now.
      expect(line.samples[0]?.[0]).toBe(Math.ceil((now - day) / 60_000) * 60_000);
      expect(line.samples).toHaveLength(24 * 60);
      for (const [at, value] of [line.samples[0]!, line.samples[700]!, line.samples.at(-1)!]) {
        expect(at % 60_000).toBe(0);
        expect(value).toBeCloseTo(expectedMean(line.device.deviceId, 'Boiler/Temperature', at, Math.min(60_000, now + 1 - at)), 9);
      }
    }
    // Two devices of one model with another phase: their lines differ.
    expect(answer.lines[0]?.samples[10]?.[1]).not.toBe(answer.lines[1]?.samples[10]?.[1]);
  });

  it('overlays the same range a week earlier, moved onto the range', async () => {
    const range = { live: false as const, from: now - 6 * hour, to: now };
    const answer = await read({ devices: boilers.slice(0, 1), tag: 'Boiler/Pressure', range, bucketSeconds: 300, overlay: 'week' });
    const [own, earlier] = answer.lines;
    expect(earlier?.offset).toBe(7 * day);
    expect(earlier?.samples.map(([at]) => at)).toEqual(own?.samples.map(([at]) => at));
    const [at, value] = earlier!.samples[5]!;
    expect(value).toBeCloseTo(expectedMean('dev-acme-boiler-1', 'Boiler/Pressure', at - 7 * day, 300_000), 9);
  });

  it('reads a year at no more than two points per pixel of a 1200-pixel chart', async () => {
    const bucketSeconds = bucketFor(365 * day, 1200);
    const answer = await read({ devices: boilers.slice(0, 1), tag: 'Boiler/Temperature', range: { live: true, span: 365 * day }, bucketSeconds, overlay: 'none' });
    const count = answer.lines[0]!.samples.length;
    expect(count).toBeLessThanOrEqual(2400);
    expect(count).toBeGreaterThan(1200);
    // A bucket of many periods and a part of one is still the mean of every sample in it.
    for (const [at, value] of [answer.lines[0]!.samples[1]!, answer.lines[0]!.samples[count - 2]!]) {
      expect(value).toBeCloseTo(expectedMean('dev-acme-boiler-1', 'Boiler/Temperature', at, bucketSeconds * 1000), 9);
    }
  });

  it('a sampling the sandbox cannot average is refused naming its field', async () => {
    const token = (await signIn('alice')).access_token;
    const platform = createPlatformClient(createHttpClient({ baseURL: `${origin}${servicePrefixes.platform}`, getToken: () => token }));
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
