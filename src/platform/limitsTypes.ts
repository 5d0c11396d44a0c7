// Wire shapes of the limits API and the license manager's consumption calls (spec §7 "Limits API" and
// "License-manager service", facts §7.1 ResourceLimitOut, platform-facts-sections "Limits"). Both live on the
// license service's base (`/svc/license`).

export const resourceTypes = ['ORGANIZATIONS', 'USERS', 'DEVICES', 'DEVICE_DATA', 'DEVICE_VPN', 'CREDITS'] as const;
export type ResourceType = (typeof resourceTypes)[number];

/** The resources that are spent over time (the rest are counted): the consumption forecast is theirs. */
export const consumables: readonly ResourceType[] = ['DEVICE_VPN', 'CREDITS'];

/** `quantity` -1: unlimited (facts). */
export const unlimited = -1;

/** ResourceLimitOut: one resource's limit of an organisation, what it uses and what it granted its sub-organisations. */
export interface ResourceLimit {
  grantingOrganization: string;
  targetOrganization: string;
  resourceType: ResourceType;
  quantity: number;
  used: number;
  granted: number;
  valid: boolean;
  expired: boolean;
}

export interface LimitWrite {
  resourceType: ResourceType;
  quantity: number;
}

/** POST /limits: one limit created for an organisation (facts §7 takes one limit a call, as PUT changes one). */
export interface LimitCreate extends LimitWrite {
  orgResourceId: string;
}

/** PUT /limits: one limit changed (facts §7.1). */
export interface LimitUpdate extends LimitWrite {
  orgResourceId: string;
  valid: boolean;
}

/** One day's consumption of a resource, by device where a device spent it (ours: the facts hold no shape). */
export interface JournalEntry {
  id: string;
  orgResourceId: string;
  resourceType: ResourceType;
  deviceLabel?: string;
  /** Epoch ms: the start of the day (UTC). */
  date: number;
  quantity: number;
  /** VPN time only: epoch ms when the VPN bundle it was drawn from expires (ours: the facts name the filter only). */
  vpnBundleExpiry?: number;
}

/** Which sub-organisations' consumption is included (spec §7 includeSubOrgs, …Bundled, …Licensed). */
export type SubOrgScope = 'none' | 'all' | 'bundled' | 'licensed';

export interface ConsumptionQuery {
  orgResourceId: string;
  /** Epoch ms, inclusive. */
  from: number;
  /** Epoch ms: the last day chosen; the call extends it by one day (spec §9). */
  to: number;
  deviceLabel?: string;
  subOrgs: SubOrgScope;
  /**
   * VPN time drawn from bundles expiring in this window only (spec §7 vpnBundleExpireAfter/Before): whole days, epoch
   * ms of the first and the last, either open; the call extends the last by a day as it does the range.
   */
  vpnBundles?: { after?: number; before?: number };
}

/** GET …/sum. */
export interface ConsumptionSum {
  resourceType: ResourceType;
  quantity: number;
}

/** One change of an organisation's subscription: a limit given or changed (ours: the spec names the call only). */
export interface SubscriptionChange {
  id: number;
  orgResourceId: string;
  resourceType: ResourceType;
  /** The limit from then on (-1: unlimited). */
  quantity: number;
  /** The limit before; absent when the limit was created. */
  previous?: number;
  /** Epoch ms. */
  date: number;
  /** Who changed it: a user name, or the dealer. */
  by: string;
}
