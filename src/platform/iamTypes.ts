// People and permissions of the core service (facts §4.3, platform-facts-sections "IAM"): users, their personal
// user group, roles and the application permissions a role is made of.

/** Keycloak actions a new user must complete at their first sign-in. */
export type RequiredAction = 'CONFIGURE_TOTP' | 'UPDATE_PASSWORD';

export interface IamUser {
  id: number;
  username: string;
  email: string;
  firstName?: string;
  lastName?: string;
  serviceAccount?: boolean;
}

/** A user found by the deep search, with every organisation (resourceId) the user belongs to. */
export interface DeepSearchUser {
  id: number;
  username: string;
  email: string;
  organizations: { resourceId: string }[];
}

/** POST /organizations/{org}/users: a password, or an invitation (passwordChangeInvitation) to set one. */
export interface UserCreate {
  username: string;
  email: string;
  password?: string;
  temporaryPassword?: boolean;
  passwordChangeInvitation?: boolean;
  requiredActions?: RequiredAction[];
}

/** PUT /organizations/{org}/users/{id}. */
export interface UserUpdate {
  email: string;
  password?: string;
  passwordChangeInvitation?: boolean;
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

export interface Role {
  id: number;
  name: string;
  label: string;
  description: string;
  type: 'APPLICATION' | 'DEVICE';
  /** SYSTEM roles come with the organisation and are not edited; ORGANIZATION roles are its own. */
  owner: string;
  enabled: boolean;
  organizationId: number;
  applicationPermissions: ApplicationPermission[];
}

/** POST and PUT of a role: the permissions by id. */
export interface RoleWrite {
  name: string;
  label: string;
  description: string;
  enabled: boolean;
  applicationPermissions: number[];
}
