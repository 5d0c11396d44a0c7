// Who may call the core's people-and-permissions paths for which organisation: the path names it by id, the caller
// must belong to it (or to an ancestor) and hold the scope the call needs there.
import type { PathParams } from 'msw';
import type { PermissionScope } from '../../src/platform/permissions';
import type { Organization } from '../../src/platform/types';
import { withUser, type UserRequest } from '../authenticate';
import { findOrganization, scopesIn } from '../directory';
import { errorResponse, servicePath } from '../http';
import type { SandboxUser } from '../store';

/** The organisation of the path, or the 403/404 answer. */
export function iamOrganization(id: unknown, user: SandboxUser, needed: PermissionScope): Organization | Response {
  const organization = findOrganization(Number(id));
  if (organization === undefined) return errorResponse(404, `Organization ${String(id)} not found`);
  const scopes = scopesIn(user, organization);
  if (scopes === undefined) return errorResponse(403, `Access to organization ${organization.id} denied`);
  if (!scopes.includes(needed)) return errorResponse(403, `Permission ${needed} is required in ${organization.resourceId}`);
  return organization;
}

export interface OrganizationRequest<Params extends PathParams> extends UserRequest<Params> {
  organization: Organization;
}

/**
 * The shape every IAM handler shares: a signed-in caller, the organisation the path names as `:org`, and the scope
 * the call needs there; the resolver runs only when all three hold, else the 401/403/404 answers.
 */
export function inOrganization<Params extends PathParams = PathParams>(
  needed: PermissionScope,
  resolve: (input: OrganizationRequest<Params>) => Response | Promise<Response>,
) {
  return withUser<Params>((input) => {
    const organization = iamOrganization(input.params.org, input.user, needed);
    return organization instanceof Response ? organization : resolve({ ...input, organization });
  });
}

/** Case-insensitive `search` over some of an item's texts; everything when there is none. */
export function matchesSearch(url: URL, ...texts: string[]): boolean {
  const search = url.searchParams.get('search')?.trim().toLowerCase() ?? '';
  return search === '' || texts.some((text) => text.toLowerCase().includes(search));
}

/** The msw pattern of an IAM path builder, its arguments named `names` (e.g. `iamPath(iamEndpoints.user, 'org', 'id')`). */
export function iamPath(build: (...values: never[]) => string, ...names: string[]): string {
  const built = build(...(names.map((_, index) => `sandbox_param_${index}`) as never[]));
  return servicePath('core', names.reduce((pattern, name, index) => pattern.replace(`sandbox_param_${index}`, `:${name}`), built));
}
