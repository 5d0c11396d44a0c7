// Who may call the remote-access service in an organisation: a member with devices:read (more for changes) of a
// VPN-enabled one. `{org}` of every path is the organisation's resourceId.
import type { Organization } from '../../src/platform/types';
import type { UserRequest } from '../authenticate';
import { findOrganizationByResourceId, scopesIn } from '../directory';
import { errorResponse } from '../http';
import { store } from '../store';
import type { SandboxGateway } from './state';

export type VpnScope = 'devices:read' | 'devices:create' | 'devices:update' | 'devices:delete';

export function organizationOf({ params, user }: UserRequest<{ org: string }>, needed: VpnScope = 'devices:read'): Organization | Response {
  const organization = findOrganizationByResourceId(params.org);
  if (organization === undefined) return errorResponse(404, `Organization ${params.org} not found`);
  const scopes = scopesIn(user, organization);
  if (scopes === undefined) return errorResponse(403, `Access to organization ${params.org} denied`);
  if (!organization.vpnEnabled) return errorResponse(403, `Organization ${params.org} is not VPN-enabled`);
  if (!scopes.includes('devices:read')) return errorResponse(403, `Permission devices:read is required in ${params.org}`);
  if (!scopes.includes(needed)) return errorResponse(403, `Permission ${needed} is required in ${params.org}`);
  return organization;
}

/** The gateway `{gatewayId}` of the organisation `{org}`, for a caller with `needed`. */
export function gatewayOf(input: UserRequest<{ org: string; gatewayId: string }>, needed: VpnScope = 'devices:read'): SandboxGateway | Response {
  const organization = organizationOf(input, needed);
  if (organization instanceof Response) return organization;
  const found = store().vpn.gateways.find((gateway) => gateway.orgResourceId === organization.resourceId && gateway.gatewayId === input.params.gatewayId);
  return found ?? errorResponse(404, `Gateway ${input.params.gatewayId} not found in ${organization.resourceId}`);
}

