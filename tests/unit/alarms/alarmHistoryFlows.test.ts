// The alarm screen's list flow (src/features/alarms/flows.ts) with the organisation's history query, in node against
// the sandbox with its alarm clock pinned: every status of every device, the latest change first, narrowed by device,
// severity and the time of the last change; each value with its tag's unit, read once per device.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideAlarmMachines } from '../../../src/features/alarms/flows';
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

describe("the organisation's alarm history", () => {
  it('lists every status of every device, the latest change first, with units', async () => {
    const page = await read(history());
    const statuses = new Set(page.data.map((alarm) => alarm.status));
    expect(statuses).toEqual(new Set(['ACTIVE', 'NOT_ACTIVE', 'CLEARED']));
    expect(new Set(page.data.map((alarm) => alarm.deviceId)).size).toBe(5);
    const times = page.data.map((alarm) => alarm.updatedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const temperature = page.data.find((alarm) => alarm.name === 'HighTemperature');
    expect(temperature?.unit).toBe('°C');
    expect(page.data.find((alarm) => alarm.name === 'HighPressure')?.unit).toBe('bar');
    expect(page.data.find((alarm) => alarm.name === 'BurnerOff')?.unit).toBeUndefined();
    // One read of the tags per device, however many of its alarms the page holds.
    expect(tagReads.sort()).toEqual([...new Set(tagReads)].sort());
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
