// Organisation fixtures shared by the organisation-choice and guard-chain path tests.
import type { Organization } from '../../src/platform/types';

/** A complete `Organization` (every field of the wire shape), IoT and VPN enabled unless overridden. */
export function organization(id: number, resourceId: string, overrides: Partial<Organization> = {}): Organization {
  return {
    id,
    name: resourceId,
    label: resourceId.replace(/(^|-)(\w)/g, (_match, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`),
    status: 'ACTIVE',
    resourceId,
    hostname: `${resourceId}.app.localhost`,
    dataEnabled: true,
    vpnEnabled: true,
    vpnOtpRequired: false,
    storeEnabled: true,
    userCanAccess: true,
    dealer: false,
    hasOwnResources: true,
    ...overrides,
  };
}

export const acme = organization(1, 'acme');
export const globex = organization(2, 'globex', { vpnEnabled: false });
export const acmeNorth = organization(4, 'acme-north', { parentId: 1 });
