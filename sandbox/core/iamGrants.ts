// What a user's roles grant in an organisation: the permissions of every enabled role of every user group the user
// belongs to there. sandbox/directory.ts takes a member's scopes from here, which the organisation token carries and
// every service checks.
import { parsePermissionScope, permissionScope, type PermissionScope } from '../../src/platform/permissions';
import type { Organization } from '../../src/platform/types';
import { store, type SandboxUser } from '../store';
import type { SandboxRole, SandboxUserGroup } from './iamState';

/**
 * The enabled roles of every kind the user holds in the organisation through their groups; `groups` may be a changed
 * copy of the stored ones, to see what a change does. Application roles give scopes (below), device roles levels on
 * security policies (sandbox/core/deviceReach.ts), data roles model paths (sandbox/core/dataRoles.ts).
 */
export function heldRoles(
  user: Pick<SandboxUser, 'id'>,
  organization: Pick<Organization, 'id'>,
  groups: readonly SandboxUserGroup[] = store().iam.groups,
): SandboxRole[] {
  const roleIds = new Set(
    groups.filter((group) => group.organizationId === organization.id && group.userIds.includes(user.id)).flatMap((group) => group.roleIds),
  );
  return store().iam.roles.filter((role) => roleIds.has(role.id) && role.enabled);
}

/** The scopes the user's groups grant; `groups` may be a changed copy of the stored ones, to see what a change does. */
export function grantedScopes(
  user: Pick<SandboxUser, 'id'>,
  organization: Pick<Organization, 'id'>,
  groups: readonly SandboxUserGroup[] = store().iam.groups,
): PermissionScope[] {
  const { permissions } = store().iam;
  const permissionIds = new Set(heldRoles(user, organization, groups).flatMap((role) => role.permissionIds));
  return permissions.flatMap(({ id, name }) => {
    const parsed = permissionIds.has(id) ? parsePermissionScope(name) : undefined;
    return parsed === undefined ? [] : [permissionScope(parsed.resource, parsed.action)];
  });
}

/**
 * A member's scopes in an organisation of theirs. A member the IAM state knows (one with a personal group there)
 * has exactly what their groups grant, listed in the order of their seeded scopes first so a persona's token reads
 * as sandbox/personas.ts lists it; a member it does not know (a self-registered owner) keeps the seeded scopes.
 */
export function memberScopes(user: SandboxUser, organization: Organization, seeded: readonly PermissionScope[]): PermissionScope[] {
  const known = store().iam.groups.some(
    (group) => group.type === 'SELF_USER_ANY' && group.organizationId === organization.id && group.userIds.includes(user.id),
  );
  if (!known) return [...seeded];
  const granted = grantedScopes(user, organization);
  return [...new Set([...seeded.filter((scope) => granted.includes(scope)), ...granted])];
}
