// The platform controller's other ways to read tags, through the portal's client against the sandbox: several
// devices' tags in one paged query, a device's tags by its name, and the tags of a device group's members.
import { describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { clientsOf, failure } from './sandboxClients';

const server = setupSandboxServer();

const temperature = 'Boiler:1/Boiler/Temperature';

describe('a tag query', () => {
  it('reads the tags of several devices in one query, a series per tag in the order of the sources', async () => {
    const { platform } = await clientsOf('bob', 'acme');
    const series = await platform.queryTags('acme', {
      sources: [
        { deviceId: 'dev-acme-boiler-2', modelPath: temperature },
        { deviceId: 'dev-acme-conveyor-1', modelPath: 'Conveyor:2/Drive' },
      ],
    });
    expect(series.map(({ deviceId, modelPath, data }) => [deviceId, modelPath, data.length])).toEqual([
      ['dev-acme-boiler-2', temperature, 1],
      ['dev-acme-conveyor-1', 'Conveyor:2/Drive/Speed', 1],
      ['dev-acme-conveyor-1', 'Conveyor:2/Drive/Current', 1],
      ['dev-acme-conveyor-1', 'Conveyor:2/Drive/SpeedSetpoint', 1],
    ]);
  });

  it('follows the pages: 55 series are two pages of 50 and 5', async () => {
    const pages: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/tags/query')) pages.push(new URL(request.url).searchParams.get('page') ?? '');
    });
    const { platform } = await clientsOf('bob', 'acme');
    // Eleven sources of five tags each (every tag of a boiler's model).
    const sources = Array.from({ length: 11 }, (_, index) => ({ deviceId: `dev-acme-boiler-${(index % 2) + 1}`, modelPath: 'Boiler:1' }));
    const series = await platform.queryTags('acme', { sources, since: '2026-01-05T10:00:00Z', to: '2026-01-05T10:01:00Z' });
    server.events.removeAllListeners();
    expect(pages).toEqual(['0', '1']);
    expect(series).toHaveLength(55);
    expect(series[50]).toMatchObject({ deviceId: 'dev-acme-boiler-1', modelPath: temperature });
    expect(series[50]?.data).toHaveLength(7);
  });

  it('names the source it cannot read, and refuses a query of no source', async () => {
    const { platform } = await clientsOf('bob', 'acme');
    const missing = await failure(platform.queryTags('acme', { sources: [{ deviceId: 'dev-acme-boiler-1', modelPath: temperature }, { deviceId: 'dev-gone', modelPath: temperature }] }));
    expect(missing).toMatchObject({ kind: 'notFound', serverMessage: 'sources[1]: device dev-gone not found in acme' });
    const none = await failure(platform.queryTags('acme', { sources: [] }));
    expect(none).toMatchObject({ kind: 'validation', serverMessage: 'sources must list at least one { deviceId, modelPath }' });
  });
});

describe('tags by device name and by device group', () => {
  it("reads a device's tags by its name", async () => {
    const { platform } = await clientsOf('bob', 'acme');
    const [tag] = await platform.tagsByDeviceName('acme', 'Boiler Hall B', { modelPath: temperature });
    expect(tag).toMatchObject({ deviceId: 'dev-acme-boiler-2', modelPath: temperature });
    expect((await failure(platform.tagsByDeviceName('acme', 'Boiler Hall Z', { modelPath: temperature }))).serverMessage).toBe(
      'No device named Boiler Hall Z in acme',
    );
  });

  it("reads the tag of each member of a group that has it, and says when none has", async () => {
    const { platform } = await clientsOf('alice', 'acme');
    const tags = await platform.tagsByDeviceGroup('acme', 'grp-heating', { modelPath: temperature });
    expect(tags.map(({ deviceId }) => deviceId)).toEqual(['dev-acme-boiler-1', 'dev-acme-boiler-2', 'dev-north-boiler-1']);
    const none = await failure(platform.tagsByDeviceGroup('acme', 'grp-packaging', { modelPath: temperature }));
    expect(none).toMatchObject({ kind: 'notFound', serverMessage: `No device of group Packaging lines has a tag under ${temperature}` });
    expect((await failure(platform.tagsByDeviceGroup('acme', 'grp-initech', { modelPath: temperature }))).kind).toBe('notFound');
  });
});
