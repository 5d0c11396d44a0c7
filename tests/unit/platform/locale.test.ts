import { describe, expect, it } from 'vitest';
import { localeCookie, localeFromCookie, normalizeLocale, pickLocale } from '../../../src/platform/locale';

describe('normalizeLocale', () => {
  it.each([
    ['en', 'en-US'],
    ['EN', 'en-US'],
    ['de', 'de-DE'],
    ['it', 'it-IT'],
    [' fr ', 'fr-FR'],
    ['es_ES', 'es-ES'],
    ['de-de', 'de-DE'],
    ['EN-us', 'en-US'],
    ['en-GB', undefined],
    ['pt', undefined],
    ['', undefined],
    ['d', undefined],
    [undefined, undefined],
  ])('%j → %s', (code, expected) => {
    expect(normalizeLocale(code)).toBe(expected);
  });
});

describe('locale cookie', () => {
  it('reads cc2locale among other cookies', () => {
    expect(localeFromCookie('a=1; cc2locale=it; b=2')).toBe('it-IT');
    expect(localeFromCookie('xcc2locale=it')).toBeUndefined();
    expect(localeFromCookie('')).toBeUndefined();
  });

  it('writes a site-wide cookie kept for a year', () => {
    expect(localeCookie('fr-FR')).toBe('cc2locale=fr-FR; path=/; max-age=31536000; SameSite=Lax');
  });
});

describe('pickLocale', () => {
  it.each([
    [{ preference: 'de-DE', cookie: 'it-IT', navigatorLanguages: ['fr-FR'] }, 'de-DE'],
    [{ preference: 'xx', cookie: 'it', navigatorLanguages: ['fr-FR'] }, 'it-IT'],
    [{ cookie: 'nope', navigatorLanguages: ['pt-BR', 'fr-CA', 'es'] }, 'fr-FR'],
    [{ navigatorLanguages: ['en-GB'] }, 'en-US'],
    [{ navigatorLanguages: ['pt-BR'] }, 'en-US'],
    [{}, 'en-US'],
  ])('%j → %s', (input, expected) => {
    expect(pickLocale(input)).toBe(expected);
  });
});
