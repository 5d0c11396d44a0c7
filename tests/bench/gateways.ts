// `npm run bench`: the remote-access gateway list over 10 000 gateways in Chromium on the production build (vite
// preview + sandbox seeded through /__sandbox/vpn/gateways). Two medians: opening the list (route change → first page
// of rows on screen) and applying a status filter (select changed → the narrowed rows on screen, answered by the
// service). Target: a status filter applied within 200 ms. Timings belong here, never in tests.
import type { Page } from 'playwright-core';
import { aliceInAcme, figure, median, runs, startBench } from './harness';

const bulk = 10_000;
const filterTarget = 200;

/** Milliseconds from `act` (run in the page) until the gateway table was busy and is settled again with rows. */
function timeUntilListed(page: Page, act: string, argument: string) {
  return page.evaluate(
    ([act, argument]) =>
      new Promise<number>((resolve, reject) => {
        const table = () => document.querySelector('table[aria-label="Gateways"]');
        const before = table()?.querySelector('tbody')?.textContent;
        let sawBusy = false;
        const started = performance.now();
        new Function('argument', act)(argument);
        const check = () => {
          const busy = table()?.getAttribute('aria-busy') === 'true';
          sawBusy ||= busy;
          const rows = table()?.querySelector('tbody tr');
          const changed = table()?.querySelector('tbody')?.textContent !== before;
          if ((sawBusy || changed) && !busy && rows && changed) resolve(performance.now() - started);
          else if (performance.now() - started > 30_000) reject(new Error('the list did not update within 30 s'));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    [act, argument] as const,
  );
}

const navigate = 'location.hash = argument;';
const chooseStatus = `
  const select = [...document.querySelectorAll('select')].find((candidate) => candidate.labels?.[0]?.textContent?.startsWith('Status'));
  select.value = argument;
  select.dispatchEvent(new Event('change', { bubbles: true }));`;

async function main() {
  const bench = await startBench('dist-bench-gateways', 4183);
  const open: number[] = [];
  const filter: number[] = [];
  try {
    const page = await aliceInAcme(bench);
    const seeded = await fetch(`${bench.origin}/__sandbox/vpn/gateways`, { method: 'PUT', body: JSON.stringify({ bulk, organization: 'acme' }) });
    if (seeded.status !== 204) throw new Error(`seeding ${bulk} gateways answered ${seeded.status}`);
    for (let run = 1; run <= runs; run++) {
      // From a page without the list, so each run mounts it afresh (the first also loads its code).
      await page.evaluate((hash) => (location.hash = hash), '#/no-such-page');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      open.push(await timeUntilListed(page, navigate, '#/vpn?org=1'));
      // Offline, then online: each narrows all 10 003 gateways on the service.
      filter.push(await timeUntilListed(page, chooseStatus, 'offline'));
      filter.push(await timeUntilListed(page, chooseStatus, 'online'));
    }
  } finally {
    await bench.close();
  }
  console.log(`gateway list over ${bulk} gateways, ${runs} runs`);
  console.log(`  open the list:         ${figure(open)}`);
  console.log(`  apply a status filter: ${figure(filter)} (target ≤ ${filterTarget} ms${median(filter) <= filterTarget ? ', met' : ', MISSED'})`);
}

await main();
