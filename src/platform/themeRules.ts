// What an organisation's theme may hold (facts §15 ITheme colour keys, plus the brand name): the one table the theme
// form and the sandbox's PUT /{org}/theme apply, so a value the form lets through is one the service takes.
import type { Theme, ThemeColors } from './types';

/** Facts §15, in the order the form shows them: the light and grey steps, the dark steps, then the signal colours. */
export const themeColourKeys = [
  'primary',
  'primaryDk1',
  'primaryDk2',
  'highlight',
  'wt',
  'g1',
  'g2',
  'g3',
  'g4',
  'dk',
  'good',
  'alert',
  'warningMild',
  'warningSerious',
] as const satisfies readonly (keyof ThemeColors)[];

/** Longest brand name: it stands in the top bar beside the sections. */
export const maxBrandName = 60;

/** A colour as the platform's themes write them: `#` and six hexadecimal digits. */
export const isThemeColour = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);

/** Why `value` is not a theme, naming the field (`brandName`, `colors.<key>`); undefined when it is one. */
export function themeRefusal(value: unknown): string | undefined {
  const theme = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<keyof Theme, unknown>>;
  if (typeof theme.brandName !== 'string' || theme.brandName.trim() === '') return 'brandName is required';
  if (theme.brandName.length > maxBrandName) return `brandName must be at most ${maxBrandName} characters`;
  const colors = (typeof theme.colors === 'object' && theme.colors !== null ? theme.colors : {}) as Record<string, unknown>;
  const wrong = themeColourKeys.find((key) => !isThemeColour(colors[key]));
  return wrong === undefined ? undefined : `colors.${wrong} must be a colour like #0b6bcb`;
}
