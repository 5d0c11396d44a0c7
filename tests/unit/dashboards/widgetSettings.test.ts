// A widget setting that could break its drawing is refused, never clamped or cut: the limits both the editor
// and the dashboard service check (src/platform/widgetProps.ts), how the editor reads typed values and places, and
// the check before a version is saved.
import { describe, expect, test } from 'vitest';
import { emptyDocument } from '../../../src/platform/dashboardDocument';
import { documentWidgetProblems, propProblem, widgetPropProblems } from '../../../src/platform/widgetProps';
import { addWidget, setProps } from '../../../src/features/dashboards/document/operations';
import { areaProblem, overlapProblem, settingProblem, typedNumber, typedValue } from '../../../src/features/dashboards/editor/settingChecks';
import { characterCount, lengthProblem, maxPageTitleLength, maxTextLength, pageTitleProblem } from '../../../src/features/dashboards/editor/textLimits';

describe('widget setting limits', () => {
  test('decimals: a whole number from 0 to 10', () => {
    for (const decimals of [0, 1, 10]) expect(propProblem('decimals', decimals)).toBeUndefined();
    for (const decimals of [-1, 11, 1000, 1.5, Number.POSITIVE_INFINITY, Number.NaN, '2']) {
      expect(propProblem('decimals', decimals as number), String(decimals)).toEqual({ prop: 'decimals', kind: 'wholeNumber', min: 0, max: 10 });
    }
  });

  test('chart minutes: a whole number from 1 to a week; min and max finite, max above min', () => {
    expect(propProblem('minutes', 0)).toMatchObject({ kind: 'wholeNumber' });
    expect(propProblem('minutes', 10_081)).toMatchObject({ kind: 'wholeNumber' });
    expect(propProblem('min', Number.NEGATIVE_INFINITY)).toEqual({ prop: 'min', kind: 'number' });
    expect(widgetPropProblems({ min: 0, max: 4 })).toEqual([]);
    expect(widgetPropProblems({ min: 4, max: 4 })).toEqual([{ prop: 'max', kind: 'range' }]);
  });

  test('texts over their limit are refused, not cut', () => {
    expect(propProblem('title', 't'.repeat(100))).toBeUndefined();
    expect(propProblem('title', 't'.repeat(101))).toEqual({ prop: 'title', kind: 'text', maxLength: 100 });
    expect(propProblem('unit', 'u'.repeat(21))).toMatchObject({ kind: 'text', maxLength: 20 });
  });

  test('properties without a rule are not checked', () => {
    expect(propProblem('asset', 'x'.repeat(10_000))).toBeUndefined();
  });
});

describe('typed values', () => {
  test('a number is read as written, or not at all', () => {
    expect(typedNumber('2')).toBe(2);
    expect(typedNumber(' -1 ')).toBe(-1);
    expect(typedNumber('2,5')).toBe(2.5);
    expect(typedNumber('.5')).toBe(0.5);
    for (const text of ['1e309', '1e3', '0x10', '12 kg', '', '-', 'Infinity']) expect(typedNumber(text), text).toBeNaN();
  });

  test('each refused value is named for its setting, and only there', () => {
    const props = { title: 'Temperature', unit: '°C', decimals: 1 };
    for (const text of ['-1', '1000', '1e309', '2.5']) {
      expect(settingProblem(props, 'decimals', typedValue('decimals', text)), text).toEqual({ prop: 'decimals', kind: 'wholeNumber', min: 0, max: 10 });
    }
    expect(settingProblem(props, 'decimals', typedValue('decimals', '3'))).toBeUndefined();
    expect(settingProblem(props, 'title', typedValue('title', 'T'.repeat(101)))).toMatchObject({ prop: 'title', kind: 'text' });
    // A min above max is named at either field.
    expect(settingProblem({ min: 0, max: 4 }, 'min', 5)).toEqual({ prop: 'max', kind: 'range' });
    expect(settingProblem({ min: 0, max: 4 }, 'max', -1)).toEqual({ prop: 'max', kind: 'range' });
  });

  test('a typed place must keep the widget inside the grid: refused, not clamped', () => {
    const grid = { columns: 12, rows: 8 };
    const area = { x: 3, y: 0, w: 4, h: 2 };
    expect(areaProblem(area, 'w', '9', grid)).toBeUndefined();
    expect(areaProblem(area, 'w', '10', grid)?.values).toEqual({ max: 9 });
    expect(areaProblem(area, 'x', '9', grid)).toBeUndefined();
    expect(areaProblem(area, 'x', '10', grid)?.values).toEqual({ max: 9 });
    for (const text of ['0', '-1', '1.5', '1e3', '']) expect(areaProblem(area, 'h', text, grid), text).toBeDefined();
  });
});

describe('before a version is saved', () => {
  test('every content widget whose settings could break its drawing is named, in document order', () => {
    let document = emptyDocument({ id: 'd', name: 'D', description: '', pageTitle: 'Main', now: 0 });
    const value = addWidget(document, 'PageWgt0', 'ValueWgt', { x: 0, y: 0, w: 2, h: 2 }, { title: '', unit: '', decimals: 1 });
    const gauge = addWidget(value.document, 'PageWgt0', 'GaugeWgt', { x: 2, y: 0, w: 2, h: 2 }, { title: '', unit: '', min: 0, max: 100 });
    document = gauge.document;
    expect(documentWidgetProblems(document.projectWgt)).toEqual([]);

    document = setProps(setProps(document, value.wgtId, { decimals: 1000 }), gauge.wgtId, { min: 100 });
    expect(documentWidgetProblems(document.projectWgt).map(({ widget, problems }) => [widget.name, problems])).toEqual([
      ['ValueWgt0', [{ prop: 'decimals', kind: 'wholeNumber', min: 0, max: 10 }]],
      ['GaugeWgt0', [{ prop: 'max', kind: 'range' }]],
    ]);
  });
});

/** A message as English shows it, its values in place. */
const named = (descriptor: { message?: string; values?: Record<string, unknown> }) =>
  (descriptor.message ?? '').replace(/\{(\w+)\}/g, (_, key: string) => String(descriptor.values?.[key]));

describe('the editor leaves no setting that breaks a drawing', () => {
  test('a gauge or bar chart end left empty counts as the end it draws: min 100 with no max is refused', () => {
    expect(settingProblem({ min: 0, max: null }, 'min', 100, 'GaugeWgt')).toEqual({ prop: 'max', kind: 'range' });
    expect(settingProblem({ min: null, max: 100 }, 'max', -5, 'BarChartWgt')).toEqual({ prop: 'max', kind: 'range' });
    expect(settingProblem({ min: 0, max: 100 }, 'min', null, 'GaugeWgt')).toBeUndefined();
    expect(settingProblem({ min: 100, max: 10 }, 'max', 10, 'GaugeWgt')).toEqual({ prop: 'max', kind: 'range' });
    // A chart's empty ends follow its data: nothing to compare.
    expect(settingProblem({ min: null, max: null }, 'min', 100, 'TrendWgt')).toBeUndefined();
  });

  test('a place over other widgets is refused with their names; each message says what to type', () => {
    expect(named(overlapProblem(['Temperature', 'Value 2']))).toBe('This place overlaps Temperature, Value 2; choose a free one.');
    const grid = { columns: 12, rows: 8 };
    expect(named(areaProblem({ x: 0, y: 0, w: 3, h: 2 }, 'x', '-5', grid)!)).toBe('Enter a column from 1 to 10.');
    expect(named(areaProblem({ x: 0, y: 0, w: 3, h: 2 }, 'h', '50', grid)!)).toBe('Enter a height from 1 to 8 rows.');
  });

  test('names and texts with a limit: a counter, and over the limit a refusal, never a cut', () => {
    expect(named(characterCount('Trends', maxPageTitleLength))).toBe('6 of 100 characters');
    expect(pageTitleProblem('p'.repeat(100))).toBeUndefined();
    expect(named(pageTitleProblem('p'.repeat(101))!)).toBe('Use at most 100 characters.');
    expect(named(pageTitleProblem('  ')!)).toBe('Enter a title.');
    expect(lengthProblem('t'.repeat(maxTextLength), maxTextLength)).toBeUndefined();
    expect(named(lengthProblem('t'.repeat(maxTextLength + 1), maxTextLength)!)).toBe('Use at most 2000 characters.');
  });
});
