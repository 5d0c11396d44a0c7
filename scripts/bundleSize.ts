// What the browser loads before a screen can show: the entry with its static imports and CSS, plus the screen's
// own chunk with its imports and CSS, and the catalog of the source locale. Read from Vite's build manifest, so
// the figure is deterministic (the budget test, which builds into a directory of its own, and `npm run bench` share it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const firstScreens = ['src/features/home/HomeScreen.tsx', 'src/features/organization/OrganizationScreen.tsx'];
export const sourceCatalog = 'locales/en-US/messages.po';

function readManifest(dist: string): Manifest {
  try {
    return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch (cause) {
    throw new Error(`No build manifest in ${dist}: run \`npm run build\` first.`, { cause });
  }
}

function collect(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  chunk.css?.forEach((css) => files.add(css));
  chunk.imports?.forEach((imported) => collect(manifest, imported, files));
}

export interface LoadedBytes {
  screen: string;
  files: string[];
  gzipBytes: number;
  /** Gzip bytes of each file, largest first. */
  perFile: { file: string; gzipBytes: number }[];
}

/** The build's screens (the modules whose name ends in `Screen.tsx`), by manifest key. */
export function builtScreens(dist: string): string[] {
  return Object.keys(readManifest(dist)).filter((key) => /Screen\.tsx$/.test(key));
}

/** The files `screen` loads beyond the entry and the source catalog: its chunk with its static imports and CSS. */
export function filesBeyondEntry(dist: string, screen: string): string[] {
  const manifest = readManifest(dist);
  const entry = new Set<string>();
  collect(manifest, 'index.html', entry);
  collect(manifest, sourceCatalog, entry);
  const files = new Set<string>();
  collect(manifest, screen, files);
  return [...files].filter((file) => !entry.has(file)).sort();
}

/** Gzip bytes of everything loaded before `screen` shows. */
export function bytesBeforeScreen(dist: string, screen: string): LoadedBytes {
  const manifest = readManifest(dist);
  const files = new Set<string>();
  collect(manifest, 'index.html', files);
  collect(manifest, screen, files);
  collect(manifest, sourceCatalog, files);
  const perFile = [...files]
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(dist, file))).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const gzipBytes = perFile.reduce((total, { gzipBytes: bytes }) => total + bytes, 0);
  return { screen, files: [...files].sort(), gzipBytes, perFile };
}
