// What an organisation token says about the call it comes with, shared by every service that takes one: the token is
// scoped to one organisation, and a call naming another organisation is refused with it.
import type { JWTPayload } from 'jose';
import { errorResponse } from './http';

/** The organisation an organisation token carries (facts §2.2: `authorization.permissions[].rsname`). */
export function tokenOrganization(claims: JWTPayload): string | undefined {
  const authorization = claims.authorization as { permissions?: { rsname?: unknown }[] } | undefined;
  const rsname = authorization?.permissions?.[0]?.rsname;
  return typeof rsname === 'string' ? rsname : undefined;
}

/**
 * The 403 answer when the call names an organisation (`organization`) other than the one its organisation token is
 * scoped to; undefined when they agree or either is missing (a plain access token is judged by its user's scopes).
 */
export function otherOrganizationRefusal(claims: JWTPayload, organization: string | undefined): Response | undefined {
  const scoped = tokenOrganization(claims);
  if (organization === undefined || scoped === undefined || organization === scoped) return undefined;
  return errorResponse(403, `The token is scoped to organization ${scoped}, not ${organization}`);
}
