// Set points: the tags people write (facts §6 `POST devices/{id}/tags`). A set point holds the last value written
// at or before an instant, else its seeded one (fleet.ts), so a write's read back, the latest value and the history
// agree. A write is refused whole when any of its values is not the tag's type or outside the range it accepts.
import type { SimulatedDevice, SimulatedTag } from '../devices/fleet';
import { tagValue } from '../devices/fleet';
import { store } from '../store';

type Value = number | boolean | string;

const keyOf = (device: SimulatedDevice, tag: SimulatedTag) => `${device.deviceId} ${tag.name}`;

/** The tag's value at `at`: a set point's last written value by then, any other tag's waveform. */
export function valueAt(device: SimulatedDevice, tag: SimulatedTag, at: number): Value {
  if (tag.setpoint === undefined) return tagValue(device, tag, at);
  const writes = store().devices.written.get(keyOf(device, tag)) ?? [];
  return writes.findLast((write) => write.at <= at)?.value ?? tag.setpoint;
}

/** Samples with each set point's written values in place of its seeded one. */
export function withWrites<T extends [number, unknown]>(device: SimulatedDevice, tag: SimulatedTag, samples: T[]): T[] {
  if (tag.setpoint === undefined) return samples;
  return samples.map((sample) => [sample[0], valueAt(device, tag, sample[0])] as T);
}

/** Why `value` may not be written to `tag` (undefined: it may). */
export function refusal(tag: SimulatedTag, value: unknown): string | undefined {
  if (tag.setpoint === undefined) return `${tag.name} is read only`;
  if (typeof value !== 'number' || !Number.isFinite(value)) return `v of ${tag.name} must be a number`;
  if (tag.type === 'integer' && !Number.isInteger(value)) return `v of ${tag.name} must be a whole number`;
  if (value < tag.min || value > tag.max) return `v of ${tag.name} must be from ${tag.min} to ${tag.max}`;
  return undefined;
}

/** Keeps the values written at `at`. */
export function write(device: SimulatedDevice, values: { tag: SimulatedTag; value: Value }[], at: number): void {
  const { written } = store().devices;
  for (const { tag, value } of values) {
    const key = keyOf(device, tag);
    written.set(key, [...(written.get(key) ?? []), { value, at }]);
  }
}
