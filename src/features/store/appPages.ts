// Where an app may send the portal (facts §13 CORVINA_NAVIGATE): a page by the platform's name (`CorvinaPages`, the
// sections of the route table) or a portal path such as `/alarms?x=y`. Either must be a signed-in page of this
// portal; the organisation stays the person's choice, whatever the app's path says.
import { matchRoute } from '../../routes/matchRoute';
import { routeTable, type RouteMeta } from '../../routes/routeTable';

/** Facts §13 CorvinaPages: names the platform gives its sections (`audit` is the deprecated name of `log`). */
const pageNames: Record<string, string> = { audit: 'log', log: 'log', trigger: 'trigger' };

const signedIn = (route: RouteMeta) => route.noLogin === undefined && route.bare === undefined && route.noOrganization === undefined;

/** The portal path and query an app's `page` leads to, or undefined when it names no signed-in page of the portal. */
export function portalTarget(page: string): { path: string; query: URLSearchParams } | undefined {
  const byName = routeTable.find((route) => (pageNames[page] ?? '') === route.name || route.section === page);
  if (byName !== undefined) return signedIn(byName) ? { path: byName.path, query: new URLSearchParams() } : undefined;
  if (!page.startsWith('/') || page.startsWith('//')) return undefined;
  const [path = '/', search = ''] = page.split('?', 2);
  const match = matchRoute(path);
  if (match === undefined || !signedIn(match.route)) return undefined;
  const query = new URLSearchParams(search);
  query.delete('org');
  return { path, query };
}
