// "Why can't they?": a person's effective access read from their user groups, with where each permission comes
// from (which group, through which role), and why a route of the portal is open or denied to them, decided by the
// portal's own route access (src/routes/routeAccess.ts) over those permissions.
import { parsePermissionScope, type Action, type PermissionScope, type Resource } from '../../platform/permissions';
import type { Role, UserGroupDetail } from '../../platform/iamTypes';
import { routeDenial } from '../../routes/routeAccess';
import type { RouteMeta } from '../../routes/routeTable';
import { abilityFromPermissions } from '../../session/ability';

/** One way a permission reaches the person: a role of a group they belong to. */
export interface Source {
  group: UserGroupDetail;
  role: Role;
}

/** Every permission the person holds, with each of its sources; roles not in force grant nothing. */
export function effectiveAccess(groups: readonly UserGroupDetail[]): Map<PermissionScope, Source[]> {
  const granted = new Map<PermissionScope, Source[]>();
  for (const group of groups) {
    for (const role of group.roles.filter((candidate) => candidate.enabled)) {
      for (const permission of role.applicationPermissions) {
        const parsed = parsePermissionScope(permission.name);
        if (parsed === undefined) continue;
        const scope: PermissionScope = `${parsed.resource}:${parsed.action}`;
        granted.set(scope, [...(granted.get(scope) ?? []), { group, role }]);
      }
    }
  }
  return granted;
}

export type RouteVerdict =
  | { open: true }
  /** Missing permissions: with `anyOf` one of them would do, else every one is needed. */
  | { open: false; reason: 'permission'; missing: [Action, Resource][]; anyOf: boolean }
  | { open: false; reason: 'iot' | 'vpn' | 'store' }
  | { open: false; reason: 'role'; role: string };

/** Why `route` is open or denied to someone holding `granted` in an organisation with these services. */
export function routeVerdict(
  route: RouteMeta,
  granted: ReadonlySet<PermissionScope>,
  organization: { dataEnabled: boolean; vpnEnabled: boolean; storeEnabled: boolean },
): RouteVerdict {
  const has = ([action, resource]: [Action, Resource]) => granted.has(`${resource}:${action}`);
  const denial = routeDenial(route, {
    ability: abilityFromPermissions([{ rsid: '', rsname: '', scopes: [...granted] }]),
    iotEnabled: organization.dataEnabled,
    vpnEnabled: organization.vpnEnabled,
    storeEnabled: organization.storeEnabled,
    // The portal client's resource roles come with the person's account, not from this organisation's groups.
    resourceRoles: [],
  });
  if (denial === undefined) return { open: true };
  if (denial === 'role') return { open: false, reason: 'role', role: route.roles?.[0] ?? '' };
  if (denial !== 'permission') return { open: false, reason: denial };
  const portal: [Action, Resource] = ['access', 'portal'];
  if (!has(portal)) return { open: false, reason: 'permission', missing: [portal], anyOf: false };
  const { all = [], anyOf = [] } = route.permissions ?? {};
  const lackingAll = all.filter((pair) => !has(pair));
  if (lackingAll.length > 0) return { open: false, reason: 'permission', missing: lackingAll, anyOf: false };
  return { open: false, reason: 'permission', missing: anyOf, anyOf: true };
}

/** The portal's screens a person may be asked about: those built, in an organisation, without parameters. */
export const askableRoutes = (routes: readonly RouteMeta[], isBuilt: (name: string) => boolean) =>
  routes.filter((route) => isBuilt(route.name) && !route.noLogin && !route.noOrganization && !route.path.includes(':') && route.section !== 'home');
