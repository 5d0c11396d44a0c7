// The remote-access section's flows with their real effects (spec §2 /vpn): the organisation's gateways
// read a page at a time, narrowed by status and name on the server, "last seen" by the service's clock; one gateway
// with its endpoints, kept fresh; connecting to it (vpnConnect.machine.ts) with the companion app's requirements for
// this person's operating system and the one-time password checked first. Its log is src/kit/remoteAccess's.
// Connect and disconnect go through request attempts, so a retried one is the same request.
import { fromPromise } from 'xstate';
import { createLiveQueryMachine } from '../../../machines/liveQuery.machine';
import { createSubmitMachine } from '../../../machines/submit.machine';
import { createLoadAndSubmitMachine } from '../../../machines/loadAndSubmit.machine';
import { createPagedListMachine } from '../../../machines/pagedList.machine';
import { createVpnConnectMachine } from '../../../machines/vpnConnect.machine';
import { fetchAllPages } from '../../platform/paging';
import { requestAttempts } from '../../platform/requestAttempts';
import { vpnLicenceWrites } from '../../platform/vpnLicenceWrites';
import type {
  ApplicationProfile,
  CompanionApp,
  CompanionCredentials,
  FavouriteApplication,
  Gateway,
  GatewayApplication,
  LaunchAction,
  LaunchTarget,
  Region,
  RemoteApplication,
  ServiceFile,
} from '../../platform/vpnClient';
import type { DeviceLicence, VpnActivation } from '../../platform/deviceLicenceTypes';
import type { ApplicationWrite, ClientOs, EndpointWrite, GatewaySettings, ProfileWrite } from '../../platform/vpnTypes';
import type { Platform } from '../../portal/platform';
import { sectionFlows } from '../../portal/portal';
import { gatewayFilterFromKey, gatewaysQuery } from './gatewayFilter';
import type { GatewayLicence } from './vpnTime';

/** Where a gateway stands, in decimal degrees. */
export interface GatewayPlace {
  latitude: number;
  longitude: number;
}

/** A gateway as the list shows it: how long it has been silent, by the service's clock, worked out on arrival. */
export type ListedGateway = Gateway & { silentFor?: number };

/** How often an open gateway (its status, who is connected) is read again (its log: src/kit/remoteAccess). */
const gatewayPollInterval = 15_000;

/** The operating system the companion app must run on: this browser's. */
export function browserOs(userAgent: string): ClientOs {
  if (/Mac OS X|Macintosh/.test(userAgent)) return 'mac';
  if (/Linux|X11|CrOS/.test(userAgent) && !/Android/.test(userAgent)) return 'lin';
  return 'win';
}

/** A gateway as its panel shows it: whether this person may reach it (the core's isAuthorized with `vpnName`). */
export type ReachableGateway = Gateway & { reachable: boolean };

/** How often the regions are read again while a gateway's settings are shown. */
const regionsPollInterval = 10 * 60_000;

/** The most gateways a page of the service holds (sandbox/vpn/handlers.ts), read for the choice of a clone's target. */
const allGatewaysPageSize = 1000;

export function provideVpnMachines({ vpn, iam, deviceLicences }: Pick<Platform, 'vpn' | 'iam' | 'deviceLicences'>, os: ClientOs) {
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

    /**
     * One gateway with its endpoints and whether this person may reach it, read again while it is open. The gateway's
     * device id is its `vpnName` (docs/decisions.md "Remote access").
     */
    gateway: (organization: string, organizationId: number) =>
      createLiveQueryMachine<{ gatewayId: string }, ReachableGateway>('gateway').provide({
        actors: {
          fetch: fromPromise(async ({ input, signal }) => {
            const gateway = await vpn.gateway(organization, input.query.gatewayId, signal);
            return { ...gateway, reachable: await iam.isAuthorized(organizationId, { vpnName: gateway.deviceId }, signal) };
          }),
        },
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

    /** Saves the gateway's settings; a retry after a failure is the same request. */
    updateGateway: (organization: string, gatewayId: string) => {
      const send = requestAttempts();
      return createSubmitMachine<GatewaySettings, Gateway>('gatewaySettings').provide({
        actors: {
          submit: fromPromise(({ input: { draft }, signal }) =>
            send({ update: gatewayId, ...draft }, ({ requestId }) => vpn.updateGateway(organization, gatewayId, draft, signal, requestId)),
          ),
        },
      });
    },

    /** The regions a gateway may prefer; they change with the service's servers, so rarely read again. */
    regions: () =>
      createLiveQueryMachine<Record<string, never>, Region[]>('vpnRegions').provide({
        actors: { fetch: fromPromise(({ signal }) => vpn.regions(signal)) },
        delays: { pollInterval: regionsPollInterval },
      }),

    /** Copies the gateway's configuration onto another of the domain's gateways, chosen among all of them. */
    cloneGateway: (organization: string, gatewayId: string) => {
      const send = requestAttempts();
      return createLoadAndSubmitMachine<Gateway[], { target: string }, Gateway>('gatewayClone').provide({
        actors: {
          load: fromPromise(async ({ signal }) => {
            const all = await fetchAllPages(
              async (page, pageSize) => {
                const answer = await vpn.gateways(organization, { page, pageSize, status: 'all', sortDir: 'ASC' }, signal);
                return { items: answer.gateways, totalPages: answer.totalPages };
              },
              { pageSize: allGatewaysPageSize, signal },
            );
            return all.filter((gateway) => gateway.gatewayId !== gatewayId);
          }),
          submit: fromPromise(({ input: { draft }, signal }) =>
            send({ clone: gatewayId, ...draft }, ({ requestId }) => vpn.cloneGateway(organization, gatewayId, draft.target, signal, requestId)),
          ),
        },
      });
    },

    /** The gateway's edge configuration file for an activation key; a retry after a failure is the same request. */
    edgeConfigFile: (organization: string, gatewayId: string) => {
      const send = requestAttempts();
      return createSubmitMachine<string, ServiceFile>('edgeConfigFile').provide({
        actors: {
          submit: fromPromise(({ input: { draft: activationKey }, signal }) =>
            send({ edgeConfig: gatewayId, activationKey }, ({ requestId }) => vpn.edgeConfigFile(organization, gatewayId, activationKey, signal, requestId)),
          ),
        },
      });
    },

    /** Places the gateway at coordinates; a retry after a failure is the same request. */
    setPosition: (organization: string, gatewayId: string) => {
      const send = requestAttempts();
      return createSubmitMachine<GatewayPlace, void>('gatewayPosition').provide({
        actors: {
          submit: fromPromise(({ input: { draft }, signal }) =>
            send({ position: gatewayId, ...draft }, ({ requestId }) => vpn.setPosition(organization, gatewayId, draft, signal, requestId)),
          ),
        },
      });
    },

    /** Resets the gateway's VPN connection (whoever is connected is dropped). */
    resetConnection: (organization: string, gatewayId: string) => {
      const send = requestAttempts();
      return createSubmitMachine<void, void>('gatewayReset').provide({
        actors: {
          submit: fromPromise(({ signal }) => send({ reset: gatewayId }, ({ requestId }) => vpn.resetVpnConnection(organization, gatewayId, signal, requestId))),
        },
      });
    },

    /**
     * The device licence the gateway was activated with (the license manager's list narrowed to its `logicalId`), or
     * `null` when it has none (or the gateway names none), with the manager's clock; read again while its panel is
     * open, as its VPN time runs out.
     */
    vpnLicence: (organization: string, logicalId: string | undefined) =>
      createLiveQueryMachine<Record<string, never>, GatewayLicence>('gatewayVpnLicence').provide({
        actors: {
          fetch: fromPromise(async ({ signal }): Promise<GatewayLicence> => {
            if (logicalId === undefined) return { licence: null };
            const page = await deviceLicences.licences(organization, { page: 0, pageSize: 1, logicalId }, signal);
            return { licence: page.content[0] ?? null, serverTime: page.serverTime };
          }),
        },
        delays: { pollInterval: gatewayPollInterval },
      }),

    /** Activates a gateway licence's VPN time; a retry after a failure is the same request. */
    activateVpn: (organization: string) => {
      const writes = vpnLicenceWrites(deviceLicences, organization, requestAttempts());
      return createSubmitMachine<Omit<VpnActivation, 'orgResourceId'>, DeviceLicence>('vpnActivation').provide({
        actors: { submit: fromPromise(({ input: { draft }, signal }) => writes.activate(draft, signal)) },
      });
    },

    /** Switches whether a gateway licence's VPN time renews by itself; a retry after a failure is the same request. */
    vpnAutorenew: (organization: string, logicalId: string) => {
      const writes = vpnLicenceWrites(deviceLicences, organization, requestAttempts());
      return createSubmitMachine<boolean, DeviceLicence>('vpnAutorenew').provide({
        actors: { submit: fromPromise(({ input: { draft: renew }, signal }) => writes.setAutorenew(logicalId, renew, signal)) },
      });
    },
  };
}

/** What a person does to an application or a profile from its list. */
export type ApplicationAction = { kind: 'delete'; application: RemoteApplication };
export type ProfileAction = { kind: 'delete'; profile: ApplicationProfile };

/** A change to the person's favourites: one added, or one removed by its id. */
export type FavouriteChange = { add: Omit<FavouriteApplication, 'id' | 'username' | 'orgResourceId'> } | { remove: string };

/** The profile form starts from every application of the domain, and the profile when one is edited. */
export interface ProfileFormData {
  applications: RemoteApplication[];
  profile?: ApplicationProfile;
}

/** Remote applications and their profiles (tabs `applications` and `profiles` of /vpn), favourites and launching. */
export function provideApplicationMachines({ vpn }: Pick<Platform, 'vpn'>, os: ClientOs) {
  return {
    applications: (organization: string) => {
      const send = requestAttempts();
      return createPagedListMachine<RemoteApplication, ApplicationAction>('remoteApplications').provide({
        actors: {
          fetchPage: fromPromise(({ input: { page, pageSize, search }, signal }) =>
            vpn.applications(organization, { page, pageSize, search: search.trim() || undefined }, signal),
          ),
          act: fromPromise(({ input: { action }, signal }) =>
            send(action, ({ requestId }) => vpn.deleteApplication(organization, action.application.id, signal, requestId)),
          ),
        },
        guards: { needsConfirmation: () => true },
      });
    },

    /** Creates an application, or saves the one with `applicationId`; a retry after a failure is the same request. */
    applicationForm: (organization: string, applicationId: string | undefined) => {
      const send = requestAttempts();
      return createLoadAndSubmitMachine<RemoteApplication | undefined, ApplicationWrite, RemoteApplication>('remoteApplication').provide({
        actors: {
          load: fromPromise(({ signal }) =>
            applicationId === undefined ? Promise.resolve(undefined) : vpn.application(organization, applicationId, signal),
          ),
          submit: fromPromise(({ input: { draft }, signal }) =>
            send({ applicationId, draft }, ({ requestId }) =>
              applicationId === undefined
                ? vpn.createApplication(organization, draft, signal, requestId)
                : vpn.updateApplication(organization, applicationId, draft, signal, requestId),
            ),
          ),
        },
      });
    },

    profiles: (organization: string) => {
      const send = requestAttempts();
      return createPagedListMachine<ApplicationProfile, ProfileAction>('applicationProfiles').provide({
        actors: {
          fetchPage: fromPromise(({ input: { page, pageSize }, signal }) => vpn.profiles(organization, { page, pageSize }, signal)),
          act: fromPromise(({ input: { action }, signal }) =>
            send(action, ({ requestId }) => vpn.deleteProfile(organization, action.profile.id, signal, requestId)),
          ),
        },
        guards: { needsConfirmation: () => true },
      });
    },

    /** Creates a profile, or saves the one with `profileId` (one POST does both). */
    profileForm: (organization: string, profileId: string | undefined) => {
      const send = requestAttempts();
      return createLoadAndSubmitMachine<ProfileFormData, ProfileWrite, ApplicationProfile>('applicationProfile').provide({
        actors: {
          load: fromPromise(async ({ signal }) => {
            const [applications, profile] = await Promise.all([
              fetchAllPages((page, pageSize) => vpn.applications(organization, { page, pageSize }, signal), { signal }),
              profileId === undefined ? undefined : vpn.profile(organization, profileId, signal),
            ]);
            return { applications, profile };
          }),
          submit: fromPromise(({ input: { draft }, signal }) =>
            send(draft, ({ requestId }) => vpn.saveProfile(organization, draft, signal, requestId)),
          ),
        },
      });
    },

    /** The profile an endpoint offers, with its applications. */
    endpointProfile: (organization: string) =>
      createLiveQueryMachine<{ profileId: string }, ApplicationProfile>('endpointProfile').provide({
        actors: { fetch: fromPromise(({ input, signal }) => vpn.profile(organization, input.query.profileId, signal)) },
        delays: { pollInterval: profilePollInterval },
      }),

    /** The person's favourite applications, read again after each change here. */
    favourites: (organization: string, username: string) =>
      createLiveQueryMachine<{ username: string }, FavouriteApplication[]>('favouriteApplications').provide({
        actors: { fetch: fromPromise(({ signal }) => vpn.favourites(organization, username, signal)) },
        delays: { pollInterval: profilePollInterval },
      }),

    /** Adds a favourite or removes one, one change at a time; a retry after a failure is the same request. */
    favouriteChange: (organization: string, username: string) => {
      const send = requestAttempts();
      return createSubmitMachine<FavouriteChange, unknown>('favouriteChange').provide({
        actors: {
          submit: fromPromise(({ input: { draft }, signal }) =>
            send<unknown>(draft, ({ requestId }) =>
              'add' in draft
                ? vpn.addFavourite(organization, username, draft.add, signal, requestId)
                : vpn.removeFavourite(organization, draft.remove, signal, requestId),
            ),
          ),
        },
      });
    },

    /** Adds an endpoint to the gateway, offering one of the domain's profiles (all of them read for the choice). */
    endpointForm: (organization: string) => {
      const send = requestAttempts();
      return createLoadAndSubmitMachine<ApplicationProfile[], EndpointWrite, { id: string; name: string }>('gatewayEndpoint').provide({
        actors: {
          load: fromPromise(({ signal }) => fetchAllPages((page, pageSize) => vpn.profiles(organization, { page, pageSize }, signal), { signal })),
          submit: fromPromise(({ input: { draft }, signal }) => send(draft, ({ requestId }) => vpn.addEndpoint(organization, draft, signal, requestId))),
        },
      });
    },

    /** Deletes an endpoint of the gateway; a retry after a failure is the same request. */
    deleteEndpoint: (organization: string, gatewayId: string) => {
      const send = requestAttempts();
      return createSubmitMachine<string, void>('endpointDeletion').provide({
        actors: {
          submit: fromPromise(({ input: { draft: endpointId }, signal }) =>
            send({ delete: endpointId }, ({ requestId }) => vpn.deleteEndpoint(organization, gatewayId, endpointId, signal, requestId)),
          ),
        },
      });
    },

    /** Credentials for the companion app on this browser's operating system; a retry after a failure is the same request. */
    requestCredentials: (organization: string) => {
      const send = requestAttempts();
      return createSubmitMachine<void, CompanionCredentials>('companionCredentials').provide({
        actors: {
          submit: fromPromise(({ signal }) => send({ credentials: organization }, ({ requestId }) => vpn.requestCredentials(organization, os, signal, requestId))),
        },
      });
    },
    /** Sets the person's application password; a retry after a failure is the same request. */
    setApplicationPassword: (organization: string) => {
      const send = requestAttempts();
      return createSubmitMachine<string, void>('applicationPassword').provide({
        actors: {
          submit: fromPromise(({ input: { draft: password }, signal }) =>
            send({ applicationPassword: organization, password }, ({ requestId }) => vpn.setApplicationPassword(organization, password, signal, requestId)),
          ),
        },
      });
    },
    /**
     * What the companion app runs on this browser's operating system to open an application on an endpoint: in the
     * domain named, or (undefined) in the organisation the token is for, as the person's own favourites are opened.
     */
    launch: (organization: string | undefined) =>
      createSubmitMachine<LaunchTarget, LaunchAction[]>('launch').provide({
        actors: {
          submit: fromPromise(({ input: { draft }, signal }) =>
            organization === undefined ? vpn.executeOwnAction(draft, os, signal) : vpn.executeAction(organization, draft, os, signal),
          ),
        },
      }),
    /** Every application the gateway's endpoints offer on this browser's operating system, read when asked for. */
    gatewayApplications: (organization: string) =>
      createLiveQueryMachine<{ gatewayId: string }, GatewayApplication[]>('gatewayApplications').provide({
        actors: { fetch: fromPromise(({ input, signal }) => vpn.jsonActions(organization, input.query.gatewayId, os, signal)) },
        delays: { pollInterval: profilePollInterval },
      }),
  };
}

/** Profiles and favourites change rarely and only by people: read again each minute while shown. */
const profilePollInterval = 60_000;

export type VpnMachines = ReturnType<typeof provideVpnMachines> & ReturnType<typeof provideApplicationMachines>;

/** The remote-access section's flows of this portal, for this browser's operating system. */
export const useVpnFlows = sectionFlows(({ platform }): VpnMachines => {
  const os = browserOs(navigator.userAgent);
  return { ...provideVpnMachines(platform, os), ...provideApplicationMachines(platform, os) };
});
