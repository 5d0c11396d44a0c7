// A person's setting kept as their user property (spec §7 user properties; machines/keptSetting.machine.ts with real
// effects): read at start, each change saved one at a time, a save retried after a lost answer the same request. The
// preferences client loads with the first read, not with the section.
import { fromPromise } from 'xstate';
import { createKeptSettingMachine } from '../../machines/keptSetting.machine';
import type { PropertyOwner } from '../platform/corePreferencesClient';
import type { HttpClient } from '../platform/http';
import { requestAttempts } from '../platform/requestAttempts';

export function keptUserProperty(coreHttp: HttpClient, id: string, key: string, owner: PropertyOwner) {
  const preferences = async () => (await import('../platform/corePreferencesClient')).createCorePreferencesClient(coreHttp);
  const send = requestAttempts();
  return createKeptSettingMachine(id).provide({
    actors: {
      load: fromPromise(async ({ signal }) => (await preferences()).userProperty(key, owner, signal)),
      save: fromPromise<void, string>(async ({ input: value, signal }) => {
        const client = await preferences();
        await send({ key, value }, ({ requestId }) => client.saveUserProperty(key, value, owner, signal, requestId));
      }),
    },
  });
}
