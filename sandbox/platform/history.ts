// The simulated devices' stored history, shared by the platform controller's tag queries and the dashboard
// service's CSV export so both report the same samples.
import { modelPath, tagHistory, tagValue, type SimulatedDevice, type SimulatedTag } from '../devices/fleet';

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
  return tagHistory(device, tag, since, to, step, limit);
}

/** The device's tags under a model path: one tag, or every tag below a prefix such as `Boiler:1`. */
export function tagsUnder(device: SimulatedDevice, path: string): SimulatedTag[] {
  const prefix = path.endsWith('/') ? path : `${path}/`;
  return device.model.tags.filter((tag) => {
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

/**
 * A facts §6 `aggregation` read from the query (dotted names, as a nested parameter object is bound): the bucket
 * width in ms, a message naming the field that is out of range, or undefined when no aggregation is asked for.
 * The sandbox averages adjacent buckets only: `type` avg and `extent` equal to `size`.
 */
export function aggregationOf(query: URLSearchParams): { bucketMs: number } | string | undefined {
  const type = query.get('aggregation.type');
  if (type === null) return undefined;
  if (type !== 'avg') return 'aggregation.type must be avg';
  const size = Number(query.get('aggregation.sampling.size'));
  if (!Number.isInteger(size) || size < 1) return 'aggregation.sampling.size must be a positive integer';
  const unit = samplingUnits[query.get('aggregation.sampling.unit') ?? ''];
  if (unit === undefined) return `aggregation.sampling.unit must be one of ${Object.keys(samplingUnits).join(', ')}`;
  if (Number(query.get('aggregation.sampling.extent')) !== size) return 'aggregation.sampling.extent must equal aggregation.sampling.size';
  const bucketMs = size * unit;
  if (bucketMs % sampleIntervalMs !== 0) return `aggregation.sampling must be a whole number of ${sampleIntervalMs / 1000} s samples`;
  return { bucketMs };
}

/**
 * A tag's samples over one period of its waveform, summed from its start: `sums[i]` is the sum of the first `i`
 * samples. Every simulated value repeats each period, so a bucket of any length is whole periods plus a part of one,
 * and a year averages as fast as an hour (a platform answers from stored rollups alike). Kept per device and tag.
 */
const periodSums = new WeakMap<SimulatedDevice, Map<SimulatedTag, Float64Array>>();

function periodSumsOf(device: SimulatedDevice, tag: SimulatedTag): Float64Array {
  const ofDevice = periodSums.get(device) ?? new Map<SimulatedTag, Float64Array>();
  periodSums.set(device, ofDevice);
  let sums = ofDevice.get(tag);
  if (sums === undefined) {
    const length = (tag.periodSeconds * 1000) / sampleIntervalMs;
    sums = new Float64Array(length + 1);
    for (let index = 0; index < length; index++) sums[index + 1] = (sums[index] as number) + Number(tagValue(device, tag, index * sampleIntervalMs));
    ofDevice.set(tag, sums);
  }
  return sums;
}

/** The sum of the `count` samples from sample number `first` (its time over the sample interval). */
function sampleSum(sums: Float64Array, first: number, count: number): number {
  const length = sums.length - 1;
  const total = sums[length] as number;
  const from = ((first % length) + length) % length;
  const whole = Math.floor(count / length);
  const rest = count - whole * length;
  const part =
    from + rest <= length ? (sums[from + rest] as number) - (sums[from] as number) : total - (sums[from] as number) + (sums[from + rest - length] as number);
  return whole * total + part;
}

/**
 * The samples of [since, to] averaged in buckets of `bucketMs` that start at whole multiples of it (so a range and
 * the same range a day earlier fall on the same bucket edges), each stamped with its start; at most `limit` of the
 * newest. Booleans count as 0 and 1; a text tag has no average (undefined).
 */
export function averagedHistoryOf(device: SimulatedDevice, tag: SimulatedTag, since: number, to: number, bucketMs: number, limit: number) {
  if (tag.type === 'string') return undefined;
  const sums = periodSumsOf(device, tag);
  const firstBucket = Math.floor(since / bucketMs) * bucketMs;
  const count = Math.max(0, Math.floor((to - firstBucket) / bucketMs) + 1);
  const buckets: [number, number][] = [];
  for (let start = firstBucket + Math.max(0, count - limit) * bucketMs; start <= to; start += bucketMs) {
    // The bucket's samples: from its start (or `since`) up to its end (or `to`), both on the sample grid.
    const first = Math.ceil(Math.max(start, since) / sampleIntervalMs);
    const last = Math.floor(Math.min(start + bucketMs - 1, to) / sampleIntervalMs);
    if (last >= first) buckets.push([start, sampleSum(sums, first, last - first + 1) / (last - first + 1)]);
  }
  return buckets;
}
