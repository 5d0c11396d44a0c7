// Built screens by route name: the shell's own, and each registered section's (sections.ts). A route of the table
// without a screen answers 404 and stays out of the menu. Screens load on first use; a section's screen loads
// together with the sections' texts (src/i18n/i18n.ts). A screen is rendered as it is once its code has arrived (the
// guard chain fetches it while it checks the address), and through React's lazy only until then: a lazy component
// suspends on its first render however ready its code, and React 19 holds back a suspended screen's content until
// 300 ms after its fallback showed, so every first visit waited at least that long. The arrival re-renders the
// screen's place at once (useScreen), ahead of that hold.
import { lazy, useSyncExternalStore, type ComponentType } from 'react';
import { loadSectionMessages } from '../i18n/i18n';
import type { ScreenImporter } from '../portal/screen';
import { sections, type Section } from './sections';

type Screen = ComponentType;

const shellImporters: Partial<Record<string, ScreenImporter>> = {
  home: () => import('../features/home/HomeScreen'),
  organization: () => import('../features/organization/OrganizationScreen'),
  agreements: () => import('../features/agreements/AgreementsScreen'),
  vpn_logout: () => import('../features/status/VpnLogoutScreen'),
  unauthorized: () => import('../features/status/UnauthorizedScreen'),
  error: () => import('../features/status/ErrorScreen'),
  '404': () => import('../features/status/NotFoundScreen'),
};

const sectionOf = new Map<string, Section>(sections.flatMap((section) => section.routes.map((route) => [route, section] as const)));

async function sectionScreen(section: Section, name: string) {
  const [{ screens }] = await Promise.all([section.screens(), loadSectionMessages()]);
  const load = screens[name];
  if (!load) throw new Error(`The section registered for ${name} has no screen for it`);
  return load();
}

const screens = new Map<string, Screen>();
/** The screens whose code has arrived, and who is told when one does. */
const arrived = new Map<string, Screen>();
const arrivalListeners = new Set<() => void>();
const onArrival = (listener: () => void) => {
  arrivalListeners.add(listener);
  return () => arrivalListeners.delete(listener);
};

/** Whether the route's screen stays on through an organisation switch at the same address (sections.ts). */
export const keptOnOrganizationSwitch = (name: string) => sectionOf.get(name)?.keptOnOrganizationSwitch?.includes(name) === true;

export const isBuilt = (name: string) => shellImporters[name] !== undefined || sectionOf.has(name);

function loaderFor(name: string): ScreenImporter | undefined {
  const section = sectionOf.get(name);
  const load = shellImporters[name] ?? (section && (() => sectionScreen(section, name)));
  return (
    load &&
    (async () => {
      const module = await load();
      if (!arrived.has(name)) {
        arrived.set(name, module.default);
        for (const listener of arrivalListeners) listener();
      }
      return module;
    })
  );
}

/** The route's screen (undefined when none is built): as it is once its code has arrived, lazy until then. */
export function useScreen(name: string): Screen | undefined {
  const ready = useSyncExternalStore(onArrival, () => arrived.get(name));
  if (ready) return ready;
  let screen = screens.get(name);
  if (!screen) {
    const load = loaderFor(name);
    if (!load) return undefined;
    screen = lazy(load);
    screens.set(name, screen);
  }
  return screen;
}

/**
 * Fetches a screen's code (and a section's texts) without showing it: the guard chain's steps and the code then travel
 * together. The browser keeps each module once, so the screen's own load later takes what this fetched. A failure is
 * left to that load, which shows it where the screen would be.
 */
export function prefetchScreen(name: string): void {
  loaderFor(name)?.().catch(() => {});
}
