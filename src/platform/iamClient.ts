// The core's people and permissions (spec §7 "Core API": users, users/{u}/exists, the deep search, user groups,
// roles and the application permissions). Loaded on first use (src/portal/platform.ts), so neither its code nor its
// paths are in the entry: only the IAM screens call it. Core paths name the organisation by its numeric id; the
// deep search by its resourceId.
import { accountEndpoints, apiKeyEndpoints, groupEndpoints, iamEndpoints, securityPolicyEndpoints } from './iamEndpoints';
import { permissionPageSize } from './iamRules';
import {
  accountSchema,
  apiKeySchema,
  applicationPermissionSchema,
  clientSecretSchema,
  corePageOf,
  deepSearchUserSchema,
  deviceAuthorizationsSchema,
  existsSchema,
  groupMemberSchema,
  iamUserSchema,
  modelPathPermissionsSchema,
  registeredModelPathSchema,
  myUserGroupSchema,
  newApiKeySchema,
  policyDeviceSchema,
  revokedPermissionsSchema,
  roleSchema,
  securityPolicySchema,
  userGroupDetailSchema,
  userGroupSchema,
} from './iamSchemas';
import type {
  Account,
  AccountProfile,
  ApiKey,
  ApplicationPermission,
  ClientSecret,
  DeepSearchUser,
  DeviceAuthorization,
  GroupMember,
  IamUser,
  MembershipRole,
  ModelPathPermission,
  MyUserGroup,
  NewApiKey,
  PolicyDevice,
  RegisteredModelPath,
  RevokedPermissions,
  Role,
  RoleType,
  RoleWrite,
  SecurityPolicy,
  SecurityPolicyWrite,
  UserCreate,
  UserGroup,
  UserGroupDetail,
  UserGroupPermissionChange,
  UserGroupWrite,
  UserUpdate,
} from './iamTypes';
import type { HttpClient } from './http';
import { type RequestId, requestIdHeaders } from './requestIds';

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

/** A person belongs to few user groups: one page holds them all. */
const groupsOfUserPageSize = 100;

/** `http` is the core client (base `<app>/svc/core`, the core's timeout). */
export function createIamClient(http: HttpClient) {
  const userPage = corePageOf(iamUserSchema);
  const deepPage = corePageOf(deepSearchUserSchema);
  const rolePage = corePageOf(roleSchema);
  const groupPage = corePageOf(userGroupSchema);
  const permissionPage = corePageOf(applicationPermissionSchema);
  const memberPage = corePageOf(groupMemberSchema);
  const myGroupPage = corePageOf(myUserGroupSchema);
  const apiKeyPage = corePageOf(apiKeySchema);
  const policyPage = corePageOf(securityPolicySchema);
  const policyDevicePage = corePageOf(policyDeviceSchema);
  const modelPathPage = corePageOf(registeredModelPathSchema);
  const write = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', requestId: RequestId, signal: AbortSignal | undefined) => ({
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

    /** The organisation's user with exactly this name; a 404 when it has none. */
    userByName: (organization: number, username: string, signal?: AbortSignal): Promise<IamUser> =>
      http.request(iamEndpoints.userByName(organization, username), { schema: iamUserSchema, signal }),

    createUser: (organization: number, user: UserCreate, signal: AbortSignal | undefined, requestId: RequestId): Promise<IamUser> =>
      http.request(iamEndpoints.users(organization), { ...write('POST', requestId, signal), body: user, schema: iamUserSchema }),

    updateUser: (organization: number, id: number, user: UserUpdate, signal: AbortSignal | undefined, requestId: RequestId): Promise<IamUser> =>
      http.request(iamEndpoints.user(organization, id), { ...write('PUT', requestId, signal), body: user, schema: iamUserSchema }),

    deleteUser: async (organization: number, id: number, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(iamEndpoints.user(organization, id), write('DELETE', requestId, signal));
    },

    /** The user groups of a user, e.g. the personal one (type SELF_USER_ANY) that holds the user's own roles. */
    userGroups: async (organization: number, userId: number, type: UserGroup['type'], signal?: AbortSignal): Promise<UserGroup[]> =>
      (await http.request(iamEndpoints.userGroups(organization), { query: { userId, type }, schema: groupPage, signal })).content,

    addGroupRoles: async (organization: number, groupId: number, roleIds: number[], signal: AbortSignal | undefined, requestId: RequestId) => {
      await http.request(iamEndpoints.groupRoles(organization, groupId, roleIds.join(',')), write('POST', requestId, signal));
    },

    removeGroupRoles: async (organization: number, groupId: number, roleIds: number[], signal: AbortSignal | undefined, requestId: RequestId) => {
      await http.request(iamEndpoints.groupRoles(organization, groupId, roleIds.join(',')), write('DELETE', requestId, signal));
    },

    /** The organisation's roles of one type (application roles unless asked), a page at a time. */
    /** Roles of one type, or of several (the facts' filter joins them with commas). */
    listRoles: (organization: number, query: IamListQuery, signal?: AbortSignal, type: RoleType | readonly RoleType[] = 'APPLICATION'): Promise<IamPage<Role>> =>
      http.request(iamEndpoints.roles(organization), { query: { ...query, type: typeof type === 'string' ? type : type.join(',') }, schema: rolePage, signal }),

    getRole: (organization: number, id: number, signal?: AbortSignal): Promise<Role> =>
      http.request(iamEndpoints.role(organization, id), { schema: roleSchema, signal }),

    roleNameExists: (organization: number, name: string, signal?: AbortSignal): Promise<boolean> =>
      http.request(iamEndpoints.roleExists(organization, name), { schema: existsSchema, signal }),

    createRole: (organization: number, role: RoleWrite, signal: AbortSignal | undefined, requestId: RequestId): Promise<Role> =>
      http.request(iamEndpoints.roles(organization), { ...write('POST', requestId, signal), body: role, schema: roleSchema }),

    updateRole: (organization: number, id: number, role: RoleWrite, signal: AbortSignal | undefined, requestId: RequestId): Promise<Role> =>
      http.request(iamEndpoints.role(organization, id), { ...write('PUT', requestId, signal), body: role, schema: roleSchema }),

    deleteRole: async (organization: number, id: number, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(iamEndpoints.role(organization, id), write('DELETE', requestId, signal));
    },

    /** A data role's model-path permissions. */
    modelPathPermissions: (organization: number, roleId: number, signal?: AbortSignal): Promise<ModelPathPermission[]> =>
      http.request(iamEndpoints.modelPathPermissions(organization, roleId), { schema: modelPathPermissionsSchema, signal }),

    /** Replaces a data role's model-path permissions with these; answers what is stored. */
    setModelPathPermissions: (
      organization: number,
      roleId: number,
      permissions: ModelPathPermission[],
      signal: AbortSignal | undefined,
      requestId: RequestId,
    ): Promise<ModelPathPermission[]> =>
      http.request(iamEndpoints.modelPathPermissions(organization, roleId), {
        ...write('PUT', requestId, signal),
        body: permissions,
        schema: modelPathPermissionsSchema,
      }),

    /** The model paths the organisation registered, a page at a time, in order, searched by text. */
    modelPaths: (organization: number, query: IamListQuery, signal?: AbortSignal): Promise<IamPage<RegisteredModelPath>> =>
      http.request(iamEndpoints.modelPaths(organization), { query: { ...query }, schema: modelPathPage, signal }),

    /** Registers a model path (`<model>:<major>/<tag path>`); one registered already is refused (409). */
    createModelPath: (organization: number, modelPath: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<RegisteredModelPath> =>
      http.request(iamEndpoints.modelPaths(organization), { ...write('POST', requestId, signal), body: { modelPath }, schema: registeredModelPathSchema }),

    /** The platform's full list of application permissions, in one page ordered by name. */
    applicationPermissions: async (organization: number, signal?: AbortSignal): Promise<ApplicationPermission[]> =>
      (
        await http.request(iamEndpoints.applicationPermissions(organization), {
          query: { page: 0, pageSize: permissionPageSize, orderBy: 'name', orderDir: 'asc' },
          schema: permissionPage,
          signal,
        })
      ).content,

    /** The organisation's user groups of one type (STANDARD: those it made), a page at a time, searched by name. */
    listGroups: (organization: number, query: IamListQuery, type: UserGroup['type'], signal?: AbortSignal): Promise<IamPage<UserGroup>> =>
      http.request(iamEndpoints.userGroups(organization), { query: { ...query, type }, schema: groupPage, signal }),

    /** Every user group a user belongs to, the personal one included (one page: a person is in few groups). */
    groupsOfUser: async (organization: number, userId: number, signal?: AbortSignal): Promise<UserGroup[]> =>
      (await http.request(iamEndpoints.userGroups(organization), { query: { userId, page: 0, pageSize: groupsOfUserPageSize }, schema: groupPage, signal }))
        .content,

    /** The caller's own user groups, with the caller's membership role in each. */
    myGroups: (organization: number, query: IamListQuery, signal?: AbortSignal): Promise<IamPage<MyUserGroup>> =>
      http.request(groupEndpoints.mine(organization), { query: { ...query }, schema: myGroupPage, signal }),

    /** One user group with the roles it gives. */
    getGroup: (organization: number, id: number, signal?: AbortSignal): Promise<UserGroupDetail> =>
      http.request(groupEndpoints.userGroup(organization, id), { schema: userGroupDetailSchema, signal }),

    createGroup: (organization: number, group: UserGroupWrite, signal: AbortSignal | undefined, requestId: RequestId): Promise<UserGroup> =>
      http.request(iamEndpoints.userGroups(organization), { ...write('POST', requestId, signal), body: group, schema: userGroupSchema }),

    updateGroup: (organization: number, id: number, group: UserGroupWrite, signal: AbortSignal | undefined, requestId: RequestId): Promise<UserGroup> =>
      http.request(groupEndpoints.userGroup(organization, id), { ...write('PUT', requestId, signal), body: group, schema: userGroupSchema }),

    deleteGroup: async (organization: number, id: number, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(groupEndpoints.userGroup(organization, id), write('DELETE', requestId, signal));
    },

    groupMembers: (organization: number, id: number, query: IamListQuery, signal?: AbortSignal): Promise<IamPage<GroupMember>> =>
      http.request(groupEndpoints.members(organization, id), { query: { ...query }, schema: memberPage, signal }),

    /** Adds a member with a membership role, or changes the role of one already in the group. */
    addGroupMember: (organization: number, id: number, userId: number, role: MembershipRole, signal: AbortSignal | undefined, requestId: RequestId): Promise<GroupMember> =>
      http.request(groupEndpoints.member(organization, id, userId), { ...write('POST', requestId, signal), query: { role }, schema: groupMemberSchema }),

    removeGroupMember: async (organization: number, id: number, userId: number, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(groupEndpoints.member(organization, id, userId), write('DELETE', requestId, signal));
    },

    /** What a permission change of a user group would take from each person it reaches; nothing is changed. */
    testApplicationPermissions: (organization: number, groupId: number, change: UserGroupPermissionChange, signal?: AbortSignal): Promise<RevokedPermissions[]> =>
      http.request(groupEndpoints.testApplicationPermissions(organization), {
        method: 'POST',
        query: { revokedOnly: true },
        body: { userGroupId: groupId, ...change },
        schema: revokedPermissionsSchema,
        signal,
      }),

    /**
     * Whether the caller may reach the VPN gateway named `vpnName`, or a person (the caller without `userId`) the
     * device `deviceId` (spec §7 roles/isAuthorized; answers true or false).
     */
    isAuthorized: (organization: number, target: { vpnName: string } | { deviceId: string; userId?: number }, signal?: AbortSignal): Promise<boolean> =>
      http.request(iamEndpoints.isAuthorized(organization), { query: { ...target }, schema: existsSchema, signal }),

    /** For each device, whether the user may reach it and through which security policies: one call for them all. */
    areAuthorized: (organization: number, userId: number, deviceIds: readonly string[], signal?: AbortSignal): Promise<DeviceAuthorization[]> =>
      http.request(iamEndpoints.areAuthorized(organization), { method: 'POST', body: { userId, deviceIds }, schema: deviceAuthorizationsSchema, signal }),

    /** Applies one user-group permission change as a whole. */
    changeGroupPermissions: async (organization: number, groupId: number, change: UserGroupPermissionChange, signal: AbortSignal | undefined, requestId: RequestId) => {
      await http.request(groupEndpoints.permissions(organization, groupId), { ...write('PUT', requestId, signal), body: change });
    },
    /** The organisation's API keys, or one user's (their user name), a page at a time; the secrets are never listed. */
    listApiKeys: (organization: number, query: IamListQuery & { username?: string }, signal?: AbortSignal): Promise<IamPage<ApiKey>> =>
      http.request(apiKeyEndpoints.apiKeys(organization), { query: { ...query }, schema: apiKeyPage, signal }),

    /** A new key for a user of the organisation; its answer is the only one that carries the secret. */
    createApiKey: (organization: number, username: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<NewApiKey> =>
      http.request(apiKeyEndpoints.apiKeys(organization), { ...write('POST', requestId, signal), query: { username }, schema: newApiKeySchema }),

    deleteApiKey: async (organization: number, id: number, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(apiKeyEndpoints.apiKey(organization, id), write('DELETE', requestId, signal));
    },

    /** The organisation's security policies, a page at a time, their names searched; with `parentId`, its children. */
    listPolicies: (organization: number, query: IamListQuery, signal?: AbortSignal): Promise<IamPage<SecurityPolicy>> =>
      http.request(securityPolicyEndpoints.policies(organization), {
        query: { page: query.page, pageSize: query.pageSize, name: query.search },
        schema: policyPage,
        signal,
      }),

    createPolicy: (organization: number, policy: SecurityPolicyWrite, signal: AbortSignal | undefined, requestId: RequestId): Promise<SecurityPolicy> =>
      http.request(securityPolicyEndpoints.policies(organization), { ...write('POST', requestId, signal), body: policy, schema: securityPolicySchema }),

    updatePolicy: (organization: number, id: number, policy: SecurityPolicyWrite, signal: AbortSignal | undefined, requestId: RequestId): Promise<SecurityPolicy> =>
      http.request(securityPolicyEndpoints.policy(organization, id), { ...write('PUT', requestId, signal), body: policy, schema: securityPolicySchema }),

    deletePolicy: async (organization: number, id: number, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(securityPolicyEndpoints.policy(organization, id), write('DELETE', requestId, signal));
    },

    /** The policies whose parent is this one. */
    policyChildren: (organization: number, id: number, query: IamListQuery, signal?: AbortSignal): Promise<IamPage<SecurityPolicy>> =>
      http.request(securityPolicyEndpoints.children(organization, id), { query: { page: query.page, pageSize: query.pageSize }, schema: policyPage, signal }),

    policyDevices: (organization: number, id: number, query: IamListQuery, signal?: AbortSignal): Promise<IamPage<PolicyDevice>> =>
      http.request(securityPolicyEndpoints.devices(organization, id), { query: { page: query.page, pageSize: query.pageSize }, schema: policyDevicePage, signal }),

    addPolicyDevice: async (organization: number, id: number, deviceId: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(securityPolicyEndpoints.device(organization, id, deviceId), write('POST', requestId, signal));
    },

    removePolicyDevice: async (organization: number, id: number, deviceId: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(securityPolicyEndpoints.device(organization, id, deviceId), write('DELETE', requestId, signal));
    },

    /** A user's security policies (a person holds few: one page). */
    userPolicies: (organization: number, userId: number, query: IamListQuery, signal?: AbortSignal): Promise<IamPage<SecurityPolicy>> =>
      http.request(securityPolicyEndpoints.userPolicies(organization, userId), { query: { page: query.page, pageSize: query.pageSize }, schema: policyPage, signal }),

    addUserPolicies: async (organization: number, userId: number, policyIds: number[], signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(securityPolicyEndpoints.userPolicy(organization, userId, policyIds.join(',')), write('POST', requestId, signal));
    },

    removeUserPolicies: async (organization: number, userId: number, policyIds: number[], signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(securityPolicyEndpoints.userPolicy(organization, userId, policyIds.join(',')), write('DELETE', requestId, signal));
    },

    /** A service account's client secret, read on request. */
    clientSecret: (organization: number, userId: number, signal?: AbortSignal): Promise<ClientSecret> =>
      http.request(securityPolicyEndpoints.clientSecret(organization, userId), { schema: clientSecretSchema, signal }),

    /** A new client secret for the service account, replacing the old one. Answers the new one. */
    rotateClientSecret: (organization: number, userId: number, signal: AbortSignal | undefined, requestId: RequestId): Promise<ClientSecret> =>
      http.request(securityPolicyEndpoints.clientSecret(organization, userId), { ...write('POST', requestId, signal), schema: clientSecretSchema }),

    /** The signed-in person's profile, credentials and sessions. */
    account: (signal?: AbortSignal): Promise<Account> => http.request(accountEndpoints.account, { schema: accountSchema, signal }),

    updateAccount: (profile: AccountProfile, signal: AbortSignal | undefined, requestId: RequestId): Promise<Account> =>
      http.request(accountEndpoints.account, { ...write('PATCH', requestId, signal), body: profile, schema: accountSchema }),

    deleteAccountCredential: async (id: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(accountEndpoints.credential(id), write('DELETE', requestId, signal));
    },

    /** Ends one of the person's sessions: its tokens are refused from then on and its next refresh fails. */
    deleteAccountSession: async (id: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(accountEndpoints.session(id), write('DELETE', requestId, signal));
    },
  };
}
