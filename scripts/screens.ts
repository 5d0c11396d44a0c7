// The screenshots of docs/screens, each at 1440 and 390 px: the device map, a device's panel, the audit log, the
// "why can't they" explainer, the alarms in German and the fleet. Run against a preview on the sandbox:
//
//   npm run build && npm run preview            # in one shell
//   npx vite-node scripts/screens.ts            # in another; SCREENS_URL names another server
//
// Each screen waits for what a person sees, never for a fixed time; the sandbox is reset first and its alarm clock
// pinned, so the pictures show the same fleet each run.
import { chromium, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { chromiumArgs, chromiumPath } from './chromium';

const base = process.env.SCREENS_URL ?? 'http://localhost:4173';
const out = 'docs/screens';

interface Screen {
  name: string;
  user: string;
  path: string;
  /** What shows once the screen is ready, and what it does first (open a dialog). */
  ready: (page: Page) => Promise<void>;
  /** A panel or dialog over the page scrolls within the window: a tall window shows it, not the page behind. */
  overlay?: true;
}

const visible = async (page: Page, locator: ReturnType<Page['locator']>) => locator.first().waitFor({ state: 'visible', timeout: 60_000 });

const screens: Screen[] = [
  {
    name: 'devicemap',
    user: 'alice',
    path: '/#/devicemap?org=1&view=map',
    // The first map of a fresh server compiles its shaders on the processor: it may take a while.
    ready: (page) => visible(page, page.locator('[aria-label="Map of the devices"][data-state="ready"]')),
  },
  {
    name: 'device-panel',
    user: 'alice',
    path: '/#/devices?org=1&device=dev-acme-boiler-1',
    overlay: true,
    ready: (page) => visible(page, page.getByRole('table', { name: 'Current values' })),
  },
  {
    name: 'audit-log',
    user: 'alice',
    path: '/#/alarms?org=1',
    // A log with something in it: alice acknowledges two alarms from their rows first, as anyone would.
    ready: async (page) => {
      for (let done = 0; done < 2; done++) {
        const acknowledge = page.locator('button[data-row-action]', { hasText: /^Acknowledge$/ }).first();
        await visible(page, acknowledge);
        const before = await page.locator('button[data-row-action]', { hasText: /^Acknowledge$/ }).count();
        await acknowledge.click();
        await page.waitForFunction((count) => document.querySelectorAll('button[data-row-action]').length > 0 && [...document.querySelectorAll('button[data-row-action]')].filter((button) => button.textContent === 'Acknowledge').length < count, before);
      }
      await page.goto(`${base}/#/audit?org=1`);
      await visible(page, page.getByRole('row').nth(2));
    },
  },
  {
    name: 'why-cant-they',
    user: 'alice',
    path: '/#/permission?org=1',
    overlay: true,
    ready: async (page) => {
      // On a phone a row's actions fold into its "Actions" menu.
      const menu = page.getByRole('button', { name: 'Actions for bob' });
      const direct = page.getByRole('button', { name: 'Access of bob' });
      await visible(page, menu.or(direct));
      if (await menu.isVisible()) {
        await menu.click();
        await page.getByRole('menuitem', { name: 'Access of bob' }).click();
      } else await direct.click();
      const access = page.getByRole('dialog', { name: 'Access of bob' });
      await access.getByRole('combobox', { name: 'Screen of the portal' }).selectOption({ label: 'Users and permissions' });
      await visible(page, access.getByText('bob may not open Users and permissions'));
    },
  },
  { name: 'alarms-de', user: 'erin', path: '/#/alarms?org=1', ready: (page) => visible(page, page.getByRole('table')) },
  { name: 'fleet', user: 'alice', path: '/#/devices?org=1', ready: (page) => visible(page, page.getByText(/^\d+ devices$/)) },
];

async function signIn(page: Page, user: string, path: string) {
  await page.goto(base + path);
  await page.getByLabel('Username or email').fill(user);
  await page.getByLabel('Password').fill(user);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function main() {
  const reset = await fetch(`${base}/__sandbox/reset`, { method: 'POST' });
  if (reset.status !== 204) throw new Error(`POST /__sandbox/reset answered ${reset.status}`);
  const pinned = await fetch(`${base}/__sandbox/alarms`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ at: '2025-03-03T09:00:00Z' }),
  });
  if (pinned.status !== 204) throw new Error(`PUT /__sandbox/alarms answered ${pinned.status}`);
  await mkdir(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    // SCREENS=name,name takes only those.
    const only = process.env.SCREENS?.split(',');
    for (const screen of screens.filter(({ name }) => only === undefined || only.includes(name))) {
      for (const width of [1440, 390]) {
        const height = (width === 390 ? 844 : 900) * (screen.overlay ? 2 : 1);
        const context = await browser.newContext({ viewport: { width, height }, locale: 'en-US', timezoneId: 'Europe/Rome' });
        const page = await context.newPage();
        await signIn(page, screen.user, screen.path);
        await screen.ready(page);
        // Fonts and images settled, nothing still fading in.
        await page.evaluate(() => document.fonts.ready);
        await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity));
        const path = `${out}/${screen.name}-${width}.png`;
        await page.screenshot({ path, fullPage: !screen.overlay });
        console.log(path);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
