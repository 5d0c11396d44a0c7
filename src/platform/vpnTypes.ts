// What the portal reads of the remote-access (VPN) service (facts §11): gateways and their endpoints, the
// connection's device addresses, the companion app's requirements and a gateway's log.

/** Connection status of a gateway (facts §11.2 ConnectionStatusDTO). */
export const gatewayStatuses = ['online', 'offline', 'connected', 'in-use', 'busy'] as const;
export type GatewayStatus = (typeof gatewayStatuses)[number];

/** What the list may be narrowed to (spec §2 /vpn: online, offline, connected, in use); `all` is no narrowing. */
export const gatewayStatusFilters = ['all', 'online', 'offline', 'connected', 'in-use'] as const;
export type GatewayStatusFilter = (typeof gatewayStatusFilters)[number];

export interface GatewaysQuery {
  page: number;
  pageSize: number;
  status: GatewayStatusFilter;
  nameFilter?: string;
  sortDir: 'ASC' | 'DESC';
}

/** The operating systems the companion app exists for (facts §11: `win`, `mac`, `lin`). */
export type ClientOs = 'win' | 'mac' | 'lin';

/** The wire names of `clientOs` on connect (facts §11.1: `Win`…). */
export const clientOsParam: Record<ClientOs, string> = { win: 'Win', mac: 'Mac', lin: 'Lin' };

export interface ConnectOptions {
  clientOs: ClientOs;
  /** The one-time password, when the gateway asks for one. */
  otp?: string;
}

/** What an activation key may be (the portal and the sandbox both hold it to this): letters, digits and dashes. */
export const maxActivationKeyLength = 64;
export type ActivationKeyProblem = 'missing' | 'tooLong' | 'format';

export function activationKeyProblem(key: string): ActivationKeyProblem | undefined {
  if (key === '') return 'missing';
  if (key.length > maxActivationKeyLength) return 'tooLong';
  return /^[A-Za-z0-9-]+$/.test(key) ? undefined : 'format';
}

/** A gateway's name (the portal and the sandbox both hold it to this): not blank, at most 100 characters. */
export const maxGatewayNameLength = 100;
export type GatewayNameProblem = 'missing' | 'tooLong';

export function gatewayNameProblem(name: string): GatewayNameProblem | undefined {
  if (name.trim() === '') return 'missing';
  return name.length > maxGatewayNameLength ? 'tooLong' : undefined;
}
