// Spec §7 self on-boarding: the agreements to accept, then the sign-up itself (90 s).
import { fromPromise } from 'xstate';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import type { Agreement, SelfOnBoarding } from '../../platform/types';
import { sectionFlows } from '../../portal/portal';

export const useRegistrationFlow = sectionFlows(({ platform }) =>
  createLoadAndSubmitMachine<Agreement[], SelfOnBoarding, void>('registration').provide({
    actors: {
      load: fromPromise(({ signal }) => platform.core.agreementsLast(signal)),
      submit: fromPromise(({ input, signal }) => platform.core.selfOnBoarding(input.draft, signal)),
    },
  }),
);
