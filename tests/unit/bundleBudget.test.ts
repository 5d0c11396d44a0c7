// Issue #2 budget: JS + CSS of what loads before the first screen ≤ 140 KB gzip, on the production build, with
// wouter and ofetch in it (docs/decisions.md "The entry bundle").
// The test builds what it measures: the project's vite config, production mode, into a directory of its own, so it
// never reads a stale or missing dist/. Deterministic (bytes of the build, not timings).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { builtScreens, bytesBeforeScreen, filesBeyondEntry, firstScreens } from '../../scripts/bundleSize';

const root = fileURLToPath(new URL('../..', import.meta.url));
const budget = 140 * 1024;
let outDir: string;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'portal-budget-'));
  // Vitest sets NODE_ENV=test, and vite builds for whatever NODE_ENV says (React's development build, twice the
  // size); the production build is what ships, so build under the NODE_ENV `vite build` sets.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
});

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('entry budget', () => {
  test.each(firstScreens)('what loads before %s is within 140 KB gzip', (screen) => {
    const loaded = bytesBeforeScreen(outDir, screen);
    expect(loaded.files.some((file) => file.endsWith('.css'))).toBe(true);
    expect(loaded.gzipBytes, `${(loaded.gzipBytes / 1024).toFixed(1)} KB: ${loaded.files.join(', ')}`).toBeLessThanOrEqual(budget);
  });

  test('overlays and the sandbox stay out of the entry', () => {
    const files = bytesBeforeScreen(outDir, firstScreens[0] as string).files.join(' ');
    for (const lazyOnly of ['PortalMenu', 'ExperimentalDialogs', 'UserMenu', 'OrganizationSwitcher', 'RegisterScreen', 'AlarmCount', 'msw']) {
      expect(files).not.toContain(lazyOnly);
    }
  });
});

// A screen's code arrives in a few files, not a waterfall of small chunks: the sections' shared UI travels as one
// chunk (vite.config.ts, docs/decisions.md "The entry bundle"). The alarm list needed 75 files beyond the entry before.
describe('code per screen', () => {
  test('every screen loads its code in at most 24 files beyond the entry', () => {
    const screens = builtScreens(outDir);
    expect(screens.length).toBeGreaterThan(30);
    const over = screens
      .map((screen) => ({ screen, files: filesBeyondEntry(outDir, screen).length }))
      .filter(({ files }) => files > 24);
    expect(over).toEqual([]);
  });

  test('the alarm list loads its code in at most 12 files beyond the entry', () => {
    expect(filesBeyondEntry(outDir, 'src/features/alarms/AlarmsScreen.tsx').length).toBeLessThanOrEqual(12);
  });
});

// The inspectors are for `npm start` only. Every module of the production build is named in its chunk's
// source map, so none of the local inspector's (src/features/inspector) nor the Stately inspector's is shipped.
describe('development tools', () => {
  test('neither inspector reaches the production build', () => {
    const maps = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(10);
    const shipped = maps.flatMap((file) => (JSON.parse(readFileSync(join(outDir, 'assets', file), 'utf8')) as { sources: string[] }).sources);
    expect(shipped.some((source) => source.endsWith('src/platform/actorFactory.ts'))).toBe(true);
    expect(shipped.filter((source) => /src\/features\/inspector\/|@statelyai/.test(source))).toEqual([]);
  });
});
