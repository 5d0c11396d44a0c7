// The core's roles (spec §7 "Core API" roles): an organisation's roles of each type (application, data, device)
// listed, created, read, replaced and deleted, their names checked, a data role's model-path permissions, and the
// platform's full permission list (a user group's roles are in sandbox/core/groups.ts). An application role's
// permissions reach its holders' next organisation token (iamGrants.ts); data and device roles are stored and
// answered, not yet enforced (docs/decisions.md "Data and device roles"). Names are unique in the organisation
// across types (409); what cannot be stored as sent is refused with a 400 naming the field; SYSTEM roles are not
// changed (403).
import { HttpResponse, http } from 'msw';
import { iamEndpoints } from '../../src/platform/iamEndpoints';
import { deviceRolePermissions, isRoleName, maxRoleDescriptionLength, maxRoleNameLength } from '../../src/platform/iamRules';
import type { ApplicationPermission, DeviceGroupPermission, ModelPathPermission, Role, RoleType, RoleWrite } from '../../src/platform/iamTypes';
import type { CorePage, Organization } from '../../src/platform/types';
import { errorResponse, isRecord, readJson } from '../http';
import { corePage } from '../paging';
import { modelOf } from '../mappings/catalog';
import { nextId, store } from '../store';
import { iamPath, inOrganization, matchesSearch } from './iamAccess';
import type { SandboxRole } from './iamState';

export const rolesOf = (organization: Pick<Organization, 'id'>) =>
  store()
    .iam.roles.filter((role) => role.organizationId === organization.id)
    .sort((left, right) => left.name.localeCompare(right.name));

export function roleOut(role: SandboxRole): Role {
  const { id, name, description, type, owner, enabled, organizationId, permissionIds, deviceGroupPermissions } = role;
  const applicationPermissions = store().iam.permissions.filter((permission) => permissionIds.includes(permission.id));
  return { id, name, label: name, description, type, owner, enabled, organizationId, applicationPermissions, deviceGroupPermissions: [...deviceGroupPermissions] };
}

const roleTypes: readonly RoleType[] = ['APPLICATION', 'DATA', 'DEVICE'];

function findRole(organization: Organization, id: unknown): SandboxRole | Response {
  const role = rolesOf(organization).find((candidate) => candidate.id === Number(id));
  return role ?? errorResponse(404, `Role ${String(id)} not found in organization ${organization.id}`);
}

/** A role write as stored (its type settled), or the 400 naming the field. `current` is the role a PUT replaces. */
function asRoleWrite(body: unknown, organization: Organization, current?: SandboxRole): Required<RoleWrite> | Response {
  if (!isRecord(body)) return errorResponse(400, 'A JSON role is required');
  const { name, description = '', enabled = true, applicationPermissions = [], deviceGroupPermissions = [] } = body;
  const type = body.type ?? current?.type ?? 'APPLICATION';
  if (typeof name !== 'string' || name.trim() === '' || name.length > maxRoleNameLength || !isRoleName(name)) {
    return errorResponse(400, `name: letters, digits, spaces and . _ -, at most ${maxRoleNameLength} characters`);
  }
  if (typeof description !== 'string' || description.length > maxRoleDescriptionLength) {
    return errorResponse(400, `description: at most ${maxRoleDescriptionLength} characters`);
  }
  if (typeof enabled !== 'boolean') return errorResponse(400, 'enabled: true or false');
  if (!roleTypes.includes(type as RoleType)) return errorResponse(400, `type: one of ${roleTypes.join(', ')}`);
  if (current !== undefined && type !== current.type) return errorResponse(400, `type: a ${current.type} role stays one`);
  const known = new Set(store().iam.permissions.map((permission) => permission.id));
  if (!Array.isArray(applicationPermissions) || !applicationPermissions.every((id) => typeof id === 'number' && known.has(id))) {
    return errorResponse(400, 'applicationPermissions: ids of the application permission list');
  }
  if (type !== 'APPLICATION' && applicationPermissions.length > 0) return errorResponse(400, 'applicationPermissions: only an application role holds them');
  const levels = asDeviceGroupPermissions(deviceGroupPermissions, organization);
  if (levels instanceof Response) return levels;
  if (type !== 'DEVICE' && levels.length > 0) return errorResponse(400, 'deviceGroupPermissions: only a device role holds them');
  return {
    name,
    label: name,
    description,
    enabled,
    type: type as RoleType,
    applicationPermissions: [...new Set(applicationPermissions as number[])],
    deviceGroupPermissions: levels,
  };
}

/** A device role's levels: each on a security policy of the organisation, once; or the 400 naming the entry. */
function asDeviceGroupPermissions(value: unknown, organization: Organization): DeviceGroupPermission[] | Response {
  if (!Array.isArray(value)) return errorResponse(400, 'deviceGroupPermissions: a list of { securityPolicyId, permission }');
  const seen = new Set<number>();
  for (const [index, entry] of value.entries()) {
    const field = `deviceGroupPermissions[${index}]`;
    if (!isRecord(entry)) return errorResponse(400, `${field}: { securityPolicyId, permission }`);
    const { securityPolicyId, permission } = entry;
    const policy = store().iam.policies.find((candidate) => candidate.id === securityPolicyId && candidate.organizationId === organization.id);
    if (policy === undefined) return errorResponse(400, `${field}.securityPolicyId: not a security policy of organization ${organization.id}`);
    if (seen.has(policy.id)) return errorResponse(400, `${field}.securityPolicyId: security policy ${policy.id} is named twice`);
    seen.add(policy.id);
    if (!deviceRolePermissions.includes(permission as DeviceGroupPermission['permission'])) {
      return errorResponse(400, `${field}.permission: one of ${deviceRolePermissions.join(', ')}`);
    }
  }
  return (value as DeviceGroupPermission[]).map(({ securityPolicyId, permission }) => ({ securityPolicyId, permission }));
}

/** A data role's model paths: each a path of a model the organisation sees, once; or the 400 naming the entry. */
function asModelPathPermissions(value: unknown, organization: Organization): ModelPathPermission[] | Response {
  if (!Array.isArray(value)) return errorResponse(400, 'A JSON list of { modelId, path, mode } is required');
  const seen = new Set<string>();
  for (const [index, entry] of value.entries()) {
    const field = `[${index}]`;
    if (!isRecord(entry)) return errorResponse(400, `${field}: { modelId, path, mode }`);
    const { modelId, path, mode } = entry;
    const model = typeof modelId === 'string' ? modelOf(store().catalog, organization.resourceId, modelId) : undefined;
    if (model === undefined) return errorResponse(400, `${field}.modelId: not a model organization ${organization.id} sees`);
    if (typeof path !== 'string' || !(path in model.properties)) return errorResponse(400, `${field}.path: not a path of ${model.name} ${model.version}`);
    if (seen.has(`${model.id} ${path}`)) return errorResponse(400, `${field}.path: ${path} of ${model.name} ${model.version} is named twice`);
    seen.add(`${model.id} ${path}`);
    if (mode !== 'R' && mode !== 'RW') return errorResponse(400, `${field}.mode: R or RW`);
  }
  return (value as ModelPathPermission[]).map(({ modelId, path, mode }) => ({ modelId, path, mode }));
}

/** What a data role holds now: a path its model no longer has (or a model gone) is not answered. */
const liveModelPaths = (role: SandboxRole, organization: Organization) =>
  role.modelPathPermissions.filter(({ modelId, path }) => {
    const model = modelOf(store().catalog, organization.resourceId, modelId);
    return model !== undefined && path in model.properties;
  });

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
      // `type` as the facts' filter: one type or several joined with commas; every type when absent.
      const types = url.searchParams.get('type')?.split(',');
      const found = rolesOf(organization).filter((role) => (types === undefined || types.includes(role.type)) && matchesSearch(url, role.name, role.description));
      return HttpResponse.json<CorePage<Role>>(corePage(found.map(roleOut), url));
    }),
  ),

  http.post(
    iamPath(iamEndpoints.roles, 'org'),
    inOrganization('roles:create', async ({ request, organization }) => {
      const write = asRoleWrite(await readJson(request), organization);
      if (write instanceof Response) return write;
      if (nameTaken(organization, write.name)) return errorResponse(409, `name: a role named '${write.name}' exists`);
      const state = store();
      const role: SandboxRole = {
        id: nextId(state.iam.roles),
        name: write.name,
        description: write.description,
        type: write.type,
        owner: 'ORGANIZATION',
        enabled: write.enabled,
        organizationId: organization.id,
        permissionIds: write.applicationPermissions,
        deviceGroupPermissions: write.deviceGroupPermissions,
        modelPathPermissions: [],
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
      const write = asRoleWrite(await readJson(request), organization, role);
      if (write instanceof Response) return write;
      if (nameTaken(organization, write.name, role.id)) return errorResponse(409, `name: a role named '${write.name}' exists`);
      Object.assign(role, {
        name: write.name,
        description: write.description,
        enabled: write.enabled,
        permissionIds: write.applicationPermissions,
        deviceGroupPermissions: write.deviceGroupPermissions,
      });
      return HttpResponse.json<Role>(roleOut(role));
    }),
  ),

  http.get(
    iamPath(iamEndpoints.modelPathPermissions, 'org', 'id'),
    inOrganization('roles:read', ({ params, organization }) => {
      const role = findRole(organization, params.id);
      if (role instanceof Response) return role;
      return HttpResponse.json<ModelPathPermission[]>(liveModelPaths(role, organization));
    }),
  ),

  // The whole list is replaced; only a data role holds one.
  http.put(
    iamPath(iamEndpoints.modelPathPermissions, 'org', 'id'),
    inOrganization('roles:update', async ({ request, params, organization }) => {
      const role = ownRole(organization, params.id);
      if (role instanceof Response) return role;
      if (role.type !== 'DATA') return errorResponse(400, `type: only a data role holds model-path permissions; '${role.name}' is a ${role.type} role`);
      const permissions = asModelPathPermissions(await readJson(request), organization);
      if (permissions instanceof Response) return permissions;
      role.modelPathPermissions = permissions;
      return HttpResponse.json<ModelPathPermission[]>(liveModelPaths(role, organization));
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
