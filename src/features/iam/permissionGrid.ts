// The platform's application permissions as spec §6's grid: a row per resource, a column per action, a cell where
// the list has that permission. Names the portal does not know stay choosable, listed apart.
import { actions, parsePermissionScope, resources, type Action, type Resource } from '../../platform/permissions';
import type { ApplicationPermission } from '../../platform/iamTypes';

export interface PermissionGrid {
  resources: Resource[];
  actions: Action[];
  /** The permission of a cell, "<resource>:<action>". */
  cell: Map<string, ApplicationPermission>;
  others: ApplicationPermission[];
}

export function permissionGrid(permissions: readonly ApplicationPermission[]): PermissionGrid {
  const cell = new Map<string, ApplicationPermission>();
  const others: ApplicationPermission[] = [];
  for (const permission of permissions) {
    const parsed = parsePermissionScope(permission.name);
    if (parsed === undefined) others.push(permission);
    else cell.set(`${parsed.resource}:${parsed.action}`, permission);
  }
  const has = (resource: Resource, action: Action) => cell.has(`${resource}:${action}`);
  return {
    resources: resources.filter((resource) => actions.some((action) => has(resource, action))),
    actions: actions.filter((action) => resources.some((resource) => has(resource, action))),
    cell,
    others,
  };
}
