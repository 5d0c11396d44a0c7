// What a gateway's VPN licence allows now, reckoned by the license manager's clock (the `Date` of its answer), as the
// gateway list reckons "last seen" by the VPN service's: a browser whose clock is off does not call a licence active
// that the service holds expired, nor the reverse. The browser's clock stands in only when the answer had no `Date`.
import type { DeviceLicence } from '../../platform/deviceLicenceTypes';

/** The gateway's device licence (null: none), and the license manager's clock when it answered. */
export interface GatewayLicence {
  licence: DeviceLicence | null;
  serverTime?: number;
}

export type VpnTime =
  | { kind: 'noLicence' }
  | { kind: 'noTime' }
  | { kind: 'active'; until: number }
  | { kind: 'notActivated' }
  | { kind: 'expired'; until: number };

export function vpnTimeOf({ licence, serverTime }: GatewayLicence, browserNow = Date.now()): VpnTime {
  if (licence === null) return { kind: 'noLicence' };
  if (licence.numOfSecondsAutoRenewVpn <= 0) return { kind: 'noTime' };
  if (licence.toDateVpn === undefined) return { kind: 'notActivated' };
  const until = Date.parse(licence.toDateVpn);
  return until > (serverTime ?? browserNow) ? { kind: 'active', until } : { kind: 'expired', until };
}
