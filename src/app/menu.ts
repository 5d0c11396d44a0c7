// Spec §2 sections: the portal menu lists each section once, pointing at its first built route the user may enter,
// and marks the entry of the section the shown route belongs to (its `section` in the route table).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { matchRoute } from '../routes/matchRoute';
import { routeDenial, type AccessContext } from '../routes/routeAccess';
import { routeTable, type Section } from '../routes/routeTable';

export const sectionLabels: Record<Section, MessageDescriptor> = {
  home: msg`Home`,
  dashboard: msg`Dashboards`,
  'device-activate': msg`Device activation`,
  'device-manage': msg`Devices`,
  'device-vpn': msg`Remote access`,
  'data-configure': msg`Data configuration`,
  'data-explore': msg`Data explorer`,
  'data-alarms': msg`Alarms`,
  'data-notifications': msg`Notifications`,
  'iam-organizations': msg`Organizations`,
  'iam-users': msg`Users`,
  'iam-roles': msg`Roles`,
  dealer: msg`Dealer`,
  audit: msg`Audit`,
  log: msg`Log`,
  store: msg`App store`,
  trigger: msg`Triggers`,
};

/**
 * The menu's order: an operator's day first (what runs, what is wrong, reaching it), then configuring data and
 * apps, administration last. The top bar shows as many as fit in this order, so alarms stay in sight at 1440 px
 * while the dealer and the log wait under "More"; the route table's order is spec §2's, not a day's.
 */
const menuOrder: readonly Section[] = [
  'home',
  'dashboard',
  'data-alarms',
  'device-manage',
  'device-vpn',
  'data-explore',
  'device-activate',
  'data-configure',
  'data-notifications',
  'trigger',
  'store',
  'iam-users',
  'iam-roles',
  'iam-organizations',
  'dealer',
  'audit',
  'log',
];

/**
 * Sections a remote-access-only organisation (IoT off) is not offered, though a route of theirs stays open to it as
 * the access rules say: /directaccess is every organisation's landing of last resort, yet the entry reads
 * "Dashboards", which need IoT; /devices there says only that its devices are its gateways, under Remote access.
 */
const iotSections: ReadonlySet<Section> = new Set(['dashboard', 'device-manage']);

export interface MenuEntry {
  section: Section;
  path: string;
}

export function menuEntries(access: AccessContext, isBuilt: (name: string) => boolean): MenuEntry[] {
  const entries = new Map<Section, MenuEntry>();
  for (const route of routeTable) {
    if (!route.section || entries.has(route.section) || !isBuilt(route.name)) continue;
    if (!access.iotEnabled && iotSections.has(route.section)) continue;
    if (routeDenial(route, access) === undefined) entries.set(route.section, { section: route.section, path: route.path });
  }
  return menuOrder.flatMap((section) => entries.get(section) ?? []);
}

/**
 * How an entry is marked while `path` is shown: `page` when the entry leads to it, `true` when the path is another
 * route of the entry's section (/flows, /admin/notifications); unmarked otherwise. For `aria-current`.
 */
export function entryCurrent(entry: MenuEntry, path: string): 'page' | 'true' | undefined {
  const route = matchRoute(path)?.route;
  if (route?.section !== entry.section) return undefined;
  return route.path === entry.path ? 'page' : 'true';
}
