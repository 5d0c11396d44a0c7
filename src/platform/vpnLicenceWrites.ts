// A device licence's VPN time activated and its renewal switched (spec §7 "License-manager service"), each sent
// through a person's request attempts (requestAttempts.ts), so a retry after a lost answer is the same request. The
// walkthrough, the licence list and a gateway's panel send them alike.
import type { DeviceLicenceClient } from './deviceLicenceClient';
import type { DeviceLicence, VpnActivation } from './deviceLicenceTypes';
import type { SendAttempt } from './requestAttempts';

export function vpnLicenceWrites(deviceLicences: DeviceLicenceClient, orgResourceId: string, send: SendAttempt) {
  return {
    /** Starts the VPN time (`numOfSeconds`, at most what the licence carries) of the device named by `logicalId`. */
    activate: (vpn: Omit<VpnActivation, 'orgResourceId'>, signal?: AbortSignal): Promise<DeviceLicence> => {
      const activation: VpnActivation = { ...vpn, orgResourceId };
      return send(activation, ({ requestId }) => deviceLicences.activateVpn(activation, signal, requestId));
    },
    /** Whether that VPN time renews by itself. */
    setAutorenew: (logicalId: string, autorenew: boolean, signal?: AbortSignal): Promise<DeviceLicence> => {
      const change = { logicalId, orgResourceId, autorenew };
      return send(change, ({ requestId }) => deviceLicences.setVpnAutorenew(change, signal, requestId));
    },
  };
}
