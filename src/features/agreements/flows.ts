// Spec §4 step 4: read the pending agreements and accept them; once accepted, the guard chain goes on.
import { fromPromise } from 'xstate';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import type { Agreement } from '../../platform/types';
import { sectionFlows } from '../../portal/portal';

export interface AgreementsDraft {
  accepted: number[];
}

export const useAgreementsFlow = sectionFlows(({ platform, actors }) =>
  createLoadAndSubmitMachine<Agreement[], AgreementsDraft, void>('agreements').provide({
    actors: {
      load: fromPromise(async ({ signal }) => {
        const [pending, latest] = await Promise.all([platform.core.agreementsCheck(signal), platform.core.agreementsLast(signal)]);
        return latest.filter((agreement) => pending.types.includes(agreement.type));
      }),
      submit: fromPromise(({ input, signal }) => platform.core.acceptAgreements(input.draft.accepted, signal)),
    },
    actions: { finished: () => actors.guard.send({ type: 'agreements.accepted' }) },
  }),
);
