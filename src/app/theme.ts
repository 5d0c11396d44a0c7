// The organisation's theme (facts §15 colour keys) as a Mantine theme and CSS variables. Without a theme of its
// own the portal keeps its default one (src/platform/themeRules.ts), chosen for WCAG AA contrast on white.
import { createTheme, lighten, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { defaultColors } from '../platform/themeDefaults';
import type { Theme, ThemeColors } from '../platform/types';


/**
 * Mantine reads shades 0–9; filled uses 6 (hover 7), dark scheme 8, and the light variant (active menu entries)
 * draws shade 9 text on shade 1 (hover 2), so 0–2 are light tints of the primary. The theme's dark steps fill 7–9.
 */
function brandTuple(colors: ThemeColors): MantineColorsTuple {
  const { primary, primaryDk1, primaryDk2 } = colors;
  return [
    lighten(primary, 0.92),
    lighten(primary, 0.88),
    lighten(primary, 0.8),
    primary,
    primary,
    primary,
    primary,
    primaryDk1,
    primaryDk2,
    primaryDk2,
  ];
}

export function mantineThemeFor(theme: Theme | undefined) {
  const colors = theme?.colors ?? defaultColors;
  return createTheme({
    primaryColor: 'brand',
    colors: { brand: brandTuple(colors) },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'sm',
    // The arrow of a select only draws what the select already says: without this, screen readers may announce the
    // bare SVG as an image beside every filter.
    components: { ComboboxChevron: { defaultProps: { 'aria-hidden': true } } },
  });
}

/** Every colour key as `--portal-<key>`, for the chrome and for embedded apps' look. */
export function cssVariablesFor(theme: Theme | undefined): CSSVariablesResolver {
  const colors = theme?.colors ?? defaultColors;
  const variables = Object.fromEntries(Object.entries(colors).map(([key, value]) => [`--portal-${key}`, value]));
  // Mantine's dimmed text (gray 6) and error text (red 6) are about 3.3:1 on white; gray 7 and red 9 meet WCAG AA.
  const light = { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' };
  return () => ({ variables, light, dark: {} });
}
