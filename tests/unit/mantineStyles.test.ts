// Styles that cannot silently go missing. The portal imports Mantine's stylesheets per component to keep
// the entry small, so a component whose sheet no module imports renders unstyled (radio labels under their
// buttons, a 222 px close button, an error as plain text). This fails instead, naming the lines to add: every
// module that uses a Mantine component imports the sheets of that component and of every part it is built from,
// as Mantine's own code says (scripts/mantineStyles.ts), unless the shell already loads them before the first
// screen (src/ui/styles.ts). A module that imports its sheets is styled wherever it shows: vite loads a chunk's CSS
// before the chunk runs.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import {
  auditModule,
  readModuleStyles,
  root,
  sheetExists,
  sheetOrder,
  sheetsOfComponent,
  sheetsOfDatesComponent,
  sourceModules,
  stylesImport,
} from '../../scripts/mantineStyles';

const shellStylesFile = join(root, 'src/ui/styles.ts');
const shell = readModuleStyles(shellStylesFile);
const shellSheets = new Set(shell.imported);
// The modules that use Mantine: a component imported by name, or a sheet.
const modules = sourceModules().filter((file) => {
  if (file === shellStylesFile) return false;
  const styles = readModuleStyles(file);
  return styles.components.length > 0 || styles.datesComponents.length > 0 || styles.imported.length > 0 || styles.otherMantineSheets.length > 0;
});
const relativeName = (file: string) => file.slice(root.length).replace(/\\/g, '/');

describe("Mantine's dependency list, read from its code", () => {
  test.each([
    ['Switch', ['InlineInput', 'Switch']],
    ['Radio', ['InlineInput', 'Radio']],
    ['Menu', ['Popover', 'Menu']],
    ['Drawer', ['Overlay', 'CloseButton', 'ModalBase', 'Drawer']],
    ['Modal', ['Overlay', 'CloseButton', 'ModalBase', 'Modal']],
    ['Button', ['UnstyledButton', 'Button']],
    ['Alert', ['CloseButton', 'Alert']],
  ])('%s needs the sheets of the parts it is built from', (component, parts) => {
    const sheets = sheetsOfComponent(component);
    expect(sheets).toEqual(expect.arrayContaining(parts));
    // …in Mantine's order: a part before what is built on it.
    expect(sheets.filter((sheet) => parts.includes(sheet))).toEqual(parts);
  });

  test("a date input needs the sheets of the core parts @mantine/dates builds it from", () => {
    expect(sheetsOfDatesComponent('DateInput')).toEqual(expect.arrayContaining(['Input', 'Popover', 'UnstyledButton']));
    expect(sheetsOfDatesComponent('DatesProvider')).toEqual([]);
  });

  test('functions and hooks without styles need no sheet', () => {
    expect(sheetsOfComponent('createTheme')).toEqual([]);
    expect(sheetsOfComponent('useCombobox')).toEqual([]);
  });
});

describe('every Mantine component is styled', () => {
  test('a module that forgets a part is reported, naming the line to add', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mantine-styles-'));
    try {
      const planted = join(dir, 'Planted.tsx');
      writeFileSync(planted, "import { Switch } from '@mantine/core';\nimport '@mantine/core/styles/Switch.css';\nexport const x = Switch;\n");
      expect(auditModule(planted, shellSheets).missing.map(({ sheet }) => sheet)).toContain('InlineInput');
      writeFileSync(planted, "import { Modal } from '@mantine/core';\nimport '@mantine/core/styles/Modal.css';\nimport '@mantine/core/styles/ModalBase.css';\n");
      const audit = auditModule(planted, shellSheets);
      expect(audit.missing.map(({ sheet }) => sheet)).toEqual(expect.arrayContaining(['Overlay', 'CloseButton']));
      expect(audit.imported).not.toEqual(audit.expectedOrder);
      writeFileSync(planted, "import { DateInput } from '@mantine/dates';\nexport const x = DateInput;\n");
      const dates = auditModule(planted, shellSheets);
      expect(dates.datesSheetMissing).toBe(true);
      expect(dates.missing.map(({ sheet }) => sheet)).toContain('Popover');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('src/ui/styles.ts is the first thing the entry loads', () => {
    const main = readFileSync(join(root, 'src/main.tsx'), 'utf8');
    expect(main.split('\n')[0]).toBe("import './ui/styles';");
  });

  test.each(modules.map((file) => [relativeName(file), file]))('%s imports the sheets of its components', (_name, file) => {
    const audit = auditModule(file, shellSheets);
    const lines = audit.missing.map(({ sheet, neededBy }) => `  ${stylesImport(sheet)}   // ${neededBy.join(', ')}`);
    expect(audit.missing, `${audit.file} uses components whose styles nothing loads; add:\n${lines.join('\n')}\n`).toEqual([]);
    expect(audit.datesSheetMissing, `${audit.file} uses @mantine/dates; add: import '@mantine/dates/styles.css';`).toBe(false);
    expect(audit.imported, `${audit.file}: import Mantine's sheets in Mantine's order (a part before what is built on it)`).toEqual(
      audit.expectedOrder,
    );
  });

  test.each(modules.map((file) => [relativeName(file), file]))('%s imports no sheet it does not use', (_name, file) => {
    const styles = readModuleStyles(file);
    const needed = new Set([...styles.components.flatMap(sheetsOfComponent), ...styles.datesComponents.flatMap(sheetsOfDatesComponent)]);
    const unused = styles.imported.filter((sheet) => !needed.has(sheet) && sheet !== 'baseline' && sheet !== 'global');
    expect(unused, `${styles.file}: these sheets belong to no component it uses (the module that renders them imports them)`).toEqual([]);
  });

  test('only per-component sheets that exist, and never the whole library or its static variables', () => {
    const all = [shellStylesFile, ...modules].map(readModuleStyles);
    // The full stylesheet would put every component into whichever chunk imports it, and the static variables are
    // injected by MantineProvider at run time (docs/decisions.md).
    expect(all.flatMap((styles) => styles.otherMantineSheets.map((sheet) => `${styles.file}: ${sheet}`))).toEqual([]);
    expect(all.flatMap((styles) => styles.imported.filter((sheet) => !sheetExists(sheet)).map((sheet) => `${styles.file}: ${sheet}`))).toEqual([]);
    expect(all.flatMap((styles) => styles.imported.filter((sheet) => sheet === 'default-css-variables'))).toEqual([]);
  });

  test("the shell's sheets are in Mantine's order, reset and global rules first", () => {
    expect(shell.imported.slice(0, 2)).toEqual(['baseline', 'global']);
    expect(shell.imported).toEqual([...shell.imported].sort((a, b) => sheetOrder.indexOf(a) - sheetOrder.indexOf(b)));
  });
});

/** JSX elements of a module with `variant="light"` and a colour with a shade (`color="teal.9"`). */
function lightWithShade(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const text = (name: string) => {
        const attribute = node.attributes.properties.find((property) => ts.isJsxAttribute(property) && property.name.getText(source) === name);
        return attribute && ts.isJsxAttribute(attribute) && attribute.initializer && ts.isStringLiteral(attribute.initializer)
          ? attribute.initializer.text
          : undefined;
      };
      if (text('variant') === 'light' && /\.\d$/.test(text('color') ?? '')) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${relativeName(file)}:${line + 1} <${node.tagName.getText(source)} variant="light" color="${text('color')}">`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// Mantine's light variant with a shade paints the text in that shade on a background of the same shade (DEFAULT,
// LATEST and CURRENT were blank pills): a shade goes with the filled variant, the light one with a colour name.
test('no light-variant component has a colour with a shade', () => {
  expect(modules.filter((file) => file.endsWith('.tsx')).flatMap(lightWithShade)).toEqual([]);
});
