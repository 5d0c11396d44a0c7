// Matches a hash path against the route table's patterns (`:param`, optional `:param?`, trailing slash ignored).
import { routeTable, type RouteMeta } from './routeTable';

export interface RouteMatch {
  route: RouteMeta;
  params: Record<string, string>;
}

/** A malformed escape (`%E0%A4%A`) makes the path match nothing, i.e. the not-found screen, never a crash. */
function decodeParam(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index];
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (optional) continue;
        return undefined;
      }
      const decoded = decodeParam(value);
      if (decoded === undefined) return undefined;
      params[name] = decoded;
    } else if (segment !== value) {
      return undefined;
    }
  }
  return given.length <= wanted.length ? params : undefined;
}

export function matchRoute(path: string, routes: readonly RouteMeta[] = routeTable): RouteMatch | undefined {
  for (const route of routes) {
    const params = matchPattern(route.path, path);
    if (params) return { route, params };
  }
  return undefined;
}
