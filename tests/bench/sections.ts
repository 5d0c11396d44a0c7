// `npm run bench` (after firstScreen.ts): every section's first screen, as a person lands on it from the menu, timed
// from the click on its menu entry to its first rows on screen (the screen's heading, nothing loading or busy in it,
// and its rows, items, widgets or map drawn), over the seeded sandbox, alice in acme (every section is hers). Each
// run starts from the not-found page, so the screen mounts afresh; the first run also loads its code. The slowest
// three (by median) are traced once more and split into script, rendering and round trips (./breakdown.ts).
// Timings belong here, never in tests.
import type { Page } from 'playwright-core';
import { markWhenShown, summarise, traceAgainIfLost, traceWindow, type Breakdown } from './breakdown';
import { codeFetched, codeRequestedUntil, describeCode, type CodeFetched } from './codeFetched';
import { firstRowsOnScreen } from './firstRows';
import { aliceInAcme, figure, median, runs, startBench } from './harness';

const target = 300;

interface Entry {
  label: string;
  href: string;
}

const menuEntries = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Sections"] a')].map((link) => ({
      label: link.textContent?.trim() ?? '',
      href: link.getAttribute('href') ?? '',
    })),
  );

async function leaveForNotFound(page: Page) {
  await page.evaluate(() => (location.hash = '#/no-such-page'));
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
}

/** Milliseconds from the click on the menu entry to the first rows, measured in the page, and the code asked for
 * in between. */
function clickToFirstRows(page: Page, entry: Entry) {
  return page.evaluate(
    ([href, predicate, codeUntil]) =>
      new Promise<{ ms: number; code: string[] }>((resolve, reject) => {
        const link = document.querySelector<HTMLAnchorElement>(`nav[aria-label="Sections"] a[href="${href}"]`);
        if (!link) return reject(new Error(`no menu entry ${href}`));
        const shown = new Function(`return ${predicate}`) as () => boolean;
        const requested = new Function('shownAt', `return ${codeUntil}`) as (shownAt: number) => string[];
        performance.clearResourceTimings();
        const started = performance.now();
        link.click();
        const check = () => {
          if (shown()) {
            const shownAt = performance.now();
            resolve({ ms: shownAt - started, code: requested(shownAt) });
          }
          else if (performance.now() - started > 30_000) reject(new Error(`${href}: no first rows within 30 s`));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    [entry.href, firstRowsOnScreen, codeRequestedUntil('shownAt')] as const,
  );
}

async function main() {
  const bench = await startBench('dist-bench-sections', 4958);
  const times = new Map<string, number[]>();
  const cold = new Map<string, { ms: number; code: CodeFetched }>();
  const traced: Array<[Entry, Breakdown]> = [];
  try {
    const page = await aliceInAcme(bench);
    // The top bar draws its menu once the organisation's access is known.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link').first().waitFor();
    const entries: Entry[] = await menuEntries(page);
    for (let run = 0; run < runs; run++) {
      for (const entry of entries) {
        await leaveForNotFound(page);
        // A screen that never shows rows is reported as such, and the others still measured.
        const shown = await clickToFirstRows(page, entry).catch((error: unknown) => {
          console.log(`  ${entry.label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          return undefined;
        });
        if (!shown) continue;
        if (run === 0) cold.set(entry.label, { ms: shown.ms, code: codeFetched(bench.dist, shown.code) });
        else times.set(entry.label, [...(times.get(entry.label) ?? []), shown.ms]);
      }
    }
    const slowest = [...entries].sort((a, b) => median(times.get(b.label) ?? [0]) - median(times.get(a.label) ?? [0])).slice(0, 3);
    for (const entry of slowest) {
      const breakdown = await traceAgainIfLost(async () => {
        await leaveForNotFound(page);
        return traceWindow(
          page,
          () =>
            page.evaluate((href) => {
              performance.mark('bench:start');
              document.querySelector<HTMLAnchorElement>(`nav[aria-label="Sections"] a[href="${href}"]`)?.click();
            }, entry.href),
          () => markWhenShown(page, firstRowsOnScreen),
          'bench:start',
        );
      });
      traced.push([entry, breakdown]);
    }
    console.log(`every section's first screen, menu click → first rows (alice in acme, seeded sandbox; target ${target} ms):`);
    for (const entry of entries) {
      const warm = times.get(entry.label) ?? [];
      const verdict = warm.length && median(warm) <= target ? 'within' : 'OVER';
      const first = cold.get(entry.label);
      console.log(
        `  ${entry.label.padEnd(20)} ${entry.href.padEnd(26)} first ${first ? `${first.ms.toFixed(0)} ms (${describeCode(first.code)})` : 'not shown'}; then ${warm.length ? figure(warm) : 'no further runs'} ${verdict}`,
      );
    }
  } finally {
    await bench.close();
  }
  for (const [entry, breakdown] of traced) console.log(summarise(`slow: ${entry.label} (${entry.href}), traced`, [breakdown], median));
}

await main();
