// Which vitest files run in the browser-like environment: a file says so in its first lines
// (`// @vitest-environment jsdom`), and vite.config.ts gives those files a project of their own, so the files in node
// can share a worker's loaded modules (isolate: false) while each jsdom file keeps a fresh window. Of those, a file
// that renders through @testing-library/react needs React's development build (its `act` exists only there); the
// others render as the browser does and run on React's production build.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const testFile = /\.test\.tsx?$/;
const jsdomDocblock = /^\/\/ @vitest-environment jsdom\s*$/m;
const rendersInAct = /from '@testing-library\/react'/;

/** The jsdom test files under `folders` (relative to `root`), as paths relative to `root`, by React build they need. */
export function jsdomTestFiles(root: string, folders: readonly string[]): { development: string[]; production: string[] } {
  const files = folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => testFile.test(file))
      .map((file) => ({ path: join(folder, file), source: readFileSync(join(root, folder, file), 'utf8') }))
      .filter(({ source }) => jsdomDocblock.test(source.slice(0, 500))),
  );
  return {
    development: files.filter(({ source }) => rendersInAct.test(source)).map(({ path }) => path),
    production: files.filter(({ source }) => !rendersInAct.test(source)).map(({ path }) => path),
  };
}
