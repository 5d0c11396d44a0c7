// The loaders of organisation choice; the guard chain (src/app) and the selector screen share them. They carry the
// person's own token: the choice is made outside any organisation (src/portal/platform.ts).
import { fromPromise } from 'xstate';
import { organizationChoiceMachine } from '../../machines/organizationChoice.machine';
import type { Platform } from './platform';

export function provideOrganizationChoice(platform: Platform) {
  return organizationChoiceMachine.provide({
    actors: {
      loadOrganizations: fromPromise(({ signal }) => platform.personalCore.myOrganizations(signal)),
      loadSubOrganizations: fromPromise(({ input, signal }) => platform.personalCore.subOrganizations(input.parentId, signal)),
    },
  });
}
