// Where the time of one wait goes, from Chromium's trace (Tracing over Playwright's CDP session): the page's main
// thread busy with script (compiling, evaluating, running callbacks) or with rendering (style, layout, paint,
// compositing), and the network round trips in the window, by service, with how many of them ran one after another
// (a waterfall: each started only after the one before it had answered). What is neither is waiting, mostly on the
// network.
import type { Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { requestId?: string; url?: string; finishTime?: number; frame?: string } };
}

const scriptEvents = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.produceModuleCache',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'V8.Execute',
  'ParseHTML',
]);
const renderEvents = new Set([
  'UpdateLayoutTree',
  'RecalculateStyles',
  'Layout',
  'PrePaint',
  'Paint',
  'PaintImage',
  'Layerize',
  'Commit',
  'UpdateLayer',
  'CompositeLayers',
  'ParseAuthorStyleSheet',
  'Decode Image',
]);
const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];

export interface RoundTrip {
  service: string;
  url: string;
  /** Milliseconds from the window's start. */
  start: number;
  end: number;
}

export interface Breakdown {
  /** The window: from its start to the screen shown, ms. */
  total: number;
  script: number;
  rendering: number;
  roundTrips: RoundTrip[];
  /** The longest chain of round trips each started after the previous one answered. */
  waterfall: RoundTrip[];
}

/** The service a request went to: the portal's files, its configuration, the identity provider, a platform service. */
export function serviceOf(url: string): string {
  const { pathname } = new URL(url);
  const service = /^\/svc\/([^/]+)/.exec(pathname);
  if (service) return service[1] as string;
  if (pathname.startsWith('/auth/')) return `identity ${/\/protocol\/openid-connect\/(\w+)/.exec(pathname)?.[1] ?? 'page'}`;
  if (pathname.startsWith('/assets/')) return 'portal code';
  if (pathname === '/config.json') return 'config.json';
  if (pathname.startsWith('/status/')) return 'status';
  return pathname.endsWith('/') || pathname.endsWith('.html') ? 'portal page' : pathname;
}

/** Total length of the union of intervals. */
function covered(intervals: Array<[number, number]>): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of sorted) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total;
}

/** The longest chain of round trips where each starts after the one before it answered. */
function longestChain(trips: readonly RoundTrip[]): RoundTrip[] {
  const sorted = [...trips].sort((a, b) => a.end - b.end);
  const chains = new Map<RoundTrip, RoundTrip[]>();
  let best: RoundTrip[] = [];
  for (const trip of sorted) {
    let before: RoundTrip[] = [];
    for (const [other, chain] of chains) if (other.end <= trip.start && chain.length > before.length) before = chain;
    const chain = [...before, trip];
    chains.set(trip, chain);
    if (chain.length > best.length) best = chain;
  }
  return best;
}

/** A trace without its window's start or end: Chromium now and then drops the first events of a renderer process it
 * starts while tracing (a cross-site navigation's new process), so the run says nothing and is traced again. */
export class LostTraceEvent extends Error {
  constructor(missing: 'start' | 'end') {
    super(`the trace holds no ${missing} of the window`);
  }
}

/** Runs a traced visit (which must start afresh each time), again when its trace lost an event, at most `tries` times;
 * says how often it had to. */
export async function traceAgainIfLost<T>(visit: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await visit();
    } catch (error) {
      if (!(error instanceof LostTraceEvent) || attempt === tries) throw error;
      console.log(`  (${error.message}: traced again, attempt ${attempt + 1} of ${tries})`);
    }
  }
}

/**
 * Traces `act` until `shown` resolves, and splits the window from its start to the moment `shown` saw the screen
 * (`shown` must leave a `performance.mark('bench:shown')` in the page, as `markWhenShown` does). The start is the
 * first `navigationStart` of a document whose URL passes `startsAt`, or the last `bench:start` mark the page left.
 */
export async function traceWindow(
  page: Page,
  act: () => Promise<unknown>,
  shown: () => Promise<unknown>,
  startsAt: ((url: string) => boolean) | 'bench:start',
): Promise<Breakdown> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories }, transferMode: 'ReportEvents' });
  await act();
  await shown();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();

  const start =
    startsAt === 'bench:start'
      ? events.filter((event) => event.name === 'bench:start').map((event) => event.ts).sort((a, b) => b - a)[0]
      : events
          .filter((event) => event.name === 'navigationStart' && startsAt((event.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL ?? ''))
          .map((event) => event.ts)
          .sort((a, b) => a - b)[0];
  const end = events.filter((event) => event.name === 'bench:shown').map((event) => event.ts).sort((a, b) => b - a)[0];
  if (start === undefined || end === undefined) throw new LostTraceEvent(start === undefined ? 'start' : 'end');
  const inWindow = (from: number, to: number): [number, number] => [Math.max(from, start), Math.min(to, end)];
  // The renderer main threads: where the documents' scripts ran.
  const mainThreads = new Set(
    events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
  );
  const busy = (names: Set<string>) =>
    events
      .filter((event) => event.ph === 'X' && names.has(event.name) && mainThreads.has(`${event.pid}:${event.tid}`))
      .map((event) => inWindow(event.ts, event.ts + (event.dur ?? 0)))
      .filter(([from, to]) => to > from);
  const rendering = busy(renderEvents);
  const script = busy(scriptEvents);
  const renderingTime = covered(rendering);
  // Style and layout forced by a script run inside it: counted once, as rendering.
  const scriptTime = covered([...script, ...rendering]) - renderingTime;

  const sent = new Map<string, { url: string; ts: number }>();
  const roundTrips: RoundTrip[] = [];
  for (const event of events) {
    const data = event.args?.data;
    if (!data?.requestId) continue;
    // Only the network's requests: the browser's own pages (chrome://) and inline data: images are not round trips.
    if (event.name === 'ResourceSendRequest' && data.url && /^https?:/.test(data.url)) sent.set(data.requestId, { url: data.url, ts: event.ts });
    if (event.name === 'ResourceFinish') {
      const request = sent.get(data.requestId);
      if (!request || request.ts < start || request.ts > end) continue;
      const finished = data.finishTime ? data.finishTime * 1e6 : event.ts;
      roundTrips.push({
        service: serviceOf(request.url),
        url: request.url,
        start: (request.ts - start) / 1000,
        end: (Math.min(finished, end) - start) / 1000,
      });
    }
  }
  roundTrips.sort((a, b) => a.start - b.start);
  return {
    total: (end - start) / 1000,
    script: scriptTime / 1000,
    rendering: renderingTime / 1000,
    roundTrips,
    waterfall: longestChain(roundTrips),
  };
}

/**
 * Polls `predicate` (an expression over the page) every frame, leaving the mark `traceWindow` ends on. The function
 * is made while DevTools evaluates (the page's CSP refuses `eval` in its own tasks), then called in each frame.
 */
export const markWhenShown = (page: Page, predicate: string) =>
  page.evaluate(
    (source) =>
      new Promise<void>((resolve, reject) => {
        const shown = new Function(`return ${source}`) as () => boolean;
        const started = performance.now();
        const check = () => {
          if (shown()) {
            performance.mark('bench:shown');
            resolve();
          } else if (performance.now() - started > 60_000) reject(new Error('not shown within 60 s'));
          else requestAnimationFrame(check);
        };
        check();
      }),
    predicate,
  );

/** Medians of a few breakdowns, and the round trips of the run whose total is the median. */
export function summarise(label: string, runs: readonly Breakdown[], median: (values: number[]) => number): string {
  const typical = [...runs].sort((a, b) => a.total - b.total)[Math.floor((runs.length - 1) / 2)] as Breakdown;
  const of = (pick: (run: Breakdown) => number) => median(runs.map(pick)).toFixed(0);
  const lines = [
    `${label}: median ${of((run) => run.total)} ms over ${runs.length} traced runs = script ${of((run) => run.script)} ms + rendering ${of((run) => run.rendering)} ms + waiting ${of((run) => run.total - run.script - run.rendering)} ms`,
    `  round trips (median run): ${typical.roundTrips.length}, ${byService(typical.roundTrips)}`,
    `  one after another: ${typical.waterfall.length} — ${typical.waterfall.map((trip) => `${trip.service} ${trip.start.toFixed(0)}–${trip.end.toFixed(0)}`).join(' → ')}`,
    `  what they asked: ${typical.waterfall.map((trip) => asked(trip.url)).join(' → ')}`,
  ];
  return lines.join('\n');
}

/** The last two segments of a request's path: enough to tell which call of a service it was. */
const asked = (url: string) => new URL(url).pathname.split('/').filter(Boolean).slice(-2).join('/');

/** Round trips by service: `identity token ×2, core ×3`. */
export function byService(trips: readonly RoundTrip[]): string {
  const counts = new Map<string, number>();
  for (const trip of trips) counts.set(trip.service, (counts.get(trip.service) ?? 0) + 1);
  return [...counts].map(([service, count]) => `${service} ×${count}`).join(', ');
}
