// Who may reach which devices of an organisation (spec §7 roles/isAuthorized with `deviceId`, POST
// roles/areAuthorized; shapes ours, docs/decisions.md "People and permissions" and "Data and device roles"). An
// administrator of the organisation (one whose roles give every application permission there, as the built-in
// Administrator does) reaches every device; anyone else a device some security policy given to them groups
// (sandbox/core/securityPolicies.ts), or one a policy groups that a device role of their groups gives REGULAR_USER or
// ADMINISTRATOR. A policy's parent or children give nothing of their own: a policy reaches what it groups.
import { HttpResponse, http } from 'msw';
import { iamEndpoints } from '../../src/platform/iamEndpoints';
import { maxAuthorizationDevices, maxDeviceIdLength } from '../../src/platform/iamRules';
import type { DeviceAuthorization, DeviceRoleReach } from '../../src/platform/iamTypes';
import type { Organization } from '../../src/platform/types';
import { withUser } from '../authenticate';
import { registeredDeviceOf } from '../devices/registry';
import { findOrganization, scopesIn } from '../directory';
import { errorResponse, isRecord, readJson } from '../http';
import { allPermissionScopes } from '../personas';
import { store, type SandboxUser } from '../store';
import { iamOrganization, iamPath } from './iamAccess';
import { heldRoles } from './iamGrants';
import { memberOf } from './users';

/** The levels above NONE the device roles of the user's groups give the organisation's security policies. */
function deviceRoleLevels(user: SandboxUser, organization: Organization) {
  const policies = store().iam.policies.filter((policy) => policy.organizationId === organization.id);
  return heldRoles(user, organization)
    .filter((role) => role.type === 'DEVICE')
    .flatMap((role) =>
      role.deviceGroupPermissions.flatMap(({ securityPolicyId, permission }) => {
        const policy = policies.find(({ id }) => id === securityPolicyId);
        if (policy === undefined || permission === 'NONE') return [];
        const reach: DeviceRoleReach = { roleId: role.id, roleName: role.name, securityPolicyId, securityPolicyName: policy.name, permission };
        return [{ reach, deviceIds: policy.deviceIds }];
      }),
    );
}

/** What `user` reaches in `organization`: everything, or the devices of the policies given to them or their device roles. */
function reachOf(user: SandboxUser, organization: Organization) {
  const scopes = scopesIn(user, organization) ?? [];
  const administrator = allPermissionScopes.every((scope) => scopes.includes(scope));
  const policies = store().iam.policies.filter((policy) => policy.organizationId === organization.id && policy.userIds.includes(user.id));
  const levels = deviceRoleLevels(user, organization);
  const state = store();
  return (deviceId: string): DeviceAuthorization => {
    // A device the organisation does not have (any more) is reached by nobody, whatever a policy still lists.
    const exists = registeredDeviceOf(state.devices, organization.resourceId, deviceId, state.config.bulkDevices) !== undefined;
    const through = exists ? policies.filter((policy) => policy.deviceIds.includes(deviceId)).map(({ id, name }) => ({ id, name })) : [];
    const deviceRoles = exists ? levels.filter(({ deviceIds }) => deviceIds.includes(deviceId)).map(({ reach }) => reach) : [];
    return {
      deviceId,
      authorized: exists && (administrator || through.length > 0 || deviceRoles.length > 0),
      administrator: exists && administrator,
      securityPolicies: through,
      deviceRoles,
    };
  };
}

/**
 * The organisation and the person asked about: the caller, or another member when the caller may read users
 * (`userId` absent means the caller); else the 400/403/404 answer.
 */
function subjectOf(orgId: unknown, caller: SandboxUser, userId: unknown): { organization: Organization; user: SandboxUser } | Response {
  if (userId === undefined || userId === null || userId === '' || Number(userId) === caller.id) {
    const organization = findOrganization(Number(orgId));
    if (organization === undefined) return errorResponse(404, `Organization ${String(orgId)} not found`);
    return scopesIn(caller, organization) === undefined ? errorResponse(403, `Access to organization ${organization.id} denied`) : { organization, user: caller };
  }
  const organization = iamOrganization(orgId, caller, 'users:read');
  if (organization instanceof Response) return organization;
  if (!Number.isInteger(Number(userId))) return errorResponse(400, 'userId: a user id is required');
  const user = memberOf(organization, userId);
  return user instanceof Response ? user : { organization, user };
}

/** GET roles/isAuthorized with `deviceId` (sandbox/vpn/reach.ts answers the `vpnName` form and passes this one on). */
export function deviceReachAnswer(orgId: unknown, caller: SandboxUser, query: URLSearchParams): Response {
  const deviceId = query.get('deviceId')?.trim() ?? '';
  if (deviceId === '') return errorResponse(400, 'deviceId or vpnName is required');
  if (deviceId.length > maxDeviceIdLength) return errorResponse(400, `deviceId: at most ${maxDeviceIdLength} characters`);
  const subject = subjectOf(orgId, caller, query.get('userId'));
  if (subject instanceof Response) return subject;
  return HttpResponse.json(reachOf(subject.user, subject.organization)(deviceId).authorized);
}

export const deviceReachHandlers = [
  http.post<{ org: string }>(
    iamPath(iamEndpoints.areAuthorized, 'org'),
    withUser<{ org: string }>(async ({ request, params, user: caller }) => {
      const body = await readJson(request);
      if (!isRecord(body)) return errorResponse(400, 'A JSON body { userId, deviceIds } is required');
      const { userId, deviceIds } = body;
      if (!Array.isArray(deviceIds) || deviceIds.some((id) => typeof id !== 'string' || id === '') || deviceIds.length > maxAuthorizationDevices) {
        return errorResponse(400, `deviceIds: up to ${maxAuthorizationDevices} device ids`);
      }
      const subject = subjectOf(params.org, caller, userId);
      if (subject instanceof Response) return subject;
      return HttpResponse.json<DeviceAuthorization[]>((deviceIds as string[]).map(reachOf(subject.user, subject.organization)));
    }),
  ),
];
