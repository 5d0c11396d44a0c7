// What wouter's own hash location lacks: the query inside the hash (`#/home?org=1,4`), as the platform's own links
// are written (facts §10: https://app.<domain>/#/dashboards/<id>); wouter's `useHashLocation` moves it to
// `location.search`. The navigation guard decides which path a screen shows for (docs/decisions.md "Routing"): the
// location wouter reads is the path the guard allowed (`allowedLocation`), the search is the hash's query.
import { useSyncExternalStore } from 'react';
import type { BaseLocationHook } from 'wouter';

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

/**
 * wouter decodes the location and the search with `decodeURI` before a screen reads them, which read a filter's
 * `%2541` as `%41` and the platform's `%41` as `A`. The hooks hand their text over with each `%` escaped once, which
 * that decoding undoes: screens read the address as written, and parameters are decoded once (`routeParser`).
 */
const asWritten = (text: string) => text.replaceAll('%', '%25');

const currentSearch = () => asWritten(splitHash(location.hash).search);

export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const url = new URL(location.href);
  url.hash = to.startsWith('/') ? to : `/${to}`;
  if (url.href === location.href) return;
  if (replace) location.replace(url.href);
  else location.assign(url.href);
}

/** wouter's search hook: the query inside the hash, for wouter's `useSearch` (which screens read). */
export const useHashSearch = () => useSyncExternalStore(subscribe, currentSearch, () => '');

/**
 * wouter's location hook for a screen the guard allowed: always that screen's path, so wouter matches nothing the
 * guard has not allowed; navigating writes the hash, which the guard checks before anything else shows.
 */
export const allowedLocation = (path: string): BaseLocationHook => {
  const written = asWritten(path);
  return () => [written, navigate];
};
