// What an app asks for, in the person's words: the manifest names each scope `<service>.<resource>.<action>`
// (facts "Apps": 'iam.organizations.read'), which reads as the permission of that resource and action; the credits
// service's scope is the right to take payments.
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { parsePermissionScope } from '../../platform/permissions';
import { permissionName } from '../../ui/permissionName';

export function appScopeName(scope: string, i18n: I18n): string {
  if (scope === 'credits.transactions.create') return i18n._(msg`Credits: take payments from the organization`);
  const [resource, action] = scope.split('.').slice(-2);
  const name = `${resource}:${action}`;
  return parsePermissionScope(name) ? permissionName(name, i18n) : i18n._(msg`Another permission of the platform`);
}
