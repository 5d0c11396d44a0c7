// A time-series chart's lines from its widget's data: which bound properties it draws (up to three, in the order of
// the palette's binding fields), their names in the legend, and each line's samples in the window shown.
import { alignSeries, type TimedValues } from '../../../ui/timeChart';
import { kindOf } from './catalog';
import { numeric, tagLabel, type Sample, type TagSource, type WidgetData } from './data';

export interface TrendLine {
  prop: string;
  source: TagSource;
  label: string;
}

/**
 * The chart's lines: its bound properties in the catalog's order. One line is named by the widget's title; several
 * by their tag (its last path step), with the device when two lines show the same tag of different devices.
 */
export function trendLines(data: WidgetData, title: string): TrendLine[] {
  const bound = (kindOf('TrendWgt')?.bindings ?? []).flatMap(({ prop }) => {
    const source = data.sources[prop];
    return source ? [{ prop, source }] : [];
  });
  if (bound.length === 1) return bound.map((line) => ({ ...line, label: title }));
  const names = bound.map(({ source }) => tagLabel(source));
  return bound.map((line, index) => {
    const name = names[index] ?? '';
    const shared = names.filter((other) => other === name).length > 1;
    return { ...line, label: shared ? `${name} (${line.source.deviceId})` : name };
  });
}

/**
 * One line's samples in `window`: the history read for the range when there is one (a live range adds the live
 * samples newer than it), else the live samples of the dashboard's refreshes.
 */
export function lineSamples(
  history: readonly Sample[] | undefined,
  live: readonly Sample[],
  window: { from: number; to: number },
  follow: boolean,
): readonly Sample[] {
  const base = history ?? live;
  const after = base.at(-1)?.[0] ?? Number.NEGATIVE_INFINITY;
  const joined = history && follow ? [...history, ...live.filter(([ts]) => ts > after)] : base;
  return joined.filter(([ts]) => ts >= window.from && ts <= window.to);
}

/** The lines on one time axis; a sample that is no number is a gap in its line. */
export function chartSeries(lines: readonly (readonly Sample[])[]) {
  return alignSeries(lines.map((samples): TimedValues => samples.map((sample) => [sample[0], numeric(sample) ?? null])));
}
