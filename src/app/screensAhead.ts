// The screens a navigation may end on, fetched while the guard chain checks it (boot.tsx): their code then loads
// together with the organisation, token and agreements steps instead of after them. The guard still decides what
// shows; a screen fetched for a person who may not open it is never rendered.
import { guardPaths, type NavTarget } from '../../machines/navigationGuard.machine';
import { matchRoute } from '../routes/matchRoute';

/** Where a landing screen usually leads at once: the dashboards landing opens the person's default dashboard. */
const leadsTo: Partial<Record<string, string>> = { dashboards: 'dashboard-view' };

/** The target's own screen (and the one it usually leads to), and the selector's when no organisation is named: the
 * organisation step may ask. */
export function screensAhead(target: NavTarget): string[] {
  const organizationUnnamed =
    !target.route.noLogin && !target.route.noOrganization && target.requestedOrganization.length === 0 && target.hostname === undefined;
  const selector = matchRoute(guardPaths.selector)?.route.name;
  const next = leadsTo[target.route.name];
  return [target.route.name, ...(next ? [next] : []), ...(organizationUnnamed && selector ? [selector] : [])];
}
