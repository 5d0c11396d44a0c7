// The limits form's values and rules: a quantity per resource, typed as text and read as a whole number (-1 or
// "unlimited" for no limit), checked before sending so a mistake is named at its field; the service checks the same
// range (src/platform/limitsRules.ts). Creating limits with none given is refused as the service would (spec §5).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { maxQuantity, quantityProblem } from '../../platform/limitsRules';
import { unlimited, type LimitWrite, type ResourceType } from '../../platform/limitsTypes';

export type QuantityTexts = Partial<Record<ResourceType, string>>;

/** The quantity a field holds: a number, none (empty), or undefined when it holds no whole number. */
export function quantityOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (/^unlimited$/i.test(trimmed)) return unlimited;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : undefined;
}

export function quantityError(text: string, required: boolean): MessageDescriptor | undefined {
  const quantity = quantityOf(text);
  if (quantity === null) return required ? msg`Enter a quantity.` : undefined;
  if (quantity === undefined || quantityProblem(quantity) === 'notWhole') return msg`Enter a whole number, or -1 for unlimited.`;
  if (quantityProblem(quantity) === 'range') return msg`Enter 0 to ${maxQuantity}, or -1 for unlimited.`;
  return undefined;
}

/** The limits to create from the fields filled in, in the order of `types`. */
export function limitWrites(texts: QuantityTexts, types: readonly ResourceType[]): LimitWrite[] {
  return types.flatMap((resourceType) => {
    const quantity = quantityOf(texts[resourceType] ?? '');
    return typeof quantity === 'number' ? [{ resourceType, quantity }] : [];
  });
}
