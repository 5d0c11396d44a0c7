// The ledger's arithmetic: what an organisation uses of each resource, what it granted its sub-organisations and
// what is left, and its journal of consumption. Counted resources come from the rest of the sandbox as it is now
// (sub-organisations, members, the device registry), spent ones from the journal. A sub-organisation's limit is a
// grant of its parent's: it counts against the parent's limit of the same resource.
import type { JournalEntry, ResourceLimit, ResourceType, SubOrgScope } from '../../src/platform/limitsTypes';
import { unlimited } from '../../src/platform/limitsTypes';
import type { Organization } from '../../src/platform/types';
import { findOrganization, subOrganizations } from '../directory';
import { registeredDevicesOf } from '../devices/registry';
import { store } from '../store';
import { dayMs, type SandboxLimit } from './state';

export function limitOf(resourceId: string, type: ResourceType): SandboxLimit | undefined {
  return store().ledger.limits.find((limit) => limit.targetOrganization === resourceId && limit.resourceType === type);
}

/** The organisation's own devices (not its sub-organisations'), as the registry holds them now. */
function ownDevices(organization: Organization) {
  const { devices, config } = store();
  return registeredDevicesOf(devices, organization.resourceId, config.bulkDevices).filter((device) => device.orgResourceId === organization.resourceId);
}

const spent = (resourceId: string, type: ResourceType) =>
  store().ledger.journal.reduce((sum, entry) => (entry.orgResourceId === resourceId && entry.resourceType === type ? sum + entry.quantity : sum), 0);

export function usedOf(organization: Organization, type: ResourceType): number {
  switch (type) {
    case 'ORGANIZATIONS':
      return subOrganizations(organization, true).length;
    case 'USERS':
      return store().users.filter((user) => organization.resourceId in user.memberships).length;
    case 'DEVICES':
      return ownDevices(organization).length;
    case 'DEVICE_DATA':
      return organization.dataEnabled ? ownDevices(organization).length : 0;
    case 'DEVICE_VPN':
    case 'CREDITS':
      return Math.round(spent(organization.resourceId, type) * 100) / 100;
  }
}

/** What the organisation's direct sub-organisations hold of the resource (an unlimited one holds nothing countable). */
export function grantedOf(organization: Organization, type: ResourceType, except?: string): number {
  return subOrganizations(organization, true)
    .filter((child) => child.resourceId !== except)
    .reduce((sum, child) => {
      const quantity = limitOf(child.resourceId, type)?.quantity ?? 0;
      return quantity === unlimited ? sum : sum + quantity;
    }, 0);
}

export function limitOut(organization: Organization, limit: SandboxLimit): ResourceLimit {
  const parent = organization.parentId === undefined ? undefined : findOrganization(organization.parentId);
  return {
    grantingOrganization: parent?.resourceId ?? 'dealer',
    targetOrganization: limit.targetOrganization,
    resourceType: limit.resourceType,
    quantity: limit.quantity,
    used: usedOf(organization, limit.resourceType),
    granted: grantedOf(organization, limit.resourceType),
    valid: limit.valid,
    expired: false,
  };
}

/**
 * Why the organisation may not hold `quantity` of the resource, or undefined: its parent must have that much left
 * (without what the organisation holds now), and it must keep what it uses and grants itself.
 */
export function grantProblem(organization: Organization, type: ResourceType, quantity: number): string | undefined {
  const parent = organization.parentId === undefined ? undefined : findOrganization(organization.parentId);
  if (parent === undefined) return `The limits of ${organization.resourceId} are set by its dealer`;
  const parentLimit = limitOf(parent.resourceId, type);
  if (parentLimit === undefined) return `${type}: ${parent.resourceId} has no limit of it to grant`;
  if (parentLimit.quantity !== unlimited) {
    if (quantity === unlimited) return `${type}: only an organization without a limit of it may grant an unlimited one`;
    const left = parentLimit.quantity - usedOf(parent, type) - grantedOf(parent, type, organization.resourceId);
    if (quantity > left) return `${type}: ${quantity} is more than the ${Math.max(0, left)} ${parent.resourceId} has left`;
  }
  const taken = usedOf(organization, type) + grantedOf(organization, type);
  if (quantity !== unlimited && quantity < taken) return `${type}: ${quantity} is less than the ${taken} ${organization.resourceId} uses and grants`;
  return undefined;
}

/** The organisations whose consumption a query includes: the organisation and the sub-organisations the scope names. */
export function inScope(organization: Organization, scope: SubOrgScope): Organization[] {
  if (scope === 'none') return [organization];
  const below = subOrganizations(organization, false).filter(
    (child) => scope === 'all' || (scope === 'bundled' ? !child.hasOwnResources : child.hasOwnResources),
  );
  return [organization, ...below];
}

/** Devices count one a day from a year before the seed (the seeded fleet) or from the day they were activated. */
function deviceDays(organization: Organization, type: 'DEVICES' | 'DEVICE_DATA', from: number, to: number): JournalEntry[] {
  if (type === 'DEVICE_DATA' && !organization.dataEnabled) return [];
  const { devices, ledger } = store();
  const activated = new Set(devices.activated.map((device) => device.deviceId));
  const today = Math.floor(Date.now() / dayMs) * dayMs;
  const yearBack = Math.floor(ledger.seededAt / dayMs) * dayMs - 364 * dayMs;
  const entries: JournalEntry[] = [];
  for (const device of ownDevices(organization)) {
    const since = activated.has(device.deviceId) ? today : yearBack;
    const label = devices.edits.get(device.deviceId)?.label ?? device.label;
    for (let date = Math.max(since, Math.ceil(from / dayMs) * dayMs); date < to && date <= today; date += dayMs) {
      entries.push({ id: `${organization.resourceId}:${type}:${date}:${device.deviceId}`, orgResourceId: organization.resourceId, resourceType: type, deviceLabel: label, date, quantity: 1 });
    }
  }
  return entries;
}

/**
 * The journal of the organisations in range [from, to), oldest first; a device label narrows it to that device, a
 * window [after, before) of VPN bundle expiry narrows VPN time to what was drawn from bundles expiring in it.
 */
export function journalOf(
  organizations: readonly Organization[],
  type: ResourceType,
  { from, to, deviceLabel, vpnBundles }: { from: number; to: number; deviceLabel?: string; vpnBundles?: { after?: number; before?: number } },
): JournalEntry[] {
  const names = new Set(organizations.map((organization) => organization.resourceId));
  const entries =
    type === 'DEVICES' || type === 'DEVICE_DATA'
      ? organizations.flatMap((organization) => deviceDays(organization, type, from, to))
      : type === 'DEVICE_VPN' || type === 'CREDITS'
        ? store().ledger.journal.filter((entry) => entry.resourceType === type && names.has(entry.orgResourceId) && entry.date >= from && entry.date < to)
        : [];
  const wanted = deviceLabel?.trim().toLowerCase();
  const inWindow = (expiry: number | undefined) =>
    expiry !== undefined && expiry >= (vpnBundles?.after ?? -Infinity) && expiry < (vpnBundles?.before ?? Infinity);
  const narrowed = entries.filter(
    (entry) =>
      (!wanted || entry.deviceLabel?.toLowerCase() === wanted) &&
      (type !== 'DEVICE_VPN' || (vpnBundles?.after === undefined && vpnBundles?.before === undefined) || inWindow(entry.vpnBundleExpiry)),
  );
  return narrowed.sort((a, b) => a.date - b.date || a.id.localeCompare(b.id));
}
