// `npm run bench`: a section's first rows for someone who opened its address signed out — home (alice's default
// dashboard), the alarm list over the seeded alarms, the fleet — traced from the sign-in answer's navigation start
// to the first rows (./breakdown.ts): the time split into script, rendering and waiting, the round trips, the longest
// chain of them, and the portal's code fetched before the rows (files and gzip KB). The chain and the code are what
// the machine's load does not change. Timings belong here, never in tests.
import type { Page } from 'playwright-core';
import { markWhenShown, summarise, traceAgainIfLost, traceWindow, type Breakdown } from './breakdown';
import { codeFetched, describeCode } from './codeFetched';
import { firstRowsOnScreen } from './firstRows';
import { median, runs, startBench, type Bench } from './harness';

const screens = [
  { label: 'home', hash: '#/home?org=1' },
  { label: 'alarms', hash: '#/alarms?org=1' },
  { label: 'fleet', hash: '#/devices?org=1' },
];

async function signInTo(bench: Bench, hash: string): Promise<Breakdown> {
  await fetch(`${bench.origin}/__sandbox/reset`, { method: 'POST' });
  const context = await bench.browser.newContext();
  try {
    return await tracedSignIn(bench, await context.newPage(), hash);
  } finally {
    await context.close();
  }
}

async function tracedSignIn(bench: Bench, page: Page, hash: string): Promise<Breakdown> {
  await page.goto(`${bench.origin}/${hash}`);
  await page.getByLabel('Username or email').fill('alice');
  await page.getByLabel('Password').fill('alice');
  const isPortal = (url: string) => url.startsWith(`${bench.origin}/`) && !url.startsWith(`${bench.origin}/auth/`);
  return traceWindow(
    page,
    () => page.getByRole('button', { name: 'Sign in' }).click(),
    async () => {
      await page.waitForURL((url) => isPortal(url.toString()), { waitUntil: 'commit' });
      await markWhenShown(page, firstRowsOnScreen);
    },
    isPortal,
  );
}

async function main() {
  const bench = await startBench('dist-bench-first-rows', 4193);
  const lines: string[] = [];
  try {
    for (const { label, hash } of screens) {
      const traced: Breakdown[] = [];
      for (let run = 0; run < Math.max(1, Math.ceil(runs / 2)); run++) {
        traced.push(await traceAgainIfLost(() => signInTo(bench, hash)));
      }
      const typical = [...traced].sort((a, b) => a.total - b.total)[Math.floor((traced.length - 1) / 2)] as Breakdown;
      const code = typical.roundTrips.filter((trip) => /\/assets\/[^?#]+\.(js|css)$/.test(new URL(trip.url).pathname));
      lines.push(summarise(`${label} (${hash}), sign-in answer → first rows`, traced, median));
      lines.push(`  code before the rows: ${describeCode(codeFetched(bench.dist, code.map((trip) => new URL(trip.url).pathname)))}`);
    }
  } finally {
    await bench.close();
  }
  console.log(lines.join('\n'));
}

await main();
