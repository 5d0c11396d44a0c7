// What a user and a role may hold. The portal's forms and the sandbox check the same limits, so a value the form
// accepts is one the service accepts. Keycloak's defaults: user names of letters, digits and . _ - @ up to 255
// characters, kept lower-case; our password policy asks for at least 8 characters.
import type { DeviceRolePermission, MembershipRole, RequiredAction, RoleType } from './iamTypes';

export const requiredActions: readonly RequiredAction[] = ['CONFIGURE_TOTP', 'UPDATE_PASSWORD'];
/** Every type of role, in the order the portal groups them (application, data, device). */
export const roleTypes: readonly RoleType[] = ['APPLICATION', 'DATA', 'DEVICE'];

export const maxUsernameLength = 255;
export const maxEmailLength = 254;
export const passwordLength = { min: 8, max: 128 } as const;
export const maxRoleNameLength = 64;
export const maxRoleDescriptionLength = 255;
/** The full permission list is read in one page (spec §7). */
export const permissionPageSize = 500;

const usernamePattern = /^[a-z0-9._@-]+$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Role names become Keycloak role names: letters, digits, spaces and . _ - */
const roleNamePattern = /^[\p{L}\p{N} ._-]+$/u;

export const isUsername = (value: string): boolean => usernamePattern.test(value);
export const isEmail = (value: string): boolean => emailPattern.test(value);
export const isRoleName = (value: string): boolean => roleNamePattern.test(value);

export const maxGroupNameLength = 64;
export const membershipRoles: readonly MembershipRole[] = ['ADMIN', 'USER'];

/** Keycloak keeps first and last names up to 255 characters. */
export const maxPersonNameLength = 255;

/** Security policy names: as user-group names, 1 to 64 characters, unique in the organisation (without case). */
export const maxPolicyNameLength = 64;

/** Facts `DEVICE_ROLE_PERMISSION`, from nothing to everything. */
export const deviceRolePermissions: readonly DeviceRolePermission[] = ['NONE', 'REGULAR_USER', 'ADMINISTRATOR'];
/** Devices asked about in one `roles/areAuthorized` (ours): the largest device page the portal shows. */
export const maxAuthorizationDevices = 1000;
/** A device id looked up in `roles/isAuthorized` (ours): ids longer than this are refused at the field and by the service. */
export const maxDeviceIdLength = 255;
