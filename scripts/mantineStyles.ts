// Which of Mantine's per-component stylesheets a module of ours needs, read from Mantine's own published code, and
// which of them it imports. Mantine ships one stylesheet per styled part (`@mantine/core/styles/<Part>.css`), and a
// component needs the sheets of every part it is built from (Switch → InlineInput, Menu → Popover, Drawer →
// ModalBase, Overlay, CloseButton, UnstyledButton…). Its documentation says to read the source to find them; this
// does that: it follows the imports of the component's ES module inside `@mantine/core` and collects every CSS
// module (`<Part>.module.mjs`) met on the way. Each CSS module has exactly one sheet of the same name.
// tests/unit/mantineStyles.test.ts fails the build when a module of ours uses a component whose sheets it does not
// import (or the shell does not import before the first screen), or imports them out of Mantine's own order.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = fileURLToPath(new URL('..', import.meta.url));
const mantine = join(root, 'node_modules/@mantine/core');
const esm = join(mantine, 'esm');
const stylesPrefix = '@mantine/core/styles/';

/** The sheets every Mantine module needs regardless of its components (reset and `.mantine-*` helpers). */
export const globalSheets = ['baseline', 'global'];

/** Mantine's order of its sheets: where each one's text starts in the full `@mantine/core/styles.css`. A part's
 * sheet comes after the sheets of the parts it is built from, and rules of equal specificity rely on that. */
export const sheetOrder: readonly string[] = (() => {
  const full = readFileSync(join(mantine, 'styles.css'), 'utf8');
  const sheets = readdirSync(join(mantine, 'styles'))
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.css'.length));
  const at = new Map(
    sheets.map((sheet) => {
      const text = readFileSync(join(mantine, 'styles', `${sheet}.css`), 'utf8').trim();
      return [sheet, full.indexOf(text.slice(0, 400))] as const;
    }),
  );
  return sheets.filter((sheet) => (at.get(sheet) ?? -1) >= 0).sort((a, b) => (at.get(a) ?? 0) - (at.get(b) ?? 0));
})();

/** Where each export of `@mantine/core` is defined (`Menu` → esm/components/Menu/Menu.mjs). */
const exportFiles: Map<string, string> = (() => {
  const index = readFileSync(join(esm, 'index.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const match of index.matchAll(/^import \{([^}]*)\} from "(\.[^"]+)";$/gm)) {
    const [, names = '', path = ''] = match;
    for (const name of names.split(',')) {
      const local = name.trim().split(/\s+as\s+/).pop();
      if (local) files.set(local, resolve(esm, path));
    }
  }
  return files;
})();

const importsOfFile = new Map<string, string[]>();

/** The `@mantine/core` modules an ES module of `@mantine/core` imports (its relative imports). */
function importsOf(file: string): string[] {
  let imports = importsOfFile.get(file);
  if (!imports) {
    const code = readFileSync(file, 'utf8');
    imports = [...code.matchAll(/^import [^;]*?from "(\.[^"]+)";$/gm)].map(([, path]) => resolve(dirname(file), path ?? ''));
    importsOfFile.set(file, imports);
  }
  return imports;
}

/** The sheets an ES module of `@mantine/core` needs: its CSS modules and those of everything it imports. */
function sheetsOf(file: string): Set<string> {
  const sheets = new Set<string>();
  const seen = new Set<string>([file]);
  const queue = [file];
  for (let next = queue.pop(); next; next = queue.pop()) {
    const cssModule = /([^/\\]+)\.module\.mjs$/.exec(next)?.[1];
    if (cssModule) sheets.add(cssModule);
    for (const imported of importsOf(next)) {
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  return sheets;
}

const inMantineOrder = (sheets: Iterable<string>) =>
  [...new Set(sheets)].sort((a, b) => sheetOrder.indexOf(a) - sheetOrder.indexOf(b));

/** The sheets a `@mantine/core` export needs, in Mantine's order; none for functions and hooks without styles. */
export function sheetsOfComponent(name: string): string[] {
  const file = exportFiles.get(name);
  if (!file) throw new Error(`@mantine/core has no export named ${name}`);
  return inMantineOrder(sheetsOf(file));
}

const datesEsm = join(root, 'node_modules/@mantine/dates/esm');

/** Where each export of `@mantine/dates` is defined. */
const datesExportFiles: Map<string, string> = (() => {
  const files = new Map<string, string>();
  if (!existsSync(datesEsm)) return files;
  const index = readFileSync(join(datesEsm, 'index.mjs'), 'utf8');
  for (const match of index.matchAll(/^import \{([^}]*)\} from "(\.[^"]+)";$/gm)) {
    const [, names = '', path = ''] = match;
    for (const name of names.split(',')) {
      const local = name.trim().split(/\s+as\s+/).pop();
      if (local) files.set(local, resolve(datesEsm, path));
    }
  }
  return files;
})();

/** The `@mantine/core` sheets a `@mantine/dates` export needs: those of the core components its code imports
 * (its own sheets are in `@mantine/dates/styles.css`, one file). */
export function sheetsOfDatesComponent(name: string): string[] {
  const file = datesExportFiles.get(name);
  if (!file) throw new Error(`@mantine/dates has no export named ${name}`);
  const core = new Set<string>();
  const seen = new Set<string>([file]);
  const queue = [file];
  for (let next = queue.pop(); next; next = queue.pop()) {
    const code = readFileSync(next, 'utf8');
    for (const [, names = ''] of code.matchAll(/^import \{([^}]*)\} from "@mantine\/core";$/gm)) {
      for (const imported of names.split(',')) core.add(imported.trim());
    }
    for (const imported of importsOf(next)) {
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  return inMantineOrder([...core].filter(Boolean).flatMap(sheetsOfComponent));
}

export interface ModuleStyles {
  /** Path from the repository root. */
  file: string;
  /** Value imports from `@mantine/core` (components, and functions that have no sheets). */
  components: string[];
  /** Value imports from `@mantine/dates`. */
  datesComponents: string[];
  /** Whether it imports `@mantine/dates/styles.css`. */
  datesSheet: boolean;
  /** `@mantine/core/styles/<sheet>.css` imports, in the order written. */
  imported: string[];
  /** Other stylesheets of `@mantine/core` it imports (the full `styles.css`, layered sheets…). */
  otherMantineSheets: string[];
}

/** What a module of ours imports from `@mantine/core`, read with TypeScript's parser. */
export function readModuleStyles(file: string): ModuleStyles {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const styles: ModuleStyles = { file: relative(root, file).split(sep).join('/'), components: [], datesComponents: [], datesSheet: false, imported: [], otherMantineSheets: [] };
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (from === '@mantine/core') {
      if (!clause || clause.isTypeOnly) continue;
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (!element.isTypeOnly) styles.components.push((element.propertyName ?? element.name).text);
        }
      } else if (bindings) {
        throw new Error(`${styles.file}: import Mantine's components by name, so their styles can be checked`);
      }
    } else if (from === '@mantine/dates') {
      const bindings = clause?.namedBindings;
      if (clause && !clause.isTypeOnly && bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (!element.isTypeOnly) styles.datesComponents.push((element.propertyName ?? element.name).text);
        }
      }
    } else if (from === '@mantine/dates/styles.css') {
      styles.datesSheet = true;
    } else if (from.startsWith('@mantine/core/styles')) {
      const sheet = /^@mantine\/core\/styles\/([A-Za-z-]+)\.css$/.exec(from)?.[1];
      if (sheet) styles.imported.push(sheet);
      else styles.otherMantineSheets.push(from);
    }
  }
  return styles;
}

/** Every module of src/ (TypeScript and TSX). */
export function sourceModules(dir = join(root, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceModules(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

export interface StyleAudit {
  file: string;
  /** Sheets its components need that neither it nor the shell's stylesheet imports, with the components needing each. */
  missing: { sheet: string; neededBy: string[] }[];
  /** It uses a `@mantine/dates` component without importing `@mantine/dates/styles.css`. */
  datesSheetMissing: boolean;
  /** Its sheet imports as they should be written: Mantine's order. Differs from `imported` when out of order. */
  expectedOrder: string[];
  imported: string[];
}

/**
 * Checks one module against the sheets the shell loads before the first screen (`shellSheets`, from
 * src/ui/styles.ts): every sheet its Mantine components need is imported by the module itself or by the shell.
 * A lazy module's own imports load with its chunk, before it renders (vite waits for a chunk's CSS), so a module
 * that imports its sheets is styled wherever and whenever it shows.
 */
export function auditModule(file: string, shellSheets: ReadonlySet<string>): StyleAudit {
  const styles = readModuleStyles(file);
  const neededBy = new Map<string, string[]>();
  const sheetsOfEach = [
    ...styles.components.map((component) => [component, sheetsOfComponent(component)] as const),
    ...styles.datesComponents.map((component) => [component, sheetsOfDatesComponent(component)] as const),
  ];
  for (const [component, sheets] of sheetsOfEach) {
    for (const sheet of sheets) neededBy.set(sheet, [...(neededBy.get(sheet) ?? []), component]);
  }
  if (sheetsOfEach.some(([, sheets]) => sheets.length > 0)) {
    for (const sheet of globalSheets) neededBy.set(sheet, neededBy.get(sheet) ?? ['every component']);
  }
  const own = new Set(styles.imported);
  const missing = inMantineOrder(neededBy.keys())
    .filter((sheet) => !own.has(sheet) && !shellSheets.has(sheet))
    .map((sheet) => ({ sheet, neededBy: neededBy.get(sheet) ?? [] }));
  // Every styled part of `@mantine/dates` is in its one sheet.
  const datesSheetMissing = styles.datesComponents.some((component) => sheetsOfDatesComponent(component).length > 0) && !styles.datesSheet;
  return { file: styles.file, missing, datesSheetMissing, expectedOrder: inMantineOrder(styles.imported), imported: styles.imported };
}

/** The sheet a `@mantine/core/styles/…` import names, or undefined for anything else. */
export function sheetExists(sheet: string): boolean {
  return existsSync(join(mantine, 'styles', `${sheet}.css`));
}

export const stylesImport = (sheet: string) => `import '${stylesPrefix}${sheet}.css';`;
