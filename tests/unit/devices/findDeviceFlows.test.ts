// Finding a device as the fleet's flow does it (`findDevice`), over the sandbox: the alias a device was activated
// with opens it, in the organisation or a sub-organisation (spec §7 `deviceByAlias`); else a label, exactly (the
// core's lookup by label): one opens, several are listed; else the records whose label, alias or hardware id contain
// the text (the core's search), the first 20 of them; another organisation's device is not found.
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { provideDeviceMachines } from '../../../src/features/devices/flows';
import { createCoreDeviceClient } from '../../../src/platform/coreDeviceClient';
import { newRequestId } from '../../../src/platform/requestIds';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { store } from '../../../sandbox/store';
import { act, started } from '../faultFlows.run';
import { signedInPlatform } from '../signedInPlatform';

setupSandboxServer();

async function find(text: string, username = 'alice') {
  const platform = await signedInPlatform(username, 'acme');
  const finding = started(provideDeviceMachines(platform).findDevice('acme', 1));
  await act(finding, ['idle', { type: 'user.submit', draft: text }]);
  await waitFor(finding, (snapshot: { value: unknown }) => snapshot.value === 'saved' || snapshot.value === 'failed');
  const { value, context } = finding.getSnapshot() as { value: string; context: { result?: unknown; error?: unknown } };
  finding.stop();
  expect(value, String(context.error)).toBe('saved');
  return { platform, found: context.result as { deviceId?: string; matches?: { label: string; hwId: string }[]; total?: number } };
}

const labelsOf = (found: { matches?: { label: string }[] }) => found.matches?.map(({ label }) => label).sort();

describe('finding a device', () => {
  it('opens the device an alias names, with the spaces around it left off, in the organisation or a sub-organisation', async () => {
    expect((await find(' boiler-hall-a ')).found).toEqual({ deviceId: 'dev-acme-boiler-1' });
    expect((await find('north-boiler')).found).toEqual({ deviceId: 'dev-north-boiler-1' });
    expect((await find('conveyor-line-2', 'bob')).found).toEqual({ deviceId: 'dev-acme-conveyor-2' });
  });

  it('opens the one device a label names exactly, and lists them when two share it', async () => {
    const { platform, found } = await find('Conveyor Line 2');
    expect(found).toEqual({ deviceId: 'dev-acme-conveyor-2' });
    // Boiler Hall B (core record 2) takes the same label.
    await createCoreDeviceClient(platform.coreHttp).relabel(1, 2, 'Conveyor Line 2', undefined, newRequestId());
    const both = (await find('Conveyor Line 2')).found;
    expect(both.total).toBe(2);
    expect(both.matches?.map(({ hwId }) => hwId).sort()).toEqual(['dev-acme-boiler-2', 'dev-acme-conveyor-2']);
  });

  it('lists the devices whose label, alias or hardware id contain the text, the first 20 of more', async () => {
    expect(labelsOf((await find('boiler')).found)).toEqual(['Boiler Hall A', 'Boiler Hall B', 'North Boiler']);
    expect(labelsOf((await find('CONVEYOR-1')).found)).toEqual(['Conveyor Line 1']);
    store().config.bulkDevices = 100;
    const many = (await find('Boiler 0000')).found;
    expect(many.total).toBe(50);
    expect(many.matches).toHaveLength(20);
  });

  it('finds nothing of another organisation', async () => {
    expect((await find('initech-conveyor')).found).toEqual({ matches: [], total: 0 });
    expect((await find('Initech Conveyor')).found).toEqual({ matches: [], total: 0 });
  });
});
