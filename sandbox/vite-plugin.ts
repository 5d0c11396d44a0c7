// Serves the sandbox platform (sandbox/middleware.ts) from the vite dev and preview servers.
//
// This file imports nothing of the sandbox at run time but its list of paths, on purpose. Vite bundles its config file
// together with every local module the config imports, on each start, build and test run; a static import here pulled
// the whole sandbox and the platform modules it shares (about 240 files) into that bundle, and with them one
// "unsupported by `configLoader: 'native'`" warning per extension-less import. Vite's module runner loads the
// middleware instead, as soon as a server is configured, so a build or a vitest run never loads the sandbox at all.
// Loading takes seconds on a fresh start: only requests under the sandbox's paths wait for it, so the page and its
// loader show at once (docs/decisions.md "Stack and build").
import { access, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as MiddlewareModule from './middleware';
import type { NodeMiddleware } from './middleware';
import { isSandboxPath } from './paths.ts';
import { sandboxHeader } from '../src/platform/sandboxHeader.ts';

type Next = (error?: unknown) => void;

const middlewareFile = fileURLToPath(new URL('./middleware.ts', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

interface Watcher {
  add(paths: string[]): unknown;
  on(event: 'change' | 'unlink', listener: (file: string) => void): unknown;
}

/**
 * A middleware that answers the sandbox's paths once the sandbox is loaded, and lets every other request through at
 * once; `warm` starts loading before the first request. With a file watcher (the dev server), a change to any module
 * the sandbox loaded drops it, so the next request loads it afresh with a fresh store, as a restart did.
 */
export function lazySandboxMiddleware(watcher?: Watcher): { middleware: NodeMiddleware; warm: () => Promise<void> } {
  let loading: Promise<{ middleware: NodeMiddleware; files: Set<string> }> | undefined;
  const load = () =>
    (loading ??= runnerImport<typeof MiddlewareModule>(middlewareFile, { root, logLevel: 'warn' }).then(
      ({ module, dependencies }) => {
        const files = new Set([middlewareFile, ...dependencies]);
        watcher?.add([...files]);
        return { middleware: module.sandboxMiddleware(), files };
      },
      (error: unknown) => {
        // Let a later request try again (a syntax error being fixed in the dev server).
        loading = undefined;
        throw error;
      },
    ));
  const forget = (file: string) => {
    void loading?.then(({ files }) => {
      if (files.has(file)) loading = undefined;
    }, () => undefined);
  };
  watcher?.on('change', forget);
  watcher?.on('unlink', forget);
  const middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => {
    if (!isSandboxPath((req.url ?? '/').split('?')[0] ?? '/')) {
      next();
      return;
    }
    load().then(({ middleware: sandbox }) => sandbox(req, res, next), next);
  };
  return { middleware, warm: () => load().then(() => undefined) };
}

/**
 * config.json where the sandbox serves the page. The header tells the portal the platform answers on the page's own
 * origin, so a page served under a host that is not localhost does not default to the provider's cloud (spec §9).
 * A config.json in the served folder (e.g. one naming map tiles) is served as it is; without one the answer is `{}`,
 * all defaults, rather than a 404 every healthy start would log as a failed request.
 */
export function sandboxConfigMiddleware(folder: string): NodeMiddleware {
  const file = resolve(folder, 'config.json');
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    if ((req.url ?? '/').split('?')[0] !== '/config.json') {
      next();
      return;
    }
    res.setHeader(sandboxHeader, 'on');
    access(file).then(
      () => next(),
      () => {
        res.statusCode = 200;
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(req.method === 'HEAD' ? undefined : '{}');
      },
    );
  };
}

const sampleAppPages = fileURLToPath(new URL('./apps/pages/', import.meta.url));
const pageTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};
/**
 * The sample apps' own policy: their scripts and styles only, shown in a frame of the portal's hosts alone. The
 * portal's production headers (frame-ancestors 'self') are replaced, as a partner's server sends its own.
 */
const sampleAppHeaders = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'none'; frame-ancestors http://localhost:* http://*.localhost:*; base-uri 'self'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  // Static files holding no one's data: a browser may keep them a few minutes, as a partner's server would allow.
  'Cache-Control': 'public, max-age=300',
};

/**
 * The sandbox's sample apps (sandbox/apps/pages) on a second origin of the same server, `apps.localhost:<port>`, so
 * the portal frames them as it frames a partner's app, across origins. Static files only; everything else on that
 * host is 404.
 */
export function sampleAppsMiddleware(): NodeMiddleware {
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const hostname = (req.headers.host ?? '').replace(/:\d+$/, '');
    if (hostname !== 'apps.localhost') {
      next();
      return;
    }
    const send = (status: number, body: Buffer | string, contentType = 'text/plain; charset=utf-8') => {
      res.statusCode = status;
      for (const [name, value] of Object.entries(sampleAppHeaders)) res.setHeader(name, value);
      res.setHeader('Content-Type', contentType);
      res.end(body);
    };
    let pathname: string;
    try {
      pathname = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    } catch {
      send(404, 'Not found');
      return;
    }
    const file = resolve(sampleAppPages, `.${pathname}`);
    const type = pageTypes[extname(file)];
    if (!file.startsWith(sampleAppPages) || file.includes(`${sep}..`) || type === undefined) {
      send(404, 'Not found');
      return;
    }
    readFile(file).then(
      (body) => send(200, body, type),
      () => send(404, 'Not found'),
    );
  };
}

/** Starts loading the sandbox while the server starts listening; a failure is said, and the first request tries again. */
function warmUp(warm: () => Promise<void>, logger: { error: (message: string) => void }) {
  warm().catch((error: unknown) => logger.error(`The sandbox platform could not be loaded: ${String(error)}`));
}

export function sandboxPlatform(): Plugin {
  return {
    name: 'sandbox-platform',
    config(config) {
      // Vite's own CORS middleware runs before any plugin middleware and answers preflights itself, without
      // Access-Control-Allow-Credentials; the sandbox answers CORS for its paths, so vite's is switched off
      // unless the project configured it. The app's own assets are same-origin and need none.
      return {
        ...(config.server?.cors === undefined ? { server: { cors: false } } : {}),
        ...(config.preview?.cors === undefined ? { preview: { cors: false } } : {}),
      };
    },
    configureServer(server) {
      const sandbox = lazySandboxMiddleware(server.watcher);
      server.middlewares.use(sampleAppsMiddleware());
      server.middlewares.use(sandboxConfigMiddleware(server.config.publicDir));
      server.middlewares.use(sandbox.middleware);
      warmUp(sandbox.warm, server.config.logger);
    },
    configurePreviewServer(server) {
      const sandbox = lazySandboxMiddleware();
      server.middlewares.use(sampleAppsMiddleware());
      server.middlewares.use(sandboxConfigMiddleware(resolve(server.config.root, server.config.build.outDir)));
      server.middlewares.use(sandbox.middleware);
      warmUp(sandbox.warm, server.config.logger);
    },
  };
}
