// Seeded organisations. Hostnames are the first label of the per-organisation portal host
// (`acme.app.localhost`); a sub-organisation has no host of its own.
import type { Organization } from '../../src/platform/types';

/** An active organisation with the usual defaults; callers name what sets it apart. */
export function organizationRecord(
  fields: Pick<Organization, 'id' | 'name' | 'label' | 'resourceId' | 'hostname' | 'dataEnabled' | 'vpnEnabled'> &
    Partial<Organization>,
): Organization {
  return {
    status: 'ACTIVE',
    vpnOtpRequired: false,
    storeEnabled: true,
    userCanAccess: true,
    dealer: false,
    hasOwnResources: true,
    ...fields,
  };
}

export const seedOrganizations: Organization[] = [
  organizationRecord({
    id: 1,
    name: 'acme',
    label: 'Acme',
    resourceId: 'acme',
    hostname: 'acme',
    dataEnabled: true,
    vpnEnabled: true,
    dealer: true,
  }),
  organizationRecord({
    id: 2,
    name: 'globex',
    label: 'Globex',
    resourceId: 'globex',
    hostname: 'globex',
    // VPN only: the home screen lands on the VPN devices.
    dataEnabled: false,
    vpnEnabled: true,
    // Exercises the one-time-password step of VPN connect.
    vpnOtpRequired: true,
  }),
  organizationRecord({
    id: 3,
    name: 'initech',
    label: 'Initech',
    resourceId: 'initech',
    hostname: 'initech',
    dataEnabled: true,
    vpnEnabled: false,
  }),
  organizationRecord({
    id: 4,
    name: 'acme-north',
    label: 'Acme North',
    resourceId: 'acme.acme-north',
    parentId: 1,
    hostname: '',
    dataEnabled: true,
    vpnEnabled: true,
    // Its app store is off: the store's pages are not offered there.
    storeEnabled: false,
    hasOwnResources: false,
  }),
];
