// Who may read or change which organisation's ledger: a member of the organisation (or of an ancestor) whose scopes
// there hold the permission the call needs (spec §6 "organizations").
import type { PermissionScope } from '../../src/platform/permissions';
import type { Organization } from '../../src/platform/types';
import { findOrganization, findOrganizationByResourceId, scopesIn } from '../directory';
import { errorResponse } from '../http';
import type { SandboxUser } from '../store';

function allowed(organization: Organization | undefined, named: string, user: SandboxUser, needed: PermissionScope): Organization | Response {
  if (organization === undefined) return errorResponse(404, `Organization ${named} not found`);
  const scopes = scopesIn(user, organization);
  if (scopes === undefined) return errorResponse(403, `Access to organization ${named} denied`);
  if (!scopes.includes(needed)) return errorResponse(403, `Permission ${needed} is required in ${organization.resourceId}`);
  return organization;
}

/** The organisation of a path's numeric id, or the 403/404 answer. */
export const organizationById = (id: string | readonly string[] | undefined, user: SandboxUser, needed: PermissionScope) =>
  allowed(findOrganization(Number(id)), String(id), user, needed);

/** The organisation a resource id names (the license service's `orgResourceId`), or the 400/403/404 answer. */
export function organizationByResourceId(resourceId: unknown, user: SandboxUser, needed: PermissionScope): Organization | Response {
  if (typeof resourceId !== 'string' || resourceId === '') return errorResponse(400, 'orgResourceId is required');
  return allowed(findOrganizationByResourceId(resourceId), resourceId, user, needed);
}

/** A sub-organisation's parent; a top-level organisation is its dealer's to change (403). */
export function parentOf(organization: Organization): Organization | Response {
  const parent = organization.parentId === undefined ? undefined : findOrganization(organization.parentId);
  return parent ?? errorResponse(403, `${organization.resourceId} is a top-level organization: its dealer sets it up`);
}
