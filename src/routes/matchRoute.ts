// Matches a hash path against the route table with wouter's matcher and regexparam's patterns (`:param`, optional
// `:param?`, a trailing slash ignored). Outside React too: the guard's targets, route access and the menu need it;
// inside, AllowedRouter gives wouter the same parser, so a screen's `useParams` read what the guard matched.
import { parse } from 'regexparam';
import { matchRoute as wouterMatch, type Parser } from 'wouter';
import { routeTable, type RouteMeta } from './routeTable';

export interface RouteMatch {
  route: RouteMeta;
  params: Record<string, string>;
}

/**
 * regexparam's pattern with two rules of the portal's: letter case is part of the path (regexparam ignores it; the
 * platform's links and the route table are lower-case, `/Home` is no route), and each parameter is decoded once
 * (wouter hands them over as written); a malformed escape (`%E0%A4%A`) matches nothing, i.e. the not-found screen,
 * never a crash.
 */
export const routeParser: Parser = (route, loose) => {
  const { keys, pattern } = parse(route, loose);
  const exact = new RegExp(pattern.source);
  return {
    keys,
    pattern: {
      exec(path: string) {
        const found = exact.exec(path);
        if (!found) return null;
        try {
          for (let index = 1; index < found.length; index++) {
            const value = found[index];
            if (value !== undefined) found[index] = decodeURIComponent(value);
          }
        } catch {
          return null;
        }
        return found;
      },
    },
  };
};

/** The named parameters (wouter also lists them by position, and an optional one left out as undefined). */
function namedParams(matched: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(matched).filter((entry): entry is [string, string] => !/^\d+$/.test(entry[0]) && entry[1] !== undefined),
  );
}

export function matchRoute(path: string, routes: readonly RouteMeta[] = routeTable): RouteMatch | undefined {
  for (const route of routes) {
    const [matches, matched] = wouterMatch(routeParser, route.path, path);
    if (matches) return { route, params: namedParams(matched) };
  }
  return undefined;
}
