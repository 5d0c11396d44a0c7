// A value typed for a tag, read as the tag's type and checked against the range the device accepts: refused with the
// reason, never clamped (a set point silently moved to its limit would run a machine at a value nobody chose).
import type { CurrentValue } from './currentValues';

export type TagInputProblem = 'notANumber' | 'notWhole' | 'outOfRange';

/** The number typed (a decimal comma read as a point), or why it may not be written. */
export function parseTagInput(text: string, tag: Pick<CurrentValue, 'type' | 'writable'>): number | TagInputProblem {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return 'notANumber';
  const value = Number(trimmed);
  if (tag.type === 'integer' && !Number.isInteger(value)) return 'notWhole';
  const min = tag.writable?.min;
  const max = tag.writable?.max;
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) return 'outOfRange';
  return value;
}
