// The vite plugin: its CORS setting, and the middleware it installs, which loads the sandbox through vite's module
// runner and answers over real HTTP.
import { EventEmitter } from 'node:events';
import { createServer, get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, resolveHosts } from '../src/platform/config';
import { coreEndpoints, servicePrefixes } from '../src/platform/endpoints';
import { patience } from '../tests/unit/patience';
import type { NodeMiddleware } from './middleware';
import { lazySandboxMiddleware, sampleAppsMiddleware, sandboxConfigMiddleware, sandboxPlatform } from './vite-plugin';

async function serve<T>(middleware: NodeMiddleware, run: (base: string) => Promise<T>): Promise<T> {
  const server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 404;
      res.end('not the sandbox');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const loginInfo = `${servicePrefixes.core}${coreEndpoints.loginInfo}?hostname=acme`;

describe('sandboxPlatform plugin', () => {
  type ConfigHook = (config: object) => object;

  it("turns off vite's own CORS unless the project configured it", () => {
    const plugin = sandboxPlatform();
    const config = plugin.config as ConfigHook;
    expect(config({})).toEqual({ server: { cors: false }, preview: { cors: false } });
    expect(config({ server: { cors: true }, preview: { cors: true } })).toEqual({});
  });

  it('installs the middleware on the dev and preview servers, and starts loading the sandbox with each', async () => {
    const plugin: Plugin = sandboxPlatform();
    const use = vi.fn();
    const watcher = Object.assign(new EventEmitter(), { add: vi.fn() });
    const error = vi.fn();
    const config = { publicDir: tmpdir(), root: tmpdir(), build: { outDir: 'dist' }, logger: { error } };
    const fakeServer = { middlewares: { use }, watcher, config } as unknown as ViteDevServer;
    (plugin.configureServer as (server: ViteDevServer) => void)(fakeServer);
    (plugin.configurePreviewServer as (server: ViteDevServer) => void)(fakeServer);
    // The sample apps' origin, config.json and the sandbox, on each server.
    expect(use).toHaveBeenCalledTimes(6);
    expect(use.mock.calls[0]?.[0]).toBeTypeOf('function');
    // The dev server's sandbox is loaded (its modules watched) before any request.
    await vi.waitFor(() => expect(watcher.add).toHaveBeenCalledTimes(1), { timeout: patience });
    expect(error).not.toHaveBeenCalled();
  });

  it('answers config.json with the sandbox mark: `{}` without a file, the file when the folder has one (spec §9)', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'portal-config-'));
    const middleware = sandboxConfigMiddleware(folder);
    await serve(middleware, async (base) => {
      const absent = await fetch(`${base}/config.json`);
      expect(absent.status).toBe(200);
      expect(absent.headers.get('X-Portal-Sandbox')).toBe('on');
      expect(await absent.json()).toEqual({});
      // The page on 127.0.0.1 (no `app.` part, not localhost) stays on its own origin instead of the provider's cloud.
      const config = await loadRuntimeConfig((url, init) => fetch(`${base}${String(url)}`, init));
      const { protocol, hostname, port } = new URL(base);
      expect(resolveHosts({ protocol, hostname, port }, config).appOrigin).toBe(base);

      await writeFile(join(folder, 'config.json'), '{"clientId":"plant-portal"}');
      const present = await fetch(`${base}/config.json`);
      expect(present.headers.get('X-Portal-Sandbox')).toBe('on');
      expect(await present.text()).toBe('not the sandbox');
      expect((await fetch(`${base}/index.html`)).headers.has('X-Portal-Sandbox')).toBe(false);
    });
  });

  it('serves the sample apps on apps.localhost only, with their own policy, and nothing outside their folder', async () => {
    await serve(sampleAppsMiddleware(), async (base) => {
      const { port } = new URL(base);
      // fetch will not send another Host than the address's; the sample apps are told apart by it.
      const onApps = (path: string) =>
        new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
          const request = httpGet({ host: '127.0.0.1', port, path, headers: { Host: `apps.localhost:${port}` } }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
          });
          request.on('error', reject);
        });
      const page = await onApps('/line-monitor/index.html');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toContain('frame-ancestors http://localhost:* http://*.localhost:*');
      expect(page.body).toContain('Line monitor');
      expect((await onApps('/shared/connect.js')).headers['content-type']).toContain('text/javascript');
      for (const path of ['/../catalogue.ts', '/%2e%2e/handlers.ts', '/line-monitor/missing.html', '/%E0%A4%A', '/']) expect((await onApps(path)).status, path).toBe(404);
      // Any other host is not the sample apps': the request goes on.
      expect((await fetch(`${base}/line-monitor/index.html`)).status).toBe(404);
      expect(await (await fetch(`${base}/line-monitor/index.html`)).text()).toBe('not the sandbox');
    });
  });

  it('lets the page through at once, loads the sandbox for its paths, and again after a change to one of its modules', async () => {
    const watcher = Object.assign(new EventEmitter(), { add: vi.fn() });
    const { middleware } = lazySandboxMiddleware(watcher);
    await serve(middleware, async (base) => {
      // The page is not the sandbox's: it is let through without waiting for the sandbox to load.
      expect(await (await fetch(`${base}/index.html`)).text()).toBe('not the sandbox');
      expect(watcher.add).not.toHaveBeenCalled();
      expect((await fetch(`${base}${loginInfo}`)).status).toBe(200);
      const watched = watcher.add.mock.calls[0]?.[0] as string[];
      const store = fileURLToPath(new URL('./store.ts', import.meta.url));
      expect(watched).toContain(store);
      watcher.emit('change', store);
      expect((await fetch(`${base}${loginInfo}`)).status).toBe(200);
      expect(watcher.add).toHaveBeenCalledTimes(2);
    });
  });
});
