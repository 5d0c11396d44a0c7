// Hash routing with the query inside the hash (`#/home?org=1,4`), as the platform's own links are written
// (facts §10: https://app.<domain>/#/dashboards/<id>). The navigation guard decides what a path shows; views read
// the path and query with these hooks (docs/decisions.md: no router library).
import { useSyncExternalStore } from 'react';

const subscribe = (callback: () => void) => {
  addEventListener('hashchange', callback);
  return () => removeEventListener('hashchange', callback);
};

/** Splits `#/path?query` into its path (always starting with '/') and query (without '?'). */
export function splitHash(hash: string): { path: string; search: string } {
  const raw = hash.replace(/^#?\/?/, '/');
  const mark = raw.indexOf('?');
  return mark === -1 ? { path: raw, search: '' } : { path: raw.slice(0, mark), search: raw.slice(mark + 1) };
}

const currentPath = () => splitHash(location.hash).path;
const currentSearch = () => splitHash(location.hash).search;

export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const url = new URL(location.href);
  url.hash = to.startsWith('/') ? to : `/${to}`;
  if (url.href === location.href) return;
  if (replace) location.replace(url.href);
  else location.assign(url.href);
}

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

export const useHashPath = () => useSyncExternalStore(subscribe, currentPath, () => '/');
export const useHashSearch = () => useSyncExternalStore(subscribe, currentSearch, () => '');
