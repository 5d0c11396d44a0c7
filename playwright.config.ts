// Browser tests drive the production build (vite preview, with its Content-Security-Policy) on the embedded
// sandbox in Debian's Chromium; the specs of development-only tools (*.dev.spec.ts) drive `npm start`'s dev server,
// which their first test starts (tests/e2e/devServer.ts), so a run without them never pays for it.
// Two workers, each on a preview server of its own: the sandbox is one stateful platform per server that each test
// resets (tests/e2e/previewServers.ts; tests/e2e/fixtures.ts gives each worker its server as baseURL).
import { defineConfig } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './scripts/chromium';
import { previewOutDir, previewPorts, previewWorkers } from './tests/e2e/previewServers';

export default defineConfig({
  testDir: 'tests/e2e',
  // Screenshot baselines (tests/e2e/screens.spec.ts) are committed beside the specs, one PNG per screen and width,
  // for the one browser the tests run: Debian's Chromium on Linux (hence no platform suffix).
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  workers: previewWorkers,
  // A file's tests run in order on one worker; the files are spread over the workers.
  fullyParallel: false,
  retries: 0,
  // Upper bounds, never waits: a passing check returns as soon as a person would see its result. Wide enough for a
  // 2-core machine at load 30 (a sign-in then takes up to 25 s to land), where 15 s and 60 s failed tests that pass.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    locale: 'en-US',
    // One time zone with daylight saving for every run, as the unit tests (vite.config.ts).
    timezoneId: 'Europe/Rome',
    // Recording a trace for every test costs about a third of the suite's CPU (three specs: 50–56 s with traces,
    // 37–40 s without), and a run on CI keeps none: E2E_TRACE=1 records them to look at a failure here.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  webServer: previewPorts.map((port) => ({
    command: `npx vite preview --port ${port} --strictPort --outDir ${previewOutDir}`,
    url: `http://localhost:${port}/status/issues.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // Short-lived access tokens so the refresh paths run during the tests.
    env: { SANDBOX_ACCESS_TOKEN_SECONDS: '120' },
  })),
});
