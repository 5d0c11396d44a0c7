// Matches a hash path against the route table with wouter's matcher and its parser (regexparam: `:param`, optional
// `:param?`, a trailing slash ignored). Outside React too: the guard's targets, route access and the menu need it.
import { parse } from 'regexparam';
import { matchRoute as wouterMatch } from 'wouter';
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

/** The named parameters, decoded (wouter also lists them by position, and an optional one left out as undefined). */
function namedParams(matched: Record<string, string | undefined>): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(matched)) {
    if (/^\d+$/.test(name) || value === undefined) continue;
    const decoded = decodeParam(value);
    if (decoded === undefined) return undefined;
    params[name] = decoded;
  }
  return params;
}

export function matchRoute(path: string, routes: readonly RouteMeta[] = routeTable): RouteMatch | undefined {
  for (const route of routes) {
    const [matches, matched] = wouterMatch(parse, route.path, path);
    const params = matches && namedParams(matched);
    if (params) return { route, params };
  }
  return undefined;
}
