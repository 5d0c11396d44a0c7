// The license manager's device licences (facts §7.1): seeded keys of acme and globex, some free, one used, one expired.
// A licence is sold for a product: the device it activates reports that product's model until a preset gives it
// another (sandbox/mappings/presets.ts). Keys to try are listed in sandbox/README.md.
import type { DeviceLicence } from '../../src/platform/deviceLicenceTypes';

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
    ],
  };
}
