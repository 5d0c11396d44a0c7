// The simulated devices' stored history, shared by the platform controller's tag queries and the dashboard
// service's CSV export so both report the same samples.
import { modelPath, tagHistory, type SimulatedDevice, type SimulatedTag } from '../devices/fleet';
import { valueAt, withWrites } from './setpoints';
import { deviceTagsOf } from './formulaTags';

/** Devices send a sample every 10 s. */
export const sampleIntervalMs = 10_000;
/** Spec §9: device queries default to 1000 samples. */
export const defaultSampleLimit = 1000;

/**
 * Samples of [since, to], oldest first. A range holding more than `limit` samples is thinned evenly rather than
 * cut, so a trend over a day shows the whole day (the platform would aggregate; the sandbox keeps every n-th).
 */
export function historyOf(device: SimulatedDevice, tag: SimulatedTag, since: number, to: number, limit: number) {
  const raw = Math.floor((to - since) / sampleIntervalMs) + 1;
  const step = sampleIntervalMs * Math.max(1, Math.ceil(raw / limit));
  return withWrites(device, tag, tagHistory(device, tag, since, to, step, limit));
}

/** The device's tags (with its formula paths) under a model path: one tag, or every tag below a prefix such as `Boiler:1`. */
export function tagsUnder(device: SimulatedDevice, path: string): SimulatedTag[] {
  const prefix = path.endsWith('/') ? path : `${path}/`;
  return deviceTagsOf(device).filter((tag) => {
    const full = modelPath(device.model, tag);
    return full === path || full.startsWith(prefix);
  });
}

/** An ISO-8601 instant as epoch milliseconds, or undefined when it is not one. */
export function instant(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** The units a facts §6 `aggregation.sampling.unit` may name, in milliseconds. */
const samplingUnits: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** What a bucket's samples are reduced to. */
export type AggregationType = 'avg' | 'min' | 'max';
const aggregationTypes: readonly string[] = ['avg', 'min', 'max'];

/**
 * A facts §6 `aggregation` read from the query (dotted names, as a nested parameter object is bound): the type and
 * bucket width in ms, a message naming the field that is out of range, or undefined when no aggregation is asked
 * for. The sandbox reduces adjacent buckets only (`extent` equal to `size`), by their mean, lowest or highest.
 */
export function aggregationOf(query: URLSearchParams): { type: AggregationType; bucketMs: number } | string | undefined {
  const type = query.get('aggregation.type');
  if (type === null) return undefined;
  if (!aggregationTypes.includes(type)) return `aggregation.type must be one of ${aggregationTypes.join(', ')}`;
  const size = Number(query.get('aggregation.sampling.size'));
  if (!Number.isInteger(size) || size < 1) return 'aggregation.sampling.size must be a positive integer';
  const unit = samplingUnits[query.get('aggregation.sampling.unit') ?? ''];
  if (unit === undefined) return `aggregation.sampling.unit must be one of ${Object.keys(samplingUnits).join(', ')}`;
  if (Number(query.get('aggregation.sampling.extent')) !== size) return 'aggregation.sampling.extent must equal aggregation.sampling.size';
  const bucketMs = size * unit;
  if (bucketMs % sampleIntervalMs !== 0) return `aggregation.sampling must be a whole number of ${sampleIntervalMs / 1000} s samples`;
  return { type: type as AggregationType, bucketMs };
}

/**
 * One period of a tag's waveform as samples: their values, running sums (`sums[i]` the sum of the first `i`), lowest
 * and highest. Every simulated value repeats each period, so a bucket of any length is whole periods plus a part of
 * one, and a year reduces as fast as an hour (a platform answers from stored rollups alike). Kept per device and tag.
 */
interface Period {
  values: Float64Array;
  sums: Float64Array;
  min: number;
  max: number;
}

const periods = new WeakMap<SimulatedDevice, Map<SimulatedTag, Period>>();

function periodOf(device: SimulatedDevice, tag: SimulatedTag): Period {
  const ofDevice = periods.get(device) ?? new Map<SimulatedTag, Period>();
  periods.set(device, ofDevice);
  let period = ofDevice.get(tag);
  if (period === undefined) {
    const values = Float64Array.from({ length: (tag.periodSeconds * 1000) / sampleIntervalMs }, (_, index) =>
      Number(valueAt(device, tag, index * sampleIntervalMs)),
    );
    const sums = new Float64Array(values.length + 1);
    values.forEach((value, index) => (sums[index + 1] = (sums[index] as number) + value));
    period = { values, sums, min: Math.min(...values), max: Math.max(...values) };
    ofDevice.set(tag, period);
  }
  return period;
}

/** The `count` samples from sample number `first` (its time over the sample interval) reduced by `type`. */
function reduceSamples({ values, sums, min, max }: Period, first: number, count: number, type: AggregationType): number {
  const length = values.length;
  const from = ((first % length) + length) % length;
  // Less than a period is looked through (one sample is itself, exactly); more is whole periods plus a part of one.
  if (count < length) {
    let sum = 0;
    let best = type === 'min' ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
    for (let index = 0; index < count; index++) {
      const value = values[(from + index) % length] as number;
      sum += value;
      best = type === 'min' ? Math.min(best, value) : Math.max(best, value);
    }
    return type === 'avg' ? sum / count : best;
  }
  if (type === 'avg') {
    const total = sums[length] as number;
    const whole = Math.floor(count / length);
    const rest = count - whole * length;
    const part =
      from + rest <= length ? (sums[from + rest] as number) - (sums[from] as number) : total - (sums[from] as number) + (sums[from + rest - length] as number);
    return (whole * total + part) / count;
  }
  // A whole period holds its extremes.
  return type === 'min' ? min : max;
}

/**
 * The samples of [since, to] reduced in buckets of `bucketMs` that start at whole multiples of it (so a range and
 * the same range a day earlier fall on the same bucket edges), each stamped with its start; at most `limit` of the
 * newest. A bucket the range leaves without a sample is `null` (facts §6 `fillPolicy: USE_NULL`), as the platform
 * answers a gap. Booleans count as 0 and 1; a text tag has no such value (undefined).
 */
export function aggregatedHistoryOf(
  device: SimulatedDevice,
  tag: SimulatedTag,
  since: number,
  to: number,
  { type, bucketMs }: { type: AggregationType; bucketMs: number },
  limit: number,
) {
  if (tag.type === 'string') return undefined;
  const period = periodOf(device, tag);
  const firstBucket = Math.floor(since / bucketMs) * bucketMs;
  const count = Math.max(0, Math.floor((to - firstBucket) / bucketMs) + 1);
  const buckets: [number, number | null][] = [];
  for (let start = firstBucket + Math.max(0, count - limit) * bucketMs; start <= to; start += bucketMs) {
    // The bucket's samples: from its start (or `since`) up to its end (or `to`), both on the sample grid.
    const first = Math.ceil(Math.max(start, since) / sampleIntervalMs);
    const last = Math.floor(Math.min(start + bucketMs - 1, to) / sampleIntervalMs);
    buckets.push([start, last >= first ? reduceSamples(period, first, last - first + 1, type) : null]);
  }
  return buckets;
}
