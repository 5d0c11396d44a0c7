// The sandbox's trigger manager through the portal's own client: rules refused at the field that is wrong, tried
// against a device's history, enabled, and counting while enabled; and the reading of samples itself.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { servicePrefixes } from '../../src/platform/endpoints';
import { isPlatformError } from '../../src/platform/errors';
import { createHttpClient } from '../../src/platform/http';
import { createTriggersClient, triggerWrite } from '../../src/platform/triggersClient';
import type { TriggerWrite } from '../../src/platform/triggerTypes';
import { origin, setupSandboxServer, signIn } from '../testClient';
import { evaluateTrigger } from './evaluate';
import { newRequestId } from '../../src/platform/requestIds';

setupSandboxServer();
afterEach(() => vi.useRealTimers());

async function clientOf(username: string) {
  const token = (await signIn(username)).access_token;
  return createTriggersClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.trigger}`, getToken: () => token }));
}

const hot: TriggerWrite = {
  name: 'Boiler hot',
  enabled: false,
  deviceId: 'dev-acme-boiler-1',
  tag: 'Boiler/Temperature',
  policy: { type: 'ON_LEVEL', level: 90, rising: true },
  actions: [{ type: 'EMAIL', recipients: ['shift@acme.example'], throttlingIntervalInMSec: 0 }],
};

const samples = (values: number[]) => values.map((value, index) => [index * 10_000, value] as const);
const firedAt = (result: ReturnType<typeof evaluateTrigger>) => result.firings.map((firing) => firing.value);

describe('reading samples', () => {
  it('fires on entering or leaving a band, crossing a level, and moving beyond a deadband', () => {
    const values = samples([1, 5, 6, 12, 6, 2]);
    expect(firedAt(evaluateTrigger({ type: 'ANALOG_BAND', low: 4, high: 10, inside: true }, values, 0))).toEqual([5, 6]);
    expect(firedAt(evaluateTrigger({ type: 'ANALOG_BAND', low: 4, high: 10, inside: false }, values, 0))).toEqual([12, 2]);
    expect(firedAt(evaluateTrigger({ type: 'ON_LEVEL', level: 6, rising: true }, values, 0))).toEqual([6]);
    expect(firedAt(evaluateTrigger({ type: 'ON_LEVEL', level: 6, rising: false }, values, 0))).toEqual([6]);
    expect(firedAt(evaluateTrigger({ type: 'ON_CHANGED', mask: 'VALUE', deadband: 3, percent: false }, values, 0))).toEqual([5, 12, 6, 2]);
    // Half of 12 is 6: from 12 to 6 is not beyond it.
    expect(firedAt(evaluateTrigger({ type: 'ON_CHANGED', mask: 'VALUE', deadband: 50, percent: true }, values, 0))).toEqual([5, 12, 2]);
  });

  it('joins two conditions: AND on an event of one while the other holds, OR on either', () => {
    const values = samples([1, 5, 6, 12, 6, 2]);
    const above = { type: 'ON_LEVEL', level: 6, rising: true } as const;
    const band = { type: 'ANALOG_BAND', low: 4, high: 10, inside: true } as const;
    // 6 crosses the level inside the band; the second 6 re-enters the band above the level.
    expect(firedAt(evaluateTrigger({ type: 'AND', policies: [above, band] }, values, 0))).toEqual([6, 6]);
    expect(firedAt(evaluateTrigger({ type: 'OR', policies: [above, band] }, values, 0))).toEqual([5, 6, 6]);
  });

  it('throttles a firing within the interval of the last delivered one', () => {
    const result = evaluateTrigger({ type: 'ON_CHANGED', mask: 'VALUE', deadband: 0, percent: false }, samples([1, 2, 3, 4, 5]), 25_000);
    expect(result.firings.map((firing) => firing.throttled)).toEqual([false, true, true, false]);
  });
});

describe('the trigger manager', () => {
  it('refuses a rule at the field that is wrong', async () => {
    const triggers = await clientOf('alice');
    const wrong = [
      [{ ...hot, policy: { type: 'ANALOG_BAND', low: 9, high: 3, inside: true } }, /\(400 policy\.high must be above low/],
      [{ ...hot, actions: [{ type: 'WEBHOOK', url: 'http://plain.example', throttlingIntervalInMSec: 0 }] }, /\(400 actions\[0\]\.url must be an https address/],
      [{ ...hot, actions: [{ type: 'EMAIL', recipients: ['a@b.c'], throttlingIntervalInMSec: -1 }] }, /\(400 actions\[0\]\.throttlingIntervalInMSec/],
      [{ ...hot, tag: 'Boiler/Mode' }, /\(400 tag Boiler\/Mode is not a numeric tag/],
      [{ ...hot, deviceId: 'dev-initech-conveyor-1' }, /\(400 deviceId dev-initech-conveyor-1 is not a device of acme/],
    ] as const;
    for (const [rule, message] of wrong) {
      const refused = await triggers.create('acme', rule as TriggerWrite, undefined, newRequestId()).catch((error: unknown) => error);
      expect(isPlatformError(refused, 'validation'), String(refused)).toBe(true);
      expect((refused as Error).message).toMatch(message);
    }
    expect((await triggers.list('acme', { page: 0, pageSize: 20 })).data.map((rule) => rule.name)).toEqual(['Boiler Hall A too hot']);
  });

  it('tries a rule against the last hours of its device: the boiler passes 90 °C once per 10-minute swing', async () => {
    const triggers = await clientOf('alice');
    const result = await triggers.tryRule('acme', { deviceId: hot.deviceId, tag: hot.tag, policy: hot.policy, throttlingIntervalInMSec: 0, hours: 1 });
    expect(result.samples).toBe(360);
    expect(result.firings.length).toBeGreaterThanOrEqual(5);
    expect(result.firings.length).toBeLessThanOrEqual(6);
    expect(result.firings.every((firing) => firing.value >= 90)).toBe(true);
  });

  it('counts while enabled and keeps its counts when switched off', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 23, 9, 0, 0) });
    const triggers = await clientOf('alice');
    const created = await triggers.create('acme', { ...hot, enabled: true }, undefined, newRequestId());
    expect(created.counters).toEqual({ in: 1, out: 0, throttled: 0 });
    // Tokens last minutes: each later step signs in again.
    vi.setSystemTime(Date.UTC(2026, 10, 23, 10, 0, 0));
    const hourLater = await (await clientOf('alice')).get('acme', created.id);
    expect(hourLater.counters.in).toBe(361);
    expect(hourLater.counters.out).toBeGreaterThanOrEqual(5);
    const off = await (await clientOf('alice')).update('acme', created.id, { ...triggerWrite(hourLater), enabled: false }, undefined, newRequestId());
    vi.setSystemTime(Date.UTC(2026, 10, 23, 11, 0, 0));
    expect((await (await clientOf('alice')).get('acme', created.id)).counters).toEqual(off.counters);
  });

  it('is closed to people without read on organizations (spec §2 /trigger)', async () => {
    const triggers = await clientOf('bob');
    const refused = await triggers.list('acme', { page: 0, pageSize: 20 }).catch((error: unknown) => error);
    expect(isPlatformError(refused, 'forbidden')).toBe(true);
  });
});
