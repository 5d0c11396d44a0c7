// The guard chain's last step (spec §5) as a pure function: organisation in the URL, route rules, /home landing.
// A denied route goes home as the spec says, carrying what was denied and why (`denied`, `reason`) through the
// landing, so the screen the person arrives at can tell them (DeniedNotice) instead of silently going home.
import type { NavTarget, RouteDecision } from '../../machines/navigationGuard.machine';
import { guardPaths, selectionKey } from '../../machines/navigationGuard.machine';
import type { OrganizationSelection } from '../../machines/organizationChoice.machine';
import { landingRoute, routeDenial, type AccessContext, type Denial } from '../routes/routeAccess';
import { routeByName } from '../routes/routeTable';

const withOrg = (path: string, search: string, org: string) => {
  const query = new URLSearchParams(search);
  query.set('org', org);
  return `${path}?${query.toString().replace(/%2C/g, ',')}`;
};

/** The query keys that carry a denied route to the screen the person lands on. */
export const deniedKeys = { path: 'denied', reason: 'reason' } as const;
type ToldDenial = Exclude<Denial, 'role'>;
/** The denials a landing tells of, every one (a missing role sends the person to the selector instead). */
const toldDenials: Record<ToldDenial, true> = { permission: true, iot: true, vpn: true, store: true };
const isToldDenial = (reason: string | null): reason is ToldDenial => reason !== null && Object.hasOwn(toldDenials, reason);

/** What a denial notice needs, read from a landing's query; undefined when nothing was denied. */
export function deniedIn(search: string): { path: string; reason: ToldDenial } | undefined {
  const query = new URLSearchParams(search);
  const path = query.get(deniedKeys.path);
  const reason = query.get(deniedKeys.reason);
  if (!path?.startsWith('/') || !isToldDenial(reason)) return undefined;
  return { path, reason };
}

/** The denial of `search` as a query to carry on, or '' when there is none. */
const carriedDenial = (search: string) => {
  const denied = deniedIn(search);
  return denied ? new URLSearchParams({ [deniedKeys.path]: denied.path, [deniedKeys.reason]: denied.reason }).toString() : '';
};

export function decideRoute(
  { target, selection }: { target: NavTarget; selection?: OrganizationSelection },
  access: AccessContext | undefined,
  isBuilt: (name: string) => boolean,
): RouteDecision {
  const query = new URLSearchParams(target.search);
  const route = routeByName(target.route.name);

  // Spec §5: the organisation route with an org given goes home.
  if (route.name === 'organization') {
    const org = query.get('org');
    return org ? { kind: 'redirect', to: withOrg(guardPaths.home, '', org) } : { kind: 'allow' };
  }
  if (route.noOrganization || !selection) return { kind: 'allow' };
  // A selection without its token (storage cleared under us): the guard's error path sends the user to the selector.
  if (!access) throw new Error('the organization token is missing');

  // Every organisation screen carries its organisation in the URL, so a link or reload opens the same one.
  const org = selectionKey(selection);
  if (query.get('org') !== org) return { kind: 'redirect', to: withOrg(target.path, target.search, org) };

  const denial = routeDenial(route, access);
  if (denial === 'role') return { kind: 'redirect', to: guardPaths.selector };
  if (denial && route.name === 'home') return { kind: 'redirect', to: routeByName('unauthorized').path };
  if (denial) {
    const why = new URLSearchParams({ [deniedKeys.path]: target.path, [deniedKeys.reason]: denial });
    return { kind: 'redirect', to: withOrg(guardPaths.home, why.toString(), org) };
  }

  if (route.name === 'home') {
    const landing = landingRoute(isBuilt, access);
    if (landing) return { kind: 'redirect', to: withOrg(routeByName(landing).path, carriedDenial(target.search), org) };
  }
  return { kind: 'allow' };
}
