// src/features/devices/deviceActions.ts against the sandbox's mappings service (msw at the network edge): the
// outcome per device (tags, groups), and "every device matching" read a page at a time past the first page.
import { describe, expect, test } from 'vitest';
import { runDeviceAction, matchingTarget } from '../../../src/features/devices/deviceActions';
import { fleetFilterKey } from '../../../src/features/devices/fleetFilter';
import { servicePrefixes } from '../../../src/platform/endpoints';
import { createHttpClient } from '../../../src/platform/http';
import { createMappingClient } from '../../../src/platform/mappingClient';
import { store } from '../../../sandbox/store';
import { origin, setupSandboxServer, signIn } from '../../../sandbox/testClient';
import type { RequestId } from '../../../src/platform/requestIds';

setupSandboxServer();

async function mappingsOf(username: string) {
  const token = (await signIn(username)).access_token;
  return createMappingClient(createHttpClient({ idempotencyKey: true, baseURL: `${origin}${servicePrefixes.mappings}`, getToken: () => token }));
}

describe('device actions', () => {
  test('a tag is added where it is missing and reported as already there elsewhere; a refused device fails alone', async () => {
    const mappings = await mappingsOf('alice');
    const outcome = await runDeviceAction(
      mappings,
      'acme',
      { action: 'addTag', target: { kind: 'selected', ids: ['dev-acme-boiler-1', 'dev-acme-boiler-2', 'dev-initech-conveyor-1'] } },
      'hall-a',
      'visit:1' as RequestId,
    );
    expect(outcome.applied).toEqual(['dev-acme-boiler-2']);
    expect(outcome.skipped).toEqual([{ id: 'dev-acme-boiler-1', reason: 'hasTag' }]);
    expect(outcome.failed.map(({ id }) => id)).toEqual(['dev-initech-conveyor-1']);
    expect((await mappings.device('acme', 'dev-acme-boiler-2')).tags).toEqual(['hall-b', 'heating', 'hall-a']);
  });

  test('every device matching the filters, past the first page of 200', async () => {
    store().config.bulkDevices = 450;
    const mappings = await mappingsOf('alice');
    const view = { filter: fleetFilterKey({ model: 'Conveyor', order: 'label' }), search: 'conveyor 000' };
    const outcome = await runDeviceAction(
      mappings,
      'acme',
      { action: 'delete', target: { kind: 'matching', filter: matchingTarget(view), count: 225 } },
      '',
      'visit:2' as RequestId,
    );
    // Conveyor 000002 … Conveyor 000450, every second one: 225 devices.
    expect(outcome.applied).toHaveLength(225);
    expect(outcome.failed).toEqual([]);
    const left = await mappings.devices('acme', { page: 0, pageSize: 10, model: 'Conveyor', search: 'conveyor 000' });
    expect(left.totalElements).toBe(0);
  });

  test('devices join a group unless they are in it, and leave it; a device of another organisation fails alone', async () => {
    const mappings = await mappingsOf('alice');
    const join = await runDeviceAction(
      mappings,
      'acme',
      { action: 'joinGroup', target: { kind: 'selected', ids: ['dev-acme-boiler-1', 'dev-acme-conveyor-1', 'dev-initech-conveyor-1'] } },
      'grp-heating',
      'visit:3' as RequestId,
    );
    expect(join.applied).toEqual(['dev-acme-conveyor-1']);
    expect(join.skipped).toEqual([{ id: 'dev-acme-boiler-1', reason: 'inGroup' }]);
    expect(join.failed.map(({ id }) => id)).toEqual(['dev-initech-conveyor-1']);
    expect((await mappings.device('acme', 'dev-acme-conveyor-1')).groups).toEqual(['Heating', 'Packaging lines']);

    const leave = await runDeviceAction(
      mappings,
      'acme',
      { action: 'leaveGroup', target: { kind: 'selected', ids: ['dev-acme-conveyor-1', 'dev-acme-conveyor-2'] } },
      'grp-packaging',
      'visit:4' as RequestId,
    );
    expect(leave.applied.toSorted()).toEqual(['dev-acme-conveyor-1', 'dev-acme-conveyor-2']);
    const again = await runDeviceAction(mappings, 'acme', { action: 'leaveGroup', target: { kind: 'one', id: 'dev-acme-conveyor-1', label: 'Conveyor Line 1' } }, 'grp-packaging', 'visit:5' as RequestId);
    expect(again.skipped).toEqual([{ id: 'dev-acme-conveyor-1', reason: 'notInGroup' }]);
    expect((await mappings.device('acme', 'dev-acme-conveyor-1')).groups).toEqual(['Heating']);
  });
});
