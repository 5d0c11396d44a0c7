// The editor's docked panels kept for the person (machines/keptSetting.machine.ts with real effects): read from and
// saved to their user property; a save retried after a lost answer is the same request.
import { fromPromise } from 'xstate';
import { createKeptSettingMachine } from '../../../../machines/keptSetting.machine';
import type { PropertyOwner } from '../../../platform/corePreferencesClient';
import type { Platform } from '../../../portal/platform';
import { sectionFlows } from '../../../portal/portal';
import { requestAttempts } from '../../../platform/requestAttempts';
import { dockedPanelsKey } from './dockedPanels';

export function provideDockedPanels({ coreHttp }: Pick<Platform, 'coreHttp'>) {
  const preferences = async () => (await import('../../../platform/corePreferencesClient')).createCorePreferencesClient(coreHttp);
  return (owner: PropertyOwner) => {
    const send = requestAttempts();
    return createKeptSettingMachine('editorPanels').provide({
      actors: {
        load: fromPromise(async ({ signal }) => (await preferences()).userProperty(dockedPanelsKey, owner, signal)),
        save: fromPromise<void, string>(async ({ input, signal }) => {
          const client = await preferences();
          await send({ panels: input }, ({ requestId }) => client.saveUserProperty(dockedPanelsKey, input, owner, signal, requestId));
        }),
      },
    });
  };
}

export const useDockedPanels = sectionFlows(({ platform }) => provideDockedPanels(platform));
