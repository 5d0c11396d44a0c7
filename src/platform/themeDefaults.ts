// The portal's own theme (facts §15 colour keys), where an organisation has none: loaded with the first screen, apart
// from what a theme may hold (./themeRules.ts), which only the theme form and the sandbox need.
import type { ThemeColors } from './types';

/** The portal's own colours, where an organisation has no theme: chosen for WCAG AA contrast on white. */
export const defaultColors: ThemeColors = {
  wt: '#ffffff',
  g1: '#f1f3f5',
  g2: '#dee2e6',
  g3: '#868e96',
  g4: '#495057',
  dk: '#212529',
  primary: '#1c5fa8',
  primaryDk1: '#174f8c',
  primaryDk2: '#123f70',
  highlight: '#0b7285',
  alert: '#1971c2',
  warningSerious: '#c92a2a',
  warningMild: '#e67700',
  good: '#2b8a3e',
};

/** The portal's own brand name, where an organisation has no theme. */
export const defaultBrandName = 'Corvina';
