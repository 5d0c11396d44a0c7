// Who may call a service that names the organisation in the query (`organization`: the notification and mappings
// services, spec §7) for which organisation: the caller must belong to it (or to an ancestor), notification rules and
// settings need an IoT-enabled organisation (spec §5), and the caller's scopes there must include the one the call
// needs.
import type { PermissionScope } from '../src/platform/permissions';
import type { Organization } from '../src/platform/types';
import { findOrganizationByResourceId, scopesIn } from './directory';
import { errorResponse } from './http';
import type { SandboxUser } from './store';

/** The organisation of the call, or the 400/403/404 answer. */
export function organizationFor(
  request: Request,
  user: SandboxUser,
  needed: PermissionScope,
  { iotOnly = true }: { iotOnly?: boolean } = {},
): Organization | Response {
  const resourceId = new URL(request.url).searchParams.get('organization');
  if (resourceId === null || resourceId === '') return errorResponse(400, 'organization is required');
  const organization = findOrganizationByResourceId(resourceId);
  if (organization === undefined) return errorResponse(404, `Organization ${resourceId} not found`);
  const scopes = scopesIn(user, organization);
  if (scopes === undefined) return errorResponse(403, `Access to organization ${resourceId} denied`);
  if (iotOnly && !organization.dataEnabled) return errorResponse(403, `Organization ${resourceId} is not IoT-enabled`);
  if (!scopes.includes(needed)) return errorResponse(403, `Permission ${needed} is required in ${resourceId}`);
  return organization;
}
