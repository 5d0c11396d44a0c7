// Opening a device by its alias (spec §7 `deviceByAlias`) as the fleet's flow does it, over the sandbox: the alias a
// device was activated with finds it in the organisation and its sub-organisations; a label is
// not an alias, and another organisation's device is not found.
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { provideDeviceMachines } from '../../../src/features/devices/flows';
import { describeError, isPlatformError } from '../../../src/platform/errors';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { act, started } from '../faultFlows.run';
import { signedInPlatform } from '../signedInPlatform';

setupSandboxServer();

async function lookUp(alias: string, username = 'alice', organization = 'acme') {
  const platform = await signedInPlatform(username, organization);
  const lookup = started(provideDeviceMachines(platform).deviceByAlias(organization));
  await act(lookup, ['idle', { type: 'user.submit', draft: alias }]);
  await waitFor(lookup, (snapshot: { value: unknown }) => snapshot.value === 'saved' || snapshot.value === 'failed');
  const { value, context } = lookup.getSnapshot() as { value: string; context: { result?: { deviceId: string; label: string }; error?: unknown } };
  lookup.stop();
  return { value, result: context.result, error: context.error };
}

describe('a device by its alias', () => {
  it('finds the device the alias names, with the spaces around it left off, in the organisation or a sub-organisation', async () => {
    expect((await lookUp(' boiler-hall-a ')).result).toMatchObject({ deviceId: 'dev-acme-boiler-1', label: 'Boiler Hall A' });
    expect((await lookUp('north-boiler')).result).toMatchObject({ deviceId: 'dev-north-boiler-1', orgResourceId: 'acme.acme-north' });
    expect((await lookUp('conveyor-line-2', 'bob')).result?.deviceId).toBe('dev-acme-conveyor-2');
  });

  it('says no device has an alias that is only a label, or a device of another organisation', async () => {
    for (const alias of ['Boiler Hall A', 'initech-conveyor']) {
      const { value, error } = await lookUp(alias);
      expect(value).toBe('failed');
      expect(isPlatformError(error) && error.kind).toBe('notFound');
      expect(describeError(error).message).not.toContain('alias');
    }
  });
});
