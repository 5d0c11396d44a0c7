// The role forms' values and rules, checked before sending so every mistake is named at its field; the service
// checks the same limits again (src/platform/iamRules.ts). Every type of role has a name, a description and whether
// it is in force; what it grants differs: application permissions, a level per security policy (device roles) or
// access to model paths (data roles).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isRoleName, maxRoleDescriptionLength, maxRoleNameLength } from '../../platform/iamRules';
import type { DeviceGroupPermission, DeviceRolePermission, ModelPathPermission, Role, RoleWrite } from '../../platform/iamTypes';

export interface RoleBasics {
  name: string;
  description: string;
  enabled: boolean;
}

export type RoleFormErrors = Partial<Record<'name' | 'description', MessageDescriptor>>;

export function roleBasics(role: Role | undefined): RoleBasics {
  if (role === undefined) return { name: '', description: '', enabled: true };
  return { name: role.name, description: role.description, enabled: role.enabled };
}

export function validateRole(values: RoleBasics): RoleFormErrors {
  const errors: RoleFormErrors = {};
  if (values.name.trim() === '') errors.name = msg`Enter a name.`;
  else if (values.name.length > maxRoleNameLength) errors.name = msg`Use at most ${maxRoleNameLength} characters.`;
  else if (!isRoleName(values.name)) errors.name = msg`Use letters, digits, spaces and . _ - only.`;
  if (values.description.length > maxRoleDescriptionLength) errors.description = msg`Use at most ${maxRoleDescriptionLength} characters.`;
  return errors;
}

/** The role as sent: its basics and what it grants (an application role with no permissions unless given). */
export function roleWriteOf(values: RoleBasics, grants: Partial<Pick<RoleWrite, 'type' | 'applicationPermissions' | 'deviceGroupPermissions'>> = {}): RoleWrite {
  return { name: values.name, label: values.name, description: values.description, enabled: values.enabled, applicationPermissions: [], ...grants };
}

/** A device role's level on each security policy, by policy id (a policy it does not name is NONE). */
export type DeviceLevels = Record<number, DeviceRolePermission>;

export const deviceLevels = (role: Role | undefined): DeviceLevels =>
  Object.fromEntries((role?.deviceGroupPermissions ?? []).map(({ securityPolicyId, permission }) => [securityPolicyId, permission]));

/** The levels sent: only the policies the role gives something on, in policy order. */
export const deviceGroupPermissionsOf = (levels: DeviceLevels): DeviceGroupPermission[] =>
  Object.entries(levels)
    .filter(([, permission]) => permission !== 'NONE')
    .map(([id, permission]) => ({ securityPolicyId: Number(id), permission }))
    .sort((left, right) => left.securityPolicyId - right.securityPolicyId);

/** What a data role may do on one path of a model: nothing, read (R) or read and write (RW). */
export type PathAccess = 'NONE' | ModelPathPermission['mode'];

export const pathAccess = (chosen: readonly ModelPathPermission[], modelId: string, path: string): PathAccess =>
  chosen.find((permission) => permission.modelId === modelId && permission.path === path)?.mode ?? 'NONE';

/** The data role's paths with one path's access changed (NONE removes it); the others keep their order. */
export function withPathAccess(chosen: readonly ModelPathPermission[], modelId: string, path: string, access: PathAccess): ModelPathPermission[] {
  const others = chosen.filter((permission) => permission.modelId !== modelId || permission.path !== path);
  return access === 'NONE' ? others : [...others, { modelId, path, mode: access }];
}
