// The two policies that stand alone: PASSTHROUGH (every sample fires, throttling alone holds it back) and
// CONNECTION (the device's IoT or VPN connection on or off for at least a time, no tag). What the form makes of
// them and where it refuses them, how the sandbox's trigger manager reads them, tries them against history and
// counts them, all through the portal's own client.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { evaluateConnection, evaluateTrigger } from '../../../sandbox/triggers/evaluate';
import { resetStore } from '../../../sandbox/store';
import { origin, setupSandboxServer, signIn } from '../../../sandbox/testClient';
import { newAction, newTriggerValues, triggerFormProblems, triggerValues, triggerWriteOf, type TriggerFormValues } from '../../../src/features/triggers/triggerForm';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { isPlatformError } from '../../../src/platform/errors';
import { createHttpClient } from '../../../src/platform/http';
import { createTriggersClient } from '../../../src/platform/triggersClient';
import type { TriggerConnection, TriggerWrite } from '../../../src/platform/triggerTypes';
import { newRequestId } from '../../../src/platform/requestIds';

setupSandboxServer();
beforeEach(resetStore);
afterEach(() => vi.useRealTimers());

const minute = 60_000;

async function clientOf(username: string) {
  const token = (await signIn(username)).access_token;
  return createTriggersClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.trigger}`, getToken: () => token }));
}

const offline: TriggerFormValues = {
  ...newTriggerValues('dev-acme-conveyor-2', 'Drive/Speed'),
  name: 'Line 2 gone quiet',
  first: { ...newTriggerValues().first, type: 'CONNECTION', connection: 'IOT', connected: false, minutes: '60' },
  // A second condition left from before is not asked with a condition that stands alone, and not sent.
  join: 'AND',
  actions: [{ ...newAction, recipients: 'shift@acme.example' }],
};

describe('the form with a condition that stands alone', () => {
  it('makes a CONNECTION rule without a tag or second condition, and reads it back', () => {
    const write = triggerWriteOf(offline);
    expect(write.tag).toBe('');
    expect(write.policy).toEqual({ type: 'CONNECTION', connection: 'IOT', connected: false, durationInMSec: 60 * minute });
    expect(triggerFormProblems({ ...offline, tag: '' })).toEqual({});
    expect(triggerWriteOf(triggerValues({ ...write, id: '9', orgResourceId: 'acme', counters: { in: 0, out: 0, throttled: 0 } }))).toEqual(write);
  });

  it('refuses a connection time out of range at its field, rather than adjusting it', () => {
    for (const minutes of ['', '-1', '1.5', '10081', 'soon']) {
      expect(triggerFormProblems({ ...offline, first: { ...offline.first, minutes } }), minutes).toEqual({ 'first.minutes': 'durationRange' });
    }
    expect(triggerFormProblems({ ...offline, first: { ...offline.first, minutes: '10080' } })).toEqual({});
    expect(triggerFormProblems({ ...offline, first: { ...offline.first, minutes: '0' } })).toEqual({});
  });

  it('makes a PASSTHROUGH rule that still needs its tag', () => {
    const every: TriggerFormValues = { ...offline, first: { ...offline.first, type: 'PASSTHROUGH' } };
    expect(triggerWriteOf(every).policy).toEqual({ type: 'PASSTHROUGH' });
    expect(triggerWriteOf(every).tag).toBe('Drive/Speed');
    expect(triggerFormProblems({ ...every, tag: '' })).toEqual({ tag: 'required' });
  });
});

describe('reading them', () => {
  it('PASSTHROUGH fires on every sample; throttling holds back those within its interval', () => {
    const samples = [1, 1, 1, 1, 1].map((value, index) => [index * 10_000, value] as const);
    const result = evaluateTrigger({ type: 'PASSTHROUGH' }, samples, 25_000);
    expect(result.firings.map((firing) => firing.throttled)).toEqual([false, true, true, false, true]);
  });

  it('CONNECTION fires once per stretch that lasts the time, at the moment it has lasted it', () => {
    const off: TriggerConnection = { type: 'CONNECTION', connection: 'IOT', connected: false, durationInMSec: 30 * minute };
    // On until 10 min, off for 20 min (too short), on again, off from 60 min to the end at 120.
    const changes = [
      [10 * minute, false],
      [30 * minute, true],
      [60 * minute, false],
    ] as const;
    const result = evaluateConnection(off, true, changes, 0, 120 * minute, 0);
    expect(result).toEqual({ samples: 3, firings: [{ at: 90 * minute, value: 0, throttled: false }] });
    // Watching "on": the first stretch counts from when the rule started reading, and is too short; the second fires.
    expect(evaluateConnection({ ...off, connected: true, durationInMSec: 5 * minute }, true, changes, 0, 120 * minute, 0).firings.map((f) => f.at)).toEqual([
      5 * minute,
      35 * minute,
    ]);
    // A stretch that has not lasted the time by the end of the range has not fired.
    expect(evaluateConnection(off, true, changes, 0, 80 * minute, 0).firings).toEqual([]);
  });
});

describe('the trigger manager with them', () => {
  const quiet: TriggerWrite = triggerWriteOf(offline);

  it('tries a CONNECTION rule against the history: line 2 went silent 3 h 20 min ago, so off for an hour fired once', async () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'], now });
    const triggers = await clientOf('alice');
    const result = await triggers.tryRule('acme', { deviceId: quiet.deviceId, tag: '', policy: quiet.policy, throttlingIntervalInMSec: 0, hours: 6 });
    const silentSince = now - (3 * 60 + 20) * minute;
    expect(result.firings).toEqual([{ at: silentSince + 60 * minute, deviceId: quiet.deviceId, value: 0, throttled: false }]);
    expect(result.samples).toBeGreaterThanOrEqual(1);
    // Over the last hour only: it had been off for more than an hour when that hour began, so it fired before it.
    const lastHour = await triggers.tryRule('acme', { deviceId: quiet.deviceId, tag: '', policy: quiet.policy, throttlingIntervalInMSec: 0, hours: 1 });
    expect(lastHour).toEqual({ samples: 0, firings: [] });
    // A VPN tunnel nobody holds now: "on" can only have fired while a session lasted.
    const vpn = await triggers.tryRule('acme', {
      deviceId: 'dev-acme-boiler-1',
      tag: '',
      policy: { type: 'CONNECTION', connection: 'VPN', connected: true, durationInMSec: 0 },
      throttlingIntervalInMSec: 0,
      hours: 24,
    });
    expect(vpn.firings.length).toBeGreaterThanOrEqual(1);
    expect(vpn.firings.every((firing) => firing.value === 1 && firing.at < now)).toBe(true);
  });

  it('counts an enabled CONNECTION rule: off for an hour since it was switched on fires once', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 23, 9, 0, 0) });
    const created = await (await clientOf('alice')).create('acme', { ...quiet, enabled: true }, undefined, newRequestId());
    expect(created.counters).toEqual({ in: 0, out: 0, throttled: 0 });
    vi.setSystemTime(Date.UTC(2026, 10, 23, 9, 59, 0));
    expect((await (await clientOf('alice')).get('acme', created.id)).counters.out).toBe(0);
    vi.setSystemTime(Date.UTC(2026, 10, 23, 11, 0, 0));
    const later = await (await clientOf('alice')).get('acme', created.id);
    expect(later.counters).toEqual({ in: 0, out: 1, throttled: 0 });
    expect(later.tag).toBe('');
  });

  it('counts every sample of an enabled PASSTHROUGH rule, throttled to once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 23, 9, 0, 0) });
    const every: TriggerWrite = {
      ...quiet,
      tag: 'Drive/Speed',
      enabled: true,
      policy: { type: 'PASSTHROUGH' },
      actions: [{ type: 'EMAIL', recipients: ['shift@acme.example'], throttlingIntervalInMSec: minute }],
    };
    const created = await (await clientOf('alice')).create('acme', every, undefined, newRequestId());
    vi.setSystemTime(Date.UTC(2026, 10, 23, 9, 10, 0));
    const { counters } = await (await clientOf('alice')).get('acme', created.id);
    expect(counters.in).toBe(61);
    expect(counters.out).toBe(11);
    expect(counters.throttled).toBe(50);
  });

  it('refuses at the field: a time out of range, a condition that stands alone joined, a PASSTHROUGH without its tag', async () => {
    const triggers = await clientOf('alice');
    const wrong = [
      [{ ...quiet, policy: { ...quiet.policy, durationInMSec: 10_081 * minute } }, /\(400 policy\.durationInMSec must be whole minutes/],
      [{ ...quiet, policy: { ...quiet.policy, durationInMSec: 90_000 } }, /\(400 policy\.durationInMSec must be whole minutes/],
      [{ ...quiet, policy: { ...quiet.policy, connection: 'LTE' } }, /\(400 policy\.connection is not a known type/],
      [
        { ...quiet, tag: 'Drive/Speed', policy: { type: 'OR', policies: [{ type: 'ON_LEVEL', level: 1, rising: true }, { type: 'PASSTHROUGH' }] } },
        /\(400 policy\.policies\[1\]\.type cannot be joined/,
      ],
      [{ ...quiet, policy: { type: 'PASSTHROUGH' } }, /\(400 tag is required/],
    ] as const;
    for (const [rule, message] of wrong) {
      const refused = await triggers.create('acme', rule as unknown as TriggerWrite, undefined, newRequestId()).catch((error: unknown) => error);
      expect(isPlatformError(refused, 'validation'), String(refused)).toBe(true);
      expect((refused as Error).message).toMatch(message);
    }
  });
});
