// The core's people and permissions in the sandbox: the platform's application permissions, each organisation's
// roles, its user groups (every member has a personal group, type SELF_USER_ANY, that holds the member's own roles)
// and what a user must do at first sign-in. The roles reached through a user's groups add their permissions to the
// user's next organisation token (sandbox/core/iamGrants.ts), so what the portal changes here is what the person
// may then do.
import { meaningfulScopes } from '../../src/platform/meaningfulScopes';
import type { PermissionScope } from '../../src/platform/permissions';
import type {
  ApplicationPermission,
  DeviceGroupPermission,
  ModelPathPermission,
  RequiredAction,
  RoleType,
  UserGroupType,
} from '../../src/platform/iamTypes';
import { allPermissionScopes, personas, type Persona } from '../personas';
import { seedOrganizations } from '../seed/organizations';

export interface SandboxRole {
  id: number;
  name: string;
  description: string;
  type: RoleType;
  /** SYSTEM roles come with the organisation (addDefaultRoles) and are not changed; ORGANIZATION ones are its own. */
  owner: 'SYSTEM' | 'ORGANIZATION';
  enabled: boolean;
  organizationId: number;
  /** An application role's permissions (the others grant none). */
  permissionIds: number[];
  /** A device role's levels on security policies. */
  deviceGroupPermissions: DeviceGroupPermission[];
  /** A data role's model paths. */
  modelPathPermissions: ModelPathPermission[];
}

export interface SandboxUserGroup {
  id: number;
  name: string;
  organizationId: number;
  type: UserGroupType;
  userIds: number[];
  /** The members whose membership role is ADMIN; the others' is USER. */
  adminIds: number[];
  roleIds: number[];
}

export interface SandboxAccount {
  userId: number;
  requiredActions: RequiredAction[];
  /** The user was sent an invitation to set a password (no password was given). */
  passwordChangeInvitation: boolean;
}

/** An API key of a user in an organisation; `key` is answered once, by the POST that made it. */
export interface SandboxApiKey {
  id: number;
  orgResourceId: string;
  userId: number;
  key: string;
  createdDate: string;
}

/** A credential a person signs in with (Keycloak's account credentials): their password, an authenticator app. */
export interface SandboxCredential {
  id: string;
  userId: number;
  type: 'password' | 'otp';
  userLabel: string;
  createdDate: number;
  /**
   * An authenticator app's key (base32), for one set up through the identity provider's pages: its code is then asked
   * at every sign-in. The seeded one has none, so the personas sign in with their password alone.
   */
  secret?: string;
}

/** A security policy (the core's device group): devices grouped under a name, possibly below a parent policy. */
export interface SandboxPolicy {
  id: number;
  name: string;
  organizationId: number;
  parentId?: number;
  /** Device ids, in the order they were added. */
  deviceIds: string[];
  /** The users the policy is given to. */
  userIds: number[];
}

/** A service account's client secret (only service accounts have one). */
export interface SandboxServiceAccount {
  userId: number;
  secret: string;
}

export interface IamState {
  permissions: ApplicationPermission[];
  policies: SandboxPolicy[];
  serviceAccounts: SandboxServiceAccount[];
  roles: SandboxRole[];
  groups: SandboxUserGroup[];
  accounts: SandboxAccount[];
  apiKeys: SandboxApiKey[];
  credentials: SandboxCredential[];
}

/** Every meaningful resource × action of spec §6, by name, with ids in name order as the core lists them. */
function allPermissions(): ApplicationPermission[] {
  return [...meaningfulScopes]
    .sort()
    .map((name, index) => ({ id: index + 1, name }));
}

const viewerScopes: PermissionScope[] = ['portal:access', 'dashboards:read', 'devices:read', 'models:read', 'alarms:read'];
const operatorScopes: PermissionScope[] = [...viewerScopes, 'alarms:ack', 'alarms:reset', 'alarms:clear'];

export function createIamState(): IamState {
  const permissions = allPermissions();
  const idsOf = (scopes: readonly string[]) => permissions.filter((permission) => scopes.includes(permission.name)).map(({ id }) => id);
  // Fresh lists for each role: a role's lists are changed in place.
  const grantsNothing = (): Pick<SandboxRole, 'type' | 'permissionIds' | 'deviceGroupPermissions' | 'modelPathPermissions'> => ({
    type: 'APPLICATION',
    permissionIds: [],
    deviceGroupPermissions: [],
    modelPathPermissions: [],
  });
  const roles: SandboxRole[] = seedOrganizations.flatMap((organization, index): SandboxRole[] => [
    {
      ...grantsNothing(),
      id: 2 * index + 1,
      name: 'Administrator',
      description: 'Every permission in the organization.',
      owner: 'SYSTEM',
      enabled: true,
      organizationId: organization.id,
      permissionIds: idsOf(allPermissionScopes),
    },
    {
      ...grantsNothing(),
      id: 2 * index + 2,
      name: 'Viewer',
      description: 'Reads dashboards, devices, models and alarms.',
      owner: 'SYSTEM',
      enabled: true,
      organizationId: organization.id,
      permissionIds: idsOf(viewerScopes),
    },
  ]);
  // acme's own role: a plant operator who handles alarms.
  roles.push({
    ...grantsNothing(),
    id: roles.length + 1,
    name: 'Operator',
    description: 'Reads the plant and acknowledges, resets and clears its alarms.',
    owner: 'ORGANIZATION',
    enabled: true,
    organizationId: 1,
    permissionIds: idsOf(operatorScopes),
  });
  // initech's own role: what carol, its dashboard author, holds.
  roles.push({
    ...grantsNothing(),
    id: roles.length + 1,
    name: 'Dashboard author',
    description: 'Reads the plant and its notifications, and creates and changes dashboards.',
    owner: 'ORGANIZATION',
    enabled: true,
    organizationId: 3,
    permissionIds: idsOf(personas.carol.memberships.initech),
  });
  // acme's data and device roles (held by nobody yet): who reads the boilers' temperatures, and who looks after the
  // devices of Hall A (security policy 1) and only uses those of Packaging lines (3).
  roles.push({
    ...grantsNothing(),
    id: roles.length + 1,
    name: 'Boiler temperatures',
    description: 'Reads the boilers’ temperatures.',
    type: 'DATA',
    owner: 'ORGANIZATION',
    enabled: true,
    organizationId: 1,
    modelPathPermissions: [{ modelId: 'model-boiler-1.0.0', path: 'Boiler/Temperature', mode: 'R' }],
  });
  roles.push({
    ...grantsNothing(),
    id: roles.length + 1,
    name: 'Hall A technicians',
    description: 'Administer the devices of Hall A; use those of the packaging lines.',
    type: 'DEVICE',
    owner: 'ORGANIZATION',
    enabled: true,
    organizationId: 1,
    deviceGroupPermissions: [
      { securityPolicyId: 1, permission: 'ADMINISTRATOR' },
      { securityPolicyId: 3, permission: 'REGULAR_USER' },
    ],
  });
  // Each persona's personal group holds the role of exactly the scopes sandbox/personas.ts lists for them, so what
  // the portal changes in their groups is what their next token carries (sandbox/core/iamGrants.ts).
  const sameScopes = (role: SandboxRole, scopes: readonly string[]) =>
    role.permissionIds.length === scopes.length && idsOf(scopes).every((id) => role.permissionIds.includes(id));
  const members: Persona[] = Object.values(personas);
  const groups = members.flatMap((persona) =>
    Object.entries(persona.memberships).flatMap(([resourceId, scopes]) => {
      const organization = seedOrganizations.find((candidate) => candidate.resourceId === resourceId);
      if (organization === undefined) return [];
      const group = personalGroup(persona, organization.id);
      if (scopes.length === 0) return [group];
      const role = roles.find((candidate) => candidate.organizationId === organization.id && sameScopes(candidate, scopes));
      if (role === undefined) throw new Error(`No seeded role of ${resourceId} holds exactly the scopes of ${persona.username}`);
      return [{ ...group, roleIds: [role.id] }];
    }),
  );
  // acme's one group of its own: the maintenance crew, dave in it, with no role yet (so no token changes).
  const maintenance: Omit<SandboxUserGroup, 'id'> = {
    name: 'Maintenance',
    organizationId: 1,
    type: 'STANDARD',
    userIds: [personas.dave.id],
    adminIds: [],
    roleIds: [],
  };
  // Everyone signs in with a password; alice also set up an authenticator app, which she may remove.
  const seeded = Date.UTC(2026, 0, 5, 9, 0);
  const credentials: SandboxCredential[] = members.map((persona) => ({
    id: `password-${persona.username}`,
    userId: persona.id,
    type: 'password',
    userLabel: '',
    createdDate: seeded,
  }));
  credentials.push({ id: 'otp-alice', userId: personas.alice.id, type: 'otp', userLabel: 'Phone authenticator', createdDate: seeded });
  // acme's security policies: hall A's devices, its boilers below it, and the packaging lines; bob is given hall A.
  const policies: SandboxPolicy[] = [
    { id: 1, name: 'Hall A', organizationId: 1, deviceIds: ['dev-acme-boiler-1', 'dev-acme-conveyor-1'], userIds: [personas.bob.id] },
    { id: 2, name: 'Hall A boilers', organizationId: 1, parentId: 1, deviceIds: ['dev-acme-boiler-1'], userIds: [] },
    { id: 3, name: 'Packaging lines', organizationId: 1, deviceIds: ['dev-acme-conveyor-1', 'dev-acme-conveyor-2'], userIds: [] },
  ];
  return {
    permissions,
    policies,
    serviceAccounts: [{ userId: seededServiceAccount.id, secret: 'c0ffee5e-7a1b-4c2d-9e8f-0a1b2c3d4e5f' }],
    roles,
    groups: [...groups, maintenance].map((group, index) => ({ ...group, id: index + 1 })),
    accounts: [],
    // dave's data logger reads acme's plant with his key.
    apiKeys: [{ id: 1, orgResourceId: 'acme', userId: personas.dave.id, key: 'd4e1a7c0b5f24c9e8a3b6d0f1e2c3b4a5d6e7f80', createdDate: '2026-02-02T08:30:00.000Z' }],
    credentials,
  };
}

/** A user's personal group in an organisation (its id given by the caller). */
export function personalGroup(user: { id: number; username: string }, organizationId: number): Omit<SandboxUserGroup, 'id'> {
  return { name: `user-${user.username}`, organizationId, type: 'SELF_USER_ANY', userIds: [user.id], adminIds: [], roleIds: [] };
}

/**
 * globex's data logger: a service account (a program, signing in with its client secret, never a password anyone
 * knows). In globex rather than acme so acme's member lists stay the personas.
 */
export const seededServiceAccount = {
  id: 201,
  sub: '6b0d7c1e-8a43-4e0f-9a57-5a0000000201',
  username: 'sa-globex-logger',
  password: crypto.randomUUID(),
  firstName: '',
  lastName: '',
  email: 'sa-globex-logger@globex.example',
  realmRoles: [],
  memberships: { globex: ['devices:read', 'models:read'] },
  pendingAgreements: [],
} satisfies Omit<Persona, 'purpose' | 'locale'>;
