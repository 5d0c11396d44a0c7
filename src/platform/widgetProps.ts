// The settings of a content widget that its drawing depends on, with their limits: one table the editor checks as
// a value is typed and before a version is saved, and the dashboard service checks again before it stores one, so a
// setting that could break a widget (decimals of -1 or 1000 make the number formatter throw, an endless chart window
// asks for endless history) is refused, never clamped or cut to fit.
import { contentWidgetTypes, type PropValue, type Widget } from './dashboardDocument';

type Rule =
  | { kind: 'wholeNumber'; min: number; max: number }
  /** A number, or null for a setting left empty (a chart's fixed ends, thresholds). */
  | { kind: 'optionalNumber' }
  | { kind: 'text'; maxLength: number };

/** Keyed by property name: the widgets share their names (decimals, min, max, warning, alarm, minutes, title, unit, alt, text). */
export const widgetPropRules = {
  // Intl.NumberFormat accepts 0…100 fraction digits; more than 10 is noise for a measured value.
  decimals: { kind: 'wholeNumber', min: 0, max: 10 },
  // A week of history at most: the chart reads it once, then grows it from the refreshes.
  minutes: { kind: 'wholeNumber', min: 1, max: 10_080 },
  // Empty (null) where the widget has a default: a gauge's or bar chart's 0…100, a chart's range from its data.
  min: { kind: 'optionalNumber' },
  max: { kind: 'optionalNumber' },
  // A value at or above `warning` is drawn as a warning, at or above `alarm` as an alarm (gauge zones, chart bands).
  warning: { kind: 'optionalNumber' },
  alarm: { kind: 'optionalNumber' },
  title: { kind: 'text', maxLength: 100 },
  unit: { kind: 'text', maxLength: 20 },
  alt: { kind: 'text', maxLength: 500 },
  text: { kind: 'text', maxLength: 2000 },
} as const satisfies Record<string, Rule>;

export type CheckedProp = keyof typeof widgetPropRules;

export type WidgetPropProblem =
  | { prop: CheckedProp; kind: 'wholeNumber'; min: number; max: number }
  | { prop: CheckedProp; kind: 'number' }
  | { prop: CheckedProp; kind: 'text'; maxLength: number }
  /** `max` is not above `min`: a gauge or a bar chart has no range to draw in. */
  | { prop: 'max'; kind: 'range' }
  /** `alarm` is not above `warning`: the alarm zone would lie inside the warning one. */
  | { prop: 'alarm'; kind: 'thresholds' };

const isChecked = (prop: string): prop is CheckedProp => Object.hasOwn(widgetPropRules, prop);

/** What is wrong with one property's value, if anything; properties without a rule are not checked. */
export function propProblem(prop: string, value: PropValue | undefined): WidgetPropProblem | undefined {
  if (!isChecked(prop) || value === undefined) return undefined;
  const rule: Rule = widgetPropRules[prop];
  switch (rule.kind) {
    case 'wholeNumber':
      return typeof value === 'number' && Number.isInteger(value) && value >= rule.min && value <= rule.max
        ? undefined
        : { prop, kind: 'wholeNumber', min: rule.min, max: rule.max };
    case 'optionalNumber':
      return value === null || (typeof value === 'number' && Number.isFinite(value)) ? undefined : { prop, kind: 'number' };
    case 'text':
      return typeof value === 'string' && value.length <= rule.maxLength ? undefined : { prop, kind: 'text', maxLength: rule.maxLength };
  }
}

/** Every problem of a widget's settings: each property by its rule, then the range of min and max, then the thresholds. */
export function widgetPropProblems(props: Readonly<Record<string, PropValue>>): WidgetPropProblem[] {
  const problems = Object.entries(props).flatMap(([prop, value]) => propProblem(prop, value) ?? []);
  const { min, max, warning, alarm } = props;
  if (typeof min === 'number' && typeof max === 'number' && problems.length === 0 && !(max > min)) {
    problems.push({ prop: 'max', kind: 'range' });
  }
  if (typeof warning === 'number' && typeof alarm === 'number' && problems.length === 0 && !(alarm > warning)) {
    problems.push({ prop: 'alarm', kind: 'thresholds' });
  }
  return problems;
}

const isContent = (type: string) => (contentWidgetTypes as readonly string[]).includes(type);

/** The content widgets of a document (or any widget tree) whose settings have problems, in document order. */
export function documentWidgetProblems(root: Widget): { widget: Widget; problems: WidgetPropProblem[] }[] {
  const found: { widget: Widget; problems: WidgetPropProblem[] }[] = [];
  const visit = (widget: Widget) => {
    if (isContent(widget.type)) {
      const problems = widgetPropProblems(widget.props);
      if (problems.length > 0) found.push({ widget, problems });
    }
    widget.children.forEach(visit);
  };
  visit(root);
  return found;
}

/** A problem in the service's words (English, for its 400 answers). */
export function propProblemText(problem: WidgetPropProblem): string {
  switch (problem.kind) {
    case 'wholeNumber':
      return `${problem.prop} must be a whole number from ${problem.min} to ${problem.max}`;
    case 'number':
      return `${problem.prop} must be a finite number`;
    case 'text':
      return `${problem.prop} must be text of at most ${problem.maxLength} characters`;
    case 'range':
      return 'max must be greater than min';
    case 'thresholds':
      return 'alarm must be greater than warning';
  }
}
