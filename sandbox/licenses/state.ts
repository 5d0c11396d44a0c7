// The license manager's device licences (facts §7.1): seeded keys of acme and globex, some free, one used, one expired,
// and the licences some of their gateways were activated with (tied by `logicalId`, sandbox/vpn/state.ts
// `gatewayLogicalId`): VPN running and renewing, running and not renewing, or not activated yet.
// A licence is sold for a product: the device it activates reports that product's model until a preset gives it
// another (sandbox/mappings/presets.ts). Keys to try are listed in sandbox/README.md.
import type { DeviceLicence } from '../../src/platform/deviceLicenceTypes';
import { gatewayLogicalId } from '../vpn/state';

export interface SandboxLicence extends DeviceLicence {
  /** The model of the product the licence was sold for (not on the wire). */
  productModel: string;
  /** Past its validity: refused by validation. */
  expired?: boolean;
  /** Epoch ms, for the newest-first listing (spec §9). */
  creationDate: number;
}

export interface LicencesState {
  licences: SandboxLicence[];
}

const thirtyDays = 30 * 24 * 3_600;
const day = 24 * 3_600_000;
// Fixed so the listing's order is the same on every run.
const seededAt = Date.UTC(2025, 0, 1);

function licence(
  id: number,
  activationKey: string,
  serialNumber: string,
  orgResourceId: string,
  productModel: string,
  vpnSeconds: number,
  extra: Partial<SandboxLicence> = {},
): SandboxLicence {
  return {
    id,
    activationKey,
    serialNumber,
    orgResourceId,
    productModel,
    used: false,
    numOfSecondsAutoRenewVpn: vpnSeconds,
    creationDate: seededAt + id * day,
    ...extra,
  };
}

/**
 * The used licence a gateway was activated with. `vpnSince` (ms before now) starts its VPN time, renewing or not;
 * without it the VPN time it carries is not activated yet.
 */
function gatewayLicence(
  id: number,
  activationKey: string,
  orgResourceId: string,
  gatewayId: string,
  name: string,
  vpn?: { since: number; autorenew: boolean },
): SandboxLicence {
  const deviceId = `${gatewayId}-dev`;
  const now = Date.now();
  return licence(id, activationKey, `SN-GATE-${String(id).padStart(4, '0')}`, orgResourceId, 'Gateway', thirtyDays, {
    used: true,
    deviceId,
    alias: name,
    label: name,
    logicalId: gatewayLogicalId(deviceId),
    ...(vpn && {
      fromDateVpn: new Date(now - vpn.since).toISOString(),
      toDateVpn: new Date(now - vpn.since + thirtyDays * 1000).toISOString(),
      vpnAutorenew: vpn.autorenew,
    }),
  });
}

export function createLicencesState(): LicencesState {
  return {
    licences: [
      licence(1, 'ACME-7H2K-4M9P', 'SN-BOIL-0001', 'acme', 'Boiler', thirtyDays),
      licence(2, 'ACME-3Q8W-6T1Z', 'SN-CONV-0002', 'acme', 'Conveyor', 0),
      licence(3, 'ACME-9X5R-2L7C', 'SN-BOIL-0003', 'acme', 'Boiler', 0, {
        used: true,
        deviceId: 'dev-acme-boiler-1',
        alias: 'Boiler Hall A',
        label: 'Boiler Hall A',
        logicalId: 'logical-dev-acme-boiler-1',
      }),
      licence(4, 'ACME-5D4F-8N3B', 'SN-CONV-0004', 'acme', 'Conveyor', 0, { expired: true }),
      licence(5, 'GLOBEX-2V6Y-1J8S', 'SN-BOIL-0005', 'globex', 'Boiler', thirtyDays),
      gatewayLicence(6, 'ACME-GW1B-7R4E', 'acme', 'gw-acme-boiler', 'Boiler room gateway', { since: 10 * day, autorenew: true }),
      gatewayLicence(7, 'ACME-GW2B-3K8N', 'acme', 'gw-acme-bench', 'Test bench gateway', { since: 25 * day, autorenew: false }),
      gatewayLicence(8, 'ACME-GW3Y-9P2D', 'acme', 'gw-acme-yard', 'Yard gateway'),
      gatewayLicence(9, 'GLOBEX-GW1P-5H6T', 'globex', 'gw-globex-press', 'Press line gateway', { since: 3 * day, autorenew: true }),
      gatewayLicence(10, 'GLOBEX-GW2P-8M1C', 'globex', 'gw-globex-paint', 'Paint shop gateway'),
    ],
  };
}
