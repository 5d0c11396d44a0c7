// Spec §4 "User group permission change" in the sandbox: checked as a whole before anything is stored, then applied
// to a copy of the groups, so testApplicationPermissions can compare what each person it reaches holds before and
// after without storing it, and the change itself stores the very same copy.
import type { UserGroupPermissionChange } from '../../src/platform/iamTypes';
import type { Organization } from '../../src/platform/types';
import { errorResponse, isRecord } from '../http';
import { store } from '../store';
import { grantedScopes } from './iamGrants';
import type { SandboxUserGroup } from './iamState';
import { rolesOf } from './roles';

const fields = ['groupsToAdd', 'rolesToAdd', 'groupsToRemove', 'rolesToRemove'] as const;

/** The change a body holds for `subject`, or the 400 naming the field that cannot be applied. */
export function asChange(body: unknown, organization: Organization, subject: SandboxUserGroup): UserGroupPermissionChange | Response {
  if (!isRecord(body)) return errorResponse(400, 'A JSON user group permission change is required');
  const change = {} as UserGroupPermissionChange;
  for (const field of fields) {
    const ids = body[field] ?? [];
    if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id))) return errorResponse(400, `${field}: a list of ids`);
    change[field] = [...new Set(ids as number[])];
  }
  const roleIds = new Set(rolesOf(organization).map((role) => role.id));
  const groupIds = new Set(standardGroupsOf(organization).map((group) => group.id));
  for (const field of ['rolesToAdd', 'rolesToRemove'] as const) {
    const unknown = change[field].find((id) => !roleIds.has(id));
    if (unknown !== undefined) return errorResponse(400, `${field}: role ${unknown} is not a role of organization ${organization.id}`);
  }
  for (const field of ['groupsToAdd', 'groupsToRemove'] as const) {
    if (change[field].length > 0 && subject.type !== 'SELF_USER_ANY') return errorResponse(400, `${field}: only a user's personal group joins groups`);
    const unknown = change[field].find((id) => !groupIds.has(id));
    if (unknown !== undefined) return errorResponse(400, `${field}: user group ${unknown} is not a group of organization ${organization.id}`);
  }
  const both = change.rolesToAdd.find((id) => change.rolesToRemove.includes(id));
  if (both !== undefined) return errorResponse(400, `rolesToRemove: role ${both} is also in rolesToAdd`);
  const joinedAndLeft = change.groupsToAdd.find((id) => change.groupsToRemove.includes(id));
  if (joinedAndLeft !== undefined) return errorResponse(400, `groupsToRemove: user group ${joinedAndLeft} is also in groupsToAdd`);
  return change;
}

export const standardGroupsOf = (organization: Pick<Organization, 'id'>) =>
  store().iam.groups.filter((group) => group.organizationId === organization.id && group.type === 'STANDARD');

/** Every group as it would be after the change: the subject's roles, and the groups its user joins and leaves. */
export function changedGroups(subject: SandboxUserGroup, change: UserGroupPermissionChange): SandboxUserGroup[] {
  const [member] = subject.userIds;
  return store().iam.groups.map((group) => {
    if (group.id === subject.id) {
      return { ...group, roleIds: [...new Set([...group.roleIds.filter((id) => !change.rolesToRemove.includes(id)), ...change.rolesToAdd])] };
    }
    if (member === undefined) return group;
    if (change.groupsToAdd.includes(group.id) && !group.userIds.includes(member)) return { ...group, userIds: [...group.userIds, member] };
    if (change.groupsToRemove.includes(group.id)) {
      return { ...group, userIds: group.userIds.filter((id) => id !== member), adminIds: group.adminIds.filter((id) => id !== member) };
    }
    return group;
  });
}

/** Per person the subject group reaches, the permission names they hold now and would not hold after. */
export function revokedBy(organization: Organization, subject: SandboxUserGroup, after: readonly SandboxUserGroup[]) {
  const users = store().users.filter((user) => subject.userIds.includes(user.id));
  return users
    .map((user) => {
      const kept = new Set(grantedScopes(user, organization, after));
      return { userId: user.id, username: user.username, permissions: grantedScopes(user, organization).filter((scope) => !kept.has(scope)) };
    })
    .filter((person) => person.permissions.length > 0)
    .sort((left, right) => left.username.localeCompare(right.username));
}
