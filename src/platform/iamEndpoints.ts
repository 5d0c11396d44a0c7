// Paths of the core's people-and-permissions calls (spec §7 "Core API": users, user groups, roles) relative to the
// core's base. Kept apart from endpoints.ts: only the lazily loaded IAM screens use them (docs/decisions.md "The
// entry bundle"); the sandbox registers its handlers from the same table.
type Id = number | string;

const org = (organization: Id) => `/api/v1/organizations/${organization}`;

export const iamEndpoints = {
  /** GET: whether a user name is taken anywhere in the realm (answers true or false). */
  userExists: (username: string) => `/api/v1/users/${encodeURIComponent(username)}/exists`,
  /** GET: the users of the organisation and its sub-organisations (`orgResourceId`, `search`, paging). */
  deepSearch: '/api/v1/organizations/users',
  /** GET (paged, `search`), POST. */
  users: (organization: Id) => `${org(organization)}/users`,
  /** GET, PUT, DELETE. */
  user: (organization: Id, id: Id) => `${org(organization)}/users/${id}`,
  /** GET: the organisation's user with exactly this name, 404 when none (spec §7 `users/username/{name}`, facts §4.2 fetchUserByUsername). */
  userByName: (organization: Id, username: string) => `${org(organization)}/users/username/${encodeURIComponent(username)}`,
  /** GET (`userId`, `type`). */
  userGroups: (organization: Id) => `${org(organization)}/userGroups`,
  /** POST, DELETE: roles (ids joined with commas) of a user group. */
  groupRoles: (organization: Id, groupId: Id, roleIds: string) => `${org(organization)}/userGroups/${groupId}/roles/${roleIds}`,
  /** GET (paged, `search`, `type` APPLICATION, DATA or DEVICE), POST. */
  roles: (organization: Id) => `${org(organization)}/roles`,
  /** GET, PUT, DELETE. */
  role: (organization: Id, id: Id) => `${org(organization)}/roles/${id}`,
  /** GET, PUT: a data role's model-path permissions (the whole list). */
  modelPathPermissions: (organization: Id, id: Id) => `${org(organization)}/roles/${id}/modelPathPermissions`,
  /** GET, POST `{ path }`: the model paths the organisation registered for its data roles (facts §4.2 fetchModelPaths, createModelPath). */
  modelPaths: (organization: Id) => `${org(organization)}/modelPaths`,
  /** GET: whether a role name is taken in the organisation (spec §7 "/{id}/exists", read with the name). */
  roleExists: (organization: Id, name: string) => `${org(organization)}/roles/${encodeURIComponent(name)}/exists`,
  /**
   * GET: whether a person may reach a device or a VPN gateway (`deviceId` or `vpnName`): the caller, or the user
   * `userId` (ours, for the "why can't they?" view); answers true or false.
   */
  isAuthorized: (organization: Id) => `${org(organization)}/roles/isAuthorized`,
  /** POST `{ userId, deviceIds }` (ours): for each device, whether that user may reach it and through which policies. */
  areAuthorized: (organization: Id) => `${org(organization)}/roles/areAuthorized`,
  /** GET: every application permission (`page`, `pageSize` 500, `orderBy` name, `orderDir` asc). */
  applicationPermissions: (organization: Id) => `${org(organization)}/roles/applicationpermissions/all`,
} as const;

/** User groups beyond a user's personal one (spec §7 "Core API" user groups and roles' testApplicationPermissions). */
export const groupEndpoints = {
  /** GET, PUT, DELETE. */
  userGroup: (organization: Id, id: Id) => `${org(organization)}/userGroups/${id}`,
  /** GET (paged, `search`): the members with their membership role. */
  members: (organization: Id, id: Id) => `${org(organization)}/userGroups/${id}/members`,
  /** POST (`role` ADMIN or USER), DELETE. */
  member: (organization: Id, id: Id, userId: Id) => `${org(organization)}/userGroups/${id}/members/${userId}`,
  /** GET: the caller's own user groups with the caller's membership role. */
  mine: (organization: Id) => `${org(organization)}/userGroups/mine/members`,
  /** PUT: one user-group permission change (groupsToAdd, rolesToAdd, groupsToRemove, rolesToRemove). */
  permissions: (organization: Id, id: Id) => `${org(organization)}/userGroups/${id}/permissions`,
  /** POST (`revokedOnly`): what a permission change of a user group would take from each person it reaches. */
  testApplicationPermissions: (organization: Id) => `${org(organization)}/roles/testApplicationPermissions`,
} as const;

/** A user's API keys (spec §7 "Core API": API keys GET, POST, DELETE by id, param `username`). */
export const apiKeyEndpoints = {
  /** GET (`username`, paging): the organisation's keys, or one user's; POST (`username`): a new key for that user. */
  apiKeys: (organization: Id) => `${org(organization)}/apiKeys`,
  /** DELETE. */
  apiKey: (organization: Id, id: Id) => `${org(organization)}/apiKeys/${id}`,
} as const;

/** The signed-in person's own account (spec §7 "Core API": GET, PATCH /account; credentials and sessions). */
export const accountEndpoints = {
  /** GET: profile, credentials and sessions; PATCH: the profile. */
  account: '/api/v1/account',
  /** DELETE. */
  credential: (id: string) => `/api/v1/account/credentials/${encodeURIComponent(id)}`,
  /** DELETE: ends that session and everything issued under it. */
  session: (id: string) => `/api/v1/account/sessions/${encodeURIComponent(id)}`,
} as const;

/**
 * Security policies (the core's device groups; spec §7 "Core API" security policy groups, a user's securityPolicies
 * and the service-account client secret). The facts confirm only the list and the POST with `{ name }` and a user's
 * policy POST; the rest follows their pattern (docs/decisions.md "Security policies and service accounts").
 */
export const securityPolicyEndpoints = {
  /** GET (paged, `name` contains, `parentId`), POST `{ name, parentId? }`. */
  policies: (organization: Id) => `${org(organization)}/securityPolicies`,
  /** GET, PUT `{ name }`, DELETE. */
  policy: (organization: Id, id: Id) => `${org(organization)}/securityPolicies/${id}`,
  /** GET (paged): the policies whose parent this one is. */
  children: (organization: Id, id: Id) => `${org(organization)}/securityPolicies/${id}/children`,
  /** GET (paged): the devices the policy groups. */
  devices: (organization: Id, id: Id) => `${org(organization)}/securityPolicies/${id}/devices`,
  /** POST, DELETE: a device added to or removed from the policy. */
  device: (organization: Id, id: Id, deviceId: string) => `${org(organization)}/securityPolicies/${id}/devices/${encodeURIComponent(deviceId)}`,
  /** GET (paged): a user's security policies. */
  userPolicies: (organization: Id, userId: Id) => `${org(organization)}/users/${userId}/securityPolicies`,
  /** POST, DELETE: policies (ids joined with commas) given to or taken from a user. */
  userPolicy: (organization: Id, userId: Id, ids: string) => `${org(organization)}/users/${userId}/securityPolicies/${ids}`,
  /** GET: a service account's client secret; POST: a new one replaces it (answers the new one). */
  clientSecret: (organization: Id, userId: Id) => `${org(organization)}/users/${userId}/serviceAccount/secret`,
} as const;
