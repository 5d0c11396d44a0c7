// wouter under the navigation guard: its location is the path the guard allowed, so no route inside matches anything
// the guard has not allowed; its search is the query inside the hash (src/routes/hashLocation.ts); its parser the one
// the guard matches with (src/routes/matchRoute.ts).
import { useMemo, type ReactNode } from 'react';
import { Router } from 'wouter';
import { allowedLocation, useHashSearch } from './hashLocation';
import { routeParser } from './matchRoute';

export function AllowedRouter({ path, children }: { path: string; children: ReactNode }) {
  const hook = useMemo(() => allowedLocation(path), [path]);
  return (
    <Router hook={hook} searchHook={useHashSearch} parser={routeParser}>
      {children}
    </Router>
  );
}
