// Wire shapes of the core's app calls (facts §12.1), read into the store's types (appsTypes.ts). The platform sends
// names and descriptions as plain strings or as Localizable objects (facts §12.1): both read as their text.
import * as v from 'valibot';
import { installStatuses, type AppInstallation, type AppLike, type AppToken, type Application} from './appsTypes';
import type { Schema } from './schemas';

const localizable = v.pipe(
  v.union([v.string(), v.object({ value: v.string(), i18n: v.optional(v.string()) })]),
  v.transform((text) => (typeof text === 'string' ? text : text.value)),
);

const planSchema = v.object({
  id: v.string(),
  label: v.string(),
  description: localizable,
  amount: v.number(),
  recurrent: v.optional(v.object({ period: v.string(), amount: v.number() })),
  trial: v.optional(v.object({ period: v.string() })),
});

const manifestSchema = v.object({
  vendor: v.object({ name: v.string(), website: v.string() }),
  free: v.boolean(),
  inAppPurchases: v.boolean(),
  paymentPlans: v.array(planSchema),
  scopes: v.object({ applications: v.array(v.string()), userImpersonation: v.boolean() }),
  hidden: v.boolean(),
});

export const applicationSchema = v.pipe(
  v.object({
    id: v.number(),
    key: v.string(),
    name: localizable,
    version: v.string(),
    description: localizable,
    coverImageUrl: v.string(),
    globalPage: v.object({ id: v.string(), url: v.string(), iconUrl: v.string(), title: localizable }),
    manifest: manifestSchema,
  }),
  v.transform(({ manifest, ...app }): Application => ({ ...app, ...manifest })),
) satisfies Schema<Application>;

export const installationSchema = v.object({
  id: v.number(),
  organizationId: v.number(),
  status: v.picklist(installStatuses),
  createdAt: v.string(),
  updatedAt: v.string(),
  app: applicationSchema,
  canAccess: v.boolean(),
  planId: v.optional(v.string()),
  endDate: v.optional(v.string()),
  serviceAccountUsername: v.optional(v.string()),
}) satisfies Schema<AppInstallation>;

export const appLikeSchema = v.object({ liked: v.boolean(), likes: v.pipe(v.number(), v.integer(), v.minValue(0)) }) satisfies Schema<AppLike>;

export const appTokenSchema = v.object({ jwt: v.pipe(v.string(), v.minLength(1)), expiresIn: v.number() }) satisfies Schema<AppToken>;

