import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The shell's texts load before the first screen; every section's texts load with the first section screen, so the
// entry budget (140 KB gzip before the first screen) does not grow with each section. A new feature folder is a
// section unless it is listed here.
export const shellFeatures = ['agreements', 'home', 'notices', 'organization', 'status'];
const shellFolders = ['app', 'i18n', 'platform', 'portal', 'routes', 'session', 'ui', ...shellFeatures.map((feature) => `features/${feature}`)];

// Spec §1/§9: the five supported locales; en-US is the source and fallback.
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT'],
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}/messages', include: shellFolders.map((folder) => `<rootDir>/src/${folder}`) },
    {
      path: '<rootDir>/locales/{locale}/sections',
      include: ['<rootDir>/src/features', '<rootDir>/src/kit'],
      exclude: shellFeatures.map((feature) => `<rootDir>/src/features/${feature}`),
    },
  ],
  format: formatter({ lineNumbers: false }),
});
