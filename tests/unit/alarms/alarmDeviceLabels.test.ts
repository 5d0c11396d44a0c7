// The alarm screen's counts flow (src/features/alarms/flows.ts) in node against the sandbox: the per-device counts name
// devices by id only, yet the device filter they feed must name each device. Their labels are known once the counts
// answer, with no alarm row read before, and a chosen device the counts do not name is looked up too.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideAlarmMachines } from '../../../src/features/alarms/flows';
import type { AlarmFilter } from '../../../src/platform/alarmFilter';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { signedInPlatform } from '../signedInPlatform';

setupSandboxServer();

async function countsRead(filter: AlarmFilter) {
  const flows = provideAlarmMachines(await signedInPlatform('bob', 'acme'))('acme');
  const counts = createActor(flows.counts, { input: { query: { filter, devicePages: 1 } } }).start();
  const snapshot = await waitFor(counts, (state) => state.context.data !== undefined);
  counts.stop();
  return { flows, devices: snapshot.context.data!.devices.entries.map((entry) => entry.deviceId) };
}

describe('device labels for the alarm filters', () => {
  it('names every device the counts offer as soon as they answer, before any row is read', async () => {
    const { flows, devices } = await countsRead({ status: 'all', text: '' });
    expect(devices).toContain('dev-acme-boiler-1');
    expect(devices).toContain('dev-north-boiler-1');
    expect(flows.deviceLabel('dev-acme-boiler-1')).toBe('Boiler Hall A');
    expect(flows.deviceLabel('dev-north-boiler-1')).toBe('North Boiler');
    expect(devices.filter((deviceId) => flows.deviceLabel(deviceId) === undefined)).toEqual([]);
  });

  it('names the chosen device too', async () => {
    const { flows } = await countsRead({ status: 'all', text: '', deviceId: 'dev-acme-conveyor-2' });
    expect(flows.deviceLabel('dev-acme-conveyor-2')).toBe('Conveyor Line 2');
  });
});
