// Core service: realm lookup, the user's organisations and the current user (facts §4, spec §7 Core API).
import { HttpResponse, http } from 'msw';
import { coreEndpoints } from '../../src/platform/endpoints';
import { organizationsEndpoints } from '../../src/platform/organizationsEndpoints';
import type { CorePage, CurrentUser, LoginInfo, Organization } from '../../src/platform/types';
import { withUser } from '../authenticate';
import { canAccess, directOrganizations, findOrganization, findOrganizationByHost, subOrganizations } from '../directory';
import { errorResponse, pathPattern, servicePath } from '../http';
import { sandboxRealm } from '../identity/realm';
import { corePage } from '../paging';
import type { SandboxUser } from '../store';

/** The sandbox's instance id (facts §4.1 GET /instance), fixed so a test and a person can name it. */
export const sandboxInstanceId = '6f1c2b9e-4d3a-4e7f-9b52-0a8d7c3e1f64';

/** The organisation the path names, or the 404/403 answer when it is unknown or out of the user's reach. */
function reachableOrganization(id: string | readonly string[] | undefined, user: SandboxUser): Organization | Response {
  const organization = findOrganization(Number(id));
  if (organization === undefined) return errorResponse(404, `Organization ${String(id)} not found`);
  if (!canAccess(user, organization)) return errorResponse(403, `Access to organization ${organization.id} denied`);
  return organization;
}

export const coreHandlers = [
  // Called before sign-in to find the realm of the organisation host, so no token is required.
  http.get(servicePath('core', coreEndpoints.loginInfo), ({ request }) => {
    const hostname = new URL(request.url).searchParams.get('hostname');
    if (hostname === null || hostname === '') return errorResponse(400, 'hostname is required');
    if (findOrganizationByHost(hostname) === undefined) return errorResponse(404, `No organization for hostname '${hostname}'`);
    return HttpResponse.json<LoginInfo>({ realmName: sandboxRealm });
  }),

  http.get(
    servicePath('core', coreEndpoints.myOrganizations),
    withUser(({ user }) => HttpResponse.json<Organization[]>(directOrganizations(user))),
  ),

  // Facts §4.1 `GET /instance` → `{ id, … }`: the sandbox is one instance, always the same.
  http.get(
    servicePath('core', organizationsEndpoints.instance),
    withUser(() => HttpResponse.json({ id: sandboxInstanceId })),
  ),

  http.get(
    servicePath('core', coreEndpoints.myUser),
    withUser(({ user }) =>
      HttpResponse.json<CurrentUser>({
        id: user.id,
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
      }),
    ),
  ),

  http.get(
    servicePath('core', pathPattern(coreEndpoints.subOrganizations, 'id')),
    withUser(({ request, params, user }) => {
      const organization = reachableOrganization(params.id, user);
      if (organization instanceof Response) return organization;
      const url = new URL(request.url);
      const children = subOrganizations(organization, url.searchParams.get('onlyFirstLevel') === 'true');
      return HttpResponse.json<CorePage<Organization>>(corePage(children, url));
    }),
  ),

  // Registered after the fixed paths above (mine, loginInfo) that the pattern would also match.
  http.get(
    servicePath('core', pathPattern(coreEndpoints.organization, 'id')),
    withUser(({ params, user }) => {
      const organization = reachableOrganization(params.id, user);
      return organization instanceof Response ? organization : HttpResponse.json<Organization>(organization);
    }),
  ),
];
