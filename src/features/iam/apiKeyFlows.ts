// The API keys tab's flows with their real effects: the organisation's keys a page at a time (deleted after the
// person confirms), and a new key for a user, whose secret is the POST's answer and nowhere else. Writes go
// through request attempts, so a retry after a lost answer does not make a second key.
import { fromPromise } from 'xstate';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import { createPagedListMachine } from '../../../machines/pagedList.machine';
import { isPlatformError } from '../../platform/errors';
import type { IamClient } from '../../platform/iamClient';
import type { ApiKey, NewApiKey } from '../../platform/iamTypes';
import { requestAttempts } from '../../platform/requestAttempts';
import type { IamOrganization } from './iamOrganization';

export type ApiKeyAction = { kind: 'delete'; key: ApiKey };

/** The service's answer that the user name names no user of the organisation: said at the user field. */
export class UnknownUser extends Error {
  constructor(readonly username: string) {
    super(`${username} is not a user of the organization`);
    this.name = 'UnknownUser';
  }
}

export function provideApiKeyMachines(service: IamClient) {
  return {
    apiKeys: (organization: IamOrganization) => {
      const send = requestAttempts();
      return createPagedListMachine<ApiKey, ApiKeyAction>('iamApiKeys').provide({
        actors: {
          fetchPage: fromPromise(async ({ input: { page, pageSize }, signal }) => {
            const { content, totalElements, totalPages } = await service.listApiKeys(organization.id, { page, pageSize }, signal);
            return { items: content, totalElements, totalPages };
          }),
          act: fromPromise(({ input: { action }, signal }) =>
            send(action, ({ requestId }) => service.deleteApiKey(organization.id, action.key.id, signal, requestId)),
          ),
        },
        guards: { needsConfirmation: () => true },
      });
    },

    /** Nothing to load: the draft is the user name the key acts as. */
    apiKeyForm: (organization: IamOrganization) => {
      const send = requestAttempts();
      return createLoadAndSubmitMachine<object, string, NewApiKey>('iamApiKey').provide({
        actors: {
          load: fromPromise(async () => ({})),
          submit: fromPromise(({ input: { draft }, signal }) =>
            send(draft, async ({ requestId }) => {
              try {
                return await service.createApiKey(organization.id, draft, signal, requestId);
              } catch (error) {
                if (isPlatformError(error) && error.status === 400 && error.serverMessage?.startsWith('username:')) throw new UnknownUser(draft);
                throw error;
              }
            }),
          ),
        },
      });
    },
  };
}
