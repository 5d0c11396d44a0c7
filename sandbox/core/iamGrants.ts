// What a user's roles grant in an organisation: the permissions of every enabled role of every user group the user
// belongs to there. sandbox/directory.ts adds them to the user's scopes, which the organisation token carries and
// every service checks.
import { parsePermissionScope, permissionScope, type PermissionScope } from '../../src/platform/permissions';
import type { Organization } from '../../src/platform/types';
import { store, type SandboxUser } from '../store';

export function grantedScopes(user: SandboxUser, organization: Organization): PermissionScope[] {
  const { groups, roles, permissions } = store().iam;
  const roleIds = new Set(
    groups.filter((group) => group.organizationId === organization.id && group.userIds.includes(user.id)).flatMap((group) => group.roleIds),
  );
  const permissionIds = new Set(roles.filter((role) => roleIds.has(role.id) && role.enabled).flatMap((role) => role.permissionIds));
  return permissions.flatMap(({ id, name }) => {
    const parsed = permissionIds.has(id) ? parsePermissionScope(name) : undefined;
    return parsed === undefined ? [] : [permissionScope(parsed.resource, parsed.action)];
  });
}
