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
