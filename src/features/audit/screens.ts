// The audit and log sections' screens (registered in src/app/sections.ts): /audit, the audit log alone, and /log, the
// audit log with its failed-notifications tab.
import type { SectionScreens } from '../../portal/screen';

export const screens: SectionScreens<'log' | 'audit'> = {
  log: () => import('./LogScreen'),
  audit: () => import('./AuditScreen'),
};
