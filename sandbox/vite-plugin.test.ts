// The vite plugin: its CORS setting, and the middleware it installs, which loads the sandbox through vite's module
// runner and answers over real HTTP.
import { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { coreEndpoints, servicePrefixes } from '../src/platform/endpoints';
import type { NodeMiddleware } from './middleware';
import { lazySandboxMiddleware, sandboxPlatform } from './vite-plugin';

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

  it('installs the middleware on the dev and preview servers', () => {
    const plugin: Plugin = sandboxPlatform();
    const use = vi.fn();
    const fakeServer = { middlewares: { use }, watcher: new EventEmitter() } as unknown as ViteDevServer;
    (plugin.configureServer as (server: ViteDevServer) => void)(fakeServer);
    (plugin.configurePreviewServer as (server: ViteDevServer) => void)(fakeServer);
    expect(use).toHaveBeenCalledTimes(2);
    expect(use.mock.calls[0]?.[0]).toBeTypeOf('function');
  });

  it('loads the sandbox on the first request, and again after a change to one of its modules', async () => {
    const watcher = Object.assign(new EventEmitter(), { add: vi.fn() });
    const middleware = lazySandboxMiddleware(watcher);
    await serve(middleware, async (base) => {
      expect((await fetch(`${base}${loginInfo}`)).status).toBe(200);
      expect((await fetch(`${base}/index.html`)).status).toBe(404);
      const watched = watcher.add.mock.calls[0]?.[0] as string[];
      const store = fileURLToPath(new URL('./store.ts', import.meta.url));
      expect(watched).toContain(store);
      watcher.emit('change', store);
      expect((await fetch(`${base}${loginInfo}`)).status).toBe(200);
      expect(watcher.add).toHaveBeenCalledTimes(2);
    });
  }, 30_000);
});
