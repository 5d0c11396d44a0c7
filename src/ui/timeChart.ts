// The pure parts of the portal's time chart (TimeChart.tsx draws with uPlot): the value range, the threshold bands,
// the zones of a gauge and the time labels. Kept apart from uPlot so they are tested without a canvas and so a
// screen that only needs them (the gauge) does not load the chart library.
import { formatDateTime } from './dateTimeFormat';

/** Levels a value can reach above its thresholds: `warning` from the warning threshold, `alarm` from the alarm one. */
export type ThresholdLevel = 'normal' | 'warning' | 'alarm';

export interface Thresholds {
  /** A value at or above this is a warning. */
  warning?: number;
  /** A value at or above this is an alarm. */
  alarm?: number;
}

/**
 * The y-range to draw `low…high` in: padded by a tenth of the swing on both sides and never narrower than
 * `minSpan`, so a ±0.1 swing of a 70 °C reading stays a gentle line, not one that fills the height. A fixed `min` or
 * `max` (the widget's properties) replaces its side; the other side keeps the padding. Thresholds inside reach are
 * kept in view so their bands show.
 */
export function valueRange(
  low: number | undefined,
  high: number | undefined,
  options: { min?: number; max?: number; minSpan?: number; thresholds?: Thresholds } = {},
): [number, number] {
  const { min, max } = options;
  if (min !== undefined && max !== undefined && max > min) return [min, max];
  let lo = low ?? high ?? 0;
  let hi = high ?? low ?? 0;
  if (lo > hi) [lo, hi] = [hi, lo];
  const magnitude = Math.max(Math.abs(lo), Math.abs(hi));
  // At least 1 unit, or 2 % of the reading's size for large readings (a 1013 hPa pressure swings by a few hPa).
  const minSpan = options.minSpan ?? Math.max(1, magnitude * 0.02);
  const swing = hi - lo;
  const pad = Math.max(swing * 0.1, (minSpan - swing) / 2);
  let bottom = lo - pad;
  let top = hi + pad;
  // A reading that never goes below zero is not drawn with a negative axis only because of the padding.
  if (lo >= 0 && bottom < 0) {
    top -= bottom;
    bottom = 0;
  }
  if (min !== undefined) {
    bottom = min;
    if (top <= min) top = min + minSpan;
  }
  if (max !== undefined) {
    top = max;
    if (bottom >= max) bottom = max - minSpan;
  }
  return [bottom, top];
}

export interface Band {
  from: number;
  to: number;
  level: Exclude<ThresholdLevel, 'normal'>;
}

/** The threshold bands visible in `[bottom, top]`: warning from its threshold to the alarm one (or the top), alarm above. */
export function thresholdBands(thresholds: Thresholds, bottom: number, top: number): Band[] {
  const bands: Band[] = [];
  const { warning, alarm } = thresholds;
  const clip = (from: number, to: number, level: Band['level']) => {
    const lo = Math.max(from, bottom);
    const hi = Math.min(to, top);
    if (hi > lo) bands.push({ from: lo, to: hi, level });
  };
  if (warning !== undefined) clip(warning, alarm !== undefined && alarm > warning ? alarm : Number.POSITIVE_INFINITY, 'warning');
  if (alarm !== undefined) clip(alarm, Number.POSITIVE_INFINITY, 'alarm');
  return bands;
}

/** The level a value is at. */
export function levelOf(value: number, thresholds: Thresholds): ThresholdLevel {
  if (thresholds.alarm !== undefined && value >= thresholds.alarm) return 'alarm';
  if (thresholds.warning !== undefined && value >= thresholds.warning) return 'warning';
  return 'normal';
}

export interface Zone {
  /** Start and end as fractions (0…1) of the gauge's range. */
  from: number;
  to: number;
  level: ThresholdLevel;
}

/** A gauge's coloured zones between `min` and `max`: normal up to the warning threshold, then warning, then alarm. */
export function gaugeZones(min: number, max: number, thresholds: Thresholds): Zone[] {
  if (!(max > min)) return [];
  const at = (value: number) => Math.min(1, Math.max(0, (value - min) / (max - min)));
  const warningAt = thresholds.warning === undefined ? 1 : at(thresholds.warning);
  const alarmAt = thresholds.alarm === undefined ? 1 : at(thresholds.alarm);
  const zones: Zone[] = [
    { from: 0, to: Math.min(warningAt, alarmAt), level: 'normal' },
    { from: Math.min(warningAt, alarmAt), to: alarmAt, level: 'warning' },
    { from: alarmAt, to: 1, level: 'alarm' },
  ];
  return zones.filter((zone) => zone.to > zone.from);
}

/**
 * The labels of the time axis for `ticks` (epoch milliseconds) `span` milliseconds apart in all: hours and minutes,
 * seconds when the ticks are under a minute apart, the day and month when the range crosses days. In the person's
 * locale and, for tests, a given time zone.
 */
export function timeTicks(ticks: readonly number[], locale: string, timeZone?: string): string[] {
  if (ticks.length === 0) return [];
  const step = ticks.length > 1 ? Math.abs((ticks[1] ?? 0) - (ticks[0] ?? 0)) : 60_000;
  const span = Math.abs((ticks.at(-1) ?? 0) - (ticks[0] ?? 0));
  // 24-hour locales write 01:00, 12-hour ones 1:00 AM.
  const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone }).resolvedOptions().hourCycle;
  const hour = cycle === 'h23' || cycle === 'h24' ? '2-digit' : 'numeric';
  const options: Intl.DateTimeFormatOptions =
    step >= 86_400_000
      ? { day: 'numeric', month: 'short', timeZone }
      : span >= 86_400_000
        ? { day: 'numeric', month: 'short', hour, minute: '2-digit', timeZone }
        : step < 60_000
          ? { hour, minute: '2-digit', second: '2-digit', timeZone }
          : { hour, minute: '2-digit', timeZone };
  const format = new Intl.DateTimeFormat(locale, options);
  return ticks.map((tick) => format.format(tick));
}

/**
 * The least room, in CSS pixels, between two time ticks over `span` milliseconds: a label that carries the date
 * (a range of a day or more, timeTicks) is twice as wide as a time of day, and labels must not run into each other.
 */
export function timeTickSpace(span: number): number {
  return span >= 86_400_000 ? 120 : 60;
}

/** The exact time of a point under the cursor, as every moment is shown (./dateTime.ts). */
export function exactTime(ts: number, locale: string, timeZone?: string): string {
  return formatDateTime(ts, locale, timeZone);
}

/** Latest value, lowest and highest of a series, ignoring gaps. */
export function summarize(values: readonly (number | null | undefined)[]): { latest?: number; min?: number; max?: number; count: number } {
  const present = values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  if (present.length === 0) return { count: 0 };
  return { latest: present.at(-1), min: Math.min(...present), max: Math.max(...present), count: present.length };
}

/** One series of samples, oldest first: a time and a value, null where the value is no number. */
export type TimedValues = readonly (readonly [ts: number, value: number | null])[];

/**
 * Several series on one time axis: every time any series has a sample, and each series' value there. A series
 * without a sample at another series' time holds `undefined` there, which uPlot draws through (devices do not
 * sample in step); a `null` of its own stays a gap in its line.
 */
export function alignSeries(series: readonly TimedValues[]): { times: number[]; values: (number | null | undefined)[][] } {
  const times = [...new Set(series.flatMap((samples) => samples.map(([ts]) => ts)))].sort((left, right) => left - right);
  const index = new Map(times.map((ts, position) => [ts, position]));
  const values = series.map((samples) => {
    const row: (number | null | undefined)[] = Array.from({ length: times.length }, () => undefined);
    for (const [ts, value] of samples) row[index.get(ts) ?? 0] = value;
    return row;
  });
  return { times, values };
}
