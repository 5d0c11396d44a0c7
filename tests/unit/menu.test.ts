// src/app/menu.ts: the portal menu lists each spec §2 section once, at its first built route the user may enter.
import { describe, expect, test } from 'vitest';
import { entryCurrent, menuEntries } from '../../src/app/menu';
import { routeTable } from '../../src/routes/routeTable';
import { accessWith, allBuilt, allScopes, builtExcept } from './access';

/** A path the route answers: each `:param` filled in, optional ones left out. */
const pathOf = (pattern: string) => pattern.replace(/\/:[^/]+\?/g, '').replace(/:[^/]+/g, 'x1');

describe('menuEntries', () => {
  test('everything built and allowed: one entry per section, at the first route of each, the day’s sections first', () => {
    expect(menuEntries(accessWith(allScopes), allBuilt)).toEqual([
      { section: 'home', path: '/home' },
      { section: 'dashboard', path: '/directaccess' },
      { section: 'data-alarms', path: '/alarms' },
      { section: 'device-manage', path: '/devices' },
      { section: 'device-vpn', path: '/vpn-devices' },
      { section: 'data-explore', path: '/data-explore' },
      { section: 'device-activate', path: '/walkthrough' },
      { section: 'data-configure', path: '/models' },
      { section: 'data-notifications', path: '/notifications' },
      { section: 'trigger', path: '/trigger' },
      { section: 'store', path: '/store' },
      { section: 'iam-users', path: '/permission' },
      { section: 'iam-roles', path: '/roles' },
      { section: 'iam-organizations', path: '/organizations' },
      { section: 'dealer', path: '/dealer' },
      { section: 'audit', path: '/audit' },
      { section: 'log', path: '/log' },
    ]);
  });

  test('an unbuilt first route gives way to the next built one of its section', () => {
    const entries = menuEntries(accessWith(allScopes), builtExcept('directaccess', 'vpn-devices', 'permission'));
    expect(entries).toContainEqual({ section: 'dashboard', path: '/dashboards' });
    expect(entries).toContainEqual({ section: 'device-vpn', path: '/vpn' });
    expect(entries).toContainEqual({ section: 'iam-users', path: '/users' });
  });

  test('a denied route gives way to the next allowed one; a section with none allowed has no entry', () => {
    // No IoT: dashboards, flows, the device map, data explorer, notifications and alarms are denied.
    const withoutIot = menuEntries(accessWith(allScopes, { iot: false }), builtExcept('directaccess'));
    expect(withoutIot.map((entry) => entry.section)).toEqual([
      'home',
      'device-vpn',
      'device-activate',
      'store',
      'iam-users',
      'iam-roles',
      'iam-organizations',
      'dealer',
      'audit',
      'log',
    ]);
    // Without read on devices: neither /devices nor /devicemap.
    const withoutDevices = menuEntries(accessWith(allScopes.filter((scope) => scope !== 'devices:read')), allBuilt);
    expect(withoutDevices.map((entry) => entry.section)).not.toContain('device-manage');
    // Only users readable: /permission (any of roles, users, groups), and no roles entry.
    const usersOnly = menuEntries(accessWith(['portal:access', 'users:read']), allBuilt);
    expect(usersOnly).toEqual([
      { section: 'home', path: '/home' },
      { section: 'dashboard', path: '/directaccess' },
      { section: 'iam-users', path: '/permission' },
    ]);
  });

  test('a remote-access-only organisation (IoT off) is offered no section that needs IoT, whatever of it stays open', () => {
    // /directaccess (the landing of last resort) and /devices stay allowed by the access rules, but their entries
    // read "Dashboards" and "Devices", which such an organisation has none of: its devices are its gateways.
    const remoteAccessOnly = menuEntries(accessWith(allScopes, { iot: false }), allBuilt);
    expect(remoteAccessOnly.map((entry) => entry.section)).toEqual([
      'home',
      'device-vpn',
      'device-activate',
      'store',
      'iam-users',
      'iam-roles',
      'iam-organizations',
      'dealer',
      'audit',
      'log',
    ]);
    expect(remoteAccessOnly).toContainEqual({ section: 'device-vpn', path: '/vpn-devices' });
  });

  test('no access to the portal: no entries; nothing built: no entries', () => {
    expect(menuEntries(accessWith(allScopes.filter((scope) => scope !== 'portal:access')), allBuilt)).toEqual([]);
    expect(menuEntries(accessWith(allScopes), () => false)).toEqual([]);
  });
});

describe('the current entry', () => {
  const entries = menuEntries(accessWith(allScopes), allBuilt);
  const marked = (path: string) => entries.flatMap((entry) => (entryCurrent(entry, path) ? [[entry.section, entryCurrent(entry, path)]] : []));

  test.each(routeTable.filter((route) => route.section).map((route) => [route.path, route.section] as const))(
    '%s marks its section %s, and no other entry',
    (pattern, section) => {
      const path = pathOf(pattern);
      const own = entries.find((entry) => entry.section === section);
      expect(marked(path)).toEqual([[section, own?.path === pattern ? 'page' : 'true']]);
      // The same with a trailing slash, as the address bar may have it.
      expect(marked(`${path}/`)).toEqual(marked(path));
    },
  );

  test('a route of no section (a dashboard opened, the store, the organisation choice) or no route marks nothing', () => {
    for (const route of routeTable.filter((candidate) => !candidate.section)) expect(marked(pathOf(route.path))).toEqual([]);
    expect(marked('/no-such-page')).toEqual([]);
  });

  test('/flows and /admin/notifications mark Dashboards and Notifications, which lead elsewhere', () => {
    expect(marked('/flows')).toEqual([['dashboard', 'true']]);
    expect(marked('/admin/notifications')).toEqual([['data-notifications', 'true']]);
    expect(marked('/directaccess')).toEqual([['dashboard', 'page']]);
  });
});
