// `npm run bench`: the consumptions chart of /organizations in Chromium on the production build with the sandbox,
// over a year of acme's daily journal entries (365 of credits, read in pages of 200, with the totals of four
// resources and acme's limits). The target (300 ms) is the chart's own: measured from the arrival of the last answer
// the chart waits for (the journal's pages, the sums, the limits: their resource timings' responseEnd) to the frame
// that shows uPlot's canvas with the journal's first rows. The route change (the shell's calls, the screen's code,
// the requests themselves) is reported beside it, not counted in it.
import type { Page } from 'playwright-core';
import { aliceInAcme, figure, median, runs, startBench } from './harness';

const target = 300;

interface Timing {
  /** From the route change to the chart painted. */
  total: number;
  /** From the last of the chart's answers to the chart painted. */
  fromData: number;
}

/** Opens the tab and times it: the chart's answers are the journal, sum and limits calls made after the change. */
const timeCharted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Timing>((resolve, reject) => {
        performance.clearResourceTimings();
        const started = performance.now();
        const drawn = () => document.querySelector('[role="img"] .uplot canvas') && document.querySelectorAll('table tbody tr').length > 20;
        // Checked once a frame (cheap, unlike an observer of every mutation while the screen mounts): the frame
        // that first holds the chart is the one painted with it.
        const check = () => {
          const painted = performance.now();
          if (!drawn()) {
            if (painted - started > 30_000) reject(new Error('the consumption chart was not drawn within 30 s'));
            else requestAnimationFrame(check);
            return;
          }
          const answers = performance
            .getEntriesByType('resource')
            .filter((entry) => /\/subscriptions\/resource\/[A-Z_]+\/(journal|sum)|\/api\/v1\/limits\?/.test(entry.name))
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
          if (answers.length === 0) reject(new Error('no answer of the consumption calls was timed'));
          else resolve({ total: painted - started, fromData: painted - Math.max(...answers) });
        };
        requestAnimationFrame(check);
        location.hash = '#/organizations?org=1&tab=consumptions';
      }),
  );

async function main() {
  const bench = await startBench('dist-bench-consumptions', 4191);
  const timings: Timing[] = [];
  try {
    const page = await aliceInAcme(bench);
    for (let run = 1; run <= runs; run++) {
      // From a page without the tab, so each run mounts it afresh (the first also loads its code and uPlot).
      await page.evaluate((hash) => (location.hash = hash), '#/no-such-page');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      timings.push(await timeCharted(page));
    }
  } finally {
    await bench.close();
  }
  const fromData = timings.map((timing) => timing.fromData);
  console.log(`consumptions (a year of daily entries), the chart's answers arrived → chart and journal painted: ${figure(fromData)} over ${timings.length} runs`);
  console.log(`consumptions, open the tab → chart and journal painted (with the route change and the requests): ${figure(timings.map((timing) => timing.total))}`);
  console.log(`consumptions target ${target} ms: ${median(fromData) <= target ? 'within' : 'OVER'}`);
}

await main();
