// Which languages the user menu offers (spec §2 experimental language switches): German, Spanish and French each
// behind its switch, English and Italian always (the spec gives them none). The language shown stays offered
// whatever its switch, so nobody is left in a language they cannot choose again; Japanese has no catalogue, so its
// switch offers nothing (src/features/experimental/descriptions.ts says so).
import type { ExperimentalKey } from '../../machines/experimentalFeatures';
import { supportedLocales, type Locale } from '../platform/locale';

const languageSwitches: Partial<Record<Locale, ExperimentalKey>> = {
  'de-DE': 'germanLanguage',
  'es-ES': 'spanishLanguage',
  'fr-FR': 'frenchLanguage',
};

export function offeredLocales(isOn: (key: ExperimentalKey) => boolean, shown: string): Locale[] {
  return supportedLocales.filter((locale) => {
    const key = languageSwitches[locale];
    return key === undefined || locale === shown || isOn(key);
  });
}
