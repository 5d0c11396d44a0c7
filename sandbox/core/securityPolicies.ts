// The core's security policies (spec §7 "Core API" security policy groups, a user's securityPolicies and the
// service-account client secret). A policy is a device group of the core: a name unique in its organisation
// (compared without case), possibly below a parent policy of the same organisation, grouping the organisation's
// devices, and given to users. Reading needs deviceGroups:read; creating, changing (devices too) and deleting need
// deviceGroups:create, :update and :delete; a user's policies are read with users:read and changed with
// users:update; a client secret is read and renewed with users:update. A policy with child policies is not deleted
// (409): its children go first.
import { HttpResponse, http } from 'msw';
import { securityPolicyEndpoints } from '../../src/platform/iamEndpoints';
import { maxPolicyNameLength } from '../../src/platform/iamRules';
import type { ClientSecret, PolicyDevice, SecurityPolicy } from '../../src/platform/iamTypes';
import type { CorePage, Organization } from '../../src/platform/types';
import { registeredDeviceOf, registered } from '../devices/registry';
import { errorResponse, isRecord, readJson } from '../http';
import { realmPath, sandboxRealm } from '../identity/realm';
import { corePage } from '../paging';
import { nextId, store } from '../store';
import { iamPath, inOrganization } from './iamAccess';
import type { SandboxPolicy } from './iamState';
import { memberOf } from './users';

const policyOut = ({ id, name, parentId, deviceIds }: SandboxPolicy): SecurityPolicy => ({
  id,
  name,
  ...(parentId === undefined ? {} : { parentId }),
  deviceCount: deviceIds.length,
});

const policiesOf = (organization: Organization) =>
  store()
    .iam.policies.filter((policy) => policy.organizationId === organization.id)
    .sort((left, right) => left.name.localeCompare(right.name) || left.id - right.id);

function policyOf(organization: Organization, id: unknown): SandboxPolicy | Response {
  const found = policiesOf(organization).find((policy) => policy.id === Number(id));
  return found ?? errorResponse(404, `Security policy ${String(id)} not found in organization ${organization.id}`);
}

/** The name of a body, or the 400/409 naming the field. */
function checkName(organization: Organization, body: Record<string, unknown>, exceptId?: number): string | Response {
  const { name } = body;
  if (typeof name !== 'string' || name.trim() === '' || name.length > maxPolicyNameLength) {
    return errorResponse(400, `name: 1 to ${maxPolicyNameLength} characters`);
  }
  const clash = policiesOf(organization).some((policy) => policy.id !== exceptId && policy.name.toLowerCase() === name.trim().toLowerCase());
  return clash ? errorResponse(409, `name: a security policy named '${name.trim()}' exists`) : name.trim();
}

function deviceOut(organization: Organization, deviceId: string): PolicyDevice {
  const state = store();
  const device = registeredDeviceOf(state.devices, organization.resourceId, deviceId, state.config.bulkDevices);
  // A device deleted since it was added is still named by its id until it is removed from the policy.
  return { id: deviceId, label: device ? registered(state.devices, device).label : deviceId };
}

/** The policy ids of a path (`1,2`), each a policy of the organisation, or the 404. */
function policiesNamed(organization: Organization, ids: unknown): SandboxPolicy[] | Response {
  const found: SandboxPolicy[] = [];
  for (const id of String(ids).split(',')) {
    const policy = policyOf(organization, id);
    if (policy instanceof Response) return policy;
    found.push(policy);
  }
  return found;
}

/** A new secret: 128 random bits as a UUID, as Keycloak makes them. */
const newSecret = () => crypto.randomUUID();

function secretOut(request: Request, secret: string): ClientSecret {
  return { clientSecret: secret, tokenEndpoint: `${new URL(request.url).origin}${realmPath(sandboxRealm)}/protocol/openid-connect/token` };
}

export const securityPolicyHandlers = [
  http.get(
    iamPath(securityPolicyEndpoints.policies, 'org'),
    inOrganization('deviceGroups:read', ({ request, organization }) => {
      const url = new URL(request.url);
      const name = url.searchParams.get('name')?.trim().toLowerCase() ?? '';
      const found = policiesOf(organization).filter((policy) => name === '' || policy.name.toLowerCase().includes(name));
      return HttpResponse.json<CorePage<SecurityPolicy>>(corePage(found.map(policyOut), url));
    }),
  ),

  http.post(
    iamPath(securityPolicyEndpoints.policies, 'org'),
    inOrganization('deviceGroups:create', async ({ request, organization }) => {
      const body = await readJson(request);
      if (!isRecord(body)) return errorResponse(400, 'A JSON security policy is required');
      const name = checkName(organization, body);
      if (name instanceof Response) return name;
      const { parentId } = body;
      if (parentId !== undefined && parentId !== null) {
        const parent = typeof parentId === 'number' ? policyOf(organization, parentId) : undefined;
        if (!parent || parent instanceof Response) return errorResponse(400, `parentId: no security policy ${String(parentId)} in organization ${organization.id}`);
      }
      const state = store();
      const created: SandboxPolicy = {
        id: nextId(state.iam.policies),
        name,
        organizationId: organization.id,
        ...(typeof parentId === 'number' ? { parentId } : {}),
        deviceIds: [],
        userIds: [],
      };
      state.iam.policies.push(created);
      return HttpResponse.json<SecurityPolicy>(policyOut(created), { status: 201 });
    }),
  ),

  http.get(
    iamPath(securityPolicyEndpoints.policy, 'org', 'id'),
    inOrganization('deviceGroups:read', ({ params, organization }) => {
      const found = policyOf(organization, params.id);
      return found instanceof Response ? found : HttpResponse.json<SecurityPolicy>(policyOut(found));
    }),
  ),

  http.put(
    iamPath(securityPolicyEndpoints.policy, 'org', 'id'),
    inOrganization('deviceGroups:update', async ({ request, params, organization }) => {
      const found = policyOf(organization, params.id);
      if (found instanceof Response) return found;
      const body = await readJson(request);
      if (!isRecord(body)) return errorResponse(400, 'A JSON security policy is required');
      const name = checkName(organization, body, found.id);
      if (name instanceof Response) return name;
      found.name = name;
      return HttpResponse.json<SecurityPolicy>(policyOut(found));
    }),
  ),

  http.delete(
    iamPath(securityPolicyEndpoints.policy, 'org', 'id'),
    inOrganization('deviceGroups:delete', ({ params, organization }) => {
      const found = policyOf(organization, params.id);
      if (found instanceof Response) return found;
      if (store().iam.policies.some((policy) => policy.parentId === found.id)) {
        return errorResponse(409, `Security policy '${found.name}' has child policies: delete them first`);
      }
      store().iam.policies = store().iam.policies.filter((policy) => policy !== found);
      // Device roles no longer give a level on its devices.
      for (const role of store().iam.roles) role.deviceGroupPermissions = role.deviceGroupPermissions.filter(({ securityPolicyId }) => securityPolicyId !== found.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.get(
    iamPath(securityPolicyEndpoints.children, 'org', 'id'),
    inOrganization('deviceGroups:read', ({ request, params, organization }) => {
      const found = policyOf(organization, params.id);
      if (found instanceof Response) return found;
      const children = policiesOf(organization).filter((policy) => policy.parentId === found.id);
      return HttpResponse.json<CorePage<SecurityPolicy>>(corePage(children.map(policyOut), new URL(request.url)));
    }),
  ),

  http.get(
    iamPath(securityPolicyEndpoints.devices, 'org', 'id'),
    inOrganization('deviceGroups:read', ({ request, params, organization }) => {
      const found = policyOf(organization, params.id);
      if (found instanceof Response) return found;
      const url = new URL(request.url);
      // Only the page asked for is looked up.
      const page = corePage(found.deviceIds, url);
      return HttpResponse.json<CorePage<PolicyDevice>>({ ...page, content: page.content.map((deviceId) => deviceOut(organization, deviceId)) });
    }),
  ),

  // Adding a device already in the policy, or removing one not in it, changes nothing and succeeds.
  http.post(
    iamPath(securityPolicyEndpoints.device, 'org', 'id', 'deviceId'),
    inOrganization('deviceGroups:update', ({ params, organization }) => {
      const found = policyOf(organization, params.id);
      if (found instanceof Response) return found;
      const deviceId = String(params.deviceId);
      const state = store();
      if (!registeredDeviceOf(state.devices, organization.resourceId, deviceId, state.config.bulkDevices)) {
        return errorResponse(404, `Device ${deviceId} not found in organization ${organization.id}`);
      }
      if (!found.deviceIds.includes(deviceId)) found.deviceIds.push(deviceId);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.delete(
    iamPath(securityPolicyEndpoints.device, 'org', 'id', 'deviceId'),
    inOrganization('deviceGroups:update', ({ params, organization }) => {
      const found = policyOf(organization, params.id);
      if (found instanceof Response) return found;
      found.deviceIds = found.deviceIds.filter((deviceId) => deviceId !== String(params.deviceId));
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.get(
    iamPath(securityPolicyEndpoints.userPolicies, 'org', 'userId'),
    inOrganization('users:read', ({ request, params, organization }) => {
      const user = memberOf(organization, params.userId);
      if (user instanceof Response) return user;
      const held = policiesOf(organization).filter((policy) => policy.userIds.includes(user.id));
      return HttpResponse.json<CorePage<SecurityPolicy>>(corePage(held.map(policyOut), new URL(request.url)));
    }),
  ),

  http.post(
    iamPath(securityPolicyEndpoints.userPolicy, 'org', 'userId', 'ids'),
    inOrganization('users:update', ({ params, organization }) => {
      const user = memberOf(organization, params.userId);
      if (user instanceof Response) return user;
      const policies = policiesNamed(organization, params.ids);
      if (policies instanceof Response) return policies;
      for (const policy of policies) if (!policy.userIds.includes(user.id)) policy.userIds.push(user.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.delete(
    iamPath(securityPolicyEndpoints.userPolicy, 'org', 'userId', 'ids'),
    inOrganization('users:update', ({ params, organization }) => {
      const user = memberOf(organization, params.userId);
      if (user instanceof Response) return user;
      const policies = policiesNamed(organization, params.ids);
      if (policies instanceof Response) return policies;
      for (const policy of policies) policy.userIds = policy.userIds.filter((id) => id !== user.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.get(
    iamPath(securityPolicyEndpoints.clientSecret, 'org', 'userId'),
    inOrganization('users:update', ({ request, params, organization }) => {
      const user = memberOf(organization, params.userId);
      if (user instanceof Response) return user;
      const account = store().iam.serviceAccounts.find((candidate) => candidate.userId === user.id);
      if (account === undefined) return errorResponse(404, `User ${user.username} is not a service account`);
      return HttpResponse.json<ClientSecret>(secretOut(request, account.secret));
    }),
  ),

  http.post(
    iamPath(securityPolicyEndpoints.clientSecret, 'org', 'userId'),
    inOrganization('users:update', ({ request, params, organization }) => {
      const user = memberOf(organization, params.userId);
      if (user instanceof Response) return user;
      const account = store().iam.serviceAccounts.find((candidate) => candidate.userId === user.id);
      if (account === undefined) return errorResponse(404, `User ${user.username} is not a service account`);
      account.secret = newSecret();
      return HttpResponse.json<ClientSecret>(secretOut(request, account.secret));
    }),
  ),
];
