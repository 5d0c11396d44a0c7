// Turns every hash change into a `nav.to` for the guard chain. Paths of routes whose screens are not built, and
// paths of no route, become the public not-found screen (spec §2: 404).
import type { Actor } from 'xstate';
import type { NavTarget, navigationGuardMachine } from '../../machines/navigationGuard.machine';
import { readSelectedOrganization } from '../session/browserKeys';
import { navigate, splitHash } from '../routes/hashLocation';
import { matchRoute } from '../routes/matchRoute';
import { routeByName } from '../routes/routeTable';

/** `org=1,4` → [1, 4]; anything else in the list makes the request unknown rather than partly honoured. */
export function parseOrgParam(value: string | null): number[] | undefined {
  if (!value) return undefined;
  const ids = value.split(',').map((part) => Number(part.trim()));
  return ids.every((id) => Number.isInteger(id) && id > 0) ? ids : [-1];
}

interface TargetContext {
  /** Whether a route has a screen; one without answers 404. */
  isBuilt: (routeName: string) => boolean;
  /** The organisation stored from the last visit, when the URL names none. */
  storedSelection: () => number[];
  /** The organisation named by the host (`<org>.app.<domain>`). */
  hostname?: string;
}

export function navTargetFor(hash: string, { isBuilt, storedSelection, hostname }: TargetContext): NavTarget {
  const { path, search } = splitHash(hash);
  const match = matchRoute(path);
  const route = match && isBuilt(match.route.name) ? match.route : routeByName('404');
  return {
    path,
    search,
    route: {
      name: route.name,
      noLogin: route.noLogin,
      noOrganization: route.noOrganization,
      skipAgreements: route.skipAgreements,
    },
    requestedOrganization: parseOrgParam(new URLSearchParams(search).get('org')) ?? storedSelection(),
    hostname,
  };
}

/**
 * The guard's redirect for `target`, unless the address has moved on since: a newer hash change is on its way to the
 * guard as the next navigation, and a redirect decided for the older address would overwrite the person's choice.
 */
export function redirectFrom(target: NavTarget | undefined, to: string): void {
  const { path, search } = splitHash(location.hash);
  if (target && (target.path !== path || target.search !== search)) return;
  navigate(to, { replace: true });
}

export function followHash(
  guard: Actor<typeof navigationGuardMachine>,
  context: Omit<TargetContext, 'storedSelection'>,
): () => void {
  const onChange = () => {
    // Spec §2: / redirects to /home, keeping the query.
    const { path, search } = splitHash(location.hash);
    if (path === '/') {
      navigate(`/home${search ? `?${search}` : ''}`, { replace: true });
      return;
    }
    const target = navTargetFor(location.hash, { ...context, storedSelection: () => readSelectedOrganization(localStorage) });
    guard.send({ type: 'nav.to', target });
  };
  addEventListener('hashchange', onChange);
  onChange();
  return () => removeEventListener('hashchange', onChange);
}
