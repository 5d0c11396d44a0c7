// One line per section: the routes it builds and its screens module. Registering a section here is all the rest of
// the portal needs; its screens, flows and texts load with the first of its screens, so the entry carries only the
// route names. A route of the table that no section (nor the shell, screens.tsx) builds answers 404.
import type { ScreenImporter } from '../portal/screen';

export interface Section {
  routes: readonly string[];
  screens: () => Promise<{ screens: Partial<Record<string, ScreenImporter>> }>;
  /**
   * Routes whose screen stays on while another organisation is entered at the same address (only `org` changed):
   * the screen follows the switch itself once the guard lets the organisation in. Every other screen is shown
   * again from scratch for the new organisation.
   */
  keptOnOrganizationSwitch?: readonly string[];
}

/** Ties the route names to the keys of the section's screens, so the two cannot drift. */
const section = <Route extends string>(entry: {
  routes: readonly Route[];
  screens: () => Promise<{ screens: Record<Route, ScreenImporter> }>;
  keptOnOrganizationSwitch?: readonly Route[];
}): Section => entry;

export const sections: readonly Section[] = [
  section({
    routes: ['dashboards', 'directaccess', 'flows', 'dashboard-view', 'dashboard-edit', 'dashboard-new', 'flow'],
    screens: () => import('../features/dashboards/screens'),
  }),
  section({ routes: ['devices', 'models'], screens: () => import('../features/devices/screens') }),
  section({ routes: ['register'], screens: () => import('../features/register/screens') }),
  section({ routes: ['login'], screens: () => import('../features/login/screens') }),
  section({ routes: ['walkthrough'], screens: () => import('../features/activation/screens') }),
  section({ routes: ['devicemap'], screens: () => import('../features/devicemap/screens') }),
  section({ routes: ['alarms'], screens: () => import('../features/alarms/screens') }),
  section({ routes: ['permission', 'roles', 'users'], screens: () => import('../features/iam/screens') }),
  section({ routes: ['vpn', 'vpn-devices'], screens: () => import('../features/vpn/screens') }),
  section({ routes: ['data-explore'], screens: () => import('../features/explore/screens') }),
  section({ routes: ['organizations'], screens: () => import('../features/organizations/screens') }),
  section({ routes: ['notifications', 'admin-notifications'], screens: () => import('../features/notifications/screens') }),
  section({ routes: ['log', 'audit'], screens: () => import('../features/audit/screens') }),
  section({ routes: ['trigger'], screens: () => import('../features/triggers/screens') }),
  // An open app is told of another organisation through its protocol rather than loaded again (decisions.md).
  section({
    routes: ['store', 'store-manage', 'store-install', 'store-container'],
    screens: () => import('../features/store/screens'),
    keptOnOrganizationSwitch: ['store-container'],
  }),
  section({ routes: ['dealer'], screens: () => import('../features/dealer/screens') }),
];
