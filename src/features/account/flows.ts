// The person's own account with its real effects (spec §7 "Core API" account): read as a
// one-item list, so ending a session, ending every other one and removing a credential each wait for the person's
// confirmation and read the account again after, as any list's row actions do; the profile is a form of its own.
// Every write goes through the flow's request attempts.
import { fromPromise } from 'xstate';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import { createPagedListMachine, type ListPage } from '../../../machines/pagedList.machine';
import { createSubmitMachine } from '../../../machines/submit.machine';
import { resolveAccountsRealm } from '../../platform/config';
import type { Account, AccountCredential, AccountProfile, AccountSession, RequiredAction } from '../../platform/iamTypes';
import { requestAttempts } from '../../platform/requestAttempts';
import { requestPart } from '../../platform/requestIds';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';
import { startAccountAction } from '../../session/accountActions';

export type AccountAction =
  | { kind: 'endSession'; session: AccountSession }
  /** Every session but the one this browser signed in with. */
  | { kind: 'endOthers'; sessions: AccountSession[] }
  | { kind: 'removeCredential'; credential: AccountCredential };

export function provideAccountMachines(platform: Pick<Platform, 'iam' | 'hosts' | 'config'>) {
  const service = platform.iam;
  return {
    account: () => {
      const send = requestAttempts();
      return createPagedListMachine<Account, AccountAction>('account').provide({
        actors: {
          fetchPage: fromPromise(async ({ signal }): Promise<ListPage<Account>> => ({
            items: [await service.account(signal)],
            totalElements: 1,
            totalPages: 1,
          })),
          act: fromPromise(({ input: { action }, signal }) =>
            send(action, async (attempt) => {
              switch (action.kind) {
                case 'endSession':
                  return service.deleteAccountSession(action.session.id, signal, attempt.requestId);
                case 'removeCredential':
                  return service.deleteAccountCredential(action.credential.id, signal, attempt.requestId);
                case 'endOthers':
                  // One after another, each under its own part: a retry skips those already ended.
                  for (const session of action.sessions) {
                    await attempt.once(session.id, () => service.deleteAccountSession(session.id, signal, requestPart(attempt.requestId, session.id)));
                  }
              }
            }),
          ),
        },
        guards: { needsConfirmation: () => true },
      });
    },

    /** The profile form starts from the account on screen. */
    profile: (account: Account) => {
      const send = requestAttempts();
      return createLoadAndSubmitMachine<Account, AccountProfile, Account>('accountProfile').provide({
        actors: {
          load: fromPromise(async () => account),
          submit: fromPromise(({ input: { draft }, signal }) => send(draft, ({ requestId }) => service.updateAccount(draft, signal, requestId))),
        },
      });
    },

    /**
     * Opens the identity provider's own page for an account action (a new password, an authenticator app) in the
     * accounts realm, coming back here: on success the page is left, so only a failure to start is answered.
     */
    accountAction: (username: string) =>
      createSubmitMachine<RequiredAction, void>('accountAction').provide({
        actors: {
          submit: fromPromise(({ input: { draft } }) =>
            startAccountAction(
              {
                identityBase: platform.hosts.identityBase,
                realm: resolveAccountsRealm(document.cookie),
                clientId: platform.config.clientId,
                returnTo: location.href,
                username,
              },
              draft,
            ),
          ),
        },
      }),
  };
}

export const useAccountFlows = sectionFlows(({ platform }) => provideAccountMachines(platform));
