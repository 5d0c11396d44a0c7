// Who may call the dashboard service for what. The organisation is the one the organisation token is scoped to,
// or the `organization` query parameter (spec §7 names it on assets and preferences), which the token must reach.
// The caller needs the call's scope there (dashboards:read/create/update/delete, spec §6) in an IoT-enabled
// organisation (spec §5). On top, each dashboard or flow is visible to its owner, readers and editors only;
// owner and editors may change it; only the owner deletes or shares it (docs/decisions.md).
import type { PermissionScope } from '../../src/platform/permissions';
import type { Organization } from '../../src/platform/types';
import type { UserRequest } from '../authenticate';
import { findOrganizationByResourceId, scopesIn } from '../directory';
import { errorResponse } from '../http';
import { tokenOrganization } from '../organizationToken';
import type { SandboxUser } from '../store';
import type { Shareable } from './state';

export interface Caller {
  user: SandboxUser;
  organization: Organization;
}

/** The caller's organisation when they hold `needed` there, or the 400/403/404 answer. */
export function callerIn(
  { request, user, claims }: Pick<UserRequest<never>, 'request' | 'user' | 'claims'>,
  needed: PermissionScope,
): Caller | Response {
  const queried = new URL(request.url).searchParams.get('organization') ?? undefined;
  const resourceId = queried ?? tokenOrganization(claims);
  if (resourceId === undefined || resourceId === '') {
    return errorResponse(400, 'organization is required (query parameter or an organization token)');
  }
  const organization = findOrganizationByResourceId(resourceId);
  if (organization === undefined) return errorResponse(404, `Organization ${resourceId} not found`);
  const scopes = scopesIn(user, organization);
  if (scopes === undefined) return errorResponse(403, `Access to organization ${resourceId} denied`);
  if (!organization.dataEnabled) return errorResponse(403, `Organization ${resourceId} is not IoT-enabled`);
  if (!scopes.includes(needed)) return errorResponse(403, `Permission ${needed} is required in ${resourceId}`);
  return { user, organization };
}

export type Access = 'read' | 'write' | 'own';

export function canSee(item: Shareable, username: string): boolean {
  return item.owner === username || item.readers.includes(username) || item.editors.includes(username);
}

function allows(item: Shareable, username: string, access: Access): boolean {
  if (access === 'read') return canSee(item, username);
  if (access === 'write') return item.owner === username || item.editors.includes(username);
  return item.owner === username;
}

const refusals: Record<Exclude<Access, 'read'>, string> = {
  write: 'Only its owner and editors may change',
  own: 'Only its owner may delete or share',
};

/**
 * The item of the caller's organisation with this id, when the caller has `access` to it. Items the caller may
 * not see answer 404, as if they did not exist; visible ones the caller may not change answer 403.
 */
export function itemFor<T extends Shareable>(
  items: readonly T[],
  id: string,
  caller: Caller,
  access: Access,
  noun: string,
): T | Response {
  const item = items.find((candidate) => candidate.id === id && candidate.orgResourceId === caller.organization.resourceId);
  if (item === undefined || !canSee(item, caller.user.username)) return errorResponse(404, `${noun} ${id} not found`);
  if (!allows(item, caller.user.username, access)) {
    return errorResponse(403, `${refusals[access as Exclude<Access, 'read'>]} ${noun.toLowerCase()} ${id}`);
  }
  return item;
}
