// src/routes/routeAccess.ts: spec §5 route rules and the spec §2 landing order of /home.
import { describe, expect, test } from 'vitest';
import { routeByName, type RouteMeta } from '../../src/routes/routeTable';
import { landingRoute, routeDenial } from '../../src/routes/routeAccess';
import { accessWith, allBuilt, allScopes, built, builtExcept } from './access';

describe('routeDenial (spec §5)', () => {
  const adminRoute: RouteMeta = { name: 'admin-only', path: '/admin-only', roles: ['portal-admin', 'viewer'] };

  test('a route with roles needs the first listed resource role', () => {
    expect(routeDenial(adminRoute, accessWith(allScopes, { roles: ['viewer'] }))).toBe('role');
    expect(routeDenial(adminRoute, accessWith(allScopes, { roles: [] }))).toBe('role');
    expect(routeDenial(adminRoute, accessWith(allScopes, { roles: ['portal-admin'] }))).toBeUndefined();
  });

  test('every guarded route needs access to the portal; a public route does not', () => {
    const withoutPortal = accessWith(allScopes.filter((scope) => scope !== 'portal:access'));
    expect(routeDenial(routeByName('home'), withoutPortal)).toBe('permission');
    expect(routeDenial(routeByName('directaccess'), withoutPortal)).toBe('permission');
    expect(routeDenial(routeByName('devices'), withoutPortal)).toBe('permission');
    expect(routeDenial(routeByName('register'), accessWith([]))).toBeUndefined();
    expect(routeDenial(routeByName('home'), accessWith(['portal:access']))).toBeUndefined();
  });

  test('every listed permission is needed', () => {
    expect(routeDenial(routeByName('devices'), accessWith(['portal:access']))).toBe('permission');
    expect(routeDenial(routeByName('devices'), accessWith(['portal:access', 'devices:read']))).toBeUndefined();
    // Walkthrough: read models and create devices.
    expect(routeDenial(routeByName('walkthrough'), accessWith(['portal:access', 'models:read']))).toBe('permission');
    expect(routeDenial(routeByName('walkthrough'), accessWith(['portal:access', 'devices:create']))).toBe('permission');
    expect(routeDenial(routeByName('walkthrough'), accessWith(['portal:access', 'models:read', 'devices:create']))).toBeUndefined();
    // Dealer: create and update on products.
    expect(routeDenial(routeByName('dealer'), accessWith(['portal:access', 'products:create']))).toBe('permission');
  });

  test('with anyOf, one of the permissions is enough (/permission: roles, users or user groups)', () => {
    const permission = routeByName('permission');
    expect(routeDenial(permission, accessWith(['portal:access', 'roles:read']))).toBeUndefined();
    expect(routeDenial(permission, accessWith(['portal:access', 'users:read']))).toBeUndefined();
    expect(routeDenial(permission, accessWith(['portal:access', 'userGroups:read']))).toBeUndefined();
    expect(routeDenial(permission, accessWith(['portal:access', 'devices:read']))).toBe('permission');
  });

  test('IoT-only routes need an IoT organisation (dashboards, notifications, alarms, devicemap, data-explore)', () => {
    for (const name of ['dashboards', 'notifications', 'alarms', 'devicemap', 'data-explore', 'flows']) {
      expect(routeDenial(routeByName(name), accessWith(allScopes, { iot: false })), name).toBe('iot');
      expect(routeDenial(routeByName(name), accessWith(allScopes, { iot: true })), name).toBeUndefined();
    }
  });

  test('VPN-only routes need a VPN organisation', () => {
    expect(routeDenial(routeByName('vpn'), accessWith(allScopes, { vpn: false }))).toBe('vpn');
    expect(routeDenial(routeByName('vpn-devices'), accessWith(allScopes, { vpn: false }))).toBe('vpn');
    expect(routeDenial(routeByName('vpn'), accessWith(allScopes, { vpn: true, iot: false }))).toBeUndefined();
  });

  test('the store and its pages need an organisation whose app store is enabled', () => {
    for (const name of ['store', 'store-manage', 'store-container', 'store-install']) {
      expect(routeDenial(routeByName(name), accessWith(allScopes, { store: false })), name).toBe('store');
      expect(routeDenial(routeByName(name), accessWith(allScopes, { store: true })), name).toBeUndefined();
    }
  });

  test('a scope that is not "<resource>:<action>" grants nothing', () => {
    expect(routeDenial(routeByName('home'), accessWith(['portal:access:extra', 'portal', 'access']))).toBe('permission');
    expect(routeDenial(routeByName('devices'), accessWith(['portal:access', 'devices:read:all']))).toBe('permission');
  });
});

describe('landingRoute (spec §2 /home)', () => {
  test('vpn-devices leads only when the organisation has VPN but not IoT', () => {
    expect(landingRoute(allBuilt, accessWith(allScopes, { iot: false, vpn: true }))).toBe('vpn-devices');
    expect(landingRoute(allBuilt, accessWith(allScopes, { iot: true, vpn: true }))).toBe('dashboards');
    expect(landingRoute(allBuilt, accessWith(allScopes, { iot: true, vpn: false }))).toBe('dashboards');
    // Neither: dashboards is IoT-only, so devices.
    expect(landingRoute(allBuilt, accessWith(allScopes, { iot: false, vpn: false }))).toBe('devices');
  });

  test('the first built and allowed area wins, in the spec order', () => {
    const cases: Array<[string, (name: string) => boolean, string[], { iot?: boolean; vpn?: boolean }, string]> = [
      ['vpn-devices unbuilt', builtExcept('vpn-devices'), ['portal:access', 'devices:read'], { iot: false }, 'devices'],
      ['devices before vpn', allBuilt, ['portal:access', 'devices:read'], { iot: true }, 'devices'],
      ['vpn', builtExcept('devices'), ['portal:access', 'devices:read'], { iot: true }, 'vpn'],
      ['devicemap', builtExcept('devices', 'vpn'), ['portal:access', 'devices:read', 'models:read'], {}, 'devicemap'],
      ['data-explore', builtExcept('devices', 'vpn', 'devicemap'), ['portal:access', 'devices:read', 'models:read'], {}, 'data-explore'],
      ['alarms', builtExcept('devices', 'vpn', 'devicemap', 'data-explore'), ['portal:access', 'devices:read', 'models:read'], {}, 'alarms'],
      ['organizations before store', allBuilt, ['portal:access', 'organizations:read'], {}, 'organizations'],
      ['store', builtExcept('organizations'), ['portal:access', 'organizations:read'], {}, 'store'],
      ['permission through any of its permissions', allBuilt, ['portal:access', 'roles:read'], {}, 'permission'],
      ['roles', builtExcept('permission'), ['portal:access', 'roles:read'], {}, 'roles'],
      ['dealer', allBuilt, ['portal:access', 'products:create', 'products:update'], {}, 'dealer'],
      ['walkthrough', allBuilt, ['portal:access', 'models:read', 'devices:create'], {}, 'walkthrough'],
      ['notifications', allBuilt, ['portal:access', 'notifications:read'], { iot: true }, 'notifications'],
      ['directaccess fallback', allBuilt, ['portal:access'], {}, 'directaccess'],
      ['notifications denied without IoT', allBuilt, ['portal:access', 'notifications:read'], { iot: false }, 'directaccess'],
      ['only the fallback built', built('directaccess'), allScopes, {}, 'directaccess'],
    ];
    for (const [label, isBuilt, scopes, flags, expected] of cases) {
      expect(landingRoute(isBuilt, accessWith(scopes, flags)), label).toBe(expected);
    }
  });

  test('nothing built or nothing allowed: no landing, the user stays home', () => {
    expect(landingRoute(() => false, accessWith(allScopes))).toBeUndefined();
    expect(landingRoute(built('home'), accessWith(allScopes))).toBeUndefined();
    expect(landingRoute(allBuilt, accessWith(allScopes.filter((scope) => scope !== 'portal:access')))).toBeUndefined();
  });
});
