// Wire shapes of the licences service (spec §7 "Licences service", facts §7.1 WSDK Product.d.ts): a dealer's products,
// the licences it sells for them and its clients' subscriptions. The organisation travels as `orgResourceId`.

/** What a product grants and a subscription counts (facts §7.1, the limits' resource types). */
export const resourceTypes = ['ORGANIZATIONS', 'USERS', 'DEVICES', 'DEVICE_DATA', 'DEVICE_VPN', 'CREDITS'] as const;
export type ResourceType = (typeof resourceTypes)[number];

export const productTypes = ['STANDARD', 'PLUS'] as const;
export type ProductType = (typeof productTypes)[number];

/** One resource a product grants: `quantity` of it for `duration` days (ours: the facts give no unit). */
export interface ProductResource {
  resourceType: ResourceType;
  quantity: number;
  duration: number;
}

/** What a dealer writes of a product (POST /products, PUT /products/{id}). */
export interface ProductWrite {
  code: string;
  label: string;
  type: ProductType;
  trial: boolean;
  autorenewDefaultValueForNewLicenses: boolean;
  resources: ProductResource[];
}

/** A product version: an edit makes a new version of the same code, the old ones stay for the licences sold. */
export interface Product extends ProductWrite {
  id: number;
  orgResourceId: string;
  /** Ours: the facts name `lastVersion`, not the number. 1 for the first. */
  version: number;
  lastVersion: boolean;
}

/** A resource of a subscription: what the licence grants and what of it is used. */
export interface SubscriptionResource {
  resourceType: ResourceType;
  quantity: number;
  used: number;
  expired: boolean;
}

/** LicenseCreate: a licence sold for a product version, to a client (`targetOrgResourceId`). */
export interface LicenceCreate {
  productId: number;
  targetOrgResourceId: string;
  autorenew: boolean;
  currency: string;
  price: number;
  externalRef: string;
}

/** LicenseByBuyer, flattened: the seller, the client, the product version and, once activated, the subscription. */
export interface Licence {
  licenseId: number;
  code: string;
  /** Epoch ms; the list is newest first (spec §9). */
  creationDate: number;
  /** Epoch ms; absent until the code is activated for an organisation. */
  activationDate?: number;
  /** Epoch ms; absent until activated. Each renewal moves it on by the product's duration. */
  expirationDate?: number;
  autorenew: boolean;
  currency: string;
  price: number;
  externalRef: string;
  used: boolean;
  expired: boolean;
  /** The dealer that sold it. */
  orgResourceId: string;
  /** The client it was sold to. */
  targetOrgResourceId: string;
  /** The organisation it was activated for. */
  activatedOrgResourceId?: string;
  product: { id: number; code: string; label: string; version: number; trial: boolean };
  resources: SubscriptionResource[];
}

/** One client of a dealer with its subscription summary (GET /subscriptions/summaryByOrg, one page of clients). */
export interface ClientSummary {
  orgResourceId: string;
  name: string;
  /** Active (activated, not expired) subscriptions. */
  activeSubscriptions: number;
  /** Licences sold to the client, not yet activated. */
  notRedeemed: number;
  /** Per resource type, what the active subscriptions grant and what is used. */
  resources: Omit<SubscriptionResource, 'expired'>[];
  /** Epoch ms: the soonest expiry of an active subscription. */
  nextExpirationDate?: number;
  /** Epoch ms: when the client's trial subscription ends (also GET /subscriptions/trialExpiration for one client). */
  trialExpirationDate?: number;
}

/** The licence service's side of an organisation (spec §7 "Organisations": GET, PUT /organizations/{id}). */
export interface LicenceSettings {
  /** Sells licences to clients of its own. */
  dealer: boolean;
  /** Has resources of its own rather than drawing on its parent's. */
  hasOwnResources: boolean;
}

export interface LicenceOrganization extends LicenceSettings {
  id: number;
  orgResourceId: string;
}

/** SubscriptionAggregated (facts §7.1): one organisation's figures for one resource type over its subscriptions. */
export interface SubscriptionAggregated extends SubscriptionResource {
  /** The organisation (`orgResourceId`). */
  org: string;
  /** What it granted on to its sub-organisations. */
  granted: number;
  /** What its licences grant it (-1 unlimited). */
  licensed?: number;
  /** What its sub-organisations use of what it granted them. */
  grantedUsed?: number;
}

/** How the clients tab narrows a dealer's clients (facts: getSubscriptionsSummaryByOrg's filters). Epoch ms, each optional. */
export interface ClientFilter {
  expirationDateFrom?: number;
  expirationDateTo?: number;
  activationDateFrom?: number;
  activationDateTo?: number;
  /** Clients with a licence not yet activated stay listed whatever the ranges. */
  includeNotRedeemed?: boolean;
}
