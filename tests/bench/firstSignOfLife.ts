// `vite-node tests/bench/firstSignOfLife.ts`: from a server's start to the first thing a person sees, on a fresh dev
// server (`npm start`) and a fresh preview of the production build. Each run starts a new server process, so the
// sandbox is loaded afresh as on a first start, and Chromium opens the page as soon as the port answers. Two times:
// the server answering, the app loader painted (the first sign of life), and the sign-in form shown (the sandbox
// answering).
// Timings belong here, never in tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { build } from 'vite';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import { figure } from './harness';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4179);
const outDir = 'dist-bench-first-sign';
const origin = `http://localhost:${port}`;
const vite = 'node_modules/vite/bin/vite.js';

async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await once(server, 'exit');
}

type Times = Record<'listening' | 'loader' | 'signIn', number>;

/** One fresh server: milliseconds from its start to its first answer, to the loader painted and to the sign-in form. */
async function measure(browser: Browser, args: string[]): Promise<Times> {
  const started = performance.now();
  const server = spawn(process.execPath, [vite, ...args, '--port', String(port), '--strictPort'], { stdio: 'ignore' });
  const page = await (await browser.newContext()).newPage();
  try {
    for (;;) {
      try {
        await page.goto(origin, { waitUntil: 'commit' });
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
    const listening = performance.now() - started;
    // An animation frame runs only when the page renders: the loader is on screen once one sees its spinner styled.
    await page.waitForFunction(() => {
      const loader = document.getElementById('app-loader');
      return loader !== null && getComputedStyle(loader, '::after').width === '40px';
    }, undefined, { polling: 'raf', timeout: 60_000 });
    const loader = performance.now() - started;
    await page.getByLabel('Username or email').waitFor({ timeout: 60_000 });
    return { listening, loader, signIn: performance.now() - started };
  } finally {
    await page.context().close();
    await stop(server);
  }
}

async function main() {
  process.env.NODE_ENV = 'production';
  await build({ mode: 'production', logLevel: 'warn', build: { outDir } });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const [name, args] of [
      ['preview', ['preview', '--outDir', outDir]],
      ['dev server', []],
    ] as const) {
      const times: Times[] = [];
      for (let run = 0; run < runs; run++) times.push(await measure(browser, [...args]));
      const of = (key: keyof Times) => figure(times.map((run) => run[key]));
      console.log(`fresh ${name} over ${runs} runs, from the start: answering ${of('listening')}; loader painted ${of('loader')}; sign-in form ${of('signIn')}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
