// "Why can't they?": a person's effective access comes with where each permission comes from, and a route's verdict
// is the portal's own route access over those permissions, naming what is missing.
import { describe, expect, test } from 'vitest';
import type { Role, UserGroupDetail } from '../../../src/platform/iamTypes';
import type { PermissionScope } from '../../../src/platform/permissions';
import { routeByName } from '../../../src/routes/routeTable';
import { effectiveAccess, routeVerdict } from '../../../src/features/iam/userAccess';

const role = (id: number, name: string, permissions: string[], enabled = true): Role => ({
  id,
  name,
  label: name,
  description: '',
  type: 'APPLICATION',
  owner: 'ORGANIZATION',
  enabled,
  organizationId: 1,
  applicationPermissions: permissions.map((permission, index) => ({ id: id * 100 + index, name: permission })),
});
const group = (id: number, name: string, roles: Role[], type: UserGroupDetail['type'] = 'STANDARD'): UserGroupDetail => ({ id, name, organizationId: 1, type, roles });

const viewer = role(2, 'Viewer', ['portal:access', 'devices:read', 'alarms:read']);
const operator = role(9, 'Operator', ['devices:read', 'alarms:ack']);
const retired = role(12, 'Retired', ['users:read'], false);
const personal = group(3, 'user-bob', [viewer], 'SELF_USER_ANY');
const nightShift = group(7, 'Night shift', [operator, retired]);
const acme = { dataEnabled: true, vpnEnabled: true, storeEnabled: true };

describe('effective access', () => {
  test('lists every source of a permission, and nothing from a role not in force', () => {
    const granted = effectiveAccess([personal, nightShift]);
    expect(granted.get('devices:read')).toEqual([
      { group: personal, role: viewer },
      { group: nightShift, role: operator },
    ]);
    expect(granted.get('alarms:ack')).toEqual([{ group: nightShift, role: operator }]);
    expect(granted.has('users:read')).toBe(false);
    expect([...granted.keys()].sort()).toEqual(['alarms:ack', 'alarms:read', 'devices:read', 'portal:access']);
  });
});

describe('route verdicts', () => {
  const holding = (...scopes: PermissionScope[]) => new Set(scopes);

  test('open when the route’s permissions are held', () => {
    expect(routeVerdict(routeByName('alarms'), holding('portal:access', 'devices:read'), acme)).toEqual({ open: true });
  });

  test('names the one-of permissions when none is held', () => {
    expect(routeVerdict(routeByName('permission'), holding('portal:access', 'devices:read'), acme)).toEqual({
      open: false,
      reason: 'permission',
      missing: [
        ['read', 'roles'],
        ['read', 'users'],
        ['read', 'userGroups'],
      ],
      anyOf: true,
    });
  });

  test('names only the missing ones of permissions all needed, and the portal access first', () => {
    expect(routeVerdict(routeByName('devicemap'), holding('portal:access', 'devices:read'), acme)).toEqual({
      open: false,
      reason: 'permission',
      missing: [['read', 'models']],
      anyOf: false,
    });
    expect(routeVerdict(routeByName('alarms'), holding('devices:read'), acme)).toEqual({ open: false, reason: 'permission', missing: [['access', 'portal']], anyOf: false });
  });

  test('says when the organisation lacks the service, not the person a permission', () => {
    expect(routeVerdict(routeByName('alarms'), holding('portal:access', 'devices:read'), { ...acme, dataEnabled: false })).toEqual({
      open: false,
      reason: 'iot',
    });
    expect(routeVerdict(routeByName('store'), holding('portal:access', 'organizations:read'), { ...acme, storeEnabled: false })).toEqual({
      open: false,
      reason: 'store',
    });
  });
});
