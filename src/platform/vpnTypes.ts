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
  /** Only the gateway whose device licence names it so (ours: how a device finds the gateway it is, stop 22). */
  logicalId?: string;
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

// Remote applications and their profiles (facts §11.2 ActionRequestDTO, ActionProfileRequest). The portal and the
// sandbox hold a write to the same rules, so what the form refuses at a field the service refuses with a 400 naming it.

/** The kinds of remote application (facts §11.2 `applicationType`). */
export const applicationTypes = ['SSH', 'RDP', 'VNC', 'Telnet', 'HTTP', 'HTTPS', 'Custom'] as const;
export type ApplicationType = (typeof applicationTypes)[number];

export const applicationProtocols = ['TCP', 'UDP', 'UDP & TCP'] as const;
export type ApplicationProtocol = (typeof applicationProtocols)[number];

/** RDP security (facts §11.2). */
export const rdpSecurities = ['Any', 'RDP', 'NLA', 'TLS'] as const;
export type RdpSecurity = (typeof rdpSecurities)[number];

/** RDP keyboard layouts offered (facts §11.2 names `en-us-qwerty` among them). */
export const rdpKeyboardLayouts = ['en-us-qwerty', 'en-gb-qwerty', 'de-de-qwertz', 'fr-fr-azerty', 'it-it-qwerty', 'es-es-qwerty'] as const;

/** Each kind's usual port, what a new application of that kind starts with. */
export const defaultPorts: Record<ApplicationType, number> = { SSH: 22, RDP: 3389, VNC: 5900, Telnet: 23, HTTP: 80, HTTPS: 443, Custom: 1 };

/** An application as it is written (snake_case on the wire, facts §11.2); the fields of other kinds are left out. */
export interface ApplicationWrite {
  name: string;
  type: ApplicationType;
  /** Fixed to TCP but for custom applications. */
  protocol: ApplicationProtocol;
  port: number;
  /** SSH, RDP, Telnet: the user name the client signs in with. */
  username?: string;
  rdp_security?: RdpSecurity;
  rdp_keyboard_layout?: string;
  /** VNC: the clipboard towards the device, and from it. */
  disable_copy?: boolean;
  disable_paste?: boolean;
  /** HTTP, HTTPS: the path opened on the device, and whether it opens in the browser. */
  url?: string;
  browser_application?: boolean;
  /** Custom: the program run on Windows, Linux and macOS (at least one). */
  command_path?: string;
  command_path_linux?: string;
  command_path_os_x?: string;
}

export const applicationLimits = { name: 100, username: 64, url: 2000, commandPath: 1024, port: { min: 1, max: 65_535 } } as const;

export type ApplicationField = 'name' | 'type' | 'protocol' | 'port' | 'username' | 'rdp_security' | 'rdp_keyboard_layout' | 'url' | 'command_path';
export type ApplicationProblem = 'missing' | 'tooLong' | 'outOfRange' | 'format' | 'unknown';

/** What is wrong with an application, by field (the first of the custom paths stands for all three). */
export function applicationProblems(write: ApplicationWrite): Partial<Record<ApplicationField, ApplicationProblem>> {
  const problems: Partial<Record<ApplicationField, ApplicationProblem>> = {};
  const tooLong = (value: string | undefined, max: number) => value !== undefined && value.length > max;
  if (write.name.trim() === '') problems.name = 'missing';
  else if (tooLong(write.name, applicationLimits.name)) problems.name = 'tooLong';
  if (!applicationTypes.includes(write.type)) problems.type = 'unknown';
  if (!applicationProtocols.includes(write.protocol) || (write.type !== 'Custom' && write.protocol !== 'TCP')) problems.protocol = 'unknown';
  if (!Number.isInteger(write.port) || write.port < applicationLimits.port.min || write.port > applicationLimits.port.max) problems.port = 'outOfRange';
  if (write.username !== undefined) {
    if (tooLong(write.username, applicationLimits.username)) problems.username = 'tooLong';
    else if (/\s/.test(write.username)) problems.username = 'format';
  }
  if (write.rdp_security !== undefined && !rdpSecurities.includes(write.rdp_security)) problems.rdp_security = 'unknown';
  if (write.rdp_keyboard_layout !== undefined && !(rdpKeyboardLayouts as readonly string[]).includes(write.rdp_keyboard_layout)) problems.rdp_keyboard_layout = 'unknown';
  if (write.url !== undefined) {
    if (tooLong(write.url, applicationLimits.url)) problems.url = 'tooLong';
    else if (!write.url.startsWith('/') || /\s/.test(write.url)) problems.url = 'format';
  }
  if (write.type === 'Custom') {
    const paths = [write.command_path, write.command_path_linux, write.command_path_os_x];
    if (paths.every((path) => (path ?? '').trim() === '')) problems.command_path = 'missing';
    else if (paths.some((path) => tooLong(path, applicationLimits.commandPath))) problems.command_path = 'tooLong';
  }
  return problems;
}

/** A profile as it is written (facts §11.2 ActionProfileRequest): the applications it offers, by id. */
export interface ProfileWrite {
  id?: string;
  name: string;
  description: string;
  actionIds: string[];
  default: boolean;
}

export const profileLimits = { name: 100, description: 255 } as const;
export type ProfileField = 'name' | 'description';

export function profileProblems(write: ProfileWrite): Partial<Record<ProfileField, 'missing' | 'tooLong'>> {
  const problems: Partial<Record<ProfileField, 'missing' | 'tooLong'>> = {};
  if (write.name.trim() === '') problems.name = 'missing';
  else if (write.name.length > profileLimits.name) problems.name = 'tooLong';
  if (write.description.length > profileLimits.description) problems.description = 'tooLong';
  return problems;
}

/** Spec §7, §9: a person's favourite applications are read 200 at a time. */
export const favouritesPageSize = 200;

/** Endpoint kinds (facts §11.2 VPNEndpoint `type`). */
export const endpointTypes = ['device', 'network', 'gateway'] as const;
export type EndpointType = (typeof endpointTypes)[number];

/** An endpoint added to a gateway (facts §11.2 VPNEndpoint): the device it reaches and the profile it offers. */
export interface EndpointWrite {
  name: string;
  /** The gateway's id. */
  gateway: string;
  physicalIpAddress: string;
  /** Source NAT: the device sees the gateway's address instead of the person's. */
  snat: boolean;
  actionProfile: string;
  type: EndpointType;
}

export const maxEndpointNameLength = 100;
export type EndpointField = 'name' | 'physicalIpAddress' | 'actionProfile' | 'type';
export type EndpointProblem = 'missing' | 'tooLong' | 'format' | 'outOfRange';

/** What is wrong with an endpoint, by field: an IPv4 address of four numbers from 0 to 255. */
export function endpointProblems(write: EndpointWrite): Partial<Record<EndpointField, EndpointProblem>> {
  const problems: Partial<Record<EndpointField, EndpointProblem>> = {};
  if (write.name.trim() === '') problems.name = 'missing';
  else if (write.name.length > maxEndpointNameLength) problems.name = 'tooLong';
  const parts = write.physicalIpAddress.split('.');
  if (write.physicalIpAddress === '') problems.physicalIpAddress = 'missing';
  else if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part))) problems.physicalIpAddress = 'format';
  else if (parts.some((part) => Number(part) > 255)) problems.physicalIpAddress = 'outOfRange';
  if (write.actionProfile === '') problems.actionProfile = 'missing';
  if (!endpointTypes.includes(write.type)) problems.type = 'format';
  return problems;
}

/**
 * A gateway's virtual network size as a prefix length (ours: the facts name `gateway_virtualnetwork_size`, not its
 * unit): from a /16 (65 536 addresses) to a /30 (4), what the portal and the sandbox both hold it to.
 */
export const virtualNetworkSizeRange = { min: 16, max: 30 } as const;

/** A gateway's settings as they are written (facts §11.2 patchGateway): its name and its virtual network. */
export interface GatewaySettings {
  name: string;
  /** Whether the gateway goes without a virtual IP (sent only with the VPN-network-size switch on). */
  gateway_disable_virtual_ip?: boolean;
  gateway_virtualnetwork_size?: number;
  /** The region whose VPN servers the gateway prefers (a code of GET /regions); '' lets the service choose. */
  preferred_region?: string;
}

export type GatewaySettingsField = 'name' | 'gateway_virtualnetwork_size';
export type GatewaySettingsProblem = GatewayNameProblem | 'outOfRange';

export function gatewaySettingsProblems(settings: GatewaySettings): Partial<Record<GatewaySettingsField, GatewaySettingsProblem>> {
  const problems: Partial<Record<GatewaySettingsField, GatewaySettingsProblem>> = {};
  const name = gatewayNameProblem(settings.name);
  if (name) problems.name = name;
  const size = settings.gateway_virtualnetwork_size;
  if (size !== undefined && (!Number.isInteger(size) || size < virtualNetworkSizeRange.min || size > virtualNetworkSizeRange.max)) {
    problems.gateway_virtualnetwork_size = 'outOfRange';
  }
  return problems;
}

/**
 * The password the companion app signs in with as name/domain (spec §7 setApplicationPassword; the payload is ours,
 * the facts do not show it): 12 to 64 characters, not starting or ending with a space. The sandbox holds it the same.
 */
export const applicationPasswordLength = { min: 12, max: 64 } as const;
export type ApplicationPasswordProblem = 'tooShort' | 'tooLong' | 'spaces';

export function applicationPasswordProblem(password: string): ApplicationPasswordProblem | undefined {
  if (password.length < applicationPasswordLength.min) return 'tooShort';
  if (password.length > applicationPasswordLength.max) return 'tooLong';
  return password.trim() === password ? undefined : 'spaces';
}
