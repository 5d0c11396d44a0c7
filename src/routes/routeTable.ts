// Spec §2: the whole route table as data. A route whose screen is not built yet keeps its metadata here and is
// absent from src/app/screens.ts, so it answers 404 and stays out of the menu; a later issue only adds a screen.
import type { Action, Resource } from '../platform/permissions';

export type Section =
  | 'home'
  | 'dashboard'
  | 'device-activate'
  | 'device-manage'
  | 'device-vpn'
  | 'data-configure'
  | 'data-explore'
  | 'data-alarms'
  | 'data-notifications'
  | 'iam-organizations'
  | 'iam-users'
  | 'iam-roles'
  | 'dealer'
  | 'audit'
  | 'log'
  // Ours: spec §2 names no section for the app store or the triggers, yet a person must find them (decisions.md).
  | 'store'
  | 'trigger';

/** Every listed permission is needed; with `anyOf`, one of those is enough. */
export interface RoutePermissions {
  all?: [Action, Resource][];
  anyOf?: [Action, Resource][];
}

export interface RouteMeta {
  name: string;
  /** Pattern with `:param` and optional `:param?` segments. */
  path: string;
  section?: Section;
  /** Spec §2 "no login needed". */
  noLogin?: true;
  /** The organisation selector runs before an organisation exists. */
  noOrganization?: true;
  /** The agreements screen must open while agreements are pending. */
  skipAgreements?: true;
  /** Spec §5: the first listed resource role is required. */
  roles?: string[];
  permissions?: RoutePermissions;
  iotOnly?: true;
  vpnOnly?: true;
  /** Only where the organisation's app store is enabled (its `storeEnabled`, facts §4.3 Organization). */
  storeOnly?: true;
  tabs?: string[];
  /** Shown without the top bar. */
  bare?: true;
}

const read = (resource: Resource): [Action, Resource] => ['read', resource];

export const routeTable: readonly RouteMeta[] = [
  { name: 'home', path: '/home', section: 'home' },
  { name: 'register', path: '/register', noLogin: true, bare: true },
  { name: 'login', path: '/login', noLogin: true, bare: true },
  { name: 'organization', path: '/organization', noOrganization: true },
  { name: 'agreements', path: '/agreements', skipAgreements: true },
  { name: 'directaccess', path: '/directaccess', section: 'dashboard', tabs: ['dashboards', 'applications', 'flows'] },
  { name: 'dashboards', path: '/dashboards', section: 'dashboard', iotOnly: true, permissions: { all: [read('dashboards')] } },
  {
    name: 'flows',
    path: '/flows',
    section: 'dashboard',
    iotOnly: true,
    permissions: { all: [read('models'), read('dashboards')] },
    tabs: ['dashboards', 'widgets'],
  },
  { name: 'dashboard-view', path: '/dashboards/:projectId', iotOnly: true, permissions: { all: [read('dashboards')] } },
  { name: 'dashboard-edit', path: '/dashboards/:projectId/edit', iotOnly: true, permissions: { all: [read('dashboards')] } },
  { name: 'dashboard-new', path: '/dashboards/:projectId/new', iotOnly: true, permissions: { all: [read('dashboards')] } },
  { name: 'flow', path: '/flow/:flowId/:dashboardFlowId?', iotOnly: true, permissions: { all: [read('dashboards')] } },
  { name: 'vpn-devices', path: '/vpn-devices', section: 'device-vpn', vpnOnly: true, permissions: { all: [read('devices')] } },
  {
    name: 'vpn',
    path: '/vpn',
    section: 'device-vpn',
    vpnOnly: true,
    permissions: { all: [read('devices')] },
    tabs: ['endpoints', 'applications', 'profiles'],
  },
  { name: 'devices', path: '/devices', section: 'device-manage', permissions: { all: [read('devices')] }, tabs: ['groups'] },
  {
    name: 'walkthrough',
    path: '/walkthrough',
    section: 'device-activate',
    permissions: { all: [read('models'), ['create', 'devices']] },
  },
  { name: 'devicemap', path: '/devicemap', section: 'device-manage', iotOnly: true, permissions: { all: [read('models'), read('devices')] } },
  {
    name: 'permission',
    path: '/permission',
    section: 'iam-users',
    permissions: { anyOf: [read('roles'), read('users'), read('userGroups')] },
    tabs: ['groups', 'roles', 'policies', 'api-keys'],
  },
  { name: 'roles', path: '/roles', section: 'iam-roles', permissions: { all: [read('roles')] }, tabs: ['data', 'device'] },
  {
    name: 'organizations',
    path: '/organizations',
    section: 'iam-organizations',
    permissions: { all: [read('organizations')] },
    tabs: ['resources', 'consumptions'],
  },
  { name: 'data-explore', path: '/data-explore', section: 'data-explore', iotOnly: true, permissions: { all: [read('models'), read('devices')] } },
  { name: 'notifications', path: '/notifications', section: 'data-notifications', iotOnly: true, permissions: { all: [read('notifications')] } },
  { name: 'store', path: '/store', section: 'store', storeOnly: true, permissions: { all: [read('organizations')] } },
  { name: 'store-manage', path: '/store/manage', section: 'store', storeOnly: true, permissions: { all: [read('organizations')] } },
  { name: 'store-container', path: '/store/container/:id', section: 'store', storeOnly: true, permissions: { all: [read('organizations')] } },
  {
    name: 'store-install',
    path: '/store/install/:appId',
    section: 'store',
    storeOnly: true,
    permissions: { all: [read('organizations'), ['update', 'organizations']] },
  },
  {
    name: 'dealer',
    path: '/dealer',
    section: 'dealer',
    permissions: { all: [['create', 'products'], ['update', 'products']] },
    tabs: ['clients', 'licenses'],
  },
  {
    name: 'log',
    path: '/log',
    section: 'log',
    permissions: { all: [['access', 'audit'], read('roles')] },
    tabs: ['failed-notifications'],
  },
  {
    name: 'admin-notifications',
    path: '/admin/notifications',
    section: 'data-notifications',
    iotOnly: true,
    permissions: { all: [read('organizations'), ['update', 'organizations']] },
  },
  { name: 'alarms', path: '/alarms', section: 'data-alarms', iotOnly: true, permissions: { all: [read('devices')] }, tabs: ['alarms-history'] },
  { name: 'trigger', path: '/trigger', section: 'trigger', iotOnly: true, permissions: { all: [read('organizations')] } },
  { name: 'users', path: '/users', section: 'iam-users', permissions: { all: [read('users')] } },
  // Ours: spec §2 lists the sections data-configure and audit but no route of theirs; these are their screens.
  { name: 'models', path: '/models', section: 'data-configure', iotOnly: true, permissions: { all: [read('models')] } },
  { name: 'audit', path: '/audit', section: 'audit', permissions: { all: [['access', 'audit']] } },
  { name: 'vpn_logout', path: '/vpn_logout', noLogin: true, bare: true },
  { name: 'unauthorized', path: '/unauthorized', noOrganization: true },
  { name: 'error', path: '/error', noLogin: true },
  { name: '404', path: '/404', noLogin: true },
];

/** Spec §2 /home: where a user lands, first accessible first; `directaccess` is the fallback. */
export const landingOrder = [
  'vpn-devices',
  'dashboards',
  'devices',
  'vpn',
  'devicemap',
  'data-explore',
  'alarms',
  'organizations',
  'permission',
  'roles',
  'dealer',
  'store',
  'walkthrough',
  'notifications',
  'directaccess',
] as const;

export function routeByName(name: string): RouteMeta {
  const route = routeTable.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}
