// The loaders of organisation choice; the guard chain (src/app) and the selector screen share them. They carry the
// person's own token: the choice is made outside any organisation (src/portal/platform.ts).
import { fromPromise } from 'xstate';
import { organizationChoiceMachine } from '../../machines/organizationChoice.machine';
import type { Platform } from './platform';
import type { Organization } from '../platform/types';
import { createReadAhead } from './readAhead';

export function provideOrganizationChoice(platform: Platform) {
  // The sub-organisations of the organisation asked for are read together with the list (readAhead.ts); the machine
  // still decides from the list first, and a parent it does not enter leaves that answer untaken.
  const ahead = createReadAhead();
  const subOrganizations = (parentId: number) => (signal: AbortSignal) => platform.personalCore.subOrganizations(parentId, signal);
  return organizationChoiceMachine.provide({
    actors: {
      loadOrganizations: fromPromise(({ input, signal }) => {
        ahead.clear();
        const { parentHint } = input;
        if (parentHint !== undefined && Number.isInteger(parentHint) && parentHint > 0) ahead.start(String(parentHint), subOrganizations(parentHint));
        return platform.personalCore.myOrganizations(signal);
      }),
      loadSubOrganizations: fromPromise(
        ({ input, signal }) => ahead.take<Organization[]>(String(input.parentId)) ?? subOrganizations(input.parentId)(signal),
      ),
    },
  });
}
