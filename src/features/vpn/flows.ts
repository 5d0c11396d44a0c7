// The remote-access section's flows with their real effects (spec §2 /vpn, issue 11): the organisation's gateways
// read a page at a time, narrowed by status and name on the server, "last seen" by the service's clock; one gateway
// with its endpoints, kept fresh; connecting to it (vpnConnect.machine.ts) with the companion app's requirements for
// this person's operating system and the one-time password checked first; and its log over a range. Connect and
// disconnect go through request attempts, so a retried one is the same request.
import { fromPromise } from 'xstate';
import { createLiveQueryMachine } from '../../../machines/liveQuery.machine';
import { createPagedListMachine } from '../../../machines/pagedList.machine';
import { createVpnConnectMachine } from '../../../machines/vpnConnect.machine';
import { requestAttempts } from '../../platform/requestAttempts';
import type { CompanionApp, Gateway, GatewayLogEntry } from '../../platform/vpnClient';
import type { ClientOs } from '../../platform/vpnTypes';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';
import { gatewayFilterFromKey, gatewaysQuery } from './gatewayFilter';

/** A gateway as the list shows it: how long it has been silent, by the service's clock, worked out on arrival. */
export type ListedGateway = Gateway & { silentFor?: number };

/** Spec §7: a gateway's log reads at most 1000 entries. */
export const logLimit = 1000;
/** How often an open gateway (its status, who is connected) and its log are read again. */
const gatewayPollInterval = 15_000;

/** The operating system the companion app must run on: this browser's. */
export function browserOs(userAgent: string): ClientOs {
  if (/Mac OS X|Macintosh/.test(userAgent)) return 'mac';
  if (/Linux|X11|CrOS/.test(userAgent) && !/Android/.test(userAgent)) return 'lin';
  return 'win';
}

export function provideVpnMachines({ vpn }: Pick<Platform, 'vpn'>, os: ClientOs) {
  return {
    gateways: (organization: string) =>
      createPagedListMachine<ListedGateway, never>('gateways').provide({
        actors: {
          fetchPage: fromPromise(async ({ input, signal }) => {
            const answer = await vpn.gateways(organization, gatewaysQuery(gatewayFilterFromKey(input.filter ?? ''), input), signal);
            return {
              items: answer.gateways.map((gateway) => ({
                ...gateway,
                silentFor:
                  gateway.lastSeen === undefined || answer.serverTime === undefined ? undefined : Math.max(0, answer.serverTime - gateway.lastSeen),
              })),
              totalElements: answer.totalElements,
              totalPages: answer.totalPages,
            };
          }),
        },
      }),

    /** One gateway with its endpoints, read again while it is open. */
    gateway: (organization: string) =>
      createLiveQueryMachine<{ gatewayId: string }, Gateway>('gateway').provide({
        actors: { fetch: fromPromise(({ input, signal }) => vpn.gateway(organization, input.query.gatewayId, signal)) },
        delays: { pollInterval: gatewayPollInterval },
      }),

    /** Connecting to a gateway or one of its endpoints, and disconnecting. */
    connect: (organization: string) => {
      const send = requestAttempts();
      return createVpnConnectMachine<CompanionApp['info'] | undefined>('vpnConnect').provide({
        actors: {
          companionApp: fromPromise(async ({ signal }) => (await vpn.companionApp(signal)).find((app) => app.os === os)?.info),
          checkOtp: fromPromise(({ input, signal }) => vpn.checkOtp(organization, input.target.gatewayId, input.otp, signal)),
          connect: fromPromise(({ input: { target, otp }, signal }) =>
            send({ connect: target, otp }, ({ requestId }) => vpn.connect(organization, target, { clientOs: os, otp }, signal, requestId)),
          ),
          disconnect: fromPromise(({ input: { target }, signal }) =>
            send({ disconnect: target }, ({ requestId }) => vpn.disconnect(organization, target, signal, requestId)),
          ),
        },
      });
    },

    /** Renames the gateway; a retry after a failure is the same request. */
    renameGateway: (organization: string, gatewayId: string) => {
      const send = requestAttempts();
      return (name: string) => send({ rename: gatewayId, name }, ({ requestId }) => vpn.renameGateway(organization, gatewayId, name, undefined, requestId));
    },

    /** The gateway's edge configuration file for an activation key; a retry after a failure is the same request. */
    edgeConfigFile: (organization: string, gatewayId: string) => {
      const send = requestAttempts();
      return (activationKey: string) =>
        send({ edgeConfig: gatewayId, activationKey }, ({ requestId }) => vpn.edgeConfigFile(organization, gatewayId, activationKey, undefined, requestId));
    },

    /** Resets the gateway's VPN connection (whoever is connected is dropped). */
    resetConnection: (organization: string, gatewayId: string) => {
      const send = requestAttempts();
      return () => send({ reset: gatewayId }, ({ requestId }) => vpn.resetVpnConnection(organization, gatewayId, undefined, requestId));
    },

    /** Who connected to what on the gateway over the last `span` ms, the newest `logLimit`. */
    log: (organization: string, gatewayId: string) =>
      createLiveQueryMachine<{ span: number }, GatewayLogEntry[]>('gatewayLog').provide({
        actors: {
          fetch: fromPromise(({ input: { query }, signal }) => {
            const to = Date.now();
            return vpn.logs(organization, gatewayId, { from: to - query.span, to, limit: logLimit }, signal);
          }),
        },
        delays: { pollInterval: gatewayPollInterval },
      }),
  };
}

export type VpnMachines = ReturnType<typeof provideVpnMachines>;

/** The remote-access section's flows of this portal, for this browser's operating system. */
export const useVpnFlows = sectionFlows(({ platform }) => provideVpnMachines(platform, browserOs(navigator.userAgent)));
