// What a limit's quantity may be (facts: -1 is unlimited; the upper end is ours, docs/decisions.md "Organisations and
// limits") and the refusal of a creation that names none (spec §5, §8). Form and sandbox check the same rules.
import { unlimited } from './limitsTypes';

export const maxQuantity = 1_000_000_000;

/** The service's own words for a creation without limits (spec §8). */
export const undefinedLimits = 'undefined limits';

export type QuantityProblem = 'notWhole' | 'range';

export function quantityProblem(quantity: number): QuantityProblem | undefined {
  if (!Number.isInteger(quantity)) return 'notWhole';
  if (quantity !== unlimited && (quantity < 0 || quantity > maxQuantity)) return 'range';
  return undefined;
}

/** Share of the limit spent or granted, 0…; undefined for an unlimited resource. */
export function shareTaken(limit: { quantity: number; used: number; granted: number }): number | undefined {
  if (limit.quantity === unlimited) return undefined;
  if (limit.quantity === 0) return limit.used + limit.granted > 0 ? Infinity : 0;
  return (limit.used + limit.granted) / limit.quantity;
}

/** A warning past 80 % and past 100 % of the limit. */
export type LimitLevel = 'fine' | 'near' | 'over';

export function limitLevel(limit: { quantity: number; used: number; granted: number }): LimitLevel {
  const share = shareTaken(limit);
  if (share === undefined || share < 0.8) return 'fine';
  return share >= 1 ? 'over' : 'near';
}
