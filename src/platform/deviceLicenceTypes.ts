// Wire shapes of the license manager's device licences (facts §7.1, WSDK interfaces/devicelicence.d.ts). The
// organisation travels as `orgResourceId` on this service.

/** ActivateDeviceLicenseIn: a device licence, used or not. */
export interface DeviceLicence {
  id: number;
  activationKey: string;
  serialNumber?: string;
  /** Set once the licence is activated. */
  deviceId?: string;
  alias?: string;
  label?: string;
  logicalId?: string;
  orgResourceId: string;
  notes?: string;
  used: boolean;
  deleted?: boolean;
  fromDateVpn?: string;
  toDateVpn?: string;
  /** VPN time the licence carries (s). */
  numOfSecondsAutoRenewVpn: number;
  /** Ours: whether that VPN time renews by itself (the facts name the call, not where it is read back). */
  vpnAutorenew?: boolean;
}

/** ActivateDeviceLicenseOut plus ours (WSDK activateDevice's description and position, docs/decisions.md "Activation"). */
export interface DeviceActivation {
  alias: string;
  activationKey: string;
  orgResourceId: string;
  description?: string;
  position?: { lat: number; lon: number };
}

/** ActivateDeviceLicenseVPNIn. */
export interface VpnActivation {
  autorenew: boolean;
  logicalId: string;
  numOfSeconds: number;
  orgResourceId: string;
}

/** GET /licenses/validate's answer (ours: the spec names the call, not its answer). */
export type LicenceValidation = { valid: true } | { valid: false; reason: 'used' | 'expired' | 'deleted' };

/** What identifies a licence to look up. */
export type LicenceLookup = { activationKey: string } | { serialNumber: string };
