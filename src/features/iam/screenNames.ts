// The portal's screens by the names a person knows them by (their headings and the menu's words), for "why can't
// they open a screen?": a route's path is the portal's own name for it, not theirs.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { RouteMeta } from '../../routes/routeTable';

const screenNames: Record<string, MessageDescriptor> = {
  directaccess: msg`Direct access`,
  dashboards: msg`Dashboards`,
  flows: msg`Flows`,
  'vpn-devices': msg`Remote access: gateways`,
  vpn: msg`Remote access: endpoints, applications and profiles`,
  devices: msg`Devices`,
  walkthrough: msg`Activate a device`,
  devicemap: msg`Device map`,
  permission: msg`Users and permissions`,
  roles: msg`Roles`,
  organizations: msg`Organizations`,
  'data-explore': msg`Data exploration`,
  notifications: msg`Notifications`,
  'admin-notifications': msg`Notification settings`,
  store: msg`App store`,
  'store-manage': msg`Installed apps`,
  dealer: msg`Dealer`,
  log: msg`Log`,
  alarms: msg`Alarms`,
  trigger: msg`Triggers`,
  users: msg`Users`,
  models: msg`Models and presets`,
  audit: msg`Audit log`,
};

export function screenName(route: RouteMeta, i18n: I18n): string {
  const name = screenNames[route.name];
  return name ? i18n._(name) : i18n._(msg`A screen of the portal`);
}
