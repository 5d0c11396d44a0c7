// Lingui activation. Each locale's catalogs are chunks of their own, loaded on first use, so the entry carries none:
// the shell's texts before the first screen, the sections' texts with the first section screen (lingui.config.ts).
// When config.json names a messages host (spec §7 Other), its texts for the locale are laid over the bundled ones
// (./hostMessages.ts, loaded only then); without one, or when the host fails, the bundled catalogs are shown.
import { i18n, type Messages } from '@lingui/core';
import { localeCookie, type Locale } from '../platform/locale';
import type { Catalogue, MessagesHost } from './hostMessages';

type Catalogs = Record<Locale, () => Promise<{ messages: Messages }>>;

const catalogs: Record<Catalogue, Catalogs> = {
  messages: {
    'en-US': () => import('../../locales/en-US/messages.po'),
    'de-DE': () => import('../../locales/de-DE/messages.po'),
    'es-ES': () => import('../../locales/es-ES/messages.po'),
    'fr-FR': () => import('../../locales/fr-FR/messages.po'),
    'it-IT': () => import('../../locales/it-IT/messages.po'),
  },
  sections: {
    'en-US': () => import('../../locales/en-US/sections.po'),
    'de-DE': () => import('../../locales/de-DE/sections.po'),
    'es-ES': () => import('../../locales/es-ES/sections.po'),
    'fr-FR': () => import('../../locales/fr-FR/sections.po'),
    'it-IT': () => import('../../locales/it-IT/sections.po'),
  },
};

/** Whether a section screen was shown: a language switch then loads the sections' texts too. */
let sectionsWanted = false;

let messagesHost: MessagesHost | undefined;

/** Reads the texts from `host` too from now on (config.json `messagesUrl`); undefined: the bundled ones only. */
export function readMessagesFrom(host: MessagesHost | undefined): void {
  messagesHost = host;
}

/** A catalogue's texts for the locale: the bundled ones, with the host's laid over them when one is configured. */
async function load(locale: Locale, catalogue: Catalogue): Promise<Messages> {
  const host = messagesHost;
  const [bundled, hosted] = await Promise.all([
    catalogs[catalogue][locale](),
    host && import('./hostMessages').then(({ readHostMessages }) => readHostMessages(host, locale, catalogue)),
  ]);
  // A copy: `load` adds later catalogs into this object, and the imported catalogs stay as they are.
  return { ...bundled.messages, ...hosted };
}

/**
 * Starts loading the bundled shell texts of `locale` without waiting for anything: start-up asks for them together
 * with config.json, which they do not depend on (only a messages host's texts wait for the configuration).
 * `activateLocale` takes the same module later.
 */
export function preloadMessages(locale: Locale): void {
  catalogs.messages[locale]().catch(() => {
    // activateLocale imports it again and reports a failure where the start-up handles it.
  });
}

/** Shows the portal in `locale` and remembers it in the cc2locale cookie (spec §3). */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    const [shell, sections] = await Promise.all([load(locale, 'messages'), sectionsWanted ? load(locale, 'sections') : undefined]);
    i18n.load(locale, { ...shell, ...sections });
    i18n.activate(locale);
  }
  document.documentElement.lang = locale;
  document.cookie = localeCookie(locale);
}

/** Loads the sections' texts of the active locale; section screens wait for it before they render. */
export async function loadSectionMessages(): Promise<void> {
  sectionsWanted = true;
  const locale = i18n.locale as Locale;
  const messages = await load(locale, 'sections');
  // `load` adds to the locale's texts. A language switch meanwhile loaded the sections' texts of its own locale.
  if (i18n.locale === locale) i18n.load(locale, messages);
}

export const activeLocale = () => i18n.locale as Locale;

export { i18n };
