// The importers of the section screens, loaded with the first of them: the entry carries only their names
// (screens.tsx), so a new section does not make the first screen heavier.
import type { ComponentType } from 'react';
import type { ScreenProps, SectionScreenName } from './screens';

type Importer = () => Promise<{ default: ComponentType<ScreenProps> }>;

// /edit and /new are one editor (the new dashboard already exists; /new only greets it).
const dashboardEditor: Importer = () => import('../features/dashboards/editor/DashboardEditScreen');

export const sectionImporters: Record<SectionScreenName, Importer> = {
  dashboards: () => import('../features/dashboards/DashboardsScreen'),
  directaccess: () => import('../features/dashboards/browse/DirectAccessScreen'),
  flows: () => import('../features/dashboards/browse/FlowsScreen'),
  'dashboard-view': () => import('../features/dashboards/viewer/DashboardViewScreen'),
  'dashboard-edit': dashboardEditor,
  'dashboard-new': dashboardEditor,
  flow: () => import('../features/dashboards/flows/FlowViewerScreen'),
  alarms: () => import('../features/alarms/AlarmsScreen'),
  notifications: () => import('../features/notifications/NotificationsScreen'),
  'admin-notifications': () => import('../features/notifications/NotificationSettingsScreen'),
  log: () => import('../features/notifications/LogScreen'),
};
