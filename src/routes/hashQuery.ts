// A screen's view kept in the query inside the hash (filters, the open item, a tab), written without a navigation.
// Apart from hashLocation.ts because only the section screens write it: the entry does not carry it.
import { splitHash } from './hashLocation';

/**
 * Rewrites the query of the URL with `write`, keeping the rest, without a hashchange: a screen keeping its view in
 * the address (filters, the open item) is the same route, so the navigation guard has nothing to check. Only while
 * the address is still `path` (a navigation elsewhere may be under way). `push`: as a new history entry, which the
 * back button returns from (a popstate, no hashchange for the guard to check either).
 */
export function replaceHashQuery(path: string, write: (query: URLSearchParams) => void, { push = false }: { push?: boolean } = {}): void {
  const url = new URL(location.href);
  const current = splitHash(url.hash);
  if (current.path !== path) return;
  const query = new URLSearchParams(current.search);
  write(query);
  const text = query.toString().replace(/%2C/g, ',');
  url.hash = text ? `${path}?${text}` : path;
  if (url.href === location.href) return;
  if (push) history.pushState(history.state, '', url);
  else history.replaceState(history.state, '', url);
}
