// Paths of the core's people-and-permissions calls (spec §7 "Core API": users, user groups, roles) relative to the
// core's base. Kept apart from endpoints.ts: only the lazily loaded IAM screens use them (docs/decisions.md "People
// and permissions"); the sandbox registers its handlers from the same table.
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
  /** GET (`userId`, `type`). */
  userGroups: (organization: Id) => `${org(organization)}/userGroups`,
  /** POST, DELETE: roles (ids joined with commas) of a user group. */
  groupRoles: (organization: Id, groupId: Id, roleIds: string) => `${org(organization)}/userGroups/${groupId}/roles/${roleIds}`,
  /** GET (paged, `search`, `type`), POST. */
  roles: (organization: Id) => `${org(organization)}/roles`,
  /** GET, PUT, DELETE. */
  role: (organization: Id, id: Id) => `${org(organization)}/roles/${id}`,
  /** GET: whether a role name is taken in the organisation (spec §7 "/{id}/exists", read with the name). */
  roleExists: (organization: Id, name: string) => `${org(organization)}/roles/${encodeURIComponent(name)}/exists`,
  /** GET: every application permission (`page`, `pageSize` 500, `orderBy` name, `orderDir` asc). */
  applicationPermissions: (organization: Id) => `${org(organization)}/roles/applicationpermissions/all`,
} as const;
