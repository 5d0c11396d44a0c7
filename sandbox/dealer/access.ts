// Who may call the dealer's services for which organisation: the caller must belong to it (or to an ancestor) with
// the scope the call needs; the products, licences and clients calls also need a dealer organisation.
import type { PermissionScope } from '../../src/platform/permissions';
import type { Organization } from '../../src/platform/types';
import { findOrganizationByResourceId, scopesIn } from '../directory';
import { errorResponse } from '../http';
import type { SandboxUser } from '../store';

/** The organisation `resourceId` names, or the 400/403/404 answer. */
export function callerOrganization(
  resourceId: string | null | undefined,
  user: SandboxUser,
  needed: PermissionScope,
  { dealer }: { dealer: boolean },
  parameter = 'orgResourceId',
): Organization | Response {
  if (!resourceId) return errorResponse(400, `${parameter} is required`);
  const organization = findOrganizationByResourceId(resourceId);
  if (organization === undefined) return errorResponse(404, `Organization ${resourceId} not found`);
  const scopes = scopesIn(user, organization);
  if (scopes === undefined) return errorResponse(403, `Access to organization ${resourceId} denied`);
  if (!scopes.includes(needed)) return errorResponse(403, `Permission ${needed} is required in ${resourceId}`);
  if (dealer && !organization.dealer) return errorResponse(403, `Organization ${resourceId} is not a dealer`);
  return organization;
}
