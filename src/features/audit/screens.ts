// The audit section's screens (registered in src/app/sections.ts): /log, the audit log with its failed-notifications
// tab.
import type { SectionScreens } from '../../portal/screen';

export const screens: SectionScreens<'log'> = {
  log: () => import('./LogScreen'),
};
