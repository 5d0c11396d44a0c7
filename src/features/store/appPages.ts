// Where an app may send the portal (facts §13 CORVINA_NAVIGATE): a page by the platform's name (`CorvinaPages`) or a
// portal path such as `/alarms?x=y`. Either must be a signed-in page of this portal; the organisation stays the
// person's choice, whatever the app's path says.
import { matchRoute } from '../../routes/matchRoute';
import { routeByName, routeTable, type RouteMeta } from '../../routes/routeTable';

/**
 * Facts §13 CorvinaPages whose name is not a section of the route table: the route (and tab) each opens. `audit` is
 * the deprecated name of `log`; `data-configure` (models and presets) is the models tab of the devices.
 */
const namedPages: Record<string, { route: string; query?: Record<string, string> }> = {
  directaccess: { route: 'directaccess' },
  'data-configure': { route: 'devices', query: { tab: 'models' } },
  audit: { route: 'log' },
  log: { route: 'log' },
  trigger: { route: 'trigger' },
};

const signedIn = (route: RouteMeta) => route.noLogin === undefined && route.bare === undefined && route.noOrganization === undefined;

/** The route a platform page name opens, with the query it needs. */
function namedPage(page: string): { route: RouteMeta; query: URLSearchParams } | undefined {
  const named = Object.hasOwn(namedPages, page) ? namedPages[page] : undefined;
  if (named !== undefined) return { route: routeByName(named.route), query: new URLSearchParams(named.query) };
  const bySection = routeTable.find((route) => route.section === page);
  return bySection && { route: bySection, query: new URLSearchParams() };
}

/** The portal path and query an app's `page` leads to, or undefined when it names no signed-in page of the portal. */
export function portalTarget(page: string): { path: string; query: URLSearchParams } | undefined {
  const named = namedPage(page);
  if (named !== undefined) return signedIn(named.route) ? { path: named.route.path, query: named.query } : undefined;
  if (!page.startsWith('/') || page.startsWith('//')) return undefined;
  const [path = '/', search = ''] = page.split('?', 2);
  const match = matchRoute(path);
  if (match === undefined || !signedIn(match.route)) return undefined;
  const query = new URLSearchParams(search);
  query.delete('org');
  return { path, query };
}
