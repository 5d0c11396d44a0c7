// Spec §5/§6: what the person may do in the selected organisation, read from its organisation token.
import type { OrganizationSelection } from '../../machines/organizationChoice.machine';
import type { AccessContext } from '../routes/routeAccess';
import { abilityFromPermissions } from '../session/ability';
import type { Platform } from './platform';

/** The organisation the person works in: the selected sub-organisation, else the organisation. */
export const effectiveOrganization = (selection: OrganizationSelection) => selection.subOrganization ?? selection.organization;

export function accessFor(platform: Platform, selection: OrganizationSelection | undefined): AccessContext | undefined {
  const token = platform.organizationTokens.current();
  if (!selection || !token) return undefined;
  const organization = effectiveOrganization(selection);
  return {
    ability: abilityFromPermissions(token.permissions),
    iotEnabled: organization.dataEnabled,
    vpnEnabled: organization.vpnEnabled,
    storeEnabled: organization.storeEnabled,
    resourceRoles: platform.identity()?.resourceRoles() ?? [],
  };
}
