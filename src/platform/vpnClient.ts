// Remote-access (VPN) service (facts §11, spec §7), base `<app>/svc/vpn2`: the organisation's gateways paged and
// narrowed on the server with the service's clock from its `Date` header, one gateway with its endpoints, the
// companion app's requirements, the one-time password check, connect and disconnect, and a gateway's log. Connect
// and disconnect are GETs on the wire but change what the service holds, so they carry a request id like any write.
import * as v from 'valibot';
import type { HttpClient } from './http';
import { serverTimeOf } from './serverTime';
import { type RequestId, requestIdHeaders } from './requestIds';
import { vpnEndpoints } from './vpnEndpoints';
import {
  applicationProtocols,
  applicationTypes,
  clientOsParam,
  favouritesPageSize,
  gatewayStatuses,
  rdpSecurities,
  type ApplicationWrite,
  type ClientOs,
  type ConnectOptions,
  type EndpointWrite,
  type GatewaySettings,
  type GatewaysQuery,
  type ProfileWrite,
} from './vpnTypes';

const endpointSchema = v.object({
  deviceId: v.string(),
  name: v.string(),
  connectedUsers: v.optional(v.array(v.object({ name: v.string() })), []),
  currentIpAddress: v.optional(v.string()),
  connected: v.optional(v.boolean()),
  /** The id of the profile whose applications the endpoint offers (facts §11.2 VPNEndpoint). */
  actionProfile: v.optional(v.string()),
});

const gatewaySchema = v.object({
  gatewayId: v.string(),
  deviceId: v.string(),
  /** The logical id its device licence names it by (facts §11 VPNDevice `logicalId`); none when not activated with one. */
  logicalId: v.optional(v.string()),
  name: v.string(),
  status: v.picklist(gatewayStatuses),
  otpRequired: v.boolean(),
  /** Epoch ms the gateway last spoke to the service (docs/decisions.md "Remote access"). */
  lastSeen: v.optional(v.number()),
  /** Where the gateway is, degrees as text (facts §11.2 VPNGatewayDTO). */
  latitude: v.optional(v.string()),
  longitude: v.optional(v.string()),
  endpoints: v.optional(v.array(endpointSchema), []),
  /** The virtual network behind the VPN (facts §11.2 VPNGateway). */
  gateway_disable_virtual_ip: v.optional(v.boolean()),
  gateway_virtualnetwork_size: v.optional(v.number()),
  /** The gateway's own address inside the VPN (ours: the facts do not name the field). */
  vpn_ip_address: v.optional(v.string()),
  /** The region whose VPN servers it prefers (facts §11.2 VPNGatewayDTO `preferred_region`); none lets the service choose. */
  preferred_region: v.optional(v.string()),
});

/** A region of VPN servers (the facts name regions, not their fields: `code` and `name` are ours). */
const regionSchema = v.object({ code: v.string(), name: v.string() });

/** The service's page (facts §11 IPage). */
const gatewayPageSchema = v.object({
  content: v.optional(v.array(gatewaySchema), []),
  number: v.number(),
  totalPages: v.number(),
  totalElements: v.number(),
  size: v.number(),
  last: v.boolean(),
});

const connectionSchema = v.object({ connections: v.array(v.object({ device_ip_address: v.string() })) });

const companionAppSchema = v.array(
  v.object({
    os: v.picklist(['win', 'mac', 'lin']),
    info: v.object({
      requiredProductVersion: v.optional(v.string()),
      requiredProtocol: v.optional(v.string()),
      appName: v.optional(v.string()),
      appInstallBinaryName: v.optional(v.string()),
      appInstallUrl: v.optional(v.string()),
    }),
  }),
);

const logEntrySchema = v.object({
  action: v.string(),
  applicationName: v.optional(v.string()),
  deviceName: v.optional(v.string()),
  domain: v.optional(v.string()),
  name: v.optional(v.string()),
  timestamp: v.number(),
  user: v.optional(v.string()),
});

const applicationSchema = v.object({
  id: v.string(),
  name: v.string(),
  type: v.picklist(applicationTypes),
  protocol: v.picklist(applicationProtocols),
  port: v.number(),
  username: v.optional(v.string()),
  rdp_security: v.optional(v.picklist(rdpSecurities)),
  rdp_keyboard_layout: v.optional(v.string()),
  disable_copy: v.optional(v.boolean()),
  disable_paste: v.optional(v.boolean()),
  url: v.optional(v.string()),
  browser_application: v.optional(v.boolean()),
  command_path: v.optional(v.string()),
  command_path_linux: v.optional(v.string()),
  command_path_os_x: v.optional(v.string()),
});

const profileSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.optional(v.string(), ''),
  defaultProfile: v.optional(v.boolean(), false),
  applications: v.optional(v.array(applicationSchema), []),
});

/** A service page (facts §11 IPage) of `item`. */
const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ content: v.optional(v.array(item), []), number: v.number(), totalPages: v.number(), totalElements: v.number(), size: v.number(), last: v.boolean() });


/**
 * The applications ("actions") come as the ActionDTO page (facts §3: `{ records, page, total, content }`, read as the
 * grid convention it follows: `records` items in all, `total` pages); the gateways' page is read too, so either works.
 */
const applicationPageSchema = v.union([
  v.pipe(
    v.object({ content: v.optional(v.array(applicationSchema), []), records: v.number(), total: v.number(), page: v.number() }),
    v.transform((page): ItemPage<RemoteApplication> => ({ items: page.content, totalElements: page.records, totalPages: page.total })),
  ),
  v.pipe(
    pageOf(applicationSchema),
    v.transform((page): ItemPage<RemoteApplication> => ({ items: page.content, totalElements: page.totalElements, totalPages: page.totalPages })),
  ),
]);

/** A favourite (facts §11.2 user preference): which application, on which endpoint of which gateway, by name. */
const favouriteSchema = v.object({
  id: v.string(),
  username: v.string(),
  orgResourceId: v.string(),
  gateway: v.string(),
  endpoint: v.string(),
  applicationProfile: v.string(),
  application: v.string(),
});

/** What the companion app does to open an application (ours: the facts name "JSON actions per client OS"). */
const launchActionSchema = v.variant('type', [
  v.object({ type: v.literal('run'), command: v.string(), arguments: v.array(v.string()) }),
  v.object({ type: v.literal('openUrl'), url: v.string() }),
]);
const launchSchema = v.object({ clientOs: v.string(), actions: v.array(launchActionSchema) });
/** Every application of a gateway's endpoints with the actions that open it (ours: the facts name the call, not its answer). */
const jsonActionsSchema = v.object({
  clientOs: v.string(),
  applications: v.array(
    v.object({ endpointName: v.string(), actionName: v.string(), applicationType: v.string(), actions: v.array(launchActionSchema) }),
  ),
});

/** An endpoint as the service answers its creation (facts §11.2 VPNEndpoint). */
const addedEndpointSchema = v.object({ ID: v.string(), name: v.string(), gateway: v.string(), physicalIpAddress: v.string(), actionProfile: v.string() });

/** Credentials the companion app signs in with once (ours: the facts name the call, not its answer). */
const credentialsSchema = v.object({ username: v.string(), password: v.string(), validUntil: v.number() });

export type Gateway = v.InferOutput<typeof gatewaySchema>;
export type CompanionCredentials = v.InferOutput<typeof credentialsSchema>;
export type Region = v.InferOutput<typeof regionSchema>;
export type RemoteApplication = v.InferOutput<typeof applicationSchema>;
export type ApplicationProfile = v.InferOutput<typeof profileSchema>;
export type FavouriteApplication = v.InferOutput<typeof favouriteSchema>;
export type LaunchAction = v.InferOutput<typeof launchActionSchema>;
/** One application an endpoint of a gateway offers, with what the companion app runs to open it. */
export type GatewayApplication = v.InferOutput<typeof jsonActionsSchema>['applications'][number];

/** A page of a domain's applications or profiles. */
export interface ItemPage<T> {
  items: T[];
  totalElements: number;
  totalPages: number;
}

/** Which application to open on which endpoint, by name (spec §7 executeAction). */
export interface LaunchTarget {
  gatewayName: string;
  endpointName: string;
  actionName: string;
}
export type GatewayEndpoint = v.InferOutput<typeof endpointSchema>;
export type CompanionApp = v.InferOutput<typeof companionAppSchema>[number];
export type GatewayLogEntry = v.InferOutput<typeof logEntrySchema>;

/** A page of gateways and the service's clock when it answered (its `Date` header), epoch ms. */
export interface GatewayPage {
  gateways: Gateway[];
  totalElements: number;
  totalPages: number;
  serverTime?: number;
}

/** A log query: the range in epoch ms, at most `limit` entries (spec §7: 1000 by default). */
export interface GatewayLogQuery {
  from: number;
  to: number;
  limit: number;
}

/** A file the service sent: its name from `Content-Disposition`, and its text. */
export interface ServiceFile {
  name?: string;
  content: string;
}

/** The file name of a `Content-Disposition` header: RFC 6266 `filename*` (UTF-8) first, else `filename`. */
export function dispositionFileName(header: string | null): string | undefined {
  if (header === null) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended !== undefined) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A broken encoding falls back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2])?.trim();
  return name === '' ? undefined : name;
}

export type VpnClient = ReturnType<typeof createVpnClient>;

export function createVpnClient(http: HttpClient) {
  return {
    /** One page of the organisation's gateways, narrowed by status and name on the server. */
    gateways: async (org: string, query: GatewaysQuery, signal?: AbortSignal): Promise<GatewayPage> => {
      let serverTime: number | undefined;
      const page = await http.request(vpnEndpoints.gateways(org), {
        query: { ...query, nameFilter: query.nameFilter || undefined },
        schema: gatewayPageSchema,
        signal,
        onHeaders: (headers) => {
          serverTime = serverTimeOf(headers);
        },
      });
      return { gateways: page.content, totalElements: page.totalElements, totalPages: page.totalPages, serverTime };
    },

    /** One gateway with its endpoints. */
    gateway: (org: string, gatewayId: string, signal?: AbortSignal): Promise<Gateway> =>
      http.request(vpnEndpoints.gateway(org, gatewayId), { schema: gatewaySchema, signal }),

    /** What the companion app must be on each operating system, and where to get it. */
    companionApp: (signal?: AbortSignal): Promise<CompanionApp[]> =>
      http.request(vpnEndpoints.companionApp, { schema: companionAppSchema, signal }),

    /** Whether `otp` opens the gateway now; asked before connecting so a wrong one is told at its field. */
    checkOtp: async (org: string, gatewayId: string, otp: string, signal?: AbortSignal): Promise<boolean> =>
      (await http.request(vpnEndpoints.checkOtp(org, gatewayId), { query: { otp }, schema: v.object({ valid: v.boolean() }), signal })).valid,

    /** Connects to the gateway, or to one endpoint of it; answers the device addresses reached. */
    connect: async (
      org: string,
      target: { gatewayId: string; endpointId?: string },
      options: ConnectOptions,
      signal: AbortSignal | undefined,
      requestId: RequestId,
    ): Promise<string[]> => {
      const path =
        target.endpointId === undefined
          ? vpnEndpoints.connect(org, target.gatewayId)
          : vpnEndpoints.connectEndpoint(org, target.gatewayId, target.endpointId);
      const answer = await http.request(path, {
        query: { onlyGateway: false, clientOs: clientOsParam[options.clientOs], otp: options.otp },
        headers: requestIdHeaders(requestId),
        schema: connectionSchema,
        signal,
      });
      return answer.connections.map(({ device_ip_address }) => device_ip_address);
    },

    /** Disconnects from the gateway, or from one endpoint of it. */
    disconnect: async (
      org: string,
      target: { gatewayId: string; endpointId?: string },
      signal: AbortSignal | undefined,
      requestId: RequestId,
    ): Promise<void> => {
      const path =
        target.endpointId === undefined
          ? vpnEndpoints.disconnect(org, target.gatewayId)
          : vpnEndpoints.disconnectEndpoint(org, target.gatewayId, target.endpointId);
      await http.request(path, { query: { onlyGateway: false }, headers: requestIdHeaders(requestId), signal });
    },

    /** Saves the gateway's settings (its name, and its virtual network when given); answers it as it is now. */
    updateGateway: (org: string, gatewayId: string, settings: GatewaySettings, signal: AbortSignal | undefined, requestId: RequestId): Promise<Gateway> =>
      http.request(vpnEndpoints.gatewaySettings(gatewayId, org), {
        method: 'PATCH',
        body: settings,
        headers: requestIdHeaders(requestId),
        schema: gatewaySchema,
        signal,
      }),

    /** Copies the gateway's configuration onto `target` (its endpoints replaced); answers the target as it is now. */
    cloneGateway: (org: string, gatewayId: string, target: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<Gateway> =>
      http.request(vpnEndpoints.clone(gatewayId, org, target), { method: 'POST', headers: requestIdHeaders(requestId), schema: gatewaySchema, signal }),

    /** The gateway's edge configuration file for `activationKey`, named as the service names it. */
    edgeConfigFile: async (
      org: string,
      gatewayId: string,
      activationKey: string,
      signal: AbortSignal | undefined,
      requestId: RequestId,
    ): Promise<ServiceFile> => {
      let name: string | undefined;
      const content = await http.request<string>(vpnEndpoints.edgeConfigFile(gatewayId, org), {
        method: 'POST',
        body: { activationKey },
        headers: requestIdHeaders(requestId),
        responseType: 'text',
        signal,
        onHeaders: (headers) => {
          name = dispositionFileName(headers.get('content-disposition'));
        },
      });
      return { name, content };
    },

    /** Resets the gateway's VPN connection: whoever is connected is dropped. */
    resetVpnConnection: async (org: string, gatewayId: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(vpnEndpoints.resetVpnConnection(gatewayId, org), { headers: requestIdHeaders(requestId), signal });
    },

    /** Who connected to what on the gateway, and when, over a range (system entries left out). */
    logs: (org: string, gatewayId: string, query: GatewayLogQuery, signal?: AbortSignal): Promise<GatewayLogEntry[]> =>
      http.request(vpnEndpoints.logs(gatewayId, org), {
        query: { showSystem: false, fromTimestamp: query.from, toTimestamp: query.to, limit: query.limit },
        schema: v.array(logEntrySchema),
        signal,
      }),
    /** A page of the domain's remote applications, searched by name. */
    applications: (org: string, query: { page: number; pageSize: number; search?: string }, signal?: AbortSignal): Promise<ItemPage<RemoteApplication>> =>
      http.request(vpnEndpoints.applications(org), { query: { ...query, search: query.search || undefined }, schema: applicationPageSchema, signal }),

    /** One remote application. */
    application: (org: string, id: string, signal?: AbortSignal): Promise<RemoteApplication> =>
      http.request(vpnEndpoints.application(org, id), { schema: applicationSchema, signal }),

    /** Creates a remote application; answers it with its id. */
    createApplication: (org: string, write: ApplicationWrite, signal: AbortSignal | undefined, requestId: RequestId): Promise<RemoteApplication> =>
      http.request(vpnEndpoints.applications(org), { method: 'POST', body: write, headers: requestIdHeaders(requestId), schema: applicationSchema, signal }),

    /** Saves a remote application (its id in the body, as the service's PUT takes it). */
    updateApplication: (org: string, id: string, write: ApplicationWrite, signal: AbortSignal | undefined, requestId: RequestId): Promise<RemoteApplication> =>
      http.request(vpnEndpoints.applications(org), { method: 'PUT', body: { ...write, id }, headers: requestIdHeaders(requestId), schema: applicationSchema, signal }),

    /** Deletes a remote application; the profiles that offered it no longer do. */
    deleteApplication: async (org: string, id: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(vpnEndpoints.application(org, id), { method: 'DELETE', headers: requestIdHeaders(requestId), signal });
    },

    /** A page of the domain's application profiles, each with its applications. */
    profiles: async (org: string, query: { page: number; pageSize: number }, signal?: AbortSignal): Promise<ItemPage<ApplicationProfile>> => {
      const page = await http.request(vpnEndpoints.profiles(org), { query, schema: pageOf(profileSchema), signal });
      return { items: page.content, totalElements: page.totalElements, totalPages: page.totalPages };
    },

    /** One application profile with its applications. */
    profile: (org: string, id: string, signal?: AbortSignal): Promise<ApplicationProfile> =>
      http.request(vpnEndpoints.profile(org, id), { schema: profileSchema, signal }),

    /** Creates a profile, or saves it when the write has an id (the service's one POST does both). */
    saveProfile: (org: string, write: ProfileWrite, signal: AbortSignal | undefined, requestId: RequestId): Promise<ApplicationProfile> =>
      http.request(vpnEndpoints.profiles(org), { method: 'POST', body: { ...write, domain: org }, headers: requestIdHeaders(requestId), schema: profileSchema, signal }),

    /** Deletes a profile; its endpoints offer the default profile's applications from then on. */
    deleteProfile: async (org: string, id: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(vpnEndpoints.profile(org, id), { method: 'DELETE', headers: requestIdHeaders(requestId), signal });
    },

    /** The person's favourite applications (spec §9: page size 200, the first page is all a person keeps). */
    favourites: async (org: string, username: string, signal?: AbortSignal): Promise<FavouriteApplication[]> =>
      (await http.request(vpnEndpoints.favourites(org, username), { query: { page: 0, pageSize: favouritesPageSize }, schema: pageOf(favouriteSchema), signal })).content,

    /** Marks an application of an endpoint a favourite of the person; answers the favourite. */
    addFavourite: (
      org: string,
      username: string,
      favourite: { gateway: string; endpoint: string; applicationProfile: string; application: string },
      signal: AbortSignal | undefined,
      requestId: RequestId,
    ): Promise<FavouriteApplication> =>
      http.request(vpnEndpoints.addFavourite(org, username, favourite.gateway, favourite.endpoint, favourite.applicationProfile, favourite.application), {
        method: 'POST',
        headers: requestIdHeaders(requestId),
        schema: favouriteSchema,
        signal,
      }),

    /** Removes one of the person's favourites. */
    removeFavourite: async (org: string, id: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(vpnEndpoints.favourite(org, id), { method: 'DELETE', headers: requestIdHeaders(requestId), signal });
    },

    /** What the companion app does on this operating system to open the application on the endpoint. */
    executeAction: async (org: string, target: LaunchTarget, clientOs: ClientOs, signal?: AbortSignal): Promise<LaunchAction[]> =>
      (await http.request(vpnEndpoints.executeAction(org), { query: { ...target, clientOs: clientOsParam[clientOs] }, schema: launchSchema, signal })).actions,

    /** The same, in the organisation the token is for: the platform takes the domain from the token. */
    executeOwnAction: async (target: LaunchTarget, clientOs: ClientOs, signal?: AbortSignal): Promise<LaunchAction[]> =>
      (await http.request(vpnEndpoints.executeOwnAction, { query: { ...target, clientOs: clientOsParam[clientOs] }, schema: launchSchema, signal })).actions,

    /** Every application the gateway's endpoints offer on this operating system, with the actions that open each. */
    jsonActions: async (org: string, gatewayId: string, clientOs: ClientOs, signal?: AbortSignal): Promise<GatewayApplication[]> =>
      (await http.request(vpnEndpoints.jsonActions(org, gatewayId), { query: { clientOs: clientOsParam[clientOs] }, schema: jsonActionsSchema, signal })).applications,

    /** Adds an endpoint to a gateway; answers it with its id. */
    addEndpoint: async (org: string, write: EndpointWrite, signal: AbortSignal | undefined, requestId: RequestId): Promise<{ id: string; name: string }> => {
      const added = await http.request(vpnEndpoints.endpoints, {
        method: 'POST',
        body: { ...write, domain: org, enabled: true },
        headers: requestIdHeaders(requestId),
        schema: addedEndpointSchema,
        signal,
      });
      return { id: added.ID, name: added.name };
    },

    /** Removes an endpoint from its gateway (whoever is connected to it alone is dropped). */
    deleteEndpoint: async (org: string, gatewayId: string, endpointId: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(vpnEndpoints.endpoint(endpointId, gatewayId, org), { method: 'DELETE', headers: requestIdHeaders(requestId), signal });
    },

    /** The regions whose VPN servers a gateway may prefer. */
    regions: (signal?: AbortSignal): Promise<Region[]> => http.request(vpnEndpoints.regions, { schema: v.array(regionSchema), signal }),

    /** Credentials the companion app signs in with, for this person in the domain, valid for a while. */
    requestCredentials: (org: string, clientOs: ClientOs, signal: AbortSignal | undefined, requestId: RequestId): Promise<CompanionCredentials> =>
      http.request(vpnEndpoints.credentialsRequest, {
        method: 'POST',
        body: { domain: org, clientOs: clientOsParam[clientOs] },
        headers: requestIdHeaders(requestId),
        schema: credentialsSchema,
        signal,
      }),

    /** Sets the password the companion app signs in with as name/domain. */
    setApplicationPassword: async (org: string, password: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(vpnEndpoints.applicationPassword, { method: 'POST', body: { domain: org, password }, headers: requestIdHeaders(requestId), signal });
    },

    /** Places the gateway at the coordinates (degrees, WGS 84). */
    setPosition: async (org: string, gatewayId: string, position: { latitude: number; longitude: number }, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(vpnEndpoints.position(gatewayId, org), { method: 'POST', query: position, headers: requestIdHeaders(requestId), signal });
    },
  };
}
