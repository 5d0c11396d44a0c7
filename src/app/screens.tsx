// Built screens by route name. A route of the table without an entry here answers 404 and stays out of the menu.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface ScreenProps {
  params: Record<string, string>;
}

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

// /edit and /new are one editor (the new dashboard already exists; /new only greets it).
const dashboardEditor = lazy(() => import('../features/dashboards/editor/DashboardEditScreen'));

const screens: Partial<Record<string, Screen>> = {
  home: lazy(() => import('../features/home/HomeScreen')),
  organization: lazy(() => import('../features/organization/OrganizationScreen')),
  agreements: lazy(() => import('../features/agreements/AgreementsScreen')),
  register: lazy(() => import('../features/register/RegisterScreen')),
  'dashboard-view': lazy(() => import('../features/dashboards/viewer/DashboardViewScreen')),
  'dashboard-edit': dashboardEditor,
  'dashboard-new': dashboardEditor,
  directaccess: lazy(() => import('../features/dashboards/browse/DirectAccessScreen')),
  flows: lazy(() => import('../features/dashboards/browse/FlowsScreen')),
  flow: lazy(() => import('../features/dashboards/flows/FlowViewerScreen')),
  notifications: lazy(() => import('../features/notifications/NotificationsScreen')),
  'admin-notifications': lazy(() => import('../features/notifications/NotificationSettingsScreen')),
  log: lazy(() => import('../features/notifications/LogScreen')),
  alarms: lazy(() => import('../features/alarms/AlarmsScreen')),
  vpn_logout: lazy(() => import('../features/status/VpnLogoutScreen')),
  unauthorized: lazy(() => import('../features/status/UnauthorizedScreen')),
  error: lazy(() => import('../features/status/ErrorScreen')),
  '404': lazy(() => import('../features/status/NotFoundScreen')),
};

export const isBuilt = (name: string) => screens[name] !== undefined;
export const screenFor = (name: string) => screens[name];
