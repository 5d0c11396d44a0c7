// What a widget draws from: the latest sample of each bound property, and for charts the recent samples.
/** `null`: the platform has no value at that instant (a gap in a line, no reading on a tile; never a zero). */
export type SampleValue = number | boolean | string | null;
export type Sample = readonly [ts: number, value: SampleValue];

/** Where a bound property reads from: a device and the tag's full model path (`Boiler:1/Boiler/Temperature`). */
export interface TagSource {
  deviceId: string;
  modelPath: string;
}

export interface WidgetData {
  /** Latest sample by bound property (`value`, `bar0`…); undefined until the first answer arrives. */
  values: Readonly<Record<string, Sample | undefined>>;
  /** Recent samples by bound property, oldest first (the time-series chart's lines). */
  series: Readonly<Record<string, readonly Sample[]>>;
  /** The device and tag of each bound property (a chart reads their history, a tile its device's alarms). */
  sources: Readonly<Record<string, TagSource>>;
}

export function numeric(sample: Sample | undefined): number | undefined {
  if (sample === undefined) return undefined;
  const [, value] = sample;
  if (value === null) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Position of a value between min and max, 0…1. */
export function fraction(value: number, min: number, max: number): number {
  if (max <= min) return 0;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

/** A tag's name for a legend or a bar: the last step of its path (`Temperature`). */
export const tagLabel = (source: TagSource) => source.modelPath.split('/').at(-1) || source.modelPath;
