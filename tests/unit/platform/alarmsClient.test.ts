// The alarms client, the list reads and the action runner against the sandbox's handlers, signed in with the
// organisation token the portal would hold. The sandbox's alarm clock is pinned, so the fleet's alarms are known.
import { beforeEach, describe, expect, it } from 'vitest';
import { setupSandboxServer, origin } from '../../../sandbox/testClient';
import { alarmFilterExpression } from '../../../src/platform/alarmFilter';
import { readAlarmCounts, readAlarmPage, type AlarmListQuery } from '../../../src/platform/alarmList';
import { createAlarmsClient } from '../../../src/platform/alarmsClient';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { createHttpClient } from '../../../src/platform/http';
import { runAlarmAction } from '../../../src/platform/runAlarmAction';
import { failure, organizationToken } from './sandboxClients';
import type { RequestId } from '../../../src/platform/requestIds';

setupSandboxServer();

const instant = '2025-03-03T09:00:00Z';
const pin = (extra: Record<string, unknown> = {}) =>
  fetch(`${origin}/__sandbox/alarms`, { method: 'PUT', body: JSON.stringify({ at: instant, ...extra }) });
beforeEach(() => pin());

async function alarmsOf(username: string) {
  const token = await organizationToken(username, 'acme');
  return createAlarmsClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.alarms}`, getToken: () => token }));
}

const severe = { status: 'open', minSeverity: 4, text: '' } as const;
const listQuery = (overrides: Partial<AlarmListQuery> = {}): AlarmListQuery => ({
  filter: severe,
  orderBy: 'severity',
  orderDir: 'desc',
  page: 0,
  pageSize: 50,
  ...overrides,
});

describe('reading the list', () => {
  it('reads a page of the matching alarms, most severe first', async () => {
    const page = await readAlarmPage(await alarmsOf('bob'), 'acme', listQuery());
    expect(page).toMatchObject({ number: 0, totalElements: 10, totalPages: 1, last: true });
    expect(page.data.map((alarm) => alarm.severity)).toEqual([6, 6, 6, 5, 5, 4, 4, 4, 4, 4]);
  });

  it('shows the last page there is when the one asked for is gone', async () => {
    const page = await readAlarmPage(await alarmsOf('bob'), 'acme', listQuery({ page: 7, pageSize: 4 }));
    expect(page).toMatchObject({ number: 2, totalPages: 3 });
    expect(page.data).toHaveLength(2);
  });

  it('counts severities without the severity condition and devices without the device condition', async () => {
    const counts = await readAlarmCounts(await alarmsOf('bob'), 'acme', {
      filter: { ...severe, deviceId: 'dev-acme-boiler-1' },
      devicePages: 1,
    });
    // Boiler Hall A's open alarms of any severity: HighTemperature (6), HighPressure (4), BurnerOff (1).
    expect(counts.severityCounts).toEqual([0, 1, 0, 0, 1, 0, 1]);
    expect(counts.devices.entries.map((entry) => [entry.deviceId, entry.total])).toEqual([
      ['dev-acme-boiler-1', 2],
      ['dev-acme-boiler-2', 2],
      ['dev-acme-conveyor-1', 2],
      ['dev-acme-conveyor-2', 2],
      ['dev-north-boiler-1', 2],
    ]);
    expect(counts.devices.last).toBe(true);
  });

  it('follows the device cursor for as many pages as are shown', async () => {
    await pin({ bulk: 10_000 });
    const alarms = await alarmsOf('bob');
    const one = await readAlarmCounts(alarms, 'acme', { filter: { status: 'all', text: '' }, devicePages: 1 });
    const two = await readAlarmCounts(alarms, 'acme', { filter: { status: 'all', text: '' }, devicePages: 2 });
    expect(one.devices.entries).toHaveLength(10);
    expect(one.devices.last).toBe(false);
    expect(two.devices.entries.slice(0, 10)).toEqual(one.devices.entries);
    expect(new Set(two.devices.entries.map((entry) => entry.deviceId)).size).toBe(20);
  });

  it('reports a refused filter as a validation error naming the problem', async () => {
    const alarms = await alarmsOf('bob');
    const error = await failure(alarms.severityCount('acme', "severity >= 'high'"));
    expect(error).toMatchObject({ kind: 'validation', status: 400 });
    expect(error.serverMessage).toBe("Invalid filter at character 13: expected a severity 0…6 but found 'high'");
  });
});

describe('running an action', () => {
  const temperature = 'dev-acme-boiler-1.HighTemperature';
  const pressure = 'dev-acme-boiler-1.HighPressure';

  it('reports per alarm, from the alarm read back after the empty answer: applied, left as it was, or failed', async () => {
    const alarms = await alarmsOf('alice');
    const ack = await runAlarmAction(alarms, 'acme', {
      action: 'ack',
      target: { kind: 'selected', ids: [temperature, 'gone'] },
      comment: '',
      requestKey: 'visit:1' as RequestId,
    });
    expect(ack.applied).toEqual([temperature]);
    expect(ack.skipped).toEqual([]);
    expect(ack.failed).toEqual([{ id: 'gone', error: expect.objectContaining({ kind: 'notFound', status: 404 }) }]);
    // Boiler 2's pressure is still high: a clear leaves its alarm as it was.
    const stillHigh = 'dev-acme-boiler-2.HighPressure';
    const clear = await runAlarmAction(alarms, 'acme', {
      action: 'clear',
      target: { kind: 'selected', ids: [stillHigh] },
      comment: '',
      requestKey: 'visit:4' as RequestId,
    });
    expect(clear).toEqual({ applied: [], skipped: [{ id: stillHigh, reason: 'stillActive' }], failed: [] });
  });

  it('applies an attempt once: sending it again is answered as before', async () => {
    const alarms = await alarmsOf('alice');
    const run = { action: 'ack', target: { kind: 'selected', ids: [temperature, pressure] }, comment: 'seen', requestKey: 'visit:2' as RequestId } as const;
    const first = await runAlarmAction(alarms, 'acme', run);
    const again = await runAlarmAction(alarms, 'acme', run);
    expect(again).toEqual(first);
    expect(first.applied.sort()).toEqual([pressure, temperature]);
    const history = (await alarms.alarm('acme', temperature)).alarmHistory ?? [];
    expect(history.filter((entry) => entry.action === 'ACK')).toHaveLength(1);
  });

  it('acts on every alarm matching a filter in one call', async () => {
    const alarms = await alarmsOf('alice');
    const report = await runAlarmAction(alarms, 'acme', {
      action: 'ack',
      target: { kind: 'matching', filter: alarmFilterExpression(severe) },
      comment: '',
      requestKey: 'visit:3' as RequestId,
    });
    // The service names none of them; the list, read again, shows every match acknowledged.
    expect(report).toEqual({ applied: [], skipped: [], failed: [], unreported: true });
    const page = await readAlarmPage(alarms, 'acme', listQuery());
    expect(page.data.filter((alarm) => alarm.ack === 'REQUIRED')).toEqual([]);
  });

  it('fails as a whole when the person leaves: nothing is reported per alarm', async () => {
    const alarms = await alarmsOf('alice');
    const controller = new AbortController();
    controller.abort(new Error('left the screen'));
    const run = runAlarmAction(
      alarms,
      'acme',
      { action: 'ack', target: { kind: 'selected', ids: [temperature] }, comment: '', requestKey: 'visit:4' as RequestId },
      controller.signal,
    );
    await expect(run).rejects.toThrow('left the screen');
  });

  it('is refused per alarm for a reader without the action scope', async () => {
    const report = await runAlarmAction(await alarmsOf('bob'), 'acme', {
      action: 'clear',
      target: { kind: 'selected', ids: [temperature] },
      comment: '',
      requestKey: 'visit:5' as RequestId,
    });
    expect(report.failed).toEqual([{ id: temperature, error: expect.objectContaining({ kind: 'forbidden' }) }]);
  });
});
