// The license service's resource calls (spec §7 "Limits API" and the license manager's subscriptions): an
// organisation's limits read, created and changed, and its consumption journal over a date range, page by page or
// summed, and its subscription history. Every write carries its request id.
import * as v from 'valibot';
import type { HttpClient } from './http';
import { limitsEndpoints } from './limitsEndpoints';
import {
  resourceTypes,
  type ConsumptionQuery,
  type ConsumptionSum,
  type JournalEntry,
  type LimitCreate,
  type LimitUpdate,
  type ResourceLimit,
  type ResourceType,
  type SubscriptionChange,
} from './limitsTypes';
import { fetchAllPages } from './paging';
import { type RequestId, requestIdHeaders } from './requestIds';
import { corePageSchema } from './schemas';

const typeSchema = v.picklist(resourceTypes);

const limitSchema = v.object({
  grantingOrganization: v.string(),
  targetOrganization: v.string(),
  resourceType: typeSchema,
  quantity: v.number(),
  used: v.number(),
  granted: v.optional(v.number(), 0),
  valid: v.boolean(),
  expired: v.boolean(),
}) satisfies v.GenericSchema<unknown, ResourceLimit>;

const entrySchema = v.object({
  id: v.string(),
  orgResourceId: v.string(),
  resourceType: typeSchema,
  deviceLabel: v.optional(v.string()),
  date: v.number(),
  quantity: v.number(),
  vpnBundleExpiry: v.optional(v.number()),
}) satisfies v.GenericSchema<JournalEntry>;

const changeSchema = v.object({
  id: v.number(),
  orgResourceId: v.string(),
  resourceType: typeSchema,
  quantity: v.number(),
  previous: v.optional(v.number()),
  date: v.number(),
  by: v.string(),
}) satisfies v.GenericSchema<SubscriptionChange>;

const historyPageSchema = v.object({
  content: v.array(changeSchema),
  last: v.boolean(),
  totalElements: v.number(),
  totalPages: v.number(),
});

const sumSchema = v.object({ resourceType: typeSchema, quantity: v.number() }) satisfies v.GenericSchema<ConsumptionSum>;

const day = 86_400_000;

/**
 * The wire query: the end date extended by one day (spec §9), the sub-organisations as the three flags, the VPN
 * bundles' expiry window as its two bounds (the last day likewise extended).
 */
function consumptionParams({ orgResourceId, from, to, deviceLabel, subOrgs, vpnBundles }: ConsumptionQuery) {
  return {
    orgResourceId,
    fromDate: from,
    toDate: to + day,
    deviceLabel: deviceLabel === '' ? undefined : deviceLabel,
    includeSubOrgs: subOrgs === 'all' || undefined,
    includeSubOrgsBundled: subOrgs === 'bundled' || undefined,
    includeSubOrgsLicensed: subOrgs === 'licensed' || undefined,
    vpnBundleExpireAfter: vpnBundles?.after,
    vpnBundleExpireBefore: vpnBundles?.before === undefined ? undefined : vpnBundles.before + day,
  };
}

export type LimitsClient = ReturnType<typeof createLimitsClient>;

/** `http` is the license service's client (base `<app>/svc/license`). */
export function createLimitsClient(http: HttpClient) {
  return {
    /** The organisation's limits, one per resource type it has one for. */
    limits: (orgResourceId: string, signal?: AbortSignal): Promise<ResourceLimit[]> =>
      http.request(limitsEndpoints.limits, { query: { orgResourceId }, schema: v.array(limitSchema), signal }),

    // Both writes are answered 200/201, with an empty body on the live platform (facts §7.1): nothing is read from
    // the answer; whoever needs the limit afterwards reads it back with `limits`.
    createLimit: async (body: LimitCreate, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(limitsEndpoints.limits, { method: 'POST', body, headers: requestIdHeaders(requestId), signal });
    },

    updateLimit: async (body: LimitUpdate, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await http.request(limitsEndpoints.limits, { method: 'PUT', body, headers: requestIdHeaders(requestId), signal });
    },

    /** Every journal entry of the range, oldest first, every page. */
    journal: (type: ResourceType, query: ConsumptionQuery, signal?: AbortSignal): Promise<JournalEntry[]> =>
      fetchAllPages(
        (page, pageSize) =>
          http.request(limitsEndpoints.journal(type), {
            query: { ...consumptionParams(query), page, pageSize },
            schema: corePageSchema(entrySchema),
            signal,
          }),
        { signal },
      ),

    /** One page of the organisation's subscription changes, newest first. */
    history: (orgResourceId: string, query: { page: number; pageSize: number }, signal?: AbortSignal) =>
      http.request(limitsEndpoints.history, { query: { orgResourceId, ...query }, schema: historyPageSchema, signal }),

    sum: (type: ResourceType, query: ConsumptionQuery, signal?: AbortSignal): Promise<ConsumptionSum> =>
      http.request(limitsEndpoints.sum(type), { query: consumptionParams(query), schema: sumSchema, signal }),
  };
}
