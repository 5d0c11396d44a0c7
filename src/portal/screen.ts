// What a route's screen is to the portal: a component loaded on first use, given the route's parameters.
import type { ComponentType } from 'react';

export interface ScreenProps {
  params: Record<string, string>;
}

export type ScreenImporter = () => Promise<{ default: ComponentType<ScreenProps> }>;

/** A section's screens by route name, in the section's own `screens.ts` (loaded with the first of them). */
export type SectionScreens<Route extends string> = Record<Route, ScreenImporter>;
