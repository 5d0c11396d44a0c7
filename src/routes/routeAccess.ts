// Spec §5: whether a route may be entered in the selected organisation, and where /home lands.
import { landingOrder, routeByName, type RouteMeta } from './routeTable';
import { canAll, canAny, type PortalAbility } from '../session/ability';

export interface AccessContext {
  ability: PortalAbility;
  iotEnabled: boolean;
  vpnEnabled: boolean;
  storeEnabled: boolean;
  /** Resource roles of the portal client in the token. */
  resourceRoles: readonly string[];
}

/** Why a route is denied: a missing role sends the user to the selector, anything else home (spec §5). */
export type Denial = 'role' | 'permission' | 'iot' | 'vpn' | 'store';

export function routeDenial(route: RouteMeta, access: AccessContext): Denial | undefined {
  const firstRole = route.roles?.[0];
  if (firstRole !== undefined && !access.resourceRoles.includes(firstRole)) return 'role';
  if (!route.noLogin && !access.ability.can('access', 'portal')) return 'permission';
  const { all, anyOf } = route.permissions ?? {};
  if (all && !canAll(access.ability, all)) return 'permission';
  if (anyOf && !canAny(access.ability, anyOf)) return 'permission';
  if (route.iotOnly && !access.iotEnabled) return 'iot';
  if (route.vpnOnly && !access.vpnEnabled) return 'vpn';
  if (route.storeOnly && !access.storeEnabled) return 'store';
  return undefined;
}

/**
 * The first area of the landing order that is built and allowed. vpn-devices leads only for organisations with VPN
 * but not IoT. Undefined when none is: the user stays on the home screen.
 */
export function landingRoute(isBuilt: (name: string) => boolean, access: AccessContext): string | undefined {
  return landingOrder.find((name) => {
    if (name === 'vpn-devices' && (access.iotEnabled || !access.vpnEnabled)) return false;
    return isBuilt(name) && routeDenial(routeByName(name), access) === undefined;
  });
}
