// The optional numeric settings of the chart widgets (fixed min and max, warning and alarm thresholds): a setting
// left empty is null in the document and absent here.
import type { PropValue } from '../../../platform/dashboardDocument';
import type { Thresholds } from '../../../ui/timeChart';

export function optionalNumber(value: PropValue | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function thresholdsOf(props: Readonly<Record<string, PropValue>>): Thresholds {
  return { warning: optionalNumber(props.warning), alarm: optionalNumber(props.alarm) };
}
