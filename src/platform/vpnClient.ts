// Remote-access (VPN) service (facts §11, spec §7), base `<app>/svc/vpn2`: the organisation's gateways paged and
// narrowed on the server with the service's clock from its `Date` header, one gateway with its endpoints, the
// companion app's requirements, the one-time password check, connect and disconnect, and a gateway's log. Connect
// and disconnect are GETs on the wire but change what the service holds, so they carry a request id like any write.
import * as v from 'valibot';
import type { HttpClient } from './http';
import { newRequestId, requestIdHeaders } from './requestIds';
import { vpnEndpoints } from './vpnEndpoints';
import { clientOsParam, gatewayStatuses, type ConnectOptions, type GatewaysQuery } from './vpnTypes';

const endpointSchema = v.object({
  deviceId: v.string(),
  name: v.string(),
  connectedUsers: v.optional(v.array(v.object({ name: v.string() })), []),
  currentIpAddress: v.optional(v.string()),
  connected: v.optional(v.boolean()),
});

const gatewaySchema = v.object({
  gatewayId: v.string(),
  deviceId: v.string(),
  name: v.string(),
  status: v.picklist(gatewayStatuses),
  otpRequired: v.boolean(),
  /** Epoch ms the gateway last spoke to the service (docs/decisions.md "Remote access"). */
  lastSeen: v.optional(v.number()),
  endpoints: v.optional(v.array(endpointSchema), []),
});

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

export type Gateway = v.InferOutput<typeof gatewaySchema>;
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
          const date = Date.parse(headers.get('date') ?? '');
          serverTime = Number.isNaN(date) ? undefined : date;
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
      signal?: AbortSignal,
      requestId = newRequestId(),
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
      signal?: AbortSignal,
      requestId = newRequestId(),
    ): Promise<void> => {
      const path =
        target.endpointId === undefined
          ? vpnEndpoints.disconnect(org, target.gatewayId)
          : vpnEndpoints.disconnectEndpoint(org, target.gatewayId, target.endpointId);
      await http.request(path, { query: { onlyGateway: false }, headers: requestIdHeaders(requestId), signal });
    },

    /** Renames the gateway; answers it as it is now. */
    renameGateway: (org: string, gatewayId: string, name: string, signal?: AbortSignal, requestId = newRequestId()): Promise<Gateway> =>
      http.request(vpnEndpoints.gatewaySettings(gatewayId, org), {
        method: 'PATCH',
        body: { name },
        headers: requestIdHeaders(requestId),
        schema: gatewaySchema,
        signal,
      }),

    /** The gateway's edge configuration file for `activationKey`, named as the service names it. */
    edgeConfigFile: async (
      org: string,
      gatewayId: string,
      activationKey: string,
      signal?: AbortSignal,
      requestId = newRequestId(),
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
    resetVpnConnection: async (org: string, gatewayId: string, signal?: AbortSignal, requestId = newRequestId()): Promise<void> => {
      await http.request(vpnEndpoints.resetVpnConnection(gatewayId, org), { headers: requestIdHeaders(requestId), signal });
    },

    /** Who connected to what on the gateway, and when, over a range (system entries left out). */
    logs: (org: string, gatewayId: string, query: GatewayLogQuery, signal?: AbortSignal): Promise<GatewayLogEntry[]> =>
      http.request(vpnEndpoints.logs(gatewayId, org), {
        query: { showSystem: false, fromTimestamp: query.from, toTimestamp: query.to, limit: query.limit },
        schema: v.array(logEntrySchema),
        signal,
      }),
  };
}
