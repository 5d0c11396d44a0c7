// Organisation themes (facts §15): by organisation for the signed-in guard (step 6), and by host before sign-in
// so a per-organisation host is branded from the first paint. PUT /{org}/theme (spec §7) saves an organisation's
// whole theme (`organizations:update` there; 400 naming the field, src/platform/themeRules.ts); its sub-organisations
// without a theme of their own take it, as they take the one before.
import { HttpResponse, http } from 'msw';
import { themeEndpoints } from '../../src/platform/endpoints';
import type { Theme, ThemeColors } from '../../src/platform/types';
import { themeColourKeys, themeRefusal } from '../../src/platform/themeRules';
import { withUser } from '../authenticate';
import { canAccess, findOrganizationByHost, findOrganizationByResourceId, scopesIn, themeOf } from '../directory';
import { errorResponse, pathPattern, readJson, servicePath } from '../http';
import { store } from '../store';

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

  http.put(
    servicePath('theme', pathPattern(themeEndpoints.organizationTheme, 'orgResourceId')),
    withUser(async ({ request, params, user }) => {
      const resourceId = String(params.orgResourceId);
      const organization = findOrganizationByResourceId(resourceId);
      if (organization === undefined) return errorResponse(404, `Organization ${resourceId} not found`);
      const scopes = scopesIn(user, organization);
      if (scopes === undefined) return errorResponse(403, `Access to organization ${resourceId} denied`);
      if (!scopes.includes('organizations:update')) return errorResponse(403, `Permission organizations:update is required in ${resourceId}`);
      const body = await readJson(request);
      const refused = themeRefusal(body);
      if (refused !== undefined) return errorResponse(400, refused);
      const { brandName, colors } = body as Theme;
      // The colours the facts name, and nothing else.
      const theme: Theme = { brandName: brandName.trim(), colors: Object.fromEntries(themeColourKeys.map((key) => [key, colors[key]])) as unknown as ThemeColors };
      store().themes[resourceId] = theme;
      return HttpResponse.json<Theme>(theme);
    }),
  ),
];
