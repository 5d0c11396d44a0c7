// Where the devices stand, through the portal's own client: every positioned device of the organisation and its
// sub-organisations, each with its worst open alarm as the alarms service holds it, paged up to 10 000 at a time.
import { describe, expect, it } from 'vitest';
import { servicePrefixes } from '../../src/platform/endpoints';
import { isPlatformError } from '../../src/platform/errors';
import { createHttpClient } from '../../src/platform/http';
import { createMappingClient } from '../../src/platform/mappingClient';
import { statusOf } from '../alarms/engine';
import { currentAlarms } from '../alarms/state';
import { store } from '../store';
import { origin, setupSandboxServer, signIn } from '../testClient';

setupSandboxServer();

async function mappingsOf(username: string) {
  const token = (await signIn(username)).access_token;
  return createMappingClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.mappings}`, getToken: () => token }));
}

describe('device positions', () => {
  it('answers each device where it stands with the severity of its worst open alarm, none when none is open', async () => {
    const mappings = await mappingsOf('alice');
    const page = await mappings.devicePositions('acme', { page: 0, pageSize: 100 });
    expect(page.data.map(({ deviceId }) => deviceId).sort()).toEqual([
      'dev-acme-boiler-1',
      'dev-acme-boiler-2',
      'dev-acme-conveyor-1',
      'dev-acme-conveyor-2',
      'dev-north-boiler-1',
    ]);
    expect(page.data.find(({ deviceId }) => deviceId === 'dev-acme-boiler-1')).toMatchObject({ label: 'Boiler Hall A', lat: 45.46, lon: 9.19 });
    const open = currentAlarms(store().alarms).filter((alarm) => statusOf(alarm) !== 'CLEARED');
    for (const position of page.data) {
      const severities = open.filter(({ deviceId }) => deviceId === position.deviceId).map(({ severity }) => severity);
      expect(position.maxSeverity, position.deviceId).toBe(severities.length ? Math.max(...severities) : undefined);
    }
    expect(page.data.some(({ maxSeverity }) => maxSeverity !== undefined)).toBe(true);
  });

  it('pages a large fleet 10 000 at a time and refuses larger pages', async () => {
    store().config.bulkDevices = 12_000;
    const mappings = await mappingsOf('alice');
    const first = await mappings.devicePositions('acme', { page: 0, pageSize: 10_000 });
    const second = await mappings.devicePositions('acme', { page: 1, pageSize: 10_000 });
    expect([first.totalElements, first.totalPages, first.data.length, second.data.length]).toEqual([12_005, 2, 10_000, 2_005]);
    const refused = await mappings.devicePositions('acme', { page: 0, pageSize: 10_001 }).catch((error: unknown) => error);
    expect(isPlatformError(refused, 'validation')).toBe(true);
  });
});
