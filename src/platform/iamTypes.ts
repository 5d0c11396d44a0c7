// People and permissions of the core service (facts §4.3, platform-facts-sections "IAM"): users, their personal
// user group, roles and the application permissions a role is made of.
import type { PermissionChange, Revoked } from './types';

/** Keycloak actions a new user must complete at their first sign-in. */
export type RequiredAction = 'CONFIGURE_TOTP' | 'UPDATE_PASSWORD';

export interface IamUser {
  id: number;
  username: string;
  email: string;
  firstName?: string;
  lastName?: string;
  serviceAccount?: boolean;
  /** The user's security policies come from their user groups too (facts §4.3; the `groupPolicies` switch shows it). */
  groupPoliciesEnabled?: boolean;
}

/** A user found by the deep search, with every organisation (resourceId) the user belongs to. */
export interface DeepSearchUser {
  id: number;
  username: string;
  email: string;
  serviceAccount?: boolean;
  organizations: { resourceId: string }[];
}

/** POST /organizations/{org}/users: a password, or an invitation (passwordChangeInvitation) to set one. */
export interface UserCreate {
  username: string;
  email: string;
  password?: string;
  temporaryPassword?: boolean;
  passwordChangeInvitation?: boolean;
  groupPoliciesEnabled?: boolean;
  requiredActions?: RequiredAction[];
}

/** PUT /organizations/{org}/users/{id}. */
export interface UserUpdate {
  email: string;
  password?: string;
  passwordChangeInvitation?: boolean;
  groupPoliciesEnabled?: boolean;
}

export type UserGroupType = 'STANDARD' | 'SELF_USER_ANY' | 'SELF_USER' | 'ALL_USER' | 'SELF_USER_SERVICE' | 'ALL';

export interface UserGroup {
  id: number;
  name: string;
  organizationId: number;
  type: UserGroupType;
}

/** One application permission of the platform's full list: its name is "<resource>:<action>". */
export interface ApplicationPermission {
  id: number;
  name: string;
}

/**
 * What a role grants: application permissions (the identity provider names such roles `app_…`), read and write on
 * model paths (`data_…`; DATA is ours, the facts name no type for them) or a level on security policies' devices
 * (`vpn_…`, the facts' type DEVICE). docs/decisions.md "Data and device roles".
 */
export type RoleType = 'APPLICATION' | 'DATA' | 'DEVICE';

/** Facts `DEVICE_ROLE_PERMISSION`: what a device role lets its holders do on a security policy's devices. */
export type DeviceRolePermission = 'NONE' | 'REGULAR_USER' | 'ADMINISTRATOR';

/** A device role's level on one security policy (ours: the facts' `devicePermissions` carry only ids). */
export interface DeviceGroupPermission {
  securityPolicyId: number;
  permission: DeviceRolePermission;
}

/** A data role's access to one path of one model version (ours; R and RW as presets' `mode`). */
/**
 * A model path the organisation registered in the core (facts §4.2 fetchModelPaths, createModelPath; shape ours), in
 * the facts' §6 form `<model>:<major version>/<tag path>`, e.g. `Boiler:1/Boiler/Temperature`.
 */
export interface RegisteredModelPath {
  id: number;
  modelPath: string;
}

export interface ModelPathPermission {
  modelId: string;
  path: string;
  mode: 'R' | 'RW';
}

export interface Role {
  id: number;
  name: string;
  label: string;
  description: string;
  type: RoleType;
  /** SYSTEM roles come with the organisation and are not edited; ORGANIZATION roles are its own. */
  owner: string;
  enabled: boolean;
  organizationId: number;
  applicationPermissions: ApplicationPermission[];
  /** A device role's levels (none for the other types). */
  deviceGroupPermissions?: DeviceGroupPermission[];
}

/**
 * POST and PUT of a role: the permissions by id. `type` is chosen at creation (APPLICATION when absent) and not
 * changed; a data role's model paths are written apart (PUT roles/{id}/modelPathPermissions).
 */
export interface RoleWrite {
  name: string;
  label: string;
  description: string;
  enabled: boolean;
  type?: RoleType;
  applicationPermissions: number[];
  deviceGroupPermissions?: DeviceGroupPermission[];
}

// User groups (spec §7 "Core API" user groups; facts §4.3 UserGroupWrite): a group's members each hold a membership
// role, and the group's roles reach every member.

/** A member's role in a user group. */
export type MembershipRole = 'ADMIN' | 'USER';

/** POST and PUT of a user group: its name (members and roles are changed by their own calls). */
export interface UserGroupWrite {
  name: string;
}

/** One user group with the roles it gives its members. */
export interface UserGroupDetail extends UserGroup {
  roles: Role[];
}

/** A user group of the caller's (`/userGroups/mine/members`), with the caller's role in it. */
export interface MyUserGroup extends UserGroup {
  membershipRole: MembershipRole;
}

export interface GroupMember {
  id: number;
  username: string;
  email: string;
  membershipRole: MembershipRole;
}

/** Spec §4 "User group permission change" and what it would revoke: the statechart that runs it defines them. */
export type UserGroupPermissionChange = PermissionChange;
export type RevokedPermissions = Revoked;

// API keys (facts §4 `ApiKeyInDTO`): a key acts as its user (header X-Api-Key). The secret is answered once, by the
// POST that makes it; the list names each key without it.

/** One key as listed: whose it is and since when, never the secret. */
export interface ApiKey {
  id: number;
  orgResourceId: string;
  userId: number;
  username: string;
  /** ISO date-time. */
  createdDate: string;
}

/** The POST's answer: the key with its secret, shown once. */
export interface NewApiKey extends ApiKey {
  key: string;
}

// The signed-in person's own account (platform-facts-sections `AccountDTO`).

export interface AccountCredential {
  id: string;
  /** Keycloak's credential types, e.g. `password` or `otp`. */
  type: string;
  userLabel: string;
  /** Epoch ms. */
  createdDate: number;
}

export interface AccountSession {
  id: string;
  /** The address the session was started from ('' when the identity provider did not see one). */
  ipAddress: string;
  /** Epoch ms. */
  start: number;
  /** Epoch ms. */
  lastAccess: number;
  /** The session of the request that read the account. */
  current: boolean;
}

/** PATCH /account: the profile the person changes themselves. */
export interface AccountProfile {
  email: string;
  firstName: string;
  lastName: string;
}

export interface Account extends AccountProfile {
  username: string;
  credentials: AccountCredential[];
  sessions: AccountSession[];
}

// Security policies (facts §4.3 `SecurityPolicy`, the core's device groups): a named group of devices, possibly
// below a parent policy, given to users so they may reach those devices.

export interface SecurityPolicy {
  id: number;
  name: string;
  /** The policy this one is a child of; absent at the top. */
  parentId?: number;
  /** How many devices it groups. */
  deviceCount: number;
}

/** POST and PUT of a policy (the parent is chosen at creation only). */
export interface SecurityPolicyWrite {
  name: string;
  parentId?: number;
}

/** A device a policy groups: the device id (as the device lists name it) and its label. */
export interface PolicyDevice {
  id: string;
  label: string;
}

/**
 * A device role through which a person reaches a device (ours): the role, held through one of their user groups, gives
 * a security policy that groups the device a level above NONE.
 */
export interface DeviceRoleReach {
  roleId: number;
  roleName: string;
  securityPolicyId: number;
  securityPolicyName: string;
  permission: Exclude<DeviceRolePermission, 'NONE'>;
}

/**
 * Whether a person may reach one device, and how (the core's `roles/areAuthorized`; the shape is ours, the facts show
 * none): an administrator of the organisation reaches every device; anyone else through the security policies given
 * to them that group it, and through the device roles of their groups (each with its policy and level), both named
 * here (none: not reachable).
 */
export interface DeviceAuthorization {
  deviceId: string;
  authorized: boolean;
  administrator: boolean;
  securityPolicies: { id: number; name: string }[];
  deviceRoles: DeviceRoleReach[];
}

/** A service account's client secret (facts §4.3 `SecretOut`) and where it is exchanged for tokens. */
export interface ClientSecret {
  clientSecret: string;
  tokenEndpoint: string;
}
