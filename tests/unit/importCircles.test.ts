// No import circle in src/, machines/ or sandbox/, type-only imports and dynamic imports counted: a circle of types
// still ties two modules together (neither can move or be read alone). The one circle check (lint has none).
// The imports are read by TypeScript's own pre-processor (seconds for the whole tree on a busy machine); a planted
// circle shows the check finds one.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => normalize(join(entry.parentPath, entry.name)));
}

/** Each module's relative imports (static, type-only and dynamic) that lead to another module of `sources`. */
function importGraph(sources: Record<string, string>): Map<string, string[]> {
  const known = new Set(Object.keys(sources));
  const resolve = (from: string, specifier: string) =>
    [specifier, `${specifier}.ts`, `${specifier}.tsx`].map((candidate) => normalize(join(dirname(from), candidate))).find((path) => known.has(path));
  return new Map(
    Object.entries(sources).map(([file, text]) => [
      file,
      ts
        .preProcessFile(text, true, true)
        .importedFiles.filter(({ fileName }) => fileName.startsWith('.'))
        .flatMap(({ fileName }) => resolve(file, fileName) ?? []),
    ]),
  );
}

/** Every circle, as the modules on it (Tarjan's strongly connected components of more than one module). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (module: string) => {
    index.set(module, next);
    low.set(module, next++);
    stack.push(module);
    for (const target of graph.get(module) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(module, Math.min(low.get(module)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(module, Math.min(low.get(module)!, index.get(target)!));
    }
    if (low.get(module) !== index.get(module)) return;
    const component = stack.splice(stack.indexOf(module));
    if (component.length > 1) found.push(component.sort());
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return found;
}

describe('import circles', () => {
  test('a circle of type-only imports is found', () => {
    const planted = {
      'src/platform/aTypes.ts': "import type { B } from './bRules';\nexport type A = B[];",
      'src/platform/bRules.ts': "import type { A } from './aTypes';\nexport type B = { a?: A };",
      'src/platform/c.ts': "export const c = () => import('./aTypes');",
    };
    expect(circles(importGraph(planted))).toEqual([['src/platform/aTypes.ts', 'src/platform/bRules.ts']]);
  });

  test('src/, machines/ and sandbox/ have none', () => {
    const files = [...sourcesUnder('src'), ...sourcesUnder('machines'), ...sourcesUnder('sandbox')];
    const graph = importGraph(Object.fromEntries(files.map((file) => [file, readFileSync(file, 'utf8')])));
    expect(graph.size).toBeGreaterThan(500);
    expect(circles(graph)).toEqual([]);
  });
});
