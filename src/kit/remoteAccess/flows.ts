// A gateway's remote-access log, shared by the gateway's panel (src/features/vpn) and the panel of the device that
// is that gateway (src/features/devices): one flow, so both read the same range, limit and rhythm.
import { fromPromise } from 'xstate';
import { createLiveQueryMachine } from '../../../machines/liveQuery.machine';
import type { GatewayLogEntry } from '../../platform/vpnClient';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';

/** Spec §7 and §8: a gateway's log reads at most 1000 entries. */
export const logLimit = 1000;
/** How often a shown log is read again (as often as an open gateway). */
const logPollInterval = 15_000;

export const provideGatewayLogFlows = ({ vpn }: Pick<Platform, 'vpn'>) => ({
  /** Who connected to what on the gateway over the last `span` ms, the newest `logLimit`. */
  log: (organization: string, gatewayId: string) =>
    createLiveQueryMachine<{ span: number }, GatewayLogEntry[]>('gatewayLog').provide({
      actors: {
        fetch: fromPromise(({ input: { query }, signal }) => {
          const to = Date.now();
          return vpn.logs(organization, gatewayId, { from: to - query.span, to, limit: logLimit }, signal);
        }),
      },
      delays: { pollInterval: logPollInterval },
    }),
});

export const useGatewayLogFlows = sectionFlows(({ platform }) => provideGatewayLogFlows(platform));
