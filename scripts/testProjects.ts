// Which vitest files run in the browser-like environment: a file says so in its first lines
// (`// @vitest-environment jsdom`), and vite.config.ts gives those files a project of their own, so the files in node
// can share a worker's loaded modules (isolate: false) while each jsdom file keeps a fresh window.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const testFile = /\.test\.tsx?$/;
const jsdomDocblock = /^\/\/ @vitest-environment jsdom\s*$/m;

/** The test files under `folders` (relative to `root`) that ask for jsdom, as paths relative to `root`. */
export function jsdomTestFiles(root: string, folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => testFile.test(file))
      .map((file) => join(folder, file))
      .filter((file) => jsdomDocblock.test(readFileSync(join(root, file), 'utf8').slice(0, 500))),
  );
}
