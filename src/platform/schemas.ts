// Response schemas for the answers that drive logic (guard chain, organisation choice, token scoping, notices).
// Objects are not strict: the platform sends more fields than the portal reads, and those are dropped.
// `satisfies Schema<T>` ties each schema to the shared contract in types.ts, so a drift fails type-checking.
import * as v from 'valibot';
import type {
  AccessTokenClaims,
  Agreement,
  AgreementCheck,
  CurrentUser,
  LoginInfo,
  Organization,
  Theme,
  TokenResponse,
  UserPreference,
} from './types';

/** A schema whose output is T, whatever it accepts. */
export type Schema<T> = v.GenericSchema<unknown, T>;

/** The part of a core page (facts §3) that fetchAllPages reads. */
export const corePageSchema = <T extends v.GenericSchema>(item: T) => v.object({ content: v.array(item), last: v.boolean() });

export const loginInfoSchema = v.object({ realmName: v.pipe(v.string(), v.minLength(1)) }) satisfies Schema<LoginInfo>;

export const organizationSchema = v.object({
  id: v.number(),
  name: v.string(),
  label: v.string(),
  status: v.string(),
  resourceId: v.pipe(v.string(), v.minLength(1)),
  parentId: v.optional(v.number()),
  hostname: v.string(),
  dataEnabled: v.boolean(),
  vpnEnabled: v.boolean(),
  vpnOtpRequired: v.boolean(),
  storeEnabled: v.boolean(),
  userCanAccess: v.boolean(),
  // Licence-side fields (spec §3) come from the licences service on the live platform (facts §4.3), so a core
  // answer may lack them.
  dealer: v.optional(v.boolean(), false),
  hasOwnResources: v.optional(v.boolean(), false),
}) satisfies Schema<Organization>;

export const currentUserSchema = v.object({
  id: v.number(),
  username: v.string(),
  email: v.string(),
  firstName: v.optional(v.string()),
  lastName: v.optional(v.string()),
}) satisfies Schema<CurrentUser>;

const agreementTypeSchema = v.picklist(['TERM', 'PRIVACY', 'MAINTENANCE']);

export const agreementCheckSchema = v.object({
  types: v.array(agreementTypeSchema),
}) satisfies Schema<AgreementCheck>;

export const agreementSchema = v.object({
  id: v.number(),
  type: agreementTypeSchema,
  version: v.string(),
  title: v.string(),
  content: v.string(),
}) satisfies Schema<Agreement>;

// Facts §4.3 UserPreference names its text `value`; spec §3 names it `value1`: either is read, `value` is written.
export const userPreferenceSchema = v.pipe(
  v.object({
    id: v.number(),
    orgResourceId: v.string(),
    username: v.string(),
    serviceName: v.string(),
    value: v.optional(v.string()),
    value1: v.optional(v.string()),
  }),
  v.check(({ value, value1 }) => value !== undefined || value1 !== undefined, 'a preference carries its value'),
  v.transform(({ value, value1, ...preference }): UserPreference => ({ ...preference, value: value ?? value1 ?? '' })),
) satisfies Schema<UserPreference>;

const colour = v.string();
export const themeSchema = v.object({
  brandName: v.string(),
  colors: v.object({
    wt: colour,
    g1: colour,
    g2: colour,
    g3: colour,
    g4: colour,
    dk: colour,
    primary: colour,
    primaryDk1: colour,
    primaryDk2: colour,
    highlight: colour,
    alert: colour,
    warningSerious: colour,
    warningMild: colour,
    good: colour,
  }),
}) satisfies Schema<Theme>;

export const tokenResponseSchema = v.object({
  access_token: v.pipe(v.string(), v.minLength(1)),
  expires_in: v.number(),
  refresh_token: v.optional(v.string()),
  refresh_expires_in: v.optional(v.number()),
  token_type: v.string(),
  id_token: v.optional(v.string()),
  scope: v.optional(v.string()),
}) satisfies Schema<TokenResponse>;

const rolesSchema = v.object({ roles: v.array(v.string()) });
export const accessTokenClaimsSchema = v.object({
  exp: v.number(),
  iat: v.number(),
  sub: v.string(),
  preferred_username: v.string(),
  email: v.optional(v.string()),
  scope: v.optional(v.string()),
  realm_access: v.optional(rolesSchema),
  resource_access: v.optional(v.record(v.string(), rolesSchema)),
  authorization: v.optional(
    v.object({
      permissions: v.array(
        v.object({ rsid: v.string(), rsname: v.string(), scopes: v.optional(v.array(v.string()), []) }),
      ),
    }),
  ),
}) satisfies Schema<AccessTokenClaims>;
