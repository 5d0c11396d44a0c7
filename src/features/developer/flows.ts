// Developer details' one read: the platform instance (facts §4.1 GET /instance), asked for while the dialog is open.
import { fromPromise } from 'xstate';
import { createLiveQueryMachine } from '../../../machines/liveQuery.machine';
import { sectionFlows } from '../../portal/portal';

/** An instance does not change while the portal runs: read again only on demand, or after an hour. */
const instancePollInterval = 3_600_000;

export const useDeveloperFlows = sectionFlows(({ platform }) => ({
  instance: () =>
    createLiveQueryMachine<Record<string, never>, { id: string }>('platformInstance').provide({
      actors: { fetch: fromPromise(({ signal }) => platform.organizations.instance(signal)) },
      delays: { pollInterval: instancePollInterval },
    }),
}));
