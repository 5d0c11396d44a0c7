// The alarm screen's list flow (src/features/alarms/flows.ts) with the organisation's history query, in node against
// the sandbox with its alarm clock pinned: every status of every device, the latest change first, narrowed by device,
// severity and the time of the last change; the page answers without waiting for any device's tags, and the units
// flow reads the tags of the page's devices, once per device.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideAlarmMachines } from '../../../src/features/alarms/flows';
import { tagUnit } from '../../../src/features/alarms/tagUnits';
import type { AlarmListQuery } from '../../../src/platform/alarmList';
import { origin, setupSandboxServer } from '../../../sandbox/testClient';
import { signedInPlatform } from '../signedInPlatform';

const server = setupSandboxServer();
const tagReads: string[] = [];
server.events.on('request:start', ({ request }) => {
  const path = new URL(request.url).pathname;
  if (path.endsWith('/availableTags')) tagReads.push(path.split('/').at(-2) ?? '');
});

const at = Date.parse('2025-03-03T09:00:00Z');
beforeEach(async () => {
  const pinned = await fetch(`${origin}/__sandbox/alarms`, { method: 'PUT', body: JSON.stringify({ at: new Date(at).toISOString() }) });
  expect(pinned.status).toBe(204);
  tagReads.length = 0;
});

const history = (filter: Partial<AlarmListQuery['filter']> = {}): AlarmListQuery => ({
  filter: { status: 'all', text: '', ...filter },
  orderBy: 'updatedAt',
  orderDir: 'desc',
  page: 0,
  pageSize: 50,
});

async function read(query: AlarmListQuery) {
  const platform = await signedInPlatform('bob', 'acme');
  const list = createActor(provideAlarmMachines(platform)('acme').list, { input: { query } }).start();
  const snapshot = await waitFor(list, (state) => state.context.data !== undefined);
  list.stop();
  return snapshot.context.data!;
}

/** The units of a page's values, as the units flow reads them for the page's devices. */
async function unitsOf(page: Awaited<ReturnType<typeof read>>) {
  const platform = await signedInPlatform('bob', 'acme');
  const devices = [...new Set(page.data.map((alarm) => alarm.deviceId))];
  const units = createActor(provideAlarmMachines(platform)('acme').units, { input: { query: devices } }).start();
  const tags = (await waitFor(units, (state) => state.context.data !== undefined)).context.data!;
  units.stop();
  return (name: string) => {
    const alarm = page.data.find((candidate) => candidate.name === name);
    return alarm && tagUnit(tags.get(alarm.deviceId) ?? [], alarm.tag);
  };
}

describe("the organisation's alarm history", () => {
  it('lists every status of every device, the latest change first; the units follow, read once per device', async () => {
    const page = await read(history());
    const statuses = new Set(page.data.map((alarm) => alarm.status));
    expect(statuses).toEqual(new Set(['ACTIVE', 'NOT_ACTIVE', 'CLEARED']));
    expect(new Set(page.data.map((alarm) => alarm.deviceId)).size).toBe(5);
    const times = page.data.map((alarm) => alarm.updatedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The rows wait for no device's tags.
    expect(tagReads).toEqual([]);
    const unit = await unitsOf(page);
    expect(unit('HighTemperature')).toBe('°C');
    expect(unit('HighPressure')).toBe('bar');
    expect(unit('BurnerOff')).toBeUndefined();
    // One read of the tags per device, however many of its alarms the page holds.
    expect(tagReads.length).toBe(5);
    expect(new Set(tagReads).size).toBe(5);
  });

  it('narrows by device, severity and the time of the last change', async () => {
    const all = await read(history());
    const device = await read(history({ deviceId: 'dev-acme-boiler-1', minSeverity: 4 }));
    expect(device.data.length).toBeGreaterThan(0);
    expect(device.data.every((alarm) => alarm.deviceId === 'dev-acme-boiler-1' && alarm.severity >= 4)).toBe(true);
    const since = at - 5 * 60_000;
    const recent = await read(history({ changedSince: since }));
    expect(recent.totalElements).toBeLessThan(all.totalElements);
    expect(recent.data.every((alarm) => alarm.updatedAt >= since)).toBe(true);
    expect((await read(history({ changedSince: at + 60 * 60_000 }))).totalElements).toBe(0);
  });
});
