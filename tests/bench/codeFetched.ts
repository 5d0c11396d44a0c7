// The portal's code (JS and CSS files under /assets/) a page fetched within a window, from its resource timings:
// how many files and their gzip bytes as built (vite preview sends them uncompressed; a web server gzips them). Files
// and bytes, unlike milliseconds, do not change with the machine's load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A page expression: the /assets/ JS and CSS asked for since the resource timings were last cleared, up to `until`
 * (performance.now()), as paths. */
export const codeRequestedUntil = (until: string) => `performance.getEntriesByType('resource')
  .filter((entry) => entry.startTime <= ${until} && /\\/assets\\/[^?#]+\\.(js|css)$/.test(new URL(entry.name).pathname))
  .map((entry) => new URL(entry.name).pathname)`;

export interface CodeFetched {
  files: number;
  gzipBytes: number;
}

export function codeFetched(dist: string, paths: readonly string[]): CodeFetched {
  const unique = [...new Set(paths)];
  const gzipBytes = unique.reduce((total, path) => total + gzipSync(readFileSync(join(dist, path))).length, 0);
  return { files: unique.length, gzipBytes };
}

export const describeCode = ({ files, gzipBytes }: CodeFetched) => `${files} files, ${(gzipBytes / 1024).toFixed(1)} KB gzip of JS+CSS`;
