// What a route's screen is to the portal: a component loaded on first use; it reads the route's parameters with
// wouter's `useParams` (src/app/Outlet.tsx renders it as the route the guard allowed).
import type { ComponentType } from 'react';

export type ScreenImporter = () => Promise<{ default: ComponentType }>;

/** A section's screens by route name, in the section's own `screens.ts` (loaded with the first of them). */
export type SectionScreens<Route extends string> = Record<Route, ScreenImporter>;
