// Response schemas for the answers that drive logic (guard chain, organisation choice, token scoping, notices).
// Objects are not strict: the platform sends more fields than the portal reads, and those are dropped.
// `satisfies z.ZodType<T>` ties each schema to the shared contract in types.ts, so a drift fails type-checking.
import * as z from 'zod';
import type {
  AccessTokenClaims,
  Agreement,
  AgreementCheck,
  CurrentUser,
  LoginInfo,
  Organization,
  StatusPage,
  Theme,
  TokenResponse,
  UserPreference,
} from './types';

/** The part of a core page (facts §3) that fetchAllPages reads. */
export const corePageSchema = <T extends z.ZodType>(item: T) => z.object({ content: z.array(item), last: z.boolean() });

export const loginInfoSchema = z.object({ realmName: z.string().min(1) }) satisfies z.ZodType<LoginInfo>;

export const organizationSchema = z.object({
  id: z.number(),
  name: z.string(),
  label: z.string(),
  status: z.string(),
  resourceId: z.string().min(1),
  parentId: z.number().optional(),
  hostname: z.string(),
  dataEnabled: z.boolean(),
  vpnEnabled: z.boolean(),
  vpnOtpRequired: z.boolean(),
  storeEnabled: z.boolean(),
  userCanAccess: z.boolean(),
  // Licence-side fields (spec §3) come from the licences service on the live platform (facts §4.3), so a core
  // answer may lack them.
  dealer: z.boolean().default(false),
  hasOwnResources: z.boolean().default(false),
}) satisfies z.ZodType<Organization>;

export const currentUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
}) satisfies z.ZodType<CurrentUser>;

const agreementTypeSchema = z.enum(['TERM', 'PRIVACY', 'MAINTENANCE']);

export const agreementCheckSchema = z.object({
  types: z.array(agreementTypeSchema),
}) satisfies z.ZodType<AgreementCheck>;

export const agreementSchema = z.object({
  id: z.number(),
  type: agreementTypeSchema,
  version: z.string(),
  title: z.string(),
  content: z.string(),
}) satisfies z.ZodType<Agreement>;

export const userPreferenceSchema = z.object({
  id: z.number(),
  orgResourceId: z.string(),
  username: z.string(),
  serviceName: z.string(),
  value1: z.string(),
}) satisfies z.ZodType<UserPreference>;

const colour = z.string();
export const themeSchema = z.object({
  brandName: z.string(),
  colors: z.object({
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
}) satisfies z.ZodType<Theme>;

const statusIssueSchema = z.object({
  id: z.string(),
  status: z.string(),
  name: z.string(),
  updatedAt: z.string(),
  date: z.string(),
  type: z.enum(['incident', 'maintenance']),
});
export const statusPageSchema = z.object({
  activeIncidents: z.array(statusIssueSchema),
  activeMaintenances: z.array(statusIssueSchema),
}) satisfies z.ZodType<StatusPage>;

export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number(),
  refresh_token: z.string().optional(),
  refresh_expires_in: z.number().optional(),
  token_type: z.string(),
  id_token: z.string().optional(),
  scope: z.string().optional(),
}) satisfies z.ZodType<TokenResponse>;

const rolesSchema = z.object({ roles: z.array(z.string()) });
export const accessTokenClaimsSchema = z.object({
  exp: z.number(),
  iat: z.number(),
  sub: z.string(),
  preferred_username: z.string(),
  email: z.string().optional(),
  scope: z.string().optional(),
  realm_access: rolesSchema.optional(),
  resource_access: z.record(z.string(), rolesSchema).optional(),
  authorization: z
    .object({
      permissions: z.array(z.object({ rsid: z.string(), rsname: z.string(), scopes: z.array(z.string()).default([]) })),
    })
    .optional(),
}) satisfies z.ZodType<AccessTokenClaims>;
