// `npm run bench`: data exploration in Chromium on the production build (vite preview + sandbox). One tag of one
// device over a year and over a tenth of it (36.5 days), opened from the address: route change → the chart drawn
// with its samples (its accessible summary counts them). The sandbox stores a sample every 10 s, three times as many
// as the 30-second resolution the target names (a year is 3.15 million samples), and reduces them on the server to
// each bucket's lowest and highest, about two points per pixel (src/features/explore/sampling.ts). Target: a year
// charted within 500 ms.
// Timings belong here, never in tests.
import type { Page } from 'playwright-core';
import { aliceInAcme, figure, median, runs, startBench } from './harness';

const target = 500;
const day = 86_400_000;
const sizes = [
  { name: 'a year', span: 365 * day },
  { name: 'a tenth of a year', span: 36.5 * day },
];

/** Milliseconds from setting the address (run in the page) until the tag's chart is drawn with its samples. */
function timeUntilCharted(page: Page, hash: string) {
  return page.evaluate(
    (hash) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        location.hash = hash;
        const check = () => {
          const chart = document.querySelector('[role="img"][aria-label^="Boiler/Temperature"]');
          if (chart?.querySelector('canvas') && /\d+ samples/.test(chart.getAttribute('aria-label') ?? '')) resolve(performance.now() - started);
          else if (performance.now() - started > 30_000) reject(new Error('the chart was not drawn within 30 s'));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    hash,
  );
}

async function main() {
  const bench = await startBench('dist-bench-explore', 4189);
  const timings = new Map(sizes.map(({ name }) => [name, [] as number[]]));
  try {
    const page = await aliceInAcme(bench);
    for (let run = 1; run <= runs; run++) {
      for (const { name, span } of sizes) {
        // From a page without the chart, so each run mounts it afresh (the first also loads its code).
        await page.evaluate((hash) => (location.hash = hash), '#/no-such-page');
        await page.getByRole('heading', { name: 'Page not found' }).waitFor();
        timings.get(name)?.push(await timeUntilCharted(page, `#/data-explore?org=1&devices=dev-acme-boiler-1&tags=Boiler/Temperature&span=${span}`));
      }
    }
  } finally {
    await bench.close();
  }
  for (const [name, values] of timings) console.log(`data exploration, ${name} of one tag → charted: ${figure(values)} over ${values.length} runs`);
  const year = timings.get('a year') ?? [];
  console.log(`target ${target} ms for a year: ${median(year) <= target ? 'within' : 'OVER'}`);
}

await main();
