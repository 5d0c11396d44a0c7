// The preview server keeps built files in the browser's cache as nginx does (./nginxConfig.ts `expires max` on
// /assets/): their names carry a hash of their content, so a page load after the first asks for none of them again.
// Without it `vite preview` answers every one `no-cache`, and each load revalidates every module it imports.
import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/** nginx's `expires max` Cache-Control. */
export const builtFileCaching = 'max-age=315360000';

export function previewCaching(): Plugin {
  return {
    name: 'preview-caching',
    configurePreviewServer(server) {
      const assets = resolve(server.config.root, server.config.build.outDir, 'assets') + sep;
      // Before vite's static files, which keep a Cache-Control already on the answer. Only files that exist, as
      // nginx's `expires` leaves a 404 uncached.
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (path.startsWith('/assets/')) {
          const file = resolve(assets, decodeURIComponent(path.slice('/assets/'.length)));
          if (file.startsWith(assets) && existsSync(file)) res.setHeader('Cache-Control', builtFileCaching);
        }
        next();
      });
    },
  };
}
