// Lint with the layer rules of docs/architecture.md enforced, so `npm test` fails on a breach
// (tests/unit/layerRules.test.ts plants one breach per rule and fails unless each is reported).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The parsers and extensions of import-x's TypeScript preset, with the resolver below instead of its legacy one.
const { 'import-x/resolver': _legacyResolver, ...typescriptSettings } = importX.flatConfigs.typescript.settings;

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The layers of src/, lowest first: each may import the ones before it, never one after it.
const layers = ['platform', 'session', 'i18n', 'routes', 'ui', 'portal', 'kit', 'features', 'app'];
// Side by side, not above one another: neither imports the other.
const apart = { session: ['i18n'], i18n: ['session'], routes: ['i18n'], ui: ['session', 'routes'] };

const layerZones = layers.flatMap((layer, index) => [
  ...layers.slice(index + 1).map((higher) => ({
    target: `./src/${layer}`,
    from: `./src/${higher}`,
    message: `src/${layer} is below src/${higher} and must not import it (docs/architecture.md).`,
  })),
  ...(apart[layer] ?? []).map((other) => ({
    target: `./src/${layer}`,
    from: `./src/${other}`,
    message: `src/${layer} and src/${other} are independent layers (docs/architecture.md).`,
  })),
]);

// Actors are created through src/platform/actorFactory.ts only (the development inspector attaches there).
const actorFactoryMessage = 'Create actors through src/platform/actorFactory.ts, so the inspector sees them.';
const actorFactoryOnly = [
  { name: 'xstate', importNames: ['createActor', 'interpret'], message: actorFactoryMessage },
  { name: '@xstate/react', importNames: ['useActorRef', 'useActor', 'useMachine'], message: actorFactoryMessage },
];

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'docs/', 'test-results/', 'playwright-report/', 'locales/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // Without a resolver import-x cannot tell where an extension-less import leads, and skips it. Import circles are
    // tests/unit/importCircles.test.ts's: import-x/no-cycle ignores type-only imports and was half of lint's CPU.
    settings: {
      ...typescriptSettings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-unresolved': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Machines are pure statecharts: only xstate, each other and the platform's types.
            {
              target: './machines',
              from: './src',
              except: ['./platform/types.ts'],
              message: 'machines/ imports only xstate, other machines and src/platform/types.ts.',
            },
            { target: './machines', from: './sandbox' },
            // The platform layer is below the statecharts' users, not above the statecharts: it holds no machine.
            { target: './src/platform', from: './machines', message: 'src/platform holds no machine; a type both need lives in src/platform/types.ts.' },
            ...layerZones,
            // A feature never imports another; shared pieces move to src/kit, src/ui, src/platform, src/portal or machines/.
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature; move the shared piece down a layer.',
            })),
            { target: './src', from: './sandbox', message: 'Nothing in src/ imports the sandbox.' },
            // The sandbox answers the platform's contract, which src/platform writes down (paths, types, rules, request
            // ids): it reads that and nothing of the portal above it, nor its statecharts.
            {
              target: './sandbox',
              from: './src',
              except: ['./platform'],
              message: 'The sandbox imports src/platform only (the contract), nothing of the portal above it.',
            },
            { target: './sandbox', from: './machines', message: 'The sandbox imports src/platform only (the contract), no machine.' },
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
        { patterns: ['react', 'react-dom', '@xstate/react', '@mantine/*', 'keycloak-js', 'zustand'] },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'location', 'fetch'],
    },
  },
  {
    // A spec takes `test` from tests/e2e/fixtures.ts, which points each worker at its own preview server (and so its
    // own sandbox); Playwright's own `test` would share the first server between workers.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import test and expect from './fixtures' (each worker's own sandbox)." }] },
      ],
    },
  },
  {
    // One place creates actors, so `?inspect` sees every one of them in development.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/platform/actorFactory.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: actorFactoryOnly }] },
  },
  {
    // Mantine's PasswordInput does not mark a field in error invalid for assistive technology: src/ui/PasswordField does.
    // (Repeats the rule above: a later entry's options replace an earlier one's for the files both match.)
    files: ['src/**/*.tsx'],
    ignores: ['src/ui/PasswordField.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...actorFactoryOnly,
            { name: '@mantine/core', importNames: ['PasswordInput'], message: 'Use PasswordField (src/ui/PasswordField.tsx).' },
          ],
        },
      ],
    },
  },
  {
    // No barrel files: they defeat tree-shaking and hide the dependency graph.
    files: ['**/index.ts', '**/index.tsx'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'Program', message: 'No barrel files (index.ts).' }] },
  },
);
