// Spec §4 step 4: read the pending agreements and accept them; once accepted, the guard chain goes on.
import { fromPromise } from 'xstate';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import { requestAttempts } from '../../platform/requestAttempts';
import type { Agreement } from '../../platform/types';
import type { PortalActors } from '../../portal/actors';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';

export interface AgreementsDraft {
  accepted: number[];
}

/** Accepted, the guard chain (`guard`) goes on. */
export function provideAgreementsFlow(platform: Pick<Platform, 'core'>, guard: Pick<PortalActors['guard'], 'send'>) {
  // Accepting again after a lost answer is the same attempt (src/platform/requestIds.ts).
  const send = requestAttempts();
  return createLoadAndSubmitMachine<Agreement[], AgreementsDraft, void>('agreements').provide({
    actors: {
      load: fromPromise(async ({ signal }) => {
        const [pending, latest] = await Promise.all([platform.core.agreementsCheck(signal), platform.core.agreementsLast(signal)]);
        return latest.filter((agreement) => pending.types.includes(agreement.type));
      }),
      submit: fromPromise(({ input, signal }) =>
        send(input.draft, ({ requestId }) => platform.core.acceptAgreements(input.draft.accepted, signal, requestId)),
      ),
    },
    actions: { finished: () => guard.send({ type: 'agreements.accepted' }) },
  });
}

export const useAgreementsFlow = sectionFlows(({ platform, actors }) => provideAgreementsFlow(platform, actors.guard));
