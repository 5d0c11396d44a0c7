// Licences service (spec §7 "Licences service", facts §7.1), base `<app>/svc/licenses`: a dealer's products (all
// versions, counted), the licences it sells (newest first; created, opened, withdrawn, autorenew switched, renewed,
// activated by code for an organisation, with the expiry a code would have), its clients with their subscription
// summary (narrowed by expiry and activation ranges), their aggregates per resource type for a page of them in one
// request, one client's subscriptions, aggregates and trial's end, and an organisation's licence-side settings (dealer,
// own resources). Paged answers carry `content` and `last`. Every write carries its request id.
import * as v from 'valibot';
import type { HttpClient, RequestOptions } from './http';
import { licencesEndpoints } from './licencesEndpoints';
import { fetchAllPages } from './paging';
import {
  productTypes,
  resourceTypes,
  type ClientFilter,
  type ClientSummary,
  type Licence,
  type LicenceCreate,
  type LicenceOrganization,
  type LicenceSettings,
  type Product,
  type ProductWrite,
  type SubscriptionAggregated,
} from './licencesTypes';
import { licenceOrder } from './licenceRules';
import { type RequestId, requestIdHeaders } from './requestIds';

const resourceType = v.picklist(resourceTypes);

const productSchema = v.object({
  id: v.number(),
  orgResourceId: v.string(),
  code: v.string(),
  label: v.string(),
  type: v.picklist(productTypes),
  trial: v.boolean(),
  autorenewDefaultValueForNewLicenses: v.boolean(),
  version: v.number(),
  lastVersion: v.boolean(),
  resources: v.array(v.object({ resourceType, quantity: v.number(), duration: v.number() })),
}) satisfies v.GenericSchema<Product>;

const subscriptionResource = v.object({ resourceType, quantity: v.number(), used: v.number(), expired: v.boolean() });

const licenceSchema = v.object({
  licenseId: v.number(),
  code: v.string(),
  creationDate: v.number(),
  activationDate: v.optional(v.number()),
  expirationDate: v.optional(v.number()),
  autorenew: v.boolean(),
  currency: v.string(),
  price: v.number(),
  externalRef: v.string(),
  used: v.boolean(),
  expired: v.boolean(),
  orgResourceId: v.string(),
  targetOrgResourceId: v.string(),
  activatedOrgResourceId: v.optional(v.string()),
  product: v.object({ id: v.number(), code: v.string(), label: v.string(), version: v.number(), trial: v.boolean() }),
  resources: v.array(subscriptionResource),
}) satisfies v.GenericSchema<Licence>;

const clientSummarySchema = v.object({
  orgResourceId: v.string(),
  name: v.string(),
  activeSubscriptions: v.number(),
  notRedeemed: v.number(),
  resources: v.array(v.object({ resourceType, quantity: v.number(), used: v.number() })),
  nextExpirationDate: v.optional(v.number()),
  trialExpirationDate: v.optional(v.number()),
}) satisfies v.GenericSchema<ClientSummary>;

const aggregatedSchema = v.object({
  org: v.string(),
  resourceType,
  quantity: v.number(),
  used: v.number(),
  expired: v.boolean(),
  granted: v.number(),
  licensed: v.optional(v.number()),
  grantedUsed: v.optional(v.number()),
}) satisfies v.GenericSchema<SubscriptionAggregated>;

const licenceOrganizationSchema = v.object({
  id: v.number(),
  orgResourceId: v.string(),
  dealer: v.boolean(),
  hasOwnResources: v.boolean(),
}) satisfies v.GenericSchema<LicenceOrganization>;

/** The service's page: `content` and `last`, with the totals a pager shows. */
const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ content: v.array(item), last: v.boolean(), totalElements: v.number(), totalPages: v.number() });

export interface LicencesPage<T> {
  content: T[];
  last: boolean;
  totalElements: number;
  totalPages: number;
}

/** Spec §9: the full product list is read in one page of this size. */
export const productPageSize = 10_000;

/** Spec §9: licences are counted a page of this size at a time. */
export const licenceCountPageSize = 1000;

/** How the dealer's licences stand (ours: the spec names the count's page size only). */
export interface LicenceTally {
  sold: number;
  /** Activated and running. */
  active: number;
  /** Sold, not yet activated by the client. */
  notRedeemed: number;
  /** Activated, and ended. */
  ended: number;
}

export type LicencesClient = ReturnType<typeof createLicencesClient>;

export function createLicencesClient(http: HttpClient) {
  /** A write: its request id travels in the header (src/platform/requestIds.ts). */
  const write = <T>(path: string, requestId: RequestId, options: RequestOptions<T>) =>
    http.request(path, { ...options, headers: requestIdHeaders(requestId) });

  return {
    /** The dealer's products: last versions only, or every version (spec §9: one page of 10 000). */
    products: (orgResourceId: string, includeAllVersions: boolean, signal?: AbortSignal): Promise<LicencesPage<Product>> =>
      http.request(licencesEndpoints.products, {
        query: { orgResourceId, includeAllVersions, pageSize: productPageSize },
        schema: pageOf(productSchema),
        signal,
      }),

    /** How many products (last versions) the dealer has. */
    productCount: (orgResourceId: string, signal?: AbortSignal): Promise<number> =>
      http.request(licencesEndpoints.productCount, { query: { orgResourceId }, schema: v.object({ count: v.number() }), signal }).then(({ count }) => count),

    /** One product version, as the service holds it now. */
    product: (id: number, signal?: AbortSignal): Promise<Product> => http.request(licencesEndpoints.product(id), { schema: productSchema, signal }),

    createProduct: (orgResourceId: string, product: ProductWrite, signal: AbortSignal | undefined, requestId: RequestId): Promise<Product> =>
      write(licencesEndpoints.products, requestId, { method: 'POST', signal, body: { ...product, orgResourceId }, schema: productSchema }),

    /** Saves a new version of the product; the old one stays for the licences sold with it. */
    updateProduct: (orgResourceId: string, id: number, product: ProductWrite, signal: AbortSignal | undefined, requestId: RequestId): Promise<Product> =>
      write(licencesEndpoints.product(id), requestId, { method: 'PUT', signal, query: { orgResourceId }, body: product, schema: productSchema }),

    deleteProduct: async (orgResourceId: string, id: number, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await write(licencesEndpoints.product(id), requestId, { method: 'DELETE', signal, query: { orgResourceId } });
    },

    /** One page of the dealer's clients, each with its subscription summary; narrowed by the filter's ranges. */
    clientSummaries: (
      createdByOrgResourceId: string,
      query: { page: number; pageSize: number } & ClientFilter,
      signal?: AbortSignal,
    ): Promise<LicencesPage<ClientSummary>> =>
      http.request(licencesEndpoints.clientSummaries, { query: { createdByOrgResourceId, ...query }, schema: pageOf(clientSummarySchema), signal }),

    /** The aggregates per resource type of every organisation named, in one request (a page of clients). */
    aggregatedByOrg: (orgResourceIds: readonly string[], signal?: AbortSignal): Promise<SubscriptionAggregated[]> =>
      http.request(licencesEndpoints.aggregatedByOrg, { method: 'POST', body: { orgResourceIds }, schema: v.array(aggregatedSchema), signal }),

    /** One organisation's aggregates per resource type. */
    aggregated: (orgResourceId: string, signal?: AbortSignal): Promise<SubscriptionAggregated[]> =>
      http.request(licencesEndpoints.aggregated, { query: { orgResourceId }, schema: v.array(aggregatedSchema), signal }),

    /** One page of an organisation's subscriptions (the licences activated for it), newest activation first. */
    subscriptions: (orgResourceId: string, query: { page: number; pageSize: number }, signal?: AbortSignal): Promise<LicencesPage<Licence>> =>
      http.request(licencesEndpoints.subscriptions, { query: { orgResourceId, ...query }, schema: pageOf(licenceSchema), signal }),

    /** When the organisation's trial subscription ends (epoch ms), or undefined without one. */
    trialExpiration: (orgResourceId: string, signal?: AbortSignal): Promise<number | undefined> =>
      http
        .request(licencesEndpoints.trialExpiration, { query: { orgResourceId }, schema: v.object({ trialExpirationDate: v.optional(v.number()) }), signal })
        .then(({ trialExpirationDate }) => trialExpirationDate),

    /** One page of the licences the dealer sold, newest first (spec §9). */
    licences: (orgResourceId: string, query: { page: number; pageSize: number }, signal?: AbortSignal): Promise<LicencesPage<Licence>> =>
      http.request(licencesEndpoints.licences, { query: { orgResourceId, ...query, ...licenceOrder }, schema: pageOf(licenceSchema), signal }),

    /** Every licence the dealer sold, counted by how it stands: read in pages of 1000 until the last (spec §9). */
    licenceTally: async (orgResourceId: string, signal?: AbortSignal): Promise<LicenceTally> => {
      const tally: LicenceTally = { sold: 0, active: 0, notRedeemed: 0, ended: 0 };
      const licences = await fetchAllPages(
        (page, pageSize) => http.request(licencesEndpoints.licences, { query: { orgResourceId, page, pageSize, ...licenceOrder }, schema: pageOf(licenceSchema), signal }),
        { pageSize: licenceCountPageSize, signal },
      );
      for (const licence of licences) {
        tally.sold++;
        if (!licence.used) tally.notRedeemed++;
        else if (licence.expired) tally.ended++;
        else tally.active++;
      }
      return tally;
    },

    licence: (id: number, signal?: AbortSignal): Promise<Licence> => http.request(licencesEndpoints.licence(id), { schema: licenceSchema, signal }),

    /** Sells a licence for a product version to a client; its code is the one the client activates. */
    createLicence: (orgResourceId: string, licence: LicenceCreate, signal: AbortSignal | undefined, requestId: RequestId): Promise<Licence> =>
      write(licencesEndpoints.licences, requestId, { method: 'POST', signal, body: { ...licence, orgResourceId }, schema: licenceSchema }),

    setAutorenew: (id: number, autorenew: boolean, signal: AbortSignal | undefined, requestId: RequestId): Promise<Licence> =>
      write(licencesEndpoints.licence(id), requestId, { method: 'PUT', signal, body: { autorenew }, schema: licenceSchema }),

    /** One more period of the product: answers the licence with its new expiry. */
    renew: (id: number, signal: AbortSignal | undefined, requestId: RequestId): Promise<Licence> =>
      write(licencesEndpoints.renew(id), requestId, { method: 'POST', signal, schema: licenceSchema }),

    deleteLicence: async (id: number, signal: AbortSignal | undefined, requestId: RequestId): Promise<void> => {
      await write(licencesEndpoints.licence(id), requestId, { method: 'DELETE', signal });
    },

    /** Activates a licence code for an organisation: its subscription starts. */
    activate: (licenseCode: string, orgResourceId: string, signal: AbortSignal | undefined, requestId: RequestId): Promise<Licence> =>
      write(licencesEndpoints.activation, requestId, { method: 'POST', signal, body: { licenseCode, orgResourceId }, schema: licenceSchema }),

    /** The organisation's own subscriptions (the licences activated for it), newest first; ended ones when asked. */
    subscriptionSummary: (orgResourceId: string, includeExpired: boolean, signal?: AbortSignal): Promise<Licence[]> =>
      http.request(licencesEndpoints.subscriptionSummary, { query: { orgResourceId, includeExpired }, schema: v.array(licenceSchema), signal }),

    /** An organisation as the licence service knows it: whether it is a dealer and has resources of its own. */
    organization: (id: number, signal?: AbortSignal): Promise<LicenceOrganization> =>
      http.request(licencesEndpoints.organization(id), { schema: licenceOrganizationSchema, signal }),

    saveOrganization: (id: number, settings: LicenceSettings, signal: AbortSignal | undefined, requestId: RequestId): Promise<LicenceOrganization> =>
      write(licencesEndpoints.organization(id), requestId, { method: 'PUT', signal, body: settings, schema: licenceOrganizationSchema }),

    /** When the subscription of a code would end if activated now (epoch ms). */
    expirationDate: (licenseCode: string, signal?: AbortSignal): Promise<number> =>
      http
        .request(licencesEndpoints.expirationDate, { query: { licenseCode }, schema: v.object({ expirationDate: v.number() }), signal })
        .then(({ expirationDate }) => expirationDate),
  };
}
