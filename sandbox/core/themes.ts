// Organisation themes (facts §15): by organisation for the signed-in guard (step 6), and by host before sign-in
// so a per-organisation host is branded from the first paint.
import { HttpResponse, http } from 'msw';
import { themeEndpoints } from '../../src/platform/endpoints';
import type { Theme } from '../../src/platform/types';
import { withUser } from '../authenticate';
import { canAccess, findOrganizationByHost, findOrganizationByResourceId, themeOf } from '../directory';
import { errorResponse, pathPattern, servicePath } from '../http';

export const themeHandlers = [
  http.get(servicePath('theme', themeEndpoints.hostTheme), ({ request }) => {
    const host = new URL(request.url).searchParams.get('host') ?? '';
    const organization = findOrganizationByHost(host);
    const theme = organization === undefined ? undefined : themeOf(organization);
    return theme === undefined ? errorResponse(404, `No theme for host '${host}'`) : HttpResponse.json<Theme>(theme);
  }),

  http.get(
    servicePath('theme', pathPattern(themeEndpoints.organizationTheme, 'orgResourceId')),
    withUser(({ params, user }) => {
      const resourceId = String(params.orgResourceId);
      const organization = findOrganizationByResourceId(resourceId);
      if (organization === undefined) return errorResponse(404, `Organization ${resourceId} not found`);
      if (!canAccess(user, organization)) return errorResponse(403, `Access to organization ${resourceId} denied`);
      const theme = themeOf(organization);
      return theme === undefined ? errorResponse(404, `No theme for organization ${resourceId}`) : HttpResponse.json<Theme>(theme);
    }),
  ),
];
