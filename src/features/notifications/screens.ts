// The notification section's screens (registered in src/app/sections.ts).
import type { SectionScreens } from '../../portal/screen';

// /log, with its failed-notifications tab, is the audit section's (src/features/audit).
export const screens: SectionScreens<'notifications' | 'admin-notifications'> = {
  notifications: () => import('./NotificationsScreen'),
  'admin-notifications': () => import('./NotificationSettingsScreen'),
};
