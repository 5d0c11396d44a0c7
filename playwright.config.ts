// Browser tests drive the production build (vite preview, with its Content-Security-Policy) on the embedded
// sandbox in Debian's Chromium. One worker: the sandbox is one stateful platform that each test resets.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium';

// E2E_PORT and E2E_OUT_DIR let several checkouts (or a build in another folder) run their browser tests at once.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
export const previewOrigin = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Screenshot baselines (tests/e2e/screens.spec.ts) are committed beside the specs, one PNG per screen and width,
  // for the one browser the tests run: Debian's Chromium on Linux (hence no platform suffix).
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: previewOrigin,
    locale: 'en-US',
    // One time zone with daylight saving for every run, as the unit tests (vite.config.ts).
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --outDir ${outDir}`,
    url: `${previewOrigin}/status/issues.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // Short-lived access tokens so the refresh paths run during the tests.
    env: { SANDBOX_ACCESS_TOKEN_SECONDS: '120' },
  },
});
