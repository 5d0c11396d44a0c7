// A preset's formula path carries simulated values (sandbox/platform/formulaTags.ts): Boiler Hall A runs a preset whose
// `Boiler/Fahrenheit` is `{Boiler/Temperature} * 1.8 + 32`, and the platform controller answers that path, latest,
// history and aggregated, at the temperature's instants. Expected values are worked out by hand: Boiler Hall A's
// temperature swings 55…95 °C over 600 s from a low at every whole 10 minutes (sandbox/devices/fleet.ts, phase 0).
import { describe, expect, it } from 'vitest';
import { modelIdOf } from '../../../sandbox/mappings/catalog';
import { store } from '../../../sandbox/store';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { clientsOf } from './sandboxClients';

setupSandboxServer();

const deviceId = 'dev-acme-boiler-1';
const fahrenheit = 'Boiler:1/Boiler/Fahrenheit';
/** A whole 10 minutes: the temperature is at its low, 55 °C (131 °F); 5 minutes later at its high, 95 °C (203 °F). */
const low = Date.UTC(2025, 2, 1, 8, 0, 0);
const high = low + 300_000;

function runFormulaPreset(source = '{Boiler/Temperature} * 1.8 + 32') {
  const { catalog } = store();
  catalog.presets.push({
    id: 'preset-boiler-fahrenheit',
    owner: 'acme',
    name: 'Boiler in Fahrenheit',
    modelId: modelIdOf('Boiler', '1.0.0'),
    properties: {
      'Boiler/Temperature': { type: 'double', mode: 'R', datalink: { source: 'Boiler/Temperature' } },
      'Boiler/Fahrenheit': { type: 'double', mode: 'R', datalink: { type: 'formula', source } },
    },
  });
  catalog.applied.set(deviceId, 'preset-boiler-fahrenheit');
}

const range = (since: number, to: number) => ({ since: new Date(since).toISOString(), to: new Date(to).toISOString() });

describe('a formula path', () => {
  it('is among the tags the device offers, as a number', async () => {
    runFormulaPreset();
    const { platform } = await clientsOf('bob', 'acme');
    expect(await platform.availableTags('acme', deviceId)).toContainEqual({ name: 'Boiler/Fahrenheit', type: 'double' });
  });

  it('has the formula of the temperature at each of its instants', async () => {
    runFormulaPreset();
    const { platform } = await clientsOf('bob', 'acme');
    const [samples] = await platform.deviceTags('acme', deviceId, { modelPath: fahrenheit, ...range(low, high) });
    expect(samples?.modelPath).toBe(fahrenheit);
    expect(samples?.data).toHaveLength(31); // every 10 s over 5 minutes, both ends
    const at = new Map(samples?.data);
    expect(at.get(low)).toBeCloseTo(131, 9);
    expect(at.get(high)).toBeCloseTo(203, 9);
    // Halfway up (150 s): 75 °C, 167 °F.
    expect(at.get(low + 150_000)).toBeCloseTo(167, 9);
    const [celsius] = await platform.deviceTags('acme', deviceId, { modelPath: 'Boiler:1/Boiler/Temperature', ...range(low, high) });
    expect(celsius?.data.map(([time]) => time)).toEqual(samples?.data.map(([time]) => time));
  });

  it('aggregates like any tag: the lowest and highest of a 10-minute bucket', async () => {
    runFormulaPreset();
    const { platform } = await clientsOf('bob', 'acme');
    const bucket = (type: 'min' | 'max') =>
      platform.deviceTags('acme', deviceId, {
        modelPath: fahrenheit,
        ...range(low, low + 599_000),
        limit: 1,
        aggregation: { type, sampling: { size: 600, unit: 's', extent: 600 } },
      });
    expect((await bucket('min'))[0]?.data[0]?.[1]).toBeCloseTo(131, 9);
    expect((await bucket('max'))[0]?.data[0]?.[1]).toBeCloseTo(203, 9);
  });

  it('reading a tag the device does not send gives the path no values', async () => {
    runFormulaPreset('{Drive/Speed} * 2');
    const { platform } = await clientsOf('bob', 'acme');
    expect((await platform.availableTags('acme', deviceId)).map(({ name }) => name)).not.toContain('Boiler/Fahrenheit');
  });
});
