// The core's roles (spec §7 "Core API" roles): an organisation's application roles listed, created, read, replaced
// and deleted, their names checked, and the platform's full permission list (a user group's roles are in
// sandbox/core/groups.ts). A role's permissions reach its holders' next organisation token (iamGrants.ts). Names
// are unique in the organisation (409); what cannot be stored as sent is refused with a 400 naming the field;
// SYSTEM roles are not changed (403).
import { HttpResponse, http } from 'msw';
import { iamEndpoints } from '../../src/platform/iamEndpoints';
import { isRoleName, maxRoleDescriptionLength, maxRoleNameLength } from '../../src/platform/iamRules';
import type { ApplicationPermission, Role, RoleWrite } from '../../src/platform/iamTypes';
import type { CorePage, Organization } from '../../src/platform/types';
import { errorResponse, isRecord, readJson } from '../http';
import { corePage } from '../paging';
import { nextId, store } from '../store';
import { iamPath, inOrganization, matchesSearch } from './iamAccess';
import type { SandboxRole } from './iamState';

export const rolesOf = (organization: Pick<Organization, 'id'>) =>
  store()
    .iam.roles.filter((role) => role.organizationId === organization.id)
    .sort((left, right) => left.name.localeCompare(right.name));

export function roleOut(role: SandboxRole): Role {
  const { id, name, description, owner, enabled, organizationId, permissionIds } = role;
  const applicationPermissions = store().iam.permissions.filter((permission) => permissionIds.includes(permission.id));
  return { id, name, label: name, description, type: 'APPLICATION', owner, enabled, organizationId, applicationPermissions };
}

function findRole(organization: Organization, id: unknown): SandboxRole | Response {
  const role = rolesOf(organization).find((candidate) => candidate.id === Number(id));
  return role ?? errorResponse(404, `Role ${String(id)} not found in organization ${organization.id}`);
}

function asRoleWrite(body: unknown): RoleWrite | Response {
  if (!isRecord(body)) return errorResponse(400, 'A JSON role is required');
  const { name, description = '', enabled = true, applicationPermissions = [] } = body;
  if (typeof name !== 'string' || name.trim() === '' || name.length > maxRoleNameLength || !isRoleName(name)) {
    return errorResponse(400, `name: letters, digits, spaces and . _ -, at most ${maxRoleNameLength} characters`);
  }
  if (typeof description !== 'string' || description.length > maxRoleDescriptionLength) {
    return errorResponse(400, `description: at most ${maxRoleDescriptionLength} characters`);
  }
  if (typeof enabled !== 'boolean') return errorResponse(400, 'enabled: true or false');
  const known = new Set(store().iam.permissions.map((permission) => permission.id));
  if (!Array.isArray(applicationPermissions) || !applicationPermissions.every((id) => typeof id === 'number' && known.has(id))) {
    return errorResponse(400, 'applicationPermissions: ids of the application permission list');
  }
  return { name, label: name, description, enabled, applicationPermissions: [...new Set(applicationPermissions as number[])] };
}

const nameTaken = (organization: Organization, name: string, exceptId?: number) =>
  rolesOf(organization).some((role) => role.id !== exceptId && role.name.toLowerCase() === name.toLowerCase());

/** A role of the organisation's own, or the 403/404 answer. */
function ownRole(organization: Organization, id: unknown): SandboxRole | Response {
  const role = findRole(organization, id);
  if (role instanceof Response) return role;
  return role.owner === 'SYSTEM' ? errorResponse(403, `Role '${role.name}' comes with the organization and cannot be changed`) : role;
}

export const roleHandlers = [
  http.get(
    iamPath(iamEndpoints.applicationPermissions, 'org'),
    inOrganization('roles:read', ({ request }) => {
      const sorted = [...store().iam.permissions].sort((left, right) => left.name.localeCompare(right.name));
      return HttpResponse.json<CorePage<ApplicationPermission>>(corePage(sorted, new URL(request.url)));
    }),
  ),

  http.get(
    iamPath(iamEndpoints.roleExists, 'org', 'name'),
    inOrganization('roles:read', ({ params, organization }) => {
      return HttpResponse.json<boolean>(nameTaken(organization, String(params.name)));
    }),
  ),

  http.get(
    iamPath(iamEndpoints.roles, 'org'),
    inOrganization('roles:read', ({ request, organization }) => {
      const url = new URL(request.url);
      const found = rolesOf(organization).filter((role) => matchesSearch(url, role.name, role.description));
      return HttpResponse.json<CorePage<Role>>(corePage(found.map(roleOut), url));
    }),
  ),

  http.post(
    iamPath(iamEndpoints.roles, 'org'),
    inOrganization('roles:create', async ({ request, organization }) => {
      const write = asRoleWrite(await readJson(request));
      if (write instanceof Response) return write;
      if (nameTaken(organization, write.name)) return errorResponse(409, `name: a role named '${write.name}' exists`);
      const state = store();
      const role: SandboxRole = {
        id: nextId(state.iam.roles),
        name: write.name,
        description: write.description,
        owner: 'ORGANIZATION',
        enabled: write.enabled,
        organizationId: organization.id,
        permissionIds: write.applicationPermissions,
      };
      state.iam.roles.push(role);
      return HttpResponse.json<Role>(roleOut(role), { status: 201 });
    }),
  ),

  http.get(
    iamPath(iamEndpoints.role, 'org', 'id'),
    inOrganization('roles:read', ({ params, organization }) => {
      const role = findRole(organization, params.id);
      return role instanceof Response ? role : HttpResponse.json<Role>(roleOut(role));
    }),
  ),

  http.put(
    iamPath(iamEndpoints.role, 'org', 'id'),
    inOrganization('roles:update', async ({ request, params, organization }) => {
      const role = ownRole(organization, params.id);
      if (role instanceof Response) return role;
      const write = asRoleWrite(await readJson(request));
      if (write instanceof Response) return write;
      if (nameTaken(organization, write.name, role.id)) return errorResponse(409, `name: a role named '${write.name}' exists`);
      Object.assign(role, { name: write.name, description: write.description, enabled: write.enabled, permissionIds: write.applicationPermissions });
      return HttpResponse.json<Role>(roleOut(role));
    }),
  ),

  // The role is taken from every group that held it.
  http.delete(
    iamPath(iamEndpoints.role, 'org', 'id'),
    inOrganization('roles:delete', ({ params, organization }) => {
      const role = ownRole(organization, params.id);
      if (role instanceof Response) return role;
      const { iam } = store();
      iam.roles = iam.roles.filter((candidate) => candidate.id !== role.id);
      for (const group of iam.groups) group.roleIds = group.roleIds.filter((id) => id !== role.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
