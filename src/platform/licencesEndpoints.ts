// Paths of the licences service (spec §7 "Licences service") relative to its base (endpoints.ts
// servicePrefixes.license). Only the lazily loaded dealer section uses them; the sandbox registers its handlers from
// the same table.
export const licencesEndpoints = {
  /** GET: a dealer's products (`orgResourceId`, `includeAllVersions`, `pageSize`, `code`, `search`); POST: one created. */
  products: '/api/v1/products',
  /** GET: how many products (last versions) the dealer has (`orgResourceId`). */
  productCount: '/api/v1/products/count',
  /** GET: one product version; PUT: a new version (`orgResourceId`); DELETE: the product with all its versions. */
  product: (id: number) => `/api/v1/products/${id}`,
  /** GET: the dealer's clients with their subscription summary, a page at a time (`createdByOrgResourceId`), narrowed by
   * `expirationDateFrom/To`, `activationDateFrom/To` (epoch ms) and `includeNotRedeemed`. */
  clientSummaries: '/api/v1/subscriptions/summaryByOrg',
  /** POST: the aggregates per resource type of the organisations named (`{ orgResourceIds }`), one request for a page of clients. */
  aggregatedByOrg: '/api/v1/subscriptions/aggregatedByOrg',
  /** GET: one organisation's aggregates per resource type: quantity, used, granted onward (`orgResourceId`). */
  aggregated: '/api/v1/subscriptions/aggregated',
  /** GET: one organisation's subscriptions, a page at a time, newest activation first (`orgResourceId`, `page`, `pageSize`). */
  subscriptions: '/api/v1/subscriptions',
  /** GET: when the organisation's trial subscription ends (`orgResourceId`); `{}` without one. */
  trialExpiration: '/api/v1/subscriptions/trialExpiration',
  /** GET: an organisation's own subscriptions, the licences activated for it (`orgResourceId`, `includeExpired`). */
  subscriptionSummary: '/api/v1/subscriptions/summary',
  /** GET: the licences a dealer sold, newest first (`orgResourceId`, `page`, `pageSize`); POST: one sold. */
  licences: '/api/v1/licenses',
  /** GET: one licence; PUT: its autorenew; DELETE: a licence not yet activated withdrawn. */
  licence: (id: number) => `/api/v1/licenses/${id}`,
  /** POST: the licence renewed for one more period of its product. */
  renew: (id: number) => `/api/v1/licenses/${id}/renew`,
  /** POST: a licence code activated for an organisation (`{ licenseCode, orgResourceId }`). */
  activation: '/api/v1/licenses/activation',
  /** GET: an organisation's licence-side settings; PUT: `{ dealer, hasOwnResources }` changed. */
  organization: (id: number) => `/api/v1/organizations/${id}`,
  /** GET: when the subscription of a licence code would end (`licenseCode`). */
  expirationDate: '/api/v1/licenses/expirationDate',
} as const;
