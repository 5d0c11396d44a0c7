// The resource × action pairs that mean something, apart from the permission rules the portal loads with its first
// screen: only the platform's permission list (the sandbox's) and what is built on it need them.
import { permissionScope, resources, type Action, type PermissionScope, type Resource } from './permissions';

/**
 * The actions that mean something on each resource: spec §6 lists resources and actions apart, but acknowledging a
 * role or deleting the audit log means nothing, so the platform's permission list (the sandbox's) pairs only these,
 * and a role's grid offers only them. "inherit" is one of the spec's actions that nothing in the portal checks.
 */
export const resourceActions: Record<Resource, readonly Action[]> = {
  portal: ['access'],
  models: ['read', 'create', 'update', 'delete'],
  dashboards: ['read', 'create', 'update', 'delete'],
  devices: ['read', 'create', 'update', 'delete'],
  deviceGroups: ['read', 'create', 'update', 'delete'],
  roles: ['read', 'create', 'update', 'delete'],
  users: ['read', 'create', 'update', 'delete'],
  userGroups: ['read', 'create', 'update', 'delete'],
  organizations: ['read', 'create', 'update', 'delete'],
  notifications: ['read', 'create', 'update', 'delete'],
  alarms: ['read', 'ack', 'reset', 'clear'],
  products: ['read', 'create', 'update', 'delete'],
  audit: ['access', 'read'],
};

/** Every meaningful resource × action scope (resourceActions), resource by resource. */
export const meaningfulScopes: PermissionScope[] = resources.flatMap((resource) =>
  resourceActions[resource].map((action) => permissionScope(resource, action)),
);
