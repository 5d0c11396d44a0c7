// What screens reach through React context: the started app-wide actors, the service clients and which routes
// have screens. src/app provides it; features read it through these hooks.
import { useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import { selectionKey } from '../../machines/navigationGuard.machine';
import { routeDenial, type AccessContext } from '../routes/routeAccess';
import { routeByName } from '../routes/routeTable';
import { accessFor, effectiveOrganization } from './access';
import type { PortalActors } from './actors';
import type { Platform } from './platform';
import { selectSelection, selectTokenKey } from './selectors';

export interface Portal {
  platform: Platform;
  actors: PortalActors;
  /** Whether a route has a screen (unbuilt routes answer 404 and stay out of the menu). */
  isBuilt: (routeName: string) => boolean;
}

export const PortalContext = createContext<Portal | null>(null);

export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal outside PortalContext');
  return portal;
}

/** The access of the selected organisation, recomputed when a new organisation token is in use. */
export function useAccess(): AccessContext | undefined {
  const { platform, actors } = usePortal();
  const selection = useSelector(actors.guard, selectSelection);
  const tokenKey = useSelector(actors.guard, selectTokenKey);
  // The token itself lives in platform; tokenKey says which organisation it is for, and when it changed.
  return useMemo(
    () => (tokenKey === undefined ? undefined : accessFor(platform, selection)),
    [platform, selection, tokenKey],
  );
}

/** The organisation the person works in: the selected sub-organisation, else the organisation. */
export function useSelectedOrganization() {
  const { actors } = usePortal();
  const selection = useSelector(actors.guard, selectSelection);
  return selection ? effectiveOrganization(selection) : undefined;
}

/** Whether the named route is built and open to the person here, e.g. to offer a link to it. */
export function useCanEnter(): (routeName: string) => boolean {
  const { isBuilt } = usePortal();
  const access = useAccess();
  return (routeName) => access !== undefined && isBuilt(routeName) && routeDenial(routeByName(routeName), access) === undefined;
}

/** Keeps the selected organisation in every in-portal link (spec §2: the organisation travels in `org`). */
export function useOrgHref(): (path: string) => string {
  const { actors } = usePortal();
  const selection = useSelector(actors.guard, selectSelection);
  const org = selectionKey(selection);
  // A path may carry its own query (e.g. a list's filter): the organisation joins it.
  return (path) => `#${path}${org ? `${path.includes('?') ? '&' : '?'}org=${org}` : ''}`;
}

/**
 * A section's flows (its machines provided with their real effects), made once per portal on the first use by one
 * of its screens; the section's own module holds them, so they load with its first screen.
 */
export function sectionFlows<T>(provide: (portal: Portal) => T): () => T {
  const made = new WeakMap<Portal, T>();
  return function useSectionFlows() {
    const portal = usePortal();
    let flows = made.get(portal);
    if (flows === undefined) {
      flows = provide(portal);
      made.set(portal, flows);
    }
    return flows;
  };
}
