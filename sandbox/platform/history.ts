// The simulated devices' stored history, shared by the platform controller's tag queries and the dashboard
// service's CSV export so both report the same samples.
import { modelPath, tagHistory, type SimulatedDevice, type SimulatedTag } from '../devices/fleet';

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
