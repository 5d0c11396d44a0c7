// Writing a set point and reading a device's configuration through the platform-controller client against the
// sandbox (facts §6 POST on the tags path, DeviceConfiguration): the value written is the value read back, a
// repeated request id writes once, a reader and a value out of range are refused and change nothing.
import { describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { store } from '../../../sandbox/store';
import { clientsOf, failure } from './sandboxClients';
import { newRequestId, type RequestId } from '../../../src/platform/requestIds';

setupSandboxServer();

const setpoint = 'Boiler:1/Boiler/Setpoint';
const latest = async (platform: Awaited<ReturnType<typeof clientsOf>>['platform']) =>
  (await platform.deviceTags('acme', 'dev-acme-boiler-1', { modelPath: setpoint }))[0]?.data.at(-1)?.[1];

describe('tag writes', () => {
  it('writes a set point that the next read answers, and keeps it in the history from then on', async () => {
    const { platform } = await clientsOf('alice', 'acme');
    expect(await latest(platform)).toBe(70);
    const before = Date.now();
    await platform.writeTags('acme', 'dev-acme-boiler-1', { data: [{ modelPath: setpoint, v: 75.5 }] }, undefined, newRequestId());
    expect(await latest(platform)).toBe(75.5);
    const [history] = await platform.deviceTags('acme', 'dev-acme-boiler-1', {
      modelPath: setpoint,
      since: new Date(before - 60_000).toISOString(),
      to: new Date(Date.now() + 20_000).toISOString(),
    });
    expect(history?.data.at(0)?.[1]).toBe(70);
    expect(history?.data.at(-1)?.[1]).toBe(75.5);
    // Another device's set point is its own.
    expect((await platform.deviceTags('acme', 'dev-acme-boiler-2', { modelPath: setpoint }))[0]?.data.at(-1)?.[1]).toBe(70);
  });

  it('writes once for a repeated request id', async () => {
    const { platform } = await clientsOf('alice', 'acme');
    await platform.writeTags('acme', 'dev-acme-boiler-1', { data: [{ modelPath: setpoint, v: 60 }] }, undefined, 'write-once' as RequestId);
    await platform.writeTags('acme', 'dev-acme-boiler-1', { data: [{ modelPath: setpoint, v: 60 }] }, undefined, 'write-once' as RequestId);
    expect(store().devices.written.get('dev-acme-boiler-1 Boiler/Setpoint')).toHaveLength(1);
  });

  it('refuses a reader, a read-only tag and a value out of range, and writes nothing', async () => {
    const { platform: bob } = await clientsOf('bob', 'acme');
    expect((await failure(bob.writeTags('acme', 'dev-acme-boiler-1', { data: [{ modelPath: setpoint, v: 60 }] }, undefined, newRequestId()))).kind).toBe('forbidden');
    const { platform } = await clientsOf('alice', 'acme');
    const refused = async (modelPath: string, v: number) =>
      (await failure(platform.writeTags('acme', 'dev-acme-boiler-1', { data: [{ modelPath, v }] }, undefined, newRequestId()))).serverMessage;
    expect(await refused(setpoint, 90.5)).toBe('v of Boiler/Setpoint must be from 40 to 90');
    expect(await refused(setpoint, 39)).toBe('v of Boiler/Setpoint must be from 40 to 90');
    expect(await refused('Boiler:1/Boiler/Temperature', 60)).toBe('Boiler/Temperature is read only');
    expect(await refused('Boiler:1/Boiler/Nothing', 60)).toBe('Device dev-acme-boiler-1 has no tag Boiler:1/Boiler/Nothing');
    expect(await latest(platform)).toBe(70);
  });
});

describe('device configuration', () => {
  it('answers what the device was told and what it reports, each path with its mode and source', async () => {
    const { platform } = await clientsOf('bob', 'acme');
    const configuration = await platform.deviceConfiguration('acme', 'dev-acme-boiler-1');
    expect(Object.keys(configuration.configurationJson.properties)).toEqual([
      'Boiler/Temperature',
      'Boiler/Pressure',
      'Boiler/BurnerOn',
      'Boiler/Mode',
      'Boiler/Setpoint',
    ]);
    expect(configuration.configurationJson.properties['Boiler/Setpoint']).toMatchObject({ mode: 'RW', datalink: { source: 'Boiler/Setpoint' } });
    expect(configuration.configurationFromDevice).toEqual(configuration.configurationJson);
  });

  it('says an offline device has not reported a preset applied since', async () => {
    const { platform } = await clientsOf('alice', 'acme');
    // Applied through the mappings service while the conveyor is offline (tests/unit/platform/presets covers the call).
    store().catalog.applied.set('dev-acme-conveyor-2', 'preset-conveyor-fast');
    const configuration = await platform.deviceConfiguration('acme', 'dev-acme-conveyor-2');
    expect(Object.keys(configuration.configurationJson.properties)).toHaveLength(5);
    expect(configuration.configurationFromDevice.properties).toEqual({});
  });
});
