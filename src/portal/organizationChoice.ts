// The loaders of organisation choice; the guard chain (src/app) and the selector screen share them.
import { fromPromise } from 'xstate';
import { organizationChoiceMachine } from '../../machines/organizationChoice.machine';
import type { Platform } from './platform';

export function provideOrganizationChoice(platform: Platform) {
  return organizationChoiceMachine.provide({
    actors: {
      loadOrganizations: fromPromise(({ signal }) => platform.core.myOrganizations(signal)),
      loadSubOrganizations: fromPromise(({ input, signal }) => platform.core.subOrganizations(input.parentId, signal)),
    },
  });
}
