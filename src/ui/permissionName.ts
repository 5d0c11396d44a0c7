// A permission's name ("alarms:ack") in the person's words ("Alarms: acknowledge"); a name the portal does not know
// is shown as it is.
import type { I18n } from '@lingui/core';
import { actions, parsePermissionScope, resources } from '../platform/permissions';
import { actionLabels, resourceLabels } from './permissionLabels';

export function permissionName(name: string, i18n: I18n): string {
  const parsed = parsePermissionScope(name);
  return parsed === undefined ? name : `${i18n._(resourceLabels[parsed.resource])}: ${i18n._(actionLabels[parsed.action])}`;
}

/** Permission names in the grid's order (resource, then action); names the portal does not know come last. */
export function inGridOrder(names: readonly string[]): string[] {
  const rank = (name: string) => {
    const parsed = parsePermissionScope(name);
    return parsed === undefined ? Number.MAX_SAFE_INTEGER : resources.indexOf(parsed.resource) * actions.length + actions.indexOf(parsed.action);
  };
  return [...names].sort((left, right) => rank(left) - rank(right));
}
