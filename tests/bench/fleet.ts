// `npm run bench`: the fleet (/devices) in Chromium on the production build with the sandbox, with 100 000 devices in
// acme and a tenth of that (`PUT /__sandbox/config` `bulkDevices`).
// The fleet is paged on the server; the bench reads the largest page a person may choose (500 devices), whose rows
// are drawn only near the view (src/ui/WindowedRows.tsx).
// - First rows: from the moment the page of devices has arrived (the resource timing's responseEnd of the fleet's
//   `GET /devices`) to its rows on screen. Target: 150 ms.
// - Scrolling to the end: the longest main-thread task (Long Tasks API; only tasks over 50 ms are reported) while the
//   screen is scrolled to the page's end and back, rows drawn and measured as they come into view. Target: 50 ms.
// - Filter change: from the connection filter set to "Offline" to the table showing only offline devices (the
//   server narrows the fleet). Target: 200 ms.
import type { Page } from 'playwright-core';
import { aliceInAcme, figure, median, runs, startBench, type Bench } from './harness';

const sizes = [100_000, 10_000];
/** acme's own devices (sandbox/devices/fleet.ts), besides the made-up ones. */
const seededDevices = 5;
const firstRowsTarget = 150;
const taskTarget = 50;
const filterTarget = 200;

/** Milliseconds from the fleet's page of devices arriving to its rows on screen. */
const timeFirstRows = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        performance.clearResourceTimings();
        const started = performance.now();
        location.hash = '#/devices?org=1&rows=500';
        const check = () => {
          const rows = document.querySelectorAll('table[aria-label="Devices"] tbody tr:not([data-spacer])');
          if (rows.length > 0) {
            const shownAt = performance.now();
            // The entry is recorded once the response ends, before the rows its data makes.
            const arrived = performance
              .getEntriesByType('resource')
              .filter((entry) => /\/svc\/mappings\/api\/v1\/devices\?/.test(entry.name))
              .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
            if (arrived.length === 0) reject(new Error('no fleet request was timed'));
            else resolve(shownAt - Math.max(...arrived));
          } else if (performance.now() - started > 60_000) reject(new Error('no rows within 60 s'));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );

/** The longest task while the screen scrolls to its end and back (0 when none took over 50 ms). */
const longestTaskWhileScrolling = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const tasks: number[] = [];
        const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration)));
        observer.observe({ type: 'longtask' });
        const end = document.documentElement.scrollHeight;
        let y = 0;
        let down = true;
        const step = () => {
          y += down ? 120 : -120;
          window.scrollTo(0, y);
          if (down && y >= end) down = false;
          if (!down && y <= 0) {
            setTimeout(() => {
              observer.disconnect();
              resolve(Math.max(0, ...tasks));
            }, 200);
            return;
          }
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
  );

/** Milliseconds from the connection filter set to "Offline" to only offline devices on screen. */
const timeFilterChange = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const select = [...document.querySelectorAll('select')].find((candidate) => candidate.labels?.[0]?.textContent?.startsWith('Connection'));
        const offline = select && [...select.options].find((option) => option.text === 'Offline');
        if (!select || !offline) {
          reject(new Error('no connection filter'));
          return;
        }
        const started = performance.now();
        select.value = offline.value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
        const check = () => {
          const rows = [...document.querySelectorAll('table[aria-label="Devices"] tbody tr:not([data-spacer])')];
          if (rows.length > 0 && rows.every((row) => row.textContent?.includes('Offline'))) resolve(performance.now() - started);
          else if (performance.now() - started > 60_000) reject(new Error('the filter did not apply within 60 s'));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );

async function measure(bench: Bench, page: Page, devices: number) {
  const configured = await fetch(`${bench.origin}/__sandbox/config`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ bulkDevices: devices - seededDevices }),
  });
  if (!configured.ok) throw new Error(`the sandbox refused ${devices} devices: ${configured.status}`);
  const firstRows: number[] = [];
  const longest: number[] = [];
  const filtered: number[] = [];
  // The first open loads the section's code and builds the sandbox's fleet; it is not counted.
  for (let run = 0; run <= runs; run++) {
    await page.evaluate(() => (location.hash = '#/no-such-page'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    const spent = await timeFirstRows(page);
    await page.getByText(/^[\d,. ]+ devices$/).waitFor();
    const scrolled = await longestTaskWhileScrolling(page);
    const narrowed = await timeFilterChange(page);
    if (run === 0) continue;
    firstRows.push(spent);
    longest.push(scrolled);
    filtered.push(narrowed);
  }
  return { firstRows, longest, filtered };
}

async function main() {
  const bench = await startBench('dist-bench-fleet', 4963);
  const results = new Map<number, Awaited<ReturnType<typeof measure>>>();
  try {
    const page = await aliceInAcme(bench);
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const devices of sizes) results.set(devices, await measure(bench, page, devices));
  } finally {
    await bench.close();
  }
  const within = (value: number, target: number) => (value <= target ? 'within' : 'OVER');
  for (const [devices, { firstRows, longest, filtered }] of results) {
    console.log(`fleet (${devices} devices), page arrived → first rows on screen: ${figure(firstRows)} over ${firstRows.length} runs; target ${firstRowsTarget} ms: ${within(median(firstRows), firstRowsTarget)}`);
    console.log(`fleet (${devices} devices), longest task while scrolling to the end: ${figure(longest)} (0: none over 50 ms) over ${longest.length} runs; target ${taskTarget} ms: ${within(Math.max(...longest), taskTarget)}`);
    console.log(`fleet (${devices} devices), filter change → filtered rows: ${figure(filtered)} over ${filtered.length} runs; target ${filterTarget} ms: ${within(median(filtered), filterTarget)}`);
  }
}

await main();
