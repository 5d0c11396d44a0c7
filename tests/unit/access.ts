// Access contexts for route tests: an ability from token-style permissions of organisation acme, plus the
// organisation's IoT, VPN and app store flags and the portal client's resource roles.
import { abilityFromPermissions } from '../../src/session/ability';
import type { AccessContext } from '../../src/routes/routeAccess';

export function accessWith(
  scopes: string[],
  { iot = true, vpn = true, store = true, roles = [] }: { iot?: boolean; vpn?: boolean; store?: boolean; roles?: string[] } = {},
): AccessContext {
  return {
    ability: abilityFromPermissions([{ rsid: 'acme', rsname: 'acme', scopes }]),
    iotEnabled: iot,
    vpnEnabled: vpn,
    storeEnabled: store,
    resourceRoles: roles,
  };
}

/** Every permission a portal route asks for (spec §2). */
export const allScopes = [
  'portal:access',
  'dashboards:read',
  'models:read',
  'devices:read',
  'devices:create',
  'deviceGroups:read',
  'roles:read',
  'users:read',
  'userGroups:read',
  'organizations:read',
  'organizations:update',
  'notifications:read',
  'products:create',
  'products:update',
  'audit:access',
];

export const built =
  (...names: string[]) =>
  (name: string) =>
    names.includes(name);
export const allBuilt = () => true;
export const builtExcept =
  (...names: string[]) =>
  (name: string) =>
    !names.includes(name);
