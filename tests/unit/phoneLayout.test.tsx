// @vitest-environment jsdom
// Phones (spec §9: the mobile layout below 600 px): the dashboard page's two-column reflow, the tables'
// cards labelled from their header row, the row actions folded into one menu, and every stylesheet's media query
// agreeing with the spec constant.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { mobileBreakpoint } from '../../machines/constants';
import type { GridArea, Widget } from '../../src/platform/dashboardDocument';
import { phoneLayout } from '../../src/features/dashboards/canvas/phoneLayout';
import { labelCells } from '../../src/ui/CardTable';
import { phoneMediaQuery } from '../../src/ui/phone';
import { RowActions } from '../../src/ui/RowActions';
import { installJsdomShims } from './jsdomShims';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  installJsdomShims();
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const widget = (wgtId: string, layout: GridArea): Widget => ({ wgtId, type: 'ValueWgt', name: wgtId, props: {}, layout, children: [] });

describe("a dashboard page's phone layout", () => {
  test('Boiler hall A: the title and the chart across, the four quarter tiles two by two, in reading order', () => {
    // Stored out of reading order, as an editor may leave them.
    const page = [
      widget('trend', { x: 0, y: 4, w: 12, h: 4 }),
      widget('mode', { x: 9, y: 1, w: 3, h: 3 }),
      widget('title', { x: 0, y: 0, w: 12, h: 1 }),
      widget('temperature', { x: 0, y: 1, w: 3, h: 3 }),
      widget('pressure', { x: 3, y: 1, w: 3, h: 3 }),
      widget('burner', { x: 6, y: 1, w: 3, h: 3 }),
    ];
    const places = phoneLayout(page, 12);
    expect(Object.fromEntries(places)).toEqual({
      title: { order: 0, span: 2, rows: 1 },
      temperature: { order: 1, span: 1, rows: 3 },
      pressure: { order: 2, span: 1, rows: 3 },
      burner: { order: 3, span: 1, rows: 3 },
      mode: { order: 4, span: 1, rows: 3 },
      trend: { order: 5, span: 2, rows: 4 },
    });
  });

  test('a narrow widget with no narrow neighbour takes the whole width; side by side, both get the taller height', () => {
    const places = phoneLayout(
      [widget('a', { x: 0, y: 0, w: 6, h: 2 }), widget('b', { x: 6, y: 0, w: 4, h: 5 }), widget('c', { x: 0, y: 5, w: 4, h: 2 }), widget('d', { x: 0, y: 7, w: 7, h: 3 })],
      12,
    );
    expect(places.get('a')).toEqual({ order: 0, span: 1, rows: 5 });
    expect(places.get('b')).toEqual({ order: 1, span: 1, rows: 5 });
    // c is narrow but d, after it, is wider than half the grid.
    expect(places.get('c')).toEqual({ order: 2, span: 2, rows: 2 });
    expect(places.get('d')).toEqual({ order: 3, span: 2, rows: 3 });
  });

  test('half of the grid is measured against its own column count', () => {
    const places = phoneLayout([widget('a', { x: 0, y: 0, w: 4, h: 1 }), widget('b', { x: 4, y: 0, w: 4, h: 1 })], 6);
    expect(places.get('a')?.span).toBe(2);
    expect(places.get('b')?.span).toBe(2);
  });
});

describe('stylesheets use the spec breakpoint', () => {
  test('the query is "below 600 px"', () => {
    expect(mobileBreakpoint).toBe(600);
    expect(phoneMediaQuery).toBe('(max-width: 599.98px)');
  });

  test.each(['src/ui/cardTable.module.css', 'src/features/dashboards/canvas/canvas.module.css', 'src/features/dashboards/editor/editorPhone.module.css'])(
    '%s',
    (file) => {
      const css = readFileSync(resolve(__dirname, '../..', file), 'utf8');
      const queries = [...css.matchAll(/@media\s*([^{]+?)\s*\{/g)].map((match) => match[1]);
      expect(queries.length).toBeGreaterThan(0);
      expect(queries.every((query) => query === phoneMediaQuery)).toBe(true);
    },
  );
});

describe('a card table labels each cell with its column', () => {
  test('from the header row, leaving out the row title, empty headers and labels that only repeat the cell', () => {
    document.body.innerHTML = `
      <table>
        <thead><tr><th><input type="checkbox" aria-label="Select everyone"></th><th>Name</th><th>Owner</th><th>Actions</th><th><span>Remove</span></th></tr></thead>
        <tbody><tr><td><input type="checkbox"></td><th scope="row">Line 3</th><td>alice</td><td><button>Actions <span aria-hidden="true">▾</span></button></td><td><button>Remove</button></td></tr></tbody>
      </table>`;
    const table = document.querySelector('table') as HTMLTableElement;
    labelCells(table);
    const cells = [...(table.tBodies[0]?.rows[0]?.cells ?? [])].map((cell) => cell.dataset.label);
    expect(cells).toEqual([undefined, undefined, 'Owner', undefined, undefined]);
    // A column's name that changes (another language) is written again.
    (table.tHead?.rows[0]?.cells[2] as HTMLElement).textContent = 'Besitzer';
    labelCells(table);
    expect(table.tBodies[0]?.rows[0]?.cells[2]?.dataset.label).toBe('Besitzer');
  });
});

describe('row actions', () => {
  const phone = (matches: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: matches && query === phoneMediaQuery,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  const actions = () =>
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <RowActions
            label="Actions for flow Line 3"
            actions={[
              { label: 'Edit', name: 'Edit flow Line 3', onClick: () => {} },
              false,
              { label: 'Delete', name: 'Delete flow Line 3', onClick: () => {}, danger: true },
            ]}
          />
        </MantineProvider>
      </I18nProvider>,
    );

  test('are buttons from the breakpoint up', () => {
    phone(false);
    actions();
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Edit flow Line 3', 'Delete flow Line 3']);
  });

  test('fold into one menu button named for the row on phones', () => {
    phone(true);
    actions();
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-label')).toBe('Actions for flow Line 3');
    expect(button.textContent).toContain('Actions');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
  });
});
