// The loaders of organisation choice; the guard chain (src/app) and the selector screen share them. They carry the
// person's own token: the choice is made outside any organisation (src/portal/platform.ts). The list the guard read
// is left for the selector it may send the person to, which takes it once, within a few seconds, instead of asking
// again while the person waits for it; any later load of the selector (a retry) reads afresh.
import { fromPromise } from 'xstate';
import { organizationChoiceMachine } from '../../machines/organizationChoice.machine';
import type { Platform } from './platform';
import type { Organization } from '../platform/types';
import { createReadAhead, type ReadAhead } from './readAhead';

/** How long the guard's list stays good for the selector. */
const listLeftMs = 10_000;
const listsLeft = new WeakMap<Platform, ReadAhead>();

function listLeftFor(platform: Platform): ReadAhead {
  let left = listsLeft.get(platform);
  if (left === undefined) {
    left = createReadAhead(listLeftMs);
    listsLeft.set(platform, left);
  }
  return left;
}

/** `role`: the guard chain's step leaves the list it read; the selector screen takes it. */
export function provideOrganizationChoice(platform: Platform, role: 'guard' | 'selector') {
  const left = listLeftFor(platform);
  // The sub-organisations of the organisation asked for are read together with the list (readAhead.ts); the machine
  // still decides from the list first, and a parent it does not enter leaves that answer untaken.
  const ahead = createReadAhead();
  const subOrganizations = (parentId: number) => (signal: AbortSignal) => platform.personalCore.subOrganizations(parentId, signal);
  return organizationChoiceMachine.provide({
    actors: {
      loadOrganizations: fromPromise(async ({ input, signal }) => {
        ahead.clear();
        const { parentHint } = input;
        if (parentHint !== undefined && Number.isInteger(parentHint) && parentHint > 0) ahead.start(String(parentHint), subOrganizations(parentHint));
        const taken = role === 'selector' ? left.take<Organization[]>('mine') : undefined;
        if (taken !== undefined) return taken;
        const organizations = await platform.personalCore.myOrganizations(signal);
        if (role === 'guard') left.start('mine', () => Promise.resolve(organizations));
        return organizations;
      }),
      loadSubOrganizations: fromPromise(
        ({ input, signal }) => ahead.take<Organization[]>(String(input.parentId)) ?? subOrganizations(input.parentId)(signal),
      ),
    },
  });
}
