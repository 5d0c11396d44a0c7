// Serves the sandbox platform (sandbox/middleware.ts) from the vite dev and preview servers.
//
// This file imports nothing of the sandbox at run time, on purpose. Vite bundles its config file together with every
// local module the config imports, on each start, build and test run; a static import here pulled the whole sandbox
// and the platform modules it shares (about 240 files) into that bundle, and with them one "unsupported by
// `configLoader: 'native'`" warning per extension-less import. Vite's module runner loads the middleware instead, the
// first time the server is asked for anything, so a build or a vitest run never loads the sandbox at all.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as MiddlewareModule from './middleware';
import type { NodeMiddleware } from './middleware';

type Next = (error?: unknown) => void;

const middlewareFile = fileURLToPath(new URL('./middleware.ts', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

interface Watcher {
  add(paths: string[]): unknown;
  on(event: 'change' | 'unlink', listener: (file: string) => void): unknown;
}

/**
 * A middleware that loads the sandbox on its first request. With a file watcher (the dev server), a change to any
 * module the sandbox loaded drops it, so the next request loads it afresh with a fresh store, as a restart did.
 */
export function lazySandboxMiddleware(watcher?: Watcher): NodeMiddleware {
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
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    load().then(({ middleware }) => middleware(req, res, next), next);
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
      server.middlewares.use(sampleAppsMiddleware());
      server.middlewares.use(lazySandboxMiddleware(server.watcher));
    },
    configurePreviewServer(server) {
      server.middlewares.use(sampleAppsMiddleware());
      server.middlewares.use(lazySandboxMiddleware());
    },
  };
}
