// The user and role forms' rules: every value out of bounds is named at its field and nothing is cut or changed;
// what valid values send; and the platform's permission list laid out as the action × resource grid.
import { describe, expect, it } from 'vitest';
import { permissionGrid } from '../../../src/features/iam/permissionGrid';
import {
  deviceGroupPermissionsOf,
  deviceLevels,
  pathAccess,
  roleBasics,
  roleWriteOf,
  validateRole,
  withPathAccess,
} from '../../../src/features/iam/roleForm';
import { newUserValues, userDraftOf, userValues, validateUser } from '../../../src/features/iam/userForm';

const ids = (errors: object) => Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, (message as { id: string }).id]));

describe('the user form', () => {
  const valid = { ...newUserValues(), username: 'frank', email: 'frank@acme.example' };

  it('names each field out of bounds, never cutting it', () => {
    expect(Object.keys(validateUser(newUserValues(), false))).toEqual(['username', 'email']);
    expect(Object.keys(validateUser({ ...valid, username: 'Frank' }, false))).toEqual(['username']);
    expect(Object.keys(validateUser({ ...valid, username: 'f'.repeat(256) }, false))).toEqual(['username']);
    expect(validateUser({ ...valid, username: 'f'.repeat(255) }, false)).toEqual({});
    expect(Object.keys(validateUser({ ...valid, email: 'frank@acme' }, false))).toEqual(['email']);
    expect(Object.keys(validateUser({ ...valid, credential: 'password', password: '1234567' }, false))).toEqual(['password']);
    expect(Object.keys(validateUser({ ...valid, credential: 'password', password: 'x'.repeat(129) }, false))).toEqual(['password']);
    expect(validateUser({ ...valid, credential: 'password', password: '12345678' }, false)).toEqual({});
    // Editing: the name is not changed, and an empty password keeps the current one.
    expect(validateUser({ ...valid, username: '' }, true)).toEqual({});
    expect(ids(validateUser({ ...valid, password: 'short' }, true))).toHaveProperty('password');
  });

  it('sends a password or an invitation with the actions and roles chosen, and changes only what an edit may', () => {
    expect(userDraftOf({ ...valid, roleIds: ['2', '5'] }, undefined, false)).toEqual({
      kind: 'create',
      user: { username: 'frank', email: 'frank@acme.example', passwordChangeInvitation: true, requiredActions: ['UPDATE_PASSWORD'] },
      roleIds: [2, 5],
    });
    expect(userDraftOf({ ...valid, credential: 'password', password: 'frank-secret', requiredActions: [] }, undefined, false)).toMatchObject({
      user: { password: 'frank-secret', requiredActions: [] },
    });
    const row = { id: 7, username: 'frank', email: 'frank@acme.example', organizations: ['acme'] };
    expect(userDraftOf(userValues(row), row, false)).toEqual({ kind: 'update', id: 7, user: { email: 'frank@acme.example' } });
    expect(userDraftOf({ ...userValues(row), password: 'new-secret', passwordChangeInvitation: true }, row, false)).toEqual({
      kind: 'update',
      id: 7,
      user: { email: 'frank@acme.example', password: 'new-secret', passwordChangeInvitation: true },
    });
  });

  it('sends group policies, on or off, only while the groupPolicies switch shows them (facts §4.3 UserCreate, UserUpdate)', () => {
    expect(userDraftOf({ ...valid, groupPoliciesEnabled: true }, undefined, false).user).not.toHaveProperty('groupPoliciesEnabled');
    expect(userDraftOf({ ...valid, groupPoliciesEnabled: true }, undefined, true).user).toMatchObject({ groupPoliciesEnabled: true });
    const row = { id: 7, username: 'frank', email: 'frank@acme.example', organizations: ['acme'], groupPoliciesEnabled: true };
    expect(userValues(row).groupPoliciesEnabled).toBe(true);
    expect(userDraftOf({ ...userValues(row), groupPoliciesEnabled: false }, row, true)).toEqual({
      kind: 'update',
      id: 7,
      user: { email: 'frank@acme.example', groupPoliciesEnabled: false },
    });
  });
});

describe('the role form', () => {
  it('names a missing, over-long or malformed name and an over-long description', () => {
    const valid = { ...roleBasics(undefined), name: 'Field reader' };
    expect(validateRole(valid)).toEqual({});
    expect(Object.keys(validateRole({ ...valid, name: '  ' }))).toEqual(['name']);
    expect(Object.keys(validateRole({ ...valid, name: 'x'.repeat(65) }))).toEqual(['name']);
    expect(Object.keys(validateRole({ ...valid, name: 'Readers/Writers' }))).toEqual(['name']);
    expect(Object.keys(validateRole({ ...valid, description: 'x'.repeat(256) }))).toEqual(['description']);
    expect(roleWriteOf(valid, { applicationPermissions: [3, 1] })).toEqual({
      name: 'Field reader',
      label: 'Field reader',
      description: '',
      enabled: true,
      applicationPermissions: [3, 1],
    });
  });

  it("sends a device role's levels on the policies it gives something on, and starts from the ones it holds", () => {
    const role = {
      ...{ id: 12, name: 'Crew', label: 'Crew', description: '', type: 'DEVICE' as const, owner: 'ORGANIZATION', enabled: true, organizationId: 1 },
      applicationPermissions: [],
      deviceGroupPermissions: [{ securityPolicyId: 3, permission: 'REGULAR_USER' as const }],
    };
    expect(deviceLevels(undefined)).toEqual({});
    const levels = { ...deviceLevels(role), 1: 'ADMINISTRATOR' as const, 2: 'NONE' as const };
    expect(roleWriteOf(roleBasics(role), { type: 'DEVICE', deviceGroupPermissions: deviceGroupPermissionsOf(levels) })).toEqual({
      name: 'Crew',
      label: 'Crew',
      description: '',
      enabled: true,
      type: 'DEVICE',
      applicationPermissions: [],
      deviceGroupPermissions: [
        { securityPolicyId: 1, permission: 'ADMINISTRATOR' },
        { securityPolicyId: 3, permission: 'REGULAR_USER' },
      ],
    });
  });

  it("changes one path's access of a data role, keeping the other models' paths; no access removes the path", () => {
    const boiler = 'model-boiler-1.0.0';
    const chiller = { modelId: 'model-chiller-1.0.0', path: 'Chiller/Running', mode: 'R' as const };
    let chosen = withPathAccess([chiller], boiler, 'Boiler/Temperature', 'R');
    expect(pathAccess(chosen, boiler, 'Boiler/Temperature')).toBe('R');
    expect(pathAccess(chosen, boiler, 'Boiler/Pressure')).toBe('NONE');
    chosen = withPathAccess(chosen, boiler, 'Boiler/Temperature', 'RW');
    expect(chosen).toEqual([chiller, { modelId: boiler, path: 'Boiler/Temperature', mode: 'RW' }]);
    expect(withPathAccess(chosen, boiler, 'Boiler/Temperature', 'NONE')).toEqual([chiller]);
  });
});

describe('the permission grid', () => {
  it('has a row per resource and a column per action the list holds, in spec order, and keeps unknown names apart', () => {
    const grid = permissionGrid([
      { id: 1, name: 'alarms:ack' },
      { id: 2, name: 'devices:read' },
      { id: 3, name: 'alarms:read' },
      { id: 4, name: 'vpn:access' },
    ]);
    expect(grid.resources).toEqual(['devices', 'alarms']);
    expect(grid.actions).toEqual(['read', 'ack']);
    expect(grid.cell.get('alarms:ack')).toEqual({ id: 1, name: 'alarms:ack' });
    expect(grid.cell.has('devices:ack')).toBe(false);
    expect(grid.others).toEqual([{ id: 4, name: 'vpn:access' }]);
  });
});
