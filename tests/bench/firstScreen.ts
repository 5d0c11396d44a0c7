// `npm run bench`: builds the portal, prints what loads before the first screen, then times alice's way to her
// first screen in Chromium on the production build (vite preview + sandbox), median of several runs, and splits the
// sign-in form's and the first screen's time into script, rendering and the network's round trips from Chromium's
// trace (./breakdown.ts; traced runs apart, as tracing slows the page a little).
// Timings belong here, never in tests.
import { build, preview } from 'vite';
import { chromium, type Page } from 'playwright-core';
import { bytesBeforeScreen, firstScreens } from '../../scripts/bundleSize';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import { markWhenShown, summarise, traceAgainIfLost, traceWindow, type Breakdown } from './breakdown';

const runs = Number(process.env.BENCH_RUNS ?? 7);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Resolves with performance.now() of the page at the moment the selector's heading is on screen. */
const selectorShown = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector('h1')?.textContent === 'Choose an organization' && !document.getElementById('app-loader')
        ? performance.now()
        : false,
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );

const selectorOnScreen = `document.querySelector('h1')?.textContent === 'Choose an organization' && !document.getElementById('app-loader')`;
const signInFormOnScreen = `document.querySelector('input[name="password"]') !== null && document.querySelector('button[type="submit"]') !== null`;

/** One traced visit: the sign-in form from the portal's address, then the first screen from the sign-in's answer. */
async function tracedVisit(page: Page, origin: string): Promise<{ form: Breakdown; firstScreen: Breakdown }> {
  const isPortal = (url: string) => url.startsWith(`${origin}/`) && !url.startsWith(`${origin}/auth/`);
  const form = await traceWindow(
    page,
    () => page.goto(`${origin}/`, { waitUntil: 'commit' }),
    async () => {
      await page.waitForURL((url) => url.pathname.startsWith('/auth/'), { waitUntil: 'commit' });
      await markWhenShown(page, signInFormOnScreen);
    },
    isPortal,
  );
  await page.getByLabel('Username or email').fill('alice');
  await page.getByLabel('Password').fill('alice');
  const firstScreen = await traceWindow(
    page,
    () => page.getByRole('button', { name: 'Sign in' }).click(),
    async () => {
      await page.waitForURL((url) => isPortal(url.toString()), { waitUntil: 'commit' });
      await markWhenShown(page, selectorOnScreen);
    },
    isPortal,
  );
  return { form, firstScreen };
}

async function main() {
  // vite-node runs in development mode; the benchmark measures what users get.
  process.env.NODE_ENV = 'production';
  await build({ mode: 'production', logLevel: 'warn' });
  for (const screen of firstScreens) {
    const loaded = bytesBeforeScreen('dist', screen);
    console.log(`before ${screen.split('/').pop()}: ${(loaded.gzipBytes / 1024).toFixed(1)} KB gzip in ${loaded.files.length} files`);
    for (const { file, gzipBytes } of loaded.perFile) console.log(`  ${(gzipBytes / 1024).toFixed(1).padStart(5)} KB  ${file}`);
  }

  const port = Number(process.env.BENCH_PORT ?? 4174);
  const server = await preview({ logLevel: 'warn', preview: { port, strictPort: true } });
  const origin = `http://localhost:${port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const afterSignIn: number[] = [];
  const reload: number[] = [];
  const forms: Breakdown[] = [];
  const tracedScreens: Breakdown[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      await fetch(`${origin}/__sandbox/reset`, { method: 'POST' });
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}/`, { waitUntil: 'commit' });
      await page.getByLabel('Username or email').fill('alice');
      await page.getByLabel('Password').fill('alice');
      await page.getByRole('button', { name: 'Sign in' }).click();
      // From the navigation start of the document the identity provider sends back to the first screen.
      afterSignIn.push(Number(await (await selectorShown(page)).jsonValue()));
      // A signed-in reload: the portal boots, keycloak-js passes the identity provider's SSO, the screen shows.
      const started = Date.now();
      await page.reload();
      await selectorShown(page);
      reload.push(Date.now() - started);
      await context.close();
    }
    for (let run = 0; run < runs; run++) {
      const visit = await traceAgainIfLost(async () => {
        await fetch(`${origin}/__sandbox/reset`, { method: 'POST' });
        const context = await browser.newContext();
        try {
          return await tracedVisit(await context.newPage(), origin);
        } finally {
          await context.close();
        }
      });
      forms.push(visit.form);
      tracedScreens.push(visit.firstScreen);
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
  console.log(`alice, sign-in answer → first screen: median ${median(afterSignIn).toFixed(0)} ms over ${runs} runs`);
  console.log(`alice, reload (SSO round trip) → first screen: median ${median(reload).toFixed(0)} ms over ${runs} runs`);
  console.log(summarise('the sign-in form, from the portal\'s navigation start', forms, median));
  console.log(summarise('alice\'s first screen (the organisation selector), from the sign-in answer\'s navigation start', tracedScreens, median));
}

await main();
