// The screens a navigation may end on, fetched while the guard chain checks it (boot.tsx): their code then loads
// together with the organisation, token and agreements steps instead of after them. The guard still decides what
// shows; a screen fetched for a person who may not open it is never rendered.
import { guardPaths, type NavTarget } from '../../machines/navigationGuard.machine';
import { matchRoute } from '../routes/matchRoute';

/** The target's own screen, and the selector's when no organisation is named: the organisation step may ask. */
export function screensAhead(target: NavTarget): string[] {
  const organizationUnnamed =
    !target.route.noLogin && !target.route.noOrganization && target.requestedOrganization.length === 0 && target.hostname === undefined;
  const selector = matchRoute(guardPaths.selector)?.route.name;
  return organizationUnnamed && selector ? [target.route.name, selector] : [target.route.name];
}
