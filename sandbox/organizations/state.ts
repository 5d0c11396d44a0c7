// The license service's ledger of organisations (spec §7 "Limits API", subscriptions journal): each organisation's
// limit per resource type (granted by its parent, or by its dealer for a top-level one), what each organisation may
// switch on for its sub-organisations (grants), and a year of daily consumption of the spent resources (VPN months,
// credits). Counted resources (organisations, users, devices, device data) are not stored: ledger.ts counts them from
// the rest of the sandbox, so activating a device changes them at once.
import type { OrganizationGrant } from '../../src/platform/organizationsTypes';
import type { JournalEntry, ResourceType, SubscriptionChange } from '../../src/platform/limitsTypes';
import type { Licence } from '../../src/platform/licencesTypes';

export interface SandboxLimit {
  targetOrganization: string;
  resourceType: ResourceType;
  quantity: number;
  valid: boolean;
}

export interface OrganizationsLedger {
  limits: SandboxLimit[];
  /** By organisation resourceId. */
  grants: Record<string, OrganizationGrant>;
  /** The spent resources' journal, oldest first. */
  journal: JournalEntry[];
  /** Epoch ms of the seed: the seeded fleet counts from a year before it. */
  seededAt: number;
  /** Every limit given or changed, oldest first (GET /subscriptions/history). */
  history: SubscriptionChange[];
  /** The licences the organisations' own dealer activated for them (GET /subscriptions/summary); use is counted. */
  subscriptions: OwnSubscription[];
}

/** A subscription as stored: whether it ended and what of it is used are worked out when asked. */
export type OwnSubscription = Omit<Licence, 'expired' | 'resources'> & { resources: { resourceType: ResourceType; quantity: number }[] };

/** acme's subscriptions from its dealer: the platform and VPN time running, a pilot ended a month ago. */
function seedSubscriptions(now: number): OwnSubscription[] {
  const today = Math.floor(now / dayMs) * dayMs;
  const bought = (licenseId: number, code: string, label: string, daysAgo: number, lastsDays: number, resources: [ResourceType, number][]) => ({
    licenseId,
    code: `DEALER-${code}-${String(licenseId).padStart(4, '0')}`,
    creationDate: today - (daysAgo + 2) * dayMs,
    activationDate: today - daysAgo * dayMs,
    expirationDate: today + (lastsDays - daysAgo) * dayMs,
    autorenew: lastsDays > 90,
    currency: 'EUR',
    price: 0,
    externalRef: '',
    used: true,
    orgResourceId: 'dealer',
    targetOrgResourceId: 'acme',
    activatedOrgResourceId: 'acme',
    product: { id: licenseId, code, label, version: 1, trial: false },
    resources: resources.map(([resourceType, quantity]) => ({ resourceType, quantity })),
  });
  return [
    bought(9001, 'PLATFORM', 'Platform', 365, 730, [['ORGANIZATIONS', 10], ['USERS', 50], ['DEVICES', 100], ['DEVICE_DATA', 100], ['CREDITS', 250_000]]),
    bought(9002, 'VPN-120', 'VPN time', 200, 730, [['DEVICE_VPN', 120]]),
    bought(9003, 'PILOT', 'Pilot', 120, 90, [['DEVICES', 5]]),
  ];
}

export const dayMs = 86_400_000;

const everything: OrganizationGrant = {
  allowEnableDealerOnSuborg: true,
  allowEnableHostnameOnSuborg: true,
  allowEnableOwnResourcesOnSuborg: true,
  allowEnableIotOnSuborg: true,
  allowEnableVpnOnSuborg: true,
  allowEnableStoreOnSuborg: true,
  allowEnableIpFilteringOnSuborg: false,
  allowEnablePrivateAccessOnSuborg: false,
};

export const nothingGranted: OrganizationGrant = {
  allowEnableDealerOnSuborg: false,
  allowEnableHostnameOnSuborg: false,
  allowEnableOwnResourcesOnSuborg: false,
  allowEnableIotOnSuborg: false,
  allowEnableVpnOnSuborg: false,
  allowEnableStoreOnSuborg: false,
  allowEnableIpFilteringOnSuborg: false,
  allowEnablePrivateAccessOnSuborg: false,
};

const limit = (targetOrganization: string, resourceType: ResourceType, quantity: number): SandboxLimit => ({
  targetOrganization,
  resourceType,
  quantity,
  valid: true,
});

/** 0…1 from an integer, the same every run. */
function scatter(value: number, seed: number): number {
  let hash = Math.imul(value ^ seed, 0x2c1b_3c6d);
  hash = Math.imul(hash ^ (hash >>> 15), 0x297a_2d39);
  return ((hash ^ (hash >>> 15)) >>> 0) / 0x1_0000_0000;
}

/** What a device spends of VPN time on a day it connects: a thirtieth of a month. */
const vpnDay = 1 / 30;

/** VPN time is bought in bundles that last a year; the seed's organisations buy one every quarter (91 days). */
export const vpnBundle = { lastsDays: 365, boughtEveryDays: 91 } as const;

/**
 * The last 365 days (today included) of credits and VPN time: acme spends 300–500 credits a day and two of its
 * devices connect over VPN on most days; acme-north spends 40–80 credits a day. VPN time is drawn from the bundle
 * bought at the start of its quarter, so the four quarters' time expires on four different days next year.
 */
export function seedJournal(now: number, days = 365): JournalEntry[] {
  const today = Math.floor(now / dayMs) * dayMs;
  const entries: JournalEntry[] = [];
  for (let index = 0; index < days; index++) {
    const date = today - (days - 1 - index) * dayMs;
    const bought = today - (days - 1 - index + (index % vpnBundle.boughtEveryDays)) * dayMs;
    const add = (orgResourceId: string, resourceType: ResourceType, quantity: number, deviceLabel?: string) =>
      entries.push({
        id: `${orgResourceId}:${resourceType}:${index}:${deviceLabel ?? ''}`,
        orgResourceId,
        resourceType,
        date,
        quantity,
        ...(deviceLabel ? { deviceLabel } : {}),
        ...(resourceType === 'DEVICE_VPN' ? { vpnBundleExpiry: bought + vpnBundle.lastsDays * dayMs } : {}),
      });
    add('acme', 'CREDITS', Math.round(300 + 200 * scatter(index, 0x51ed)));
    add('acme.acme-north', 'CREDITS', Math.round(40 + 40 * scatter(index, 0x7f4a)));
    if (scatter(index, 0x1234) < 0.8) add('acme', 'DEVICE_VPN', vpnDay, 'Boiler Hall A');
    if (scatter(index, 0x4321) < 0.6) add('acme', 'DEVICE_VPN', vpnDay, 'Conveyor Line 1');
    if (scatter(index, 0x2468) < 0.5) add('acme.acme-north', 'DEVICE_VPN', vpnDay, 'North Boiler');
  }
  return entries;
}

export function createOrganizationsLedger(now = Date.now()): OrganizationsLedger {
  const limits = [
      limit('acme', 'ORGANIZATIONS', 10),
      limit('acme', 'USERS', 50),
      limit('acme', 'DEVICES', 100),
      limit('acme', 'DEVICE_DATA', 100),
      limit('acme', 'DEVICE_VPN', 120),
      limit('acme', 'CREDITS', 250_000),
      limit('acme.acme-north', 'DEVICES', 10),
      limit('acme.acme-north', 'DEVICE_VPN', 12),
      limit('acme.acme-north', 'CREDITS', 30_000),
      limit('globex', 'DEVICES', 20),
      limit('globex', 'DEVICE_VPN', -1),
  ];
  // The seeded limits were given a year ago (acme's by its dealer, Acme North's by alice).
  const yearAgo = Math.floor(now / dayMs) * dayMs - 365 * dayMs;
  const history = limits.map(({ targetOrganization, resourceType, quantity }, index) => ({
    id: index + 1,
    orgResourceId: targetOrganization,
    resourceType,
    quantity,
    date: yearAgo + index * 60_000,
    by: targetOrganization.includes('.') ? 'alice' : 'dealer',
  }));
  return {
    limits,
    history,
    grants: { acme: { ...everything }, 'acme.acme-north': { ...nothingGranted }, globex: { ...nothingGranted }, initech: { ...nothingGranted } },
    journal: seedJournal(now),
    seededAt: now,
    subscriptions: seedSubscriptions(now),
  };
}
