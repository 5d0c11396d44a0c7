// The notification section's screens (registered in src/app/sections.ts).
import type { SectionScreens } from '../../portal/screen';

export const screens: SectionScreens<'notifications' | 'admin-notifications' | 'log'> = {
  notifications: () => import('./NotificationsScreen'),
  'admin-notifications': () => import('./NotificationSettingsScreen'),
  log: () => import('./LogScreen'),
};
