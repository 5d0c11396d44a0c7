// What the editor tells a person about a widget setting it refuses (src/platform/widgetProps.ts holds the limits the
// service checks too), and how a typed value is read: as written, never rounded, clamped or cut to fit.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GridArea, PropValue } from '../../../platform/dashboardDocument';
import { widgetPropProblems, widgetPropRules, type CheckedProp, type WidgetPropProblem } from '../../../platform/widgetProps';

/** The field label of each checked setting, as the properties panel shows it. */
export const settingLabels: Record<CheckedProp, MessageDescriptor> = {
  title: msg`Title`,
  unit: msg`Unit`,
  alt: msg`Description of the image`,
  decimals: msg`Decimals`,
  min: msg`Minimum`,
  max: msg`Maximum`,
  warning: msg`Warning from`,
  alarm: msg`Alarm from`,
  minutes: msg`Minutes shown`,
  text: msg`Text`,
};

export function problemMessage(problem: WidgetPropProblem): MessageDescriptor {
  switch (problem.kind) {
    case 'wholeNumber': {
      const { min, max } = problem;
      return msg`Enter a whole number from ${min} to ${max}.`;
    }
    case 'number':
      return msg`Enter a number, such as 12.5.`;
    case 'text': {
      const { maxLength } = problem;
      return msg`Use at most ${maxLength} characters.`;
    }
    case 'range':
      return msg`The maximum must be greater than the minimum.`;
    case 'thresholds':
      return msg`The alarm threshold must be greater than the warning threshold.`;
  }
}

/**
 * A number as typed: digits with an optional sign and one decimal point or comma. Anything else (1e309, 0x10,
 * "12 kg", an empty field) is NaN, which every rule refuses.
 */
export function typedNumber(text: string): number {
  const trimmed = text.trim();
  return /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

const numberProps = new Set(Object.entries(widgetPropRules).filter(([, rule]) => rule.kind !== 'text').map(([prop]) => prop));
const optionalProps = new Set(Object.entries(widgetPropRules).filter(([, rule]) => rule.kind === 'optionalNumber').map(([prop]) => prop));

/**
 * The value a field's text stands for: a number for the number settings (null for an optional one left empty: the
 * widget's default), the text itself for the others.
 */
export function typedValue(prop: string, text: string): PropValue {
  if (optionalProps.has(prop) && text.trim() === '') return null;
  return numberProps.has(prop) ? typedNumber(text) : text;
}

/** The ends a gauge or bar chart draws when its min or max is left empty (widgets/GaugeWidget.tsx, BarChartWidget.tsx). */
const drawnEnds: Readonly<Record<string, { min: number; max: number }>> = {
  GaugeWgt: { min: 0, max: 100 },
  BarChartWgt: { min: 0, max: 100 },
};

/**
 * What is wrong with setting `prop` to `value` among the widget's other settings (a min above max included). With
 * the widget's type, an empty end of a gauge or bar chart counts as the end it draws, so a min of 100 with the max
 * left empty (drawn as 100) is refused too.
 */
export function settingProblem(props: Readonly<Record<string, PropValue>>, prop: string, value: PropValue, type?: string): WidgetPropProblem | undefined {
  const next = { ...props, [prop]: value };
  const ends = type === undefined ? undefined : drawnEnds[type];
  const drawn = ends ? { ...next, min: next.min ?? ends.min, max: next.max ?? ends.max } : next;
  return widgetPropProblems(drawn).find(
    (problem) =>
      problem.prop === prop ||
      (problem.kind === 'range' && (prop === 'min' || prop === 'max')) ||
      (problem.kind === 'thresholds' && (prop === 'warning' || prop === 'alarm')),
  );
}

export type AreaKey = keyof GridArea;

/**
 * What is wrong with a typed place or size (1-based column and row, as the fields show them), given the grid and
 * the rest of the area: it must be a whole number that keeps the widget inside the grid. Undefined when fine.
 */
export function areaProblem(area: GridArea, key: AreaKey, text: string, grid: { columns: number; rows: number }): MessageDescriptor | undefined {
  const value = typedNumber(text);
  const limits: Record<AreaKey, number> = {
    x: grid.columns - area.w + 1,
    y: grid.rows - area.h + 1,
    w: grid.columns - area.x,
    h: grid.rows - area.y,
  };
  const max = limits[key];
  if (Number.isInteger(value) && value >= 1 && value <= max) return undefined;
  switch (key) {
    case 'x':
      return msg`Enter a column from 1 to ${max}.`;
    case 'y':
      return msg`Enter a row from 1 to ${max}.`;
    case 'w':
      return msg`Enter a width from 1 to ${max} columns.`;
    case 'h':
      return msg`Enter a height from 1 to ${max} rows.`;
  }
}

/** Why a place is refused when other widgets already cover it, named as the person reads them. */
export function overlapProblem(names: readonly string[]): MessageDescriptor {
  const others = names.join(', ');
  return msg`This place overlaps ${others}; choose a free one.`;
}
