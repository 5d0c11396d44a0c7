// Every message of the source catalogs (the shell's and the sections', lingui.config.ts) is translated in every
// locale (spec §1: five languages), with the same placeholders, so no screen ships half in English. Run
// `npm run i18n:extract` after changing texts.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const translated = ['de-DE', 'es-ES', 'fr-FR', 'it-IT'];

/** [msgctxt] msgid → msgstr of a Lingui PO catalog (single-line entries, as Lingui writes them; the header is
 * skipped). A message with a context is its own entry: "Open" as an action is not "Open" as a status. */
function readCatalog(locale: string, catalog: string): Map<string, string> {
  const text = readFileSync(new URL(`../../locales/${locale}/${catalog}.po`, import.meta.url), 'utf8');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^(?:msgctxt "(.*)"\n)?msgid "(.*)"\nmsgstr "(.*)"$/gm)) {
    const [, context, id, translation] = match;
    if (id) entries.set(context === undefined ? id : `[${context}] ${id}`, translation ?? '');
  }
  return entries;
}

// A plural branch's text may be one word in braces (`one {once}`): that is a translated text, not a placeholder.
const placeholders = (message: string) =>
  [...message.matchAll(/(?<!\b(?:zero|one|two|few|many|other|=\d+)\s*)\{(\w+)\}|<\/?\d+>/g)].map((m) => m[0]).sort();

describe.each(['messages', 'sections'])('the %s catalogs', (name) => {
  const source = readCatalog('en-US', name);

  test('the source catalog is not empty', () => {
    expect(source.size).toBeGreaterThan(100);
  });

  test.each(translated)('%s translates every source message with the same placeholders', (locale) => {
    const catalog = readCatalog(locale, name);
    const problems: string[] = [];
    for (const id of source.keys()) {
      const translation = catalog.get(id);
      if (!translation) problems.push(`untranslated: ${id}`);
      else if (placeholders(translation).join() !== placeholders(id.replace(/^\[[^\]]*\] /, '')).join()) problems.push(`placeholders differ: ${id}`);
    }
    expect(problems).toEqual([]);
  });
});
