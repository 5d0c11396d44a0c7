// Lingui activation. Each locale's catalog is its own chunk, loaded on first use, so the entry carries none.
import { i18n, type Messages } from '@lingui/core';
import { localeCookie, type Locale } from '../platform/locale';

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'en-US': () => import('../../locales/en-US/messages.po'),
  'de-DE': () => import('../../locales/de-DE/messages.po'),
  'es-ES': () => import('../../locales/es-ES/messages.po'),
  'fr-FR': () => import('../../locales/fr-FR/messages.po'),
  'it-IT': () => import('../../locales/it-IT/messages.po'),
};

/** Shows the portal in `locale` and remembers it in the cc2locale cookie (spec §3). */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    const { messages } = await catalogs[locale]();
    i18n.loadAndActivate({ locale, messages });
  }
  document.documentElement.lang = locale;
  document.cookie = localeCookie(locale);
}

export const activeLocale = () => i18n.locale as Locale;

export { i18n };
