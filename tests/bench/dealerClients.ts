// `npm run bench` (after the others): the dealer's clients tab with 1 000 clients in Chromium on the production build
// (vite preview + sandbox, `PUT /__sandbox/dealer { clients }`). Measured: from the route change to the first page of
// clients on screen with their subscription summaries and aggregates, and from pressing Next to the next page on
// screen. Each page is one summaries request (GET /subscriptions/summaryByOrg) and one aggregates request for its
// clients (POST /subscriptions/aggregatedByOrg), counted here: two a page, never one a client. Target: 500 ms.
// Timings belong here, never in tests.
import type { Page } from 'playwright-core';
import { aliceInAcme, figure, median, runs, startBench } from './harness';

const clients = 1_000;
const target = 500;
const summaryPath = '/svc/licenses/api/v1/subscriptions/summaryByOrg';
const aggregatesPath = '/svc/licenses/api/v1/subscriptions/aggregatedByOrg';

/** Milliseconds from `act` (run in the page) until the clients table shows the row named `rowName` and is not busy. */
function timeUntilShown(page: Page, act: string, rowName: string) {
  return page.evaluate(
    ([act, rowName]) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        new Function(act)();
        const check = () => {
          const table = document.querySelector('table[aria-label="Clients"]');
          const shown = table?.getAttribute('aria-busy') === 'false' && [...table.querySelectorAll('th[scope="row"]')].some((cell) => cell.textContent?.startsWith(rowName));
          if (shown) resolve(performance.now() - started);
          else if (performance.now() - started > 30_000) reject(new Error(`${rowName} was not on screen within 30 s`));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    [act, rowName] as const,
  );
}

async function main() {
  const bench = await startBench('dist-bench-dealer', 4185);
  const open: number[] = [];
  const next: number[] = [];
  let requests = 0;
  let aggregateRequests = 0;
  let pages = 0;
  try {
    const page = await aliceInAcme(bench);
    const seeded = await fetch(`${bench.origin}/__sandbox/dealer`, { method: 'PUT', body: JSON.stringify({ clients }) });
    if (seeded.status !== 200) throw new Error(`seeding ${clients} clients answered ${seeded.status}`);
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === summaryPath) requests++;
      if (path === aggregatesPath) aggregateRequests++;
    });
    for (let run = 1; run <= runs; run++) {
      await page.evaluate(() => (location.hash = '#/no-such-page'));
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      open.push(await timeUntilShown(page, "location.hash = '#/dealer?org=1';", 'Bakery Bros'));
      pages++;
      // The second page starts with the 48th made-up client (three seeded clients, 50 a page).
      next.push(await timeUntilShown(page, "[...document.querySelectorAll('button')].find((button) => button.getAttribute('aria-label')?.startsWith('Next'))?.click();", 'Client 48'));
      pages++;
    }
  } finally {
    await bench.close();
  }
  console.log(`dealer clients (${clients + 3}), open the tab → first page with summaries on screen: ${figure(open)} over ${open.length} runs`);
  console.log(`dealer clients (${clients + 3}), next page → its summaries on screen: ${figure(next)} over ${next.length} runs`);
  console.log(`requests for summaries: ${requests}, for aggregates: ${aggregateRequests}, for ${pages} pages shown`);
  const verdict = Math.max(median(open), median(next)) <= target && requests === pages && aggregateRequests === pages ? 'within' : 'OVER';
  console.log(`target ${target} ms and one summaries and one aggregates request per page: ${verdict}`);
}

await main();
