/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { sandboxPlatform } from './sandbox/vite-plugin.ts';
import { productionHeaders } from './scripts/csp.ts';
import { jsdomTestFiles } from './scripts/testProjects.ts';
import { linguiMacro } from './scripts/linguiMacro.ts';
import { nginxConfig } from './scripts/nginxConfig.ts';
import { previewCaching } from './scripts/previewCaching.ts';
import { testPatience } from './tests/unit/patience.ts';

// The sandbox platform answers /svc, /auth and /status on the dev and preview servers unless
// PORTAL_SANDBOX=off (then config.json points the portal at a real platform).
const withSandbox = process.env.PORTAL_SANDBOX !== 'off';

const testFolders = ['tests/unit', 'tests/contract', 'tests/model', 'sandbox'];
const testFiles = testFolders.map((folder) => `${folder}/**/*.test.{ts,tsx}`);
const jsdomFiles = jsdomTestFiles(fileURLToPath(new URL('.', import.meta.url)), testFolders);

export default defineConfig({
  plugins: [
    // Lingui's macros are a Babel plugin; it runs before the React transform (scripts/linguiMacro.ts).
    linguiMacro(),
    react(),
    lingui(),
    ...(withSandbox ? [sandboxPlatform()] : []),
    // dist/nginx/portal.conf: the production headers for a real web server (README "Deploying").
    nginxConfig(),
    previewCaching(),
  ],
  resolve: {
    alias: [
      // The portal's permissions carry no conditions, so CASL's Mongo-query matcher stays out of the bundle
      // (src/session/withoutConditionMatcher.ts says why it is safe).
      { find: '@ucast/mongo2js', replacement: fileURLToPath(new URL('./src/session/withoutConditionMatcher.ts', import.meta.url)) },
      // Every call of the HTTP layer parses its own answer, so ofetch's parser never runs (src/platform/withoutDestr.ts).
      { find: /^destr$/, replacement: fileURLToPath(new URL('./src/platform/withoutDestr.ts', import.meta.url)) },
      // wouter's own location hooks never run under the guard's router (src/routes/withoutBrowserLocation.ts).
      { find: /^\.\/use-browser-location\.js$/, replacement: fileURLToPath(new URL('./src/routes/withoutBrowserLocation.ts', import.meta.url)) },
      // React 19's own useSyncExternalStore, not the shim's backport for older React (src/ui/reactSyncExternalStore.ts).
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/ui/reactSyncExternalStore.ts', import.meta.url)) },
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
    ],
  },
  server: { port: 5173, strictPort: true, host: 'localhost' },
  // The production build is served with the production headers (scripts/csp.ts). The dev server sends none: its
  // modules need inline scripts, and the Stately inspector (?inspect) talks to the window it opens.
  preview: { port: 4173, strictPort: true, host: 'localhost', headers: productionHeaders },
  // The manifest lets the entry-budget test and the benchmark see what loads before the first screen.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // React's forwardRef only wraps a component: a library's unused component made with it (wouter's Link) is left
      // out rather than kept for a call the bundler cannot see is pure.
      treeshake: { manualPureFunctions: ['forwardRef'] },
      output: {
        // The runtime every screen needs travels as one chunk: many small shared chunks each gzip alone and
        // cost more than they save. Component-library pieces stay split by the screens that use them.
        codeSplitting: {
          groups: [
            {
              name: 'runtime',
              priority: 3,
              // machines/notProvided.ts: every machine's placeholder effect, shared by the entry's machines and the
              // sections'; src/platform/cookies.ts: read at start and by the organisation screen's path (rolldown would
              // otherwise give the few bytes of each a chunk of their own).
              test: /node_modules[\\/](react|react-dom|scheduler|xstate|@xstate|@lingui|use-sync-external-store|wouter|regexparam|valibot)[\\/]|machines[\\/]notProvided\.ts$|src[\\/]platform[\\/]cookies\.ts$/,
            },
            {
              // The plain-markup pieces the first screens (organisation selector, home) share with the sections: one
              // chunk, not one each (each small chunk gzips alone and costs its own request).
              name: 'first-screen-ui',
              priority: 3,
              test: /src[\\/]ui[\\/](Pill|Callout|permissionLabels|Spinner|ActionButton|page\.module|pill\.module|callout\.module|spinner\.module|actionButton\.module)\.(tsx?|css)$/,
            },
            {
              // What the entry loads statically: kept whole here so the sections' group below, which takes its
              // modules' dependencies along, cannot pull any of it out of the entry.
              name: 'shell',
              priority: 2,
              tags: ['$initial'],
            },
            {
              // The code the sections share (Mantine, its floating and scroll helpers, the portal's own UI kit and
              // flows): one chunk fetched with the first section, not dozens of small ones per screen.
              name: 'section-ui',
              priority: 1,
              minShareCount: 4,
              test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|clsx)[\\/]|src[\\/](ui|kit)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    restoreMocks: true,
    // A bound for the slowest machine the suite may meet, never a wait (tests/unit/patience.ts).
    testTimeout: testPatience,
    hookTimeout: testPatience,
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core machine. One more than the
    // cores, and never fewer than three: a screen fault file keeps its worker about half busy (the rest is timers and
    // the sandbox's answers; the six alone on three workers, idle: 330 s, 467 s of CPU), which another file's work fills.
    maxWorkers: Math.max(3, availableParallelism() + 1),
    // One time zone for every run, whatever the machine's: tests that read or show local times assert literal values.
    // Rome is an hour or two from UTC and changes with daylight saving time, so a UTC-only assumption fails here.
    env: { TZ: 'Europe/Rome' },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: testFiles,
          exclude: jsdomFiles,
          environment: 'node',
          // The node files share each worker's loaded modules instead of loading the portal, the sandbox and msw
          // again for every file: each file starts its own msw server and resets the sandbox itself, and a global
          // a test stubbed is put back after it, so no file leaves one to the next file of its worker.
          isolate: false,
          unstubGlobals: true,
        },
      },
      { extends: true, test: { name: 'jsdom', include: jsdomFiles, environment: 'jsdom', setupFiles: ['tests/unit/jsdomSetup.ts'] } },
    ],
  },
});
