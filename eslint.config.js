// Lint with the layer rules of ARCHITECTURE.md enforced, so `npm test` fails on a breach.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'docs/', 'test-results/', 'playwright-report/', 'locales/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Machines are pure statecharts: only xstate, each other and platform types.
            { target: './machines', from: './src', except: ['./platform/types.ts'] },
            { target: './machines', from: './sandbox' },
            // Services and the session know nothing of views or features.
            { target: './src/platform', from: ['./src/app', './src/features', './src/session', './src/ui', './src/i18n'] },
            { target: './src/session', from: ['./src/features', './src/ui'] },
            { target: './src/session', from: './src/app', except: ['./routeTable.ts'] },
            // Features reach the app only through its context, location and selectors.
            {
              target: './src/features',
              from: './src/app',
              except: ['./portal.ts', './hashLocation.ts', './selectors.ts'],
            },
            // A feature never imports another; shared pieces move to src/ui, src/platform or machines/.
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
            })),
            { target: './src', from: './sandbox' },
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', '@xstate/react', 'ofetch', '@mantine/*', 'wouter', 'keycloak-js', 'zustand'] },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'location', 'fetch'],
    },
  },
  {
    // No barrel files: they defeat tree-shaking and hide the dependency graph.
    files: ['**/index.ts', '**/index.tsx'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'Program', message: 'No barrel files (index.ts).' }] },
  },
);
