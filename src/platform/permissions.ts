// Spec §6: the resources and actions fine-grained permissions are made of. The token carries them as
// "<resource>:<action>" scopes; the ability (src/session/ability.ts) reads them back.

export const resources = [
  'portal',
  'models',
  'dashboards',
  'devices',
  'deviceGroups',
  'roles',
  'users',
  'userGroups',
  'organizations',
  'notifications',
  'alarms',
  'products',
  'audit',
] as const;
export type Resource = (typeof resources)[number];

export const actions = ['access', 'read', 'create', 'update', 'delete', 'ack', 'reset', 'clear', 'inherit'] as const;
export type Action = (typeof actions)[number];

export type PermissionScope = `${Resource}:${Action}`;

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

export function permissionScope(resource: Resource, action: Action): PermissionScope {
  return `${resource}:${action}`;
}

/** Reads "<resource>:<action>"; anything else is ignored so an unknown scope never grants access. */
export function parsePermissionScope(scope: string): { resource: Resource; action: Action } | undefined {
  const [resource, action, extra] = scope.split(':');
  if (extra !== undefined) return undefined;
  if (!(resources as readonly string[]).includes(resource ?? '')) return undefined;
  if (!(actions as readonly string[]).includes(action ?? '')) return undefined;
  return { resource: resource as Resource, action: action as Action };
}
