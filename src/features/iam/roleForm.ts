// The role form's values and rules, checked before sending so every mistake is named at its field; the service
// checks the same limits again (src/platform/iamRules.ts).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isRoleName, maxRoleDescriptionLength, maxRoleNameLength } from '../../platform/iamRules';
import type { Role, RoleWrite } from '../../platform/iamTypes';

export interface RoleFormValues {
  name: string;
  description: string;
  enabled: boolean;
  permissionIds: number[];
}

export type RoleFormErrors = Partial<Record<'name' | 'description', MessageDescriptor>>;

export function roleValues(role: Role | undefined): RoleFormValues {
  if (role === undefined) return { name: '', description: '', enabled: true, permissionIds: [] };
  return { name: role.name, description: role.description, enabled: role.enabled, permissionIds: role.applicationPermissions.map(({ id }) => id) };
}

export function validateRole(values: RoleFormValues): RoleFormErrors {
  const errors: RoleFormErrors = {};
  if (values.name.trim() === '') errors.name = msg`Enter a name.`;
  else if (values.name.length > maxRoleNameLength) errors.name = msg`Use at most ${maxRoleNameLength} characters.`;
  else if (!isRoleName(values.name)) errors.name = msg`Use letters, digits, spaces and . _ - only.`;
  if (values.description.length > maxRoleDescriptionLength) errors.description = msg`Use at most ${maxRoleDescriptionLength} characters.`;
  return errors;
}

export function roleWriteOf(values: RoleFormValues): RoleWrite {
  return { name: values.name, label: values.name, description: values.description, enabled: values.enabled, applicationPermissions: values.permissionIds };
}
