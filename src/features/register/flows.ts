// Spec §7 self on-boarding: the agreements to accept, then the sign-up itself (90 s).
import { fromPromise } from 'xstate';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import { requestAttempts } from '../../platform/requestAttempts';
import type { Agreement, SelfOnBoarding } from '../../platform/types';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';

export function provideRegistrationFlow(platform: Pick<Platform, 'core'>) {
  // Signing up again after a lost answer (90 s) is the same attempt: no "user name already taken" for the account
  // the first one made (src/platform/requestIds.ts).
  const send = requestAttempts();
  return createLoadAndSubmitMachine<Agreement[], SelfOnBoarding, void>('registration').provide({
    actors: {
      load: fromPromise(({ signal }) => platform.core.agreementsLast(signal)),
      submit: fromPromise(({ input, signal }) =>
        send(input.draft, ({ requestId }) => platform.core.selfOnBoarding(input.draft, signal, requestId)),
      ),
    },
  });
}

export const useRegistrationFlow = sectionFlows(({ platform }) => provideRegistrationFlow(platform));
