import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Spec §1/§9: the five supported locales; en-US is the source and fallback.
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT'],
  fallbackLocales: { default: 'en-US' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src'] }],
  format: formatter({ lineNumbers: false }),
});
