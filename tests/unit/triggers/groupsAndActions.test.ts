// A rule with several actions, and a rule on a device group, through the portal's own clients against the sandbox's
// trigger manager: every action is stored and returned in order, each refused at its own field; the counters of a
// rule with several actions are those of its shortest throttling (what one firing is does not change with how many
// actions run); a rule on a group reads each member as the group lists it when the rule is evaluated.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStore } from '../../../sandbox/store';
import { origin, setupSandboxServer, signIn } from '../../../sandbox/testClient';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { isPlatformError } from '../../../src/platform/errors';
import { createHttpClient } from '../../../src/platform/http';
import { createMappingClient } from '../../../src/platform/mappingClient';
import { createTriggersClient } from '../../../src/platform/triggersClient';
import type { TriggerAction, TriggerWrite } from '../../../src/platform/triggerTypes';
import { newRequestId } from '../../../src/platform/requestIds';

setupSandboxServer();
beforeEach(resetStore);
afterEach(() => vi.useRealTimers());

async function clientsOf(username: string) {
  const token = (await signIn(username)).access_token;
  const http = (prefix: string) => createHttpClient({ idempotencyKey: true, baseURL: `${origin}${prefix}`, getToken: () => token });
  return { triggers: createTriggersClient(http(servicePrefixes.trigger)), mappings: createMappingClient(http(servicePrefixes.mappings)) };
}

const email: TriggerAction = { type: 'EMAIL', recipients: ['shift@acme.example'], throttlingIntervalInMSec: 0 };
const teams: TriggerAction = { type: 'TEAMS', url: 'https://acme.webhook.office.com/hall-a', throttlingIntervalInMSec: 600_000 };
const attribute: TriggerAction = { type: 'ATTRIBUTE', attribute: 'overheated', value: 'true', throttlingIntervalInMSec: 60_000 };

const hot: TriggerWrite = {
  name: 'Boilers hot',
  enabled: false,
  deviceId: 'dev-acme-boiler-1',
  tag: 'Boiler/Temperature',
  policy: { type: 'ON_LEVEL', level: 90, rising: true },
  actions: [email, teams, attribute],
};
const onHeating: TriggerWrite = { ...hot, deviceId: '', deviceGroups: ['grp-heating'] };

async function refusal(write: TriggerWrite): Promise<string> {
  const { triggers } = await clientsOf('alice');
  const refused = await triggers.create('acme', write, undefined, newRequestId()).catch((error: unknown) => error);
  expect(isPlatformError(refused, 'validation'), String(refused)).toBe(true);
  return (refused as Error).message;
}

describe('several actions per rule', () => {
  it('stores and returns every action in order, and replaces them all', async () => {
    const { triggers } = await clientsOf('alice');
    const created = await triggers.create('acme', hot, undefined, newRequestId());
    expect(created.actions).toEqual([email, teams, attribute]);
    expect((await triggers.get('acme', created.id)).actions).toEqual([email, teams, attribute]);
    const replaced = await triggers.update('acme', created.id, { ...hot, actions: [attribute, email] }, undefined, newRequestId());
    expect((await triggers.get('acme', replaced.id)).actions).toEqual([attribute, email]);
  });

  it('refuses an action at its own field, and more actions than the table allows', async () => {
    expect(await refusal({ ...hot, actions: [email, { ...teams, url: 'http://plain.example' }] })).toMatch(/\(400 actions\[1\]\.url must be an https address/);
    expect(await refusal({ ...hot, actions: [email, teams, { ...attribute, throttlingIntervalInMSec: 86_400_001 }] })).toMatch(
      /\(400 actions\[2\]\.throttlingIntervalInMSec/,
    );
    expect(await refusal({ ...hot, actions: Array.from({ length: 6 }, () => email) })).toMatch(/\(400 actions are too many/);
    expect(await refusal({ ...hot, actions: [] })).toMatch(/\(400 actions is required/);
  });

  it('counts firings as before: the shortest throttling decides what is held back, whatever else runs', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 23, 9, 0, 0) });
    const { triggers } = await clientsOf('alice');
    const several = await triggers.create('acme', { ...hot, enabled: true }, undefined, newRequestId());
    const single = await triggers.create('acme', { ...hot, name: 'Boiler hot, e-mail only', enabled: true, actions: [email] }, undefined, newRequestId());
    vi.setSystemTime(Date.UTC(2026, 10, 23, 10, 0, 0));
    const later = await clientsOf('alice');
    const counted = (await later.triggers.get('acme', several.id)).counters;
    expect(counted.out).toBeGreaterThanOrEqual(5);
    expect(counted).toEqual((await later.triggers.get('acme', single.id)).counters);
  });
});

describe('a device group as the scope', () => {
  it('is stored with its group and no device, and refuses an unknown group, a device with groups, or too many groups', async () => {
    const { triggers } = await clientsOf('alice');
    const created = await triggers.create('acme', onHeating, undefined, newRequestId());
    expect(created).toMatchObject({ deviceId: '', deviceGroups: ['grp-heating'] });
    expect(await refusal({ ...onHeating, deviceGroups: ['grp-initech'] })).toMatch(/\(400 deviceGroups grp-initech is not a device group of acme/);
    expect(await refusal({ ...onHeating, deviceId: 'dev-acme-boiler-1' })).toMatch(/\(400 deviceGroups cannot be given with a deviceId/);
    expect(await refusal({ ...onHeating, deviceGroups: Array.from({ length: 11 }, () => 'grp-heating') })).toMatch(/\(400 deviceGroups are too many/);
  });

  it("is tried over the group's members, each firing naming its device, and follows the membership when it is read", async () => {
    const { triggers, mappings } = await clientsOf('alice');
    const trial = { tag: hot.tag, policy: hot.policy, throttlingIntervalInMSec: 0, hours: 1 };
    const boiler1 = await triggers.tryRule('acme', { ...trial, deviceId: 'dev-acme-boiler-1' });
    const boiler2 = await triggers.tryRule('acme', { ...trial, deviceId: 'dev-acme-boiler-2' });
    const group = await triggers.tryRule('acme', { ...trial, deviceId: '', deviceGroups: ['grp-heating'] });
    expect(boiler1.firings.length).toBeGreaterThan(0);
    expect(boiler2.firings.length).toBeGreaterThan(0);
    const members = new Set(group.firings.map((firing) => firing.deviceId));
    expect(members.has('dev-acme-boiler-1') && members.has('dev-acme-boiler-2')).toBe(true);
    for (const one of [boiler1, boiler2]) {
      for (const firing of one.firings) expect(group.firings).toContainEqual(firing);
    }
    expect(group.firings.map((firing) => firing.at)).toEqual(group.firings.map((firing) => firing.at).sort((a, b) => a - b));

    // A member that leaves the group is not read the next time.
    await mappings.setDeviceGroupMember('acme', 'grp-heating', 'dev-acme-boiler-2', false, undefined, newRequestId());
    const after = await triggers.tryRule('acme', { ...trial, deviceId: '', deviceGroups: ['grp-heating'] });
    expect(after.firings.some((firing) => firing.deviceId === 'dev-acme-boiler-2')).toBe(false);
    expect(after.samples).toBe(group.samples - boiler2.samples);
  });
});
