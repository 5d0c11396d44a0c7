// Spec §5/§9 locale rules: the five supported locales, short codes expanded, the cc2locale cookie (spec §3).
import { readCookie } from './cookies';

export const supportedLocales = ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT'] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = 'en-US';
export const localeCookieName = 'cc2locale';

const oneYearInSeconds = 365 * 24 * 60 * 60;

/** Accepts `de`, `de_DE`, ` DE-de `…; answers the supported locale it names, or undefined. */
export function normalizeLocale(code: string | undefined): Locale | undefined {
  if (code === undefined) return undefined;
  let candidate = code.trim().replace('_', '-').toLowerCase();
  // Spec §5: "en" is the default locale rather than a guessed en-EN; other short codes become xx-XX.
  if (candidate === 'en') return defaultLocale;
  if (candidate.length < 3) candidate = `${candidate}-${candidate}`;
  return supportedLocales.find((locale) => locale.toLowerCase() === candidate);
}

export function localeFromCookie(cookies: string): Locale | undefined {
  return normalizeLocale(readCookie(cookies, localeCookieName));
}

/** The `document.cookie` assignment that remembers the locale for a year on the whole portal. */
export function localeCookie(locale: Locale): string {
  return `${localeCookieName}=${locale}; path=/; max-age=${oneYearInSeconds}; SameSite=Lax`;
}

/**
 * The user's saved preference wins, then the cookie, then the browser's languages; a browser regional variant
 * we do not ship (de-AT, en-GB) falls back to its language.
 */
export function pickLocale({
  preference,
  cookie,
  navigatorLanguages = [],
}: {
  preference?: string;
  cookie?: string;
  navigatorLanguages?: readonly string[];
}): Locale {
  const fromNavigator = navigatorLanguages
    .map((code) => normalizeLocale(code) ?? normalizeLocale(code.split(/[-_]/)[0]))
    .find((locale) => locale !== undefined);
  return normalizeLocale(preference) ?? normalizeLocale(cookie) ?? fromNavigator ?? defaultLocale;
}
