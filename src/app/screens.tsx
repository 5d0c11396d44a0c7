// Built screens by route name. A route of the table without an entry here answers 404 and stays out of the menu.
// Screens load on first use. The shell's screens are imported from here; a section's screen comes through
// sectionScreens.ts (loaded with the first section screen) together with the sections' texts (src/i18n/i18n.ts),
// so the entry carries only the names of the sections' screens.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadSectionMessages } from '../i18n/i18n';

export interface ScreenProps {
  params: Record<string, string>;
}

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

const shellImporters: Partial<Record<string, () => Promise<{ default: ComponentType<ScreenProps> }>>> = {
  home: () => import('../features/home/HomeScreen'),
  organization: () => import('../features/organization/OrganizationScreen'),
  agreements: () => import('../features/agreements/AgreementsScreen'),
  register: () => import('../features/register/RegisterScreen'),
  vpn_logout: () => import('../features/status/VpnLogoutScreen'),
  unauthorized: () => import('../features/status/UnauthorizedScreen'),
  error: () => import('../features/status/ErrorScreen'),
  '404': () => import('../features/status/NotFoundScreen'),
};

export const sectionScreenNames = [
  'dashboards',
  'directaccess',
  'flows',
  'dashboard-view',
  'dashboard-edit',
  'dashboard-new',
  'flow',
  'alarms',
  'notifications',
  'admin-notifications',
  'log',
] as const;
export type SectionScreenName = (typeof sectionScreenNames)[number];
const sectionNames: ReadonlySet<string> = new Set(sectionScreenNames);

async function sectionScreen(name: SectionScreenName) {
  const [{ sectionImporters }] = await Promise.all([import('./sectionScreens'), loadSectionMessages()]);
  return sectionImporters[name]();
}

const screens = new Map<string, Screen>();

export const isBuilt = (name: string) => shellImporters[name] !== undefined || sectionNames.has(name);

export function screenFor(name: string): Screen | undefined {
  if (!isBuilt(name)) return undefined;
  let screen = screens.get(name);
  if (!screen) {
    const load = shellImporters[name];
    screen = lazy(load ?? (() => sectionScreen(name as SectionScreenName)));
    screens.set(name, screen);
  }
  return screen;
}
