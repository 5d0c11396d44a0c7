// The core's user groups (spec §7 "Core API" user groups): an organisation's groups listed, searched, created,
// renamed and deleted; members added with a membership role (ADMIN or USER) and removed; roles given and taken; the
// caller's own groups; and the user-group permission change with its preview (roles/testApplicationPermissions,
// revokedOnly). A user's personal group (SELF_USER_ANY) takes roles and permission changes but is not renamed,
// deleted or given members here. Names are unique in the organisation (409); what cannot be stored as sent is
// refused with a 400 naming the field, and nothing is stored.
import { HttpResponse, http } from 'msw';
import { groupEndpoints, iamEndpoints } from '../../src/platform/iamEndpoints';
import { maxGroupNameLength, membershipRoles } from '../../src/platform/iamRules';
import type { GroupMember, MembershipRole, MyUserGroup, RevokedPermissions, UserGroup, UserGroupDetail } from '../../src/platform/iamTypes';
import type { CorePage, Organization } from '../../src/platform/types';
import { errorResponse, isRecord, readJson } from '../http';
import { corePage } from '../paging';
import { nextId, store } from '../store';
import { asChange, changedGroups, revokedBy } from './groupChange';
import { inOrganization, iamPath, matchesSearch } from './iamAccess';
import type { SandboxUserGroup } from './iamState';
import { roleOut, rolesOf } from './roles';

const groupOut = ({ id, name, organizationId, type }: SandboxUserGroup): UserGroup => ({ id, name, organizationId, type });
const membershipOf = (group: SandboxUserGroup, userId: number): MembershipRole => (group.adminIds.includes(userId) ? 'ADMIN' : 'USER');

const groupsOf = (organization: Organization) =>
  store()
    .iam.groups.filter((group) => group.organizationId === organization.id)
    .sort((left, right) => left.name.localeCompare(right.name));

function findGroup(organization: Organization, id: unknown): SandboxUserGroup | Response {
  const group = groupsOf(organization).find((candidate) => candidate.id === Number(id));
  return group ?? errorResponse(404, `User group ${String(id)} not found in organization ${organization.id}`);
}

/** A group the organisation made (STANDARD), or the 403/404 answer: personal groups follow their user. */
function standardGroup(organization: Organization, id: unknown): SandboxUserGroup | Response {
  const group = findGroup(organization, id);
  if (group instanceof Response) return group;
  return group.type === 'STANDARD' ? group : errorResponse(403, `User group '${group.name}' belongs to its user and is changed through them`);
}

/** The name of a POST or PUT body, or the 400/409 answer. */
function groupName(body: unknown, organization: Organization, exceptId?: number): string | Response {
  if (!isRecord(body)) return errorResponse(400, 'A JSON user group is required');
  const { name } = body;
  if (typeof name !== 'string' || name.trim() === '' || name.length > maxGroupNameLength) {
    return errorResponse(400, `name: 1 to ${maxGroupNameLength} characters, not only spaces`);
  }
  const clash = groupsOf(organization).some((group) => group.id !== exceptId && group.name.toLowerCase() === name.toLowerCase());
  return clash ? errorResponse(409, `name: a user group named '${name}' exists`) : name;
}

/** The roles a path lists ("3,4"), or the 404 naming one that is not the organisation's. */
function rolesNamed(organization: Organization, ids: unknown): number[] | Response {
  const wanted = String(ids).split(',').map(Number);
  const missing = wanted.find((id) => !rolesOf(organization).some((role) => role.id === id));
  return missing === undefined ? wanted : errorResponse(404, `Role ${missing} not found in organization ${organization.id}`);
}

export const groupHandlers = [
  // Fixed paths before the `{id}` patterns that would also match them.
  http.get(
    iamPath(groupEndpoints.mine, 'org'),
    inOrganization('portal:access', ({ request, user, organization }) => {
      const mine = groupsOf(organization)
        .filter((group) => group.type === 'STANDARD' && group.userIds.includes(user.id))
        .map((group): MyUserGroup => ({ ...groupOut(group), membershipRole: membershipOf(group, user.id) }));
      return HttpResponse.json<CorePage<MyUserGroup>>(corePage(mine, new URL(request.url)));
    }),
  ),

  http.post(
    iamPath(groupEndpoints.testApplicationPermissions, 'org'),
    inOrganization('userGroups:read', async ({ request, organization }) => {
      if (new URL(request.url).searchParams.get('revokedOnly') !== 'true') return errorResponse(400, 'revokedOnly: only true is answered');
      const body = await readJson(request);
      const subject = findGroup(organization, isRecord(body) ? body.userGroupId : undefined);
      if (subject instanceof Response) return subject;
      const change = asChange(body, organization, subject);
      if (change instanceof Response) return change;
      return HttpResponse.json<RevokedPermissions[]>(revokedBy(organization, subject, changedGroups(subject, change)));
    }),
  ),

  // With `userId` the groups of that user, with `type` those of that type (a user's personal one: SELF_USER_ANY).
  http.get(
    iamPath(iamEndpoints.userGroups, 'org'),
    inOrganization('userGroups:read', ({ request, organization }) => {
      const url = new URL(request.url);
      const userId = url.searchParams.get('userId');
      const type = url.searchParams.get('type');
      const found = groupsOf(organization)
        .filter((group) => userId === null || group.userIds.includes(Number(userId)))
        .filter((group) => type === null || group.type === type)
        .filter((group) => matchesSearch(url, group.name));
      return HttpResponse.json<CorePage<UserGroup>>(corePage(found.map(groupOut), url));
    }),
  ),

  http.post(
    iamPath(iamEndpoints.userGroups, 'org'),
    inOrganization('userGroups:create', async ({ request, organization }) => {
      const name = groupName(await readJson(request), organization);
      if (name instanceof Response) return name;
      const state = store();
      const group: SandboxUserGroup = { id: nextId(state.iam.groups), name, organizationId: organization.id, type: 'STANDARD', userIds: [], adminIds: [], roleIds: [] };
      state.iam.groups.push(group);
      return HttpResponse.json<UserGroup>(groupOut(group), { status: 201 });
    }),
  ),

  http.get(
    iamPath(groupEndpoints.userGroup, 'org', 'id'),
    inOrganization('userGroups:read', ({ params, organization }) => {
      const group = findGroup(organization, params.id);
      if (group instanceof Response) return group;
      const roles = rolesOf(organization).filter((role) => group.roleIds.includes(role.id)).map(roleOut);
      return HttpResponse.json<UserGroupDetail>({ ...groupOut(group), roles });
    }),
  ),

  http.put(
    iamPath(groupEndpoints.userGroup, 'org', 'id'),
    inOrganization('userGroups:update', async ({ request, params, organization }) => {
      const group = standardGroup(organization, params.id);
      if (group instanceof Response) return group;
      const name = groupName(await readJson(request), organization, group.id);
      if (name instanceof Response) return name;
      group.name = name;
      return HttpResponse.json<UserGroup>(groupOut(group));
    }),
  ),

  http.delete(
    iamPath(groupEndpoints.userGroup, 'org', 'id'),
    inOrganization('userGroups:delete', ({ params, organization }) => {
      const group = standardGroup(organization, params.id);
      if (group instanceof Response) return group;
      const { iam } = store();
      iam.groups = iam.groups.filter((candidate) => candidate.id !== group.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.get(
    iamPath(groupEndpoints.members, 'org', 'id'),
    inOrganization('userGroups:read', ({ request, params, organization }) => {
      const group = findGroup(organization, params.id);
      if (group instanceof Response) return group;
      const url = new URL(request.url);
      const members = store()
        .users.filter((user) => group.userIds.includes(user.id) && matchesSearch(url, user.username, user.email))
        .sort((left, right) => left.username.localeCompare(right.username))
        .map(({ id, username, email }): GroupMember => ({ id, username, email, membershipRole: membershipOf(group, id) }));
      return HttpResponse.json<CorePage<GroupMember>>(corePage(members, url));
    }),
  ),

  // Adds the member, or changes the role of one already in the group.
  http.post(
    iamPath(groupEndpoints.member, 'org', 'id', 'user'),
    inOrganization('userGroups:update', ({ request, params, organization }) => {
      const group = standardGroup(organization, params.id);
      if (group instanceof Response) return group;
      const role = new URL(request.url).searchParams.get('role');
      if (!(membershipRoles as readonly (string | null)[]).includes(role)) return errorResponse(400, `role: ${membershipRoles.join(' or ')}`);
      const member = store().users.find((user) => user.id === Number(params.user) && organization.resourceId in user.memberships);
      if (member === undefined) return errorResponse(404, `User ${String(params.user)} not found in organization ${organization.id}`);
      group.userIds = [...new Set([...group.userIds, member.id])];
      group.adminIds = role === 'ADMIN' ? [...new Set([...group.adminIds, member.id])] : group.adminIds.filter((id) => id !== member.id);
      return HttpResponse.json<GroupMember>({ id: member.id, username: member.username, email: member.email, membershipRole: membershipOf(group, member.id) });
    }),
  ),

  http.delete(
    iamPath(groupEndpoints.member, 'org', 'id', 'user'),
    inOrganization('userGroups:update', ({ params, organization }) => {
      const group = standardGroup(organization, params.id);
      if (group instanceof Response) return group;
      const userId = Number(params.user);
      if (!group.userIds.includes(userId)) return errorResponse(404, `User ${String(params.user)} is not a member of user group ${group.id}`);
      group.userIds = group.userIds.filter((id) => id !== userId);
      group.adminIds = group.adminIds.filter((id) => id !== userId);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  // One change as a whole: checked completely, then stored at once.
  http.put(
    iamPath(groupEndpoints.permissions, 'org', 'id'),
    inOrganization('userGroups:update', async ({ request, params, organization }) => {
      const subject = findGroup(organization, params.id);
      if (subject instanceof Response) return subject;
      const change = asChange(await readJson(request), organization, subject);
      if (change instanceof Response) return change;
      store().iam.groups = changedGroups(subject, change);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post(
    iamPath(iamEndpoints.groupRoles, 'org', 'group', 'roles'),
    inOrganization('userGroups:update', ({ params, organization }) => {
      const group = findGroup(organization, params.group);
      if (group instanceof Response) return group;
      const roleIds = rolesNamed(organization, params.roles);
      if (roleIds instanceof Response) return roleIds;
      group.roleIds = [...new Set([...group.roleIds, ...roleIds])];
      // Facts §4.1 (SEED AssignRoles.go): 200 or 201, no body shown.
      return new HttpResponse(null, { status: 200 });
    }),
  ),

  http.delete(
    iamPath(iamEndpoints.groupRoles, 'org', 'group', 'roles'),
    inOrganization('userGroups:update', ({ params, organization }) => {
      const group = findGroup(organization, params.group);
      if (group instanceof Response) return group;
      const roleIds = rolesNamed(organization, params.roles);
      if (roleIds instanceof Response) return roleIds;
      group.roleIds = group.roleIds.filter((id) => !roleIds.includes(id));
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
