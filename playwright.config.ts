// Browser tests drive the production build (vite preview, with its Content-Security-Policy) on the embedded
// sandbox in Debian's Chromium. One worker: the sandbox is one stateful platform that each test resets.
import { defineConfig } from '@playwright/test';

export const previewOrigin = 'http://localhost:4173';

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: previewOrigin,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx vite preview',
    url: `${previewOrigin}/status/issues.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // Short-lived access tokens so the refresh paths run during the tests.
    env: { SANDBOX_ACCESS_TOKEN_SECONDS: '120' },
  },
});
