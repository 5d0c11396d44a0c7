// What the browser benchmarks share: the production build served by vite preview (with the sandbox), Debian's
// Chromium, alice signed in to acme, and medians. Timings belong in benchmarks, never in tests.
import { build, preview, type PreviewServer } from 'vite';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';

export const runs = Number(process.env.BENCH_RUNS ?? 7);

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export const figure = (values: readonly number[], unit = 'ms', digits = 0) =>
  `median ${median(values).toFixed(digits)} ${unit} (min ${Math.min(...values).toFixed(digits)}, max ${Math.max(...values).toFixed(digits)})`;

export interface Bench {
  origin: string;
  /** Where the served build is. */
  dist: string;
  browser: Browser;
  close: () => Promise<void>;
}

/** Builds into `outDir` (unless `BENCH_BUILT=1` says it holds the build), serves it on `port` (or `BENCH_PORT`, on a
 * machine whose ports are shared) and starts Chromium; `close` stops both. */
export async function startBench(outDir: string, defaultPort: number): Promise<Bench> {
  const port = Number(process.env.BENCH_PORT ?? defaultPort);
  process.env.NODE_ENV = 'production';
  if (process.env.BENCH_BUILT !== '1') await build({ mode: 'production', logLevel: 'warn', build: { outDir } });
  const server: PreviewServer = await preview({ logLevel: 'warn', preview: { port, strictPort: true }, build: { outDir } });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return {
    origin: `http://localhost:${port}`,
    dist: outDir,
    browser,
    close: async () => {
      await browser.close();
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    },
  };
}

/** A fresh page with alice signed in to acme, on the screen she lands on. */
export async function aliceInAcme(bench: Bench): Promise<Page> {
  await fetch(`${bench.origin}/__sandbox/reset`, { method: 'POST' });
  const page = await (await bench.browser.newContext()).newPage();
  await page.goto(`${bench.origin}/`);
  await page.getByLabel('Username or email').fill('alice');
  await page.getByLabel('Password').fill('alice');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('list', { name: 'Your organizations' }).getByRole('button', { name: /^Acme\b/ }).click();
  await page.getByRole('button', { name: 'Continue with Acme' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Organization: Acme' }).waitFor();
  return page;
}
