// Response schemas of the core's people-and-permissions calls. Objects are not strict: extra fields are dropped.
import * as v from 'valibot';
import type {
  Account,
  ApiKey,
  ApplicationPermission,
  ClientSecret,
  DeviceAuthorization,
  DeepSearchUser,
  GroupMember,
  IamUser,
  NewApiKey,
  RegisteredModelPath,
  PolicyDevice,
  SecurityPolicy,
  ModelPathPermission,
  MyUserGroup,
  RevokedPermissions,
  Role,
  UserGroup,
  UserGroupDetail,
} from './iamTypes';
import type { Schema } from './schemas';

export const iamUserSchema = v.object({
  id: v.number(),
  username: v.string(),
  email: v.string(),
  firstName: v.optional(v.string()),
  lastName: v.optional(v.string()),
  serviceAccount: v.optional(v.boolean()),
  groupPoliciesEnabled: v.optional(v.boolean()),
}) satisfies Schema<IamUser>;

export const deepSearchUserSchema = v.object({
  id: v.number(),
  username: v.string(),
  email: v.string(),
  serviceAccount: v.optional(v.boolean()),
  organizations: v.array(v.object({ resourceId: v.string() })),
}) satisfies Schema<DeepSearchUser>;

export const userGroupSchema = v.object({
  id: v.number(),
  name: v.string(),
  organizationId: v.number(),
  type: v.picklist(['STANDARD', 'SELF_USER_ANY', 'SELF_USER', 'ALL_USER', 'SELF_USER_SERVICE', 'ALL']),
}) satisfies Schema<UserGroup>;

export const applicationPermissionSchema = v.object({ id: v.number(), name: v.string() }) satisfies Schema<ApplicationPermission>;

export const roleSchema = v.object({
  id: v.number(),
  name: v.string(),
  label: v.string(),
  description: v.optional(v.string(), ''),
  type: v.picklist(['APPLICATION', 'DATA', 'DEVICE']),
  owner: v.string(),
  enabled: v.boolean(),
  organizationId: v.number(),
  applicationPermissions: v.optional(v.array(applicationPermissionSchema), []),
  deviceGroupPermissions: v.optional(
    v.array(v.object({ securityPolicyId: v.number(), permission: v.picklist(['NONE', 'REGULAR_USER', 'ADMINISTRATOR']) })),
    [],
  ),
}) satisfies Schema<Role>;

export const modelPathPermissionsSchema = v.array(
  v.object({ modelId: v.string(), path: v.string(), mode: v.picklist(['R', 'RW']) }),
) satisfies Schema<ModelPathPermission[]>;

export const registeredModelPathSchema = v.object({ id: v.number(), modelPath: v.string() }) satisfies Schema<RegisteredModelPath>;

/** The core page (facts §3) as a list shows it. */
export const corePageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ content: v.array(item), number: v.number(), totalElements: v.number(), totalPages: v.number(), last: v.boolean() });

export const existsSchema = v.boolean();

const membershipRoleSchema = v.picklist(['ADMIN', 'USER']);

export const userGroupDetailSchema = v.object({ ...userGroupSchema.entries, roles: v.array(roleSchema) }) satisfies Schema<UserGroupDetail>;

export const myUserGroupSchema = v.object({ ...userGroupSchema.entries, membershipRole: membershipRoleSchema }) satisfies Schema<MyUserGroup>;

export const groupMemberSchema = v.object({
  id: v.number(),
  username: v.string(),
  email: v.string(),
  membershipRole: membershipRoleSchema,
}) satisfies Schema<GroupMember>;

export const revokedPermissionsSchema = v.array(
  v.object({ userId: v.number(), username: v.string(), permissions: v.array(v.string()) }),
) satisfies Schema<RevokedPermissions[]>;

export const apiKeySchema = v.object({
  id: v.number(),
  orgResourceId: v.string(),
  userId: v.number(),
  username: v.string(),
  createdDate: v.string(),
}) satisfies Schema<ApiKey>;

export const newApiKeySchema = v.object({ ...apiKeySchema.entries, key: v.string() }) satisfies Schema<NewApiKey>;

export const accountSchema = v.object({
  username: v.string(),
  email: v.string(),
  firstName: v.optional(v.string(), ''),
  lastName: v.optional(v.string(), ''),
  credentials: v.array(v.object({ id: v.string(), type: v.string(), userLabel: v.optional(v.string(), ''), createdDate: v.number() })),
  sessions: v.array(
    v.object({ id: v.string(), ipAddress: v.optional(v.string(), ''), start: v.number(), lastAccess: v.number(), current: v.optional(v.boolean(), false) }),
  ),
}) satisfies Schema<Account>;

export const securityPolicySchema = v.object({
  id: v.number(),
  name: v.string(),
  parentId: v.optional(v.number()),
  deviceCount: v.optional(v.number(), 0),
}) satisfies Schema<SecurityPolicy>;

export const policyDeviceSchema = v.object({ id: v.string(), label: v.string() }) satisfies Schema<PolicyDevice>;

export const deviceAuthorizationsSchema = v.array(
  v.object({
    deviceId: v.string(),
    authorized: v.boolean(),
    administrator: v.boolean(),
    securityPolicies: v.array(v.object({ id: v.number(), name: v.string() })),
    deviceRoles: v.array(
      v.object({
        roleId: v.number(),
        roleName: v.string(),
        securityPolicyId: v.number(),
        securityPolicyName: v.string(),
        permission: v.picklist(['REGULAR_USER', 'ADMINISTRATOR']),
      }),
    ),
  }),
) satisfies Schema<DeviceAuthorization[]>;

export const clientSecretSchema = v.object({ clientSecret: v.string(), tokenEndpoint: v.string() }) satisfies Schema<ClientSecret>;
