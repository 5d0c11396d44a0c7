// The dashboards section's screens (registered in src/app/sections.ts).
import type { ScreenImporter, SectionScreens } from '../../portal/screen';

// /edit and /new are one editor (the new dashboard already exists; /new only greets it).
const editor: ScreenImporter = () => import('./editor/DashboardEditScreen');

export const screens: SectionScreens<
  'dashboards' | 'directaccess' | 'flows' | 'dashboard-view' | 'dashboard-edit' | 'dashboard-new' | 'flow'
> = {
  dashboards: () => import('./DashboardsScreen'),
  directaccess: () => import('./browse/DirectAccessScreen'),
  flows: () => import('./browse/FlowsScreen'),
  'dashboard-view': () => import('./viewer/DashboardViewScreen'),
  'dashboard-edit': editor,
  'dashboard-new': editor,
  flow: () => import('./flows/FlowViewerScreen'),
};
