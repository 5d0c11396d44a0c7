// The committed catalogs are what `npm run i18n:extract` (`lingui extract --clean`) makes of the source: no text
// of the code is missing from them, none is left over, and every reference is current. The extraction runs with
// the project's lingui.config.ts into a temporary copy of locales/, never into locales/ itself.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const committed = join(root, 'locales');
let extracted: string;

beforeAll(async () => {
  extracted = mkdtempSync(join(tmpdir(), 'portal-locales-'));
  // Extraction merges into the existing catalogs (it keeps their translations), so it starts from a copy of them.
  cpSync(committed, extracted, { recursive: true });
  const config = getConfig({ cwd: root, configPath: join(root, 'lingui.config.ts') });
  const catalogs = await getCatalogs({
    ...config,
    catalogs: config.catalogs?.map((catalog) => ({ ...catalog, path: catalog.path.replace(committed, extracted) })),
  });
  expect(catalogs.every((catalog) => catalog.path.startsWith(extracted))).toBe(true);
  // What `lingui extract --clean` does per catalog.
  for (const catalog of catalogs) {
    const made = await catalog.make({ clean: true, overwrite: false, locale: config.locales, orderBy: config.orderBy });
    expect(made, `extraction of ${catalog.path} failed`).not.toBe(false);
  }
});

afterAll(() => {
  if (extracted) rmSync(extracted, { recursive: true, force: true });
});

/** The entries of a PO catalog by [msgctxt] msgid, each with its whole text (comments, references, translation);
 * the header, which carries the extraction's date, is left out. */
function entries(file: string): Map<string, string> {
  const blocks = readFileSync(file, 'utf8').split(/\n{2,}/);
  const byId = new Map<string, string>();
  for (const block of blocks) {
    const id = /^msgid "(.*)"$/m.exec(block)?.[1];
    if (!id) continue;
    const context = /^msgctxt "(.*)"$/m.exec(block)?.[1];
    byId.set(context === undefined ? id : `[${context}] ${id}`, block.trim());
  }
  return byId;
}

const poFiles = readdirSync(committed, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.po'))
  .sort();

describe('the committed catalogs', () => {
  test('there are catalogs to compare', () => {
    expect(poFiles.length).toBeGreaterThanOrEqual(10);
  });

  test.each(poFiles)('locales/%s is what extraction makes of the source', (file) => {
    const before = entries(join(committed, file));
    const after = entries(join(extracted, file));
    const differences: string[] = [];
    for (const [id, text] of after) {
      if (!before.has(id)) differences.push(`missing (in the code, not in the catalog): ${id}`);
      else if (before.get(id) !== text) differences.push(`stale (references or comments changed): ${id}`);
    }
    for (const id of before.keys()) if (!after.has(id)) differences.push(`left over (no longer in the code): ${id}`);
    expect(differences, `run \`npm run i18n:extract\` and translate what it adds (${relative(root, join(committed, file))})`).toEqual([]);
  });
});
