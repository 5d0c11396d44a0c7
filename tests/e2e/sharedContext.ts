// One browser context for the tests of a worker that ask for the same context options, so the HTTP cache keeps the
// portal's code from test to test: a fresh context loaded every module of the portal twice per test (before the
// sign-in redirect and after it), about 1.3 s of CPU a test (docs/decisions.md "The test suite"). Everything else
// a test could leave behind is reset after it: its pages are closed (their routes, init scripts, bindings and
// sessionStorage with them), cookies are cleared, and the local storage, IndexedDB, Cache Storage and service
// workers of every origin it reached. A test that changes the context itself (the clock, a context route or init
// script, permissions, network emulation) or fails leaves it to be closed, and the next test gets a new one.
// Playwright's own `reuseContext` clears the HTTP cache too, which is the one thing worth keeping.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from './fixtures';

/** Context methods whose changes outlive the test's pages. */
const contextChanges = [
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'grantPermissions',
  'clearPermissions',
  'setGeolocation',
  'setOffline',
  'setExtraHTTPHeaders',
  'setHTTPCredentials',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
] as const;
/** The clock's methods (`page.clock` is the context's): each installs or moves the page's time for the context. */
const clockChanges = ['install', 'setFixedTime', 'setSystemTime', 'pauseAt', 'runFor', 'fastForward', 'resume'] as const;

/** Storage the next test must not find; the HTTP cache (`cache` in CDP's list) is what stays. */
const clearedStorage = 'local_storage,indexeddb,cache_storage,service_workers,file_systems,websql';

interface Shared {
  key: string;
  context: BrowserContext;
  /** Origins the context's pages reached since the last reset. */
  origins: Set<string>;
  /** Set once a test changed the context beyond what the reset undoes. */
  changed: boolean;
}

export interface SharedContexts {
  /** The context for a test with these options, and what to call when the test is over. */
  take(options: BrowserContextOptions): Promise<{ context: BrowserContext; release: (passed: boolean) => Promise<void> }>;
  close(): Promise<void>;
}

/** Marks the context changed when one of `methods` of `target` is called. */
function watch<T extends object>(target: T, methods: readonly string[], changed: () => void): void {
  const record = target as Record<string, unknown>;
  for (const name of methods) {
    const method = record[name];
    if (typeof method !== 'function') throw new Error(`Playwright has no ${name} to watch: update tests/e2e/sharedContext.ts`);
    record[name] = (...args: unknown[]) => {
      changed();
      return (method as (...args: unknown[]) => unknown).apply(target, args);
    };
  }
}

/** Closes the test's pages, clears cookies and storage, and leaves one blank page for the next test. */
async function reset(shared: Shared): Promise<void> {
  const { context } = shared;
  const used = context.pages();
  const next = await context.newPage();
  await Promise.all(used.map((page) => page.close()));
  await context.clearCookies();
  const cdp = await context.newCDPSession(next);
  for (const origin of shared.origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: clearedStorage });
  await cdp.detach();
  shared.origins.clear();
}

export function sharedContexts(browser: Browser): SharedContexts {
  let current: Shared | undefined;
  const discard = async () => {
    const gone = current;
    current = undefined;
    await gone?.context.close();
  };
  return {
    async take(options) {
      const key = JSON.stringify(options);
      if (current?.key !== key) await discard();
      if (!current) {
        const context = await browser.newContext(options);
        const shared: Shared = { key, context, origins: new Set(), changed: false };
        const changed = () => (shared.changed = true);
        watch(context, contextChanges, changed);
        watch(context.clock, clockChanges, changed);
        context.on('request', (request) => {
          const { protocol, origin } = new URL(request.url());
          if (protocol === 'http:' || protocol === 'https:') shared.origins.add(origin);
        });
        context.on('close', () => {
          if (current === shared) current = undefined;
        });
        current = shared;
      }
      const shared = current;
      return {
        context: shared.context,
        release: async (passed) => {
          if (current !== shared) return;
          if (!passed || shared.changed) await discard();
          else await reset(shared);
        },
      };
    },
    close: discard,
  };
}

/** The test's page: the blank one the last reset left, or a new one. */
export async function pageOf(context: BrowserContext): Promise<Page> {
  const [blank] = context.pages();
  return blank && blank.url() === 'about:blank' ? blank : context.newPage();
}
