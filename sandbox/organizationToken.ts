// What an organisation token says about the call it comes with, shared by every service (authenticate.ts applies it
// to each call): the token is scoped to one organisation (facts §2.2) and reaches it and its sub-organisations, so a
// call naming any other organisation is refused with it, reads and writes alike.
import type { JWTPayload } from 'jose';
import type { PathParams } from 'msw';
import { findOrganization, findOrganizationByResourceId, reaches } from './directory';
import { errorResponse } from './http';

/** The organisation an organisation token carries (facts §2.2: `authorization.permissions[].rsname`). */
export function tokenOrganization(claims: JWTPayload): string | undefined {
  const authorization = claims.authorization as { permissions?: { rsname?: unknown }[] } | undefined;
  const rsname = authorization?.permissions?.[0]?.rsname;
  return typeof rsname === 'string' ? rsname : undefined;
}

// Where the services' addresses name an organisation: the query of the mappings, notification, alarm, dashboard and
// licence services (`organization`, `orgResourceId`), and the path of the core, platform and VPN services (`{org}`,
// a numeric id or a resourceId). Organisations named in a body or reached through a resource's id are held by
// `scopesIn` (directory.ts).
const namingQuery = ['organization', 'orgResourceId'];
const namingParams = ['org', 'orgResourceId'];

function organizationsNamed(request: Request, params: PathParams): string[] {
  const query = new URL(request.url).searchParams;
  return [
    ...namingQuery.flatMap((name) => query.getAll(name)),
    ...namingParams.flatMap((name) => params[name] ?? []),
  ].filter((value) => value !== '');
}

const organizationOf = (value: string) => (/^\d+$/.test(value) ? findOrganization(Number(value)) : findOrganizationByResourceId(value));

/**
 * The 403 answer when the call names an organisation its organisation token does not reach; undefined when it names
 * none, only reachable ones or unknown ones (the service answers those 404), or comes with the person's own token
 * (judged by the person's scopes).
 */
export function otherOrganizationRefusal(claims: JWTPayload, request: Request, params: PathParams): Response | undefined {
  const scoped = tokenOrganization(claims);
  if (scoped === undefined) return undefined;
  for (const named of organizationsNamed(request, params)) {
    const organization = organizationOf(named);
    if (organization !== undefined && !reaches(scoped, organization)) {
      return errorResponse(403, `The token is scoped to organization ${scoped}, not ${organization.resourceId}`);
    }
  }
  return undefined;
}
