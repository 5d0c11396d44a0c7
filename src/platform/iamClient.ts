// The core's people and permissions (spec §7 "Core API": users, users/{u}/exists, the deep search, user groups,
// roles and the application permissions). Loaded on first use (src/portal/platform.ts), so neither its code nor its
// paths are in the entry: only the IAM screens call it. Core paths name the organisation by its numeric id; the
// deep search by its resourceId.
import { iamEndpoints } from './iamEndpoints';
import { permissionPageSize } from './iamRules';
import {
  applicationPermissionSchema,
  corePageOf,
  deepSearchUserSchema,
  existsSchema,
  iamUserSchema,
  roleSchema,
  userGroupSchema,
} from './iamSchemas';
import type { ApplicationPermission, DeepSearchUser, IamUser, Role, RoleWrite, UserCreate, UserGroup, UserUpdate } from './iamTypes';
import type { HttpClient } from './http';
import { newRequestId, requestIdHeaders } from './requestIds';

/** 0-based paging and an optional search text. */
export interface IamListQuery {
  page: number;
  pageSize: number;
  search?: string;
}

export interface IamPage<T> {
  content: T[];
  number: number;
  totalElements: number;
  totalPages: number;
  last: boolean;
}

export type IamClient = ReturnType<typeof createIamClient>;

/** `http` is the core client (base `<app>/svc/core`, the core's timeout). */
export function createIamClient(http: HttpClient) {
  const userPage = corePageOf(iamUserSchema);
  const deepPage = corePageOf(deepSearchUserSchema);
  const rolePage = corePageOf(roleSchema);
  const groupPage = corePageOf(userGroupSchema);
  const permissionPage = corePageOf(applicationPermissionSchema);
  const write = (method: 'POST' | 'PUT' | 'DELETE', requestId: string, signal: AbortSignal | undefined) => ({
    method,
    headers: requestIdHeaders(requestId),
    signal,
  });

  return {
    usernameExists: (username: string, signal?: AbortSignal): Promise<boolean> =>
      http.request(iamEndpoints.userExists(username), { schema: existsSchema, signal }),

    listUsers: (organization: number, query: IamListQuery, signal?: AbortSignal): Promise<IamPage<IamUser>> =>
      http.request(iamEndpoints.users(organization), { query: { ...query }, schema: userPage, signal }),

    /** The users of the organisation (its resourceId) and of every sub-organisation below it. */
    deepSearchUsers: (orgResourceId: string, query: IamListQuery, signal?: AbortSignal): Promise<IamPage<DeepSearchUser>> =>
      http.request(iamEndpoints.deepSearch, { query: { ...query, orgResourceId }, schema: deepPage, signal }),

    getUser: (organization: number, id: number, signal?: AbortSignal): Promise<IamUser> =>
      http.request(iamEndpoints.user(organization, id), { schema: iamUserSchema, signal }),

    createUser: (organization: number, user: UserCreate, signal?: AbortSignal, requestId = newRequestId()): Promise<IamUser> =>
      http.request(iamEndpoints.users(organization), { ...write('POST', requestId, signal), body: user, schema: iamUserSchema }),

    updateUser: (organization: number, id: number, user: UserUpdate, signal?: AbortSignal, requestId = newRequestId()): Promise<IamUser> =>
      http.request(iamEndpoints.user(organization, id), { ...write('PUT', requestId, signal), body: user, schema: iamUserSchema }),

    deleteUser: async (organization: number, id: number, signal?: AbortSignal, requestId = newRequestId()): Promise<void> => {
      await http.request(iamEndpoints.user(organization, id), write('DELETE', requestId, signal));
    },

    /** The user groups of a user, e.g. the personal one (type SELF_USER_ANY) that holds the user's own roles. */
    userGroups: async (organization: number, userId: number, type: UserGroup['type'], signal?: AbortSignal): Promise<UserGroup[]> =>
      (await http.request(iamEndpoints.userGroups(organization), { query: { userId, type }, schema: groupPage, signal })).content,

    addGroupRoles: async (organization: number, groupId: number, roleIds: number[], signal?: AbortSignal, requestId = newRequestId()) => {
      await http.request(iamEndpoints.groupRoles(organization, groupId, roleIds.join(',')), write('POST', requestId, signal));
    },

    removeGroupRoles: async (organization: number, groupId: number, roleIds: number[], signal?: AbortSignal, requestId = newRequestId()) => {
      await http.request(iamEndpoints.groupRoles(organization, groupId, roleIds.join(',')), write('DELETE', requestId, signal));
    },

    listRoles: (organization: number, query: IamListQuery, signal?: AbortSignal): Promise<IamPage<Role>> =>
      http.request(iamEndpoints.roles(organization), { query: { ...query, type: 'APPLICATION' }, schema: rolePage, signal }),

    getRole: (organization: number, id: number, signal?: AbortSignal): Promise<Role> =>
      http.request(iamEndpoints.role(organization, id), { schema: roleSchema, signal }),

    roleNameExists: (organization: number, name: string, signal?: AbortSignal): Promise<boolean> =>
      http.request(iamEndpoints.roleExists(organization, name), { schema: existsSchema, signal }),

    createRole: (organization: number, role: RoleWrite, signal?: AbortSignal, requestId = newRequestId()): Promise<Role> =>
      http.request(iamEndpoints.roles(organization), { ...write('POST', requestId, signal), body: role, schema: roleSchema }),

    updateRole: (organization: number, id: number, role: RoleWrite, signal?: AbortSignal, requestId = newRequestId()): Promise<Role> =>
      http.request(iamEndpoints.role(organization, id), { ...write('PUT', requestId, signal), body: role, schema: roleSchema }),

    deleteRole: async (organization: number, id: number, signal?: AbortSignal, requestId = newRequestId()): Promise<void> => {
      await http.request(iamEndpoints.role(organization, id), write('DELETE', requestId, signal));
    },

    /** The platform's full list of application permissions, in one page ordered by name. */
    applicationPermissions: async (organization: number, signal?: AbortSignal): Promise<ApplicationPermission[]> =>
      (
        await http.request(iamEndpoints.applicationPermissions(organization), {
          query: { page: 0, pageSize: permissionPageSize, orderBy: 'name', orderDir: 'asc' },
          schema: permissionPage,
          signal,
        })
      ).content,
  };
}
