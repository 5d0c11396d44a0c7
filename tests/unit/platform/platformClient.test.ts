// The platform-controller client against the sandbox: latest tag values and history from the simulated fleet,
// the tags a device advertises and the organisation's devices (the viewer's device picker).
import { describe, expect, it } from 'vitest';
import { findDevice, findTag, tagValue } from '../../../sandbox/devices/fleet';
import { store } from '../../../sandbox/store';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { clientsOf, failure } from './sandboxClients';

setupSandboxServer();

const boiler = findDevice('dev-acme-boiler-1')!;
const temperature = findTag(boiler.model, 'Boiler/Temperature')!;

describe('device tags', () => {
  it('answers the latest sample of every tag under a model prefix', async () => {
    const { platform } = await clientsOf('bob', 'acme');
    const before = Date.now();
    const tags = await platform.deviceTags('acme', boiler.deviceId, { modelPath: 'Boiler:1' });
    expect(tags.map((tag) => tag.modelPath)).toEqual([
      'Boiler:1/Boiler/Temperature',
      'Boiler:1/Boiler/Pressure',
      'Boiler:1/Boiler/BurnerOn',
      'Boiler:1/Boiler/Mode',
      'Boiler:1/Boiler/Setpoint',
    ]);
    const [first] = tags;
    expect(first).toMatchObject({ deviceId: boiler.deviceId, header: ['timestamp', 'value'], types: ['datetime', 'double'] });
    expect(first?.data).toHaveLength(1);
    const [at, value] = first!.data[0]!;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(value).toBe(tagValue(boiler, temperature, at));
  });

  it('answers the history of one tag over a range, thinned to the limit but spanning the whole range', async () => {
    const { platform } = await clientsOf('bob', 'acme');
    const since = Date.UTC(2025, 2, 1, 8, 0, 0);
    const query = { modelPath: 'Boiler:1/Boiler/Temperature', since: new Date(since).toISOString(), to: new Date(since + 3_600_000).toISOString() };
    const [hour] = await platform.deviceTags('acme', boiler.deviceId, query);
    // One sample every 10 s, both ends included.
    expect(hour?.data).toHaveLength(361);
    expect(hour?.data.every(([at, value]) => value === tagValue(boiler, temperature, at))).toBe(true);
    const [thinned] = await platform.deviceTags('acme', boiler.deviceId, { ...query, limit: 60 });
    expect(thinned?.data.length).toBeLessThanOrEqual(60);
    expect(thinned?.data[0]?.[0]).toBe(since);
    expect(thinned?.data.at(-1)?.[0]).toBeGreaterThan(since + 3_500_000);
  });

  it('answers ISO instants, and a bucket the range leaves without a sample as a gap, read as epoch ms and null', async () => {
    const { platform } = await clientsOf('bob', 'acme');
    // 08:00:55 is after the 08:00:50 sample: the bucket of 08:00 holds none of the range's samples.
    const [minutes] = await platform.deviceTags('acme', boiler.deviceId, {
      modelPath: 'Boiler:1/Boiler/Temperature',
      since: '2025-03-01T08:00:55.000Z',
      to: '2025-03-01T08:02:00.000Z',
      aggregation: { type: 'max', sampling: { size: 1, unit: 'm', extent: 1 } },
    });
    expect(minutes?.data.map(([at]) => at)).toEqual([Date.UTC(2025, 2, 1, 8, 0), Date.UTC(2025, 2, 1, 8, 1), Date.UTC(2025, 2, 1, 8, 2)]);
    expect(minutes?.data[0]?.[1]).toBeNull();
    expect(typeof minutes?.data[1]?.[1]).toBe('number');
  });

  it('lists the tags a device advertises, with units', async () => {
    const { platform } = await clientsOf('bob', 'acme');
    expect(await platform.availableTags('acme', 'dev-acme-conveyor-1')).toEqual([
      { name: 'Drive/Speed', type: 'double', unit: 'm/s' },
      { name: 'Drive/Current', type: 'double', unit: 'A' },
      { name: 'Counter/Pieces', type: 'integer', unit: 'pcs' },
      { name: 'Safety/Stopped', type: 'boolean' },
      { name: 'Drive/SpeedSetpoint', type: 'double', unit: 'm/s', writable: true, min: 0.4, max: 2.6 },
    ]);
  });

  it('explains a bad query and hides devices of other organisations', async () => {
    const { platform } = await clientsOf('bob', 'acme');
    expect((await failure(platform.deviceTags('acme', boiler.deviceId, { modelPath: '' }))).serverMessage).toBe('modelPath is required');
    expect((await failure(platform.deviceTags('acme', boiler.deviceId, { modelPath: 'Boiler:1', since: 'soon' }))).serverMessage).toBe(
      'since must be an ISO-8601 instant',
    );
    expect((await failure(platform.deviceTags('acme', boiler.deviceId, { modelPath: 'Boiler:2' }))).kind).toBe('notFound');
    expect((await failure(platform.deviceTags('acme', 'dev-initech-conveyor-1', { modelPath: 'Conveyor:2' }))).kind).toBe('notFound');
    expect((await failure(platform.availableTags('initech', 'dev-initech-conveyor-1'))).kind).toBe('forbidden');
  });
});

describe('devices of the organisation', () => {
  const all = { page: 0, pageSize: 20 };

  it('lists a page of the devices of the organisation and its sub-organisations, or those of one model', async () => {
    const { platform } = await clientsOf('bob', 'acme');
    const boilers = await platform.devicePage('acme', { modelName: 'Boiler', ...all });
    expect(boilers.more).toBe(false);
    expect(boilers.devices.map(({ deviceId, label, modelName, modelVersion, orgResourceId }) => ({ deviceId, label, modelName, modelVersion, orgResourceId }))).toEqual([
      { deviceId: 'dev-acme-boiler-1', label: 'Boiler Hall A', modelName: 'Boiler', modelVersion: '1.0.0', orgResourceId: 'acme' },
      { deviceId: 'dev-acme-boiler-2', label: 'Boiler Hall B', modelName: 'Boiler', modelVersion: '1.0.0', orgResourceId: 'acme' },
      { deviceId: 'dev-north-boiler-1', label: 'North Boiler', modelName: 'Boiler', modelVersion: '1.0.0', orgResourceId: 'acme.acme-north' },
    ]);
    expect((await platform.devicePage('acme', all)).devices.length).toBe(5);
    expect((await platform.devicePage('acme', { search: 'line 2', ...all })).devices.map((device) => device.deviceId)).toEqual(['dev-acme-conveyor-2']);
    // The numeric organisation id works too (facts §6 saw both forms).
    expect((await platform.devicePage('1', { modelName: 'Conveyor', ...all })).devices.length).toBe(2);
  });

  it('pages by page and pageSize and says whether more follow (links.next), however large the fleet', async () => {
    store().config.bulkDevices = 100_000;
    const { platform } = await clientsOf('bob', 'acme');
    const first = await platform.devicePage('acme', { modelName: 'Boiler', page: 0, pageSize: 3 });
    expect(first).toMatchObject({ more: true });
    expect(first.devices.map((device) => device.deviceId)).toEqual(['dev-acme-boiler-1', 'dev-acme-boiler-2', 'dev-north-boiler-1']);
    const next = await platform.devicePage('acme', { modelName: 'Boiler', page: 1, pageSize: 3 });
    expect(next.devices.map((device) => device.label)).toEqual(['Boiler 000001', 'Boiler 000003', 'Boiler 000005']);
    const last = await platform.devicePage('acme', { search: '099999', page: 0, pageSize: 3 });
    expect(last).toMatchObject({ more: false, devices: [{ deviceId: 'dev-acme-bulk-099999', modelName: 'Boiler' }] });
    // A sub-organisation does not see its parent's bulk.
    expect((await platform.devicePage('acme.acme-north', all)).devices.map((device) => device.deviceId)).toEqual(['dev-north-boiler-1']);
  });
});
