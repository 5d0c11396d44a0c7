// What a product and a sold licence may hold (ours: the facts give the fields, not their limits; docs/decisions.md
// "Dealer licensing"). The dealer's forms and the sandbox check the same limits, so a value the form accepts is one
// the service accepts, and the service names the field of a value it refuses.
import type { LicenceCreate, ProductWrite } from './licencesTypes';

export const productCodePattern = /^[A-Z0-9][A-Z0-9_-]*$/;
export const maxProductCodeLength = 40;
export const maxProductLabelLength = 100;
/** A resource's quantity: a whole number from 1, or -1 for unlimited (as for limits, facts "Organisations and licensing"). */
export const quantityRange = { min: 1, max: 1_000_000 } as const;
/** A resource's duration in days: up to ten years. */
export const durationRange = { min: 1, max: 3_650 } as const;
/** A licence's price, in its currency's units. */
export const priceRange = { min: 0, max: 1_000_000 } as const;
export const currencyPattern = /^[A-Z]{3}$/;
export const maxExternalRefLength = 64;
/** Licence codes the dealer's clients type: letters, digits and dashes. */
export const licenceCodePattern = /^[A-Z0-9][A-Z0-9-]{3,63}$/;

/** Spec §9: licences are asked for newest first, ordered by `creationDate` descending (facts §3: `orderBy`, `orderDir`). */
export const licenceOrder = { orderBy: 'creationDate', orderDir: 'DESC' } as const;

export type ProductField = 'code' | 'label' | 'type' | 'resources' | `resources.${number}.quantity` | `resources.${number}.duration` | `resources.${number}.resourceType`;
export type ProductProblem = { field: ProductField; reason: 'required' | 'tooLong' | 'pattern' | 'range' | 'duplicate' };

const isWhole = (value: number) => Number.isInteger(value);

/** Every problem of a product, in the order of the form's fields. */
export function productProblems(product: ProductWrite): ProductProblem[] {
  const problems: ProductProblem[] = [];
  const code = product.code.trim();
  if (code === '') problems.push({ field: 'code', reason: 'required' });
  else if (code.length > maxProductCodeLength) problems.push({ field: 'code', reason: 'tooLong' });
  else if (!productCodePattern.test(code)) problems.push({ field: 'code', reason: 'pattern' });
  const label = product.label.trim();
  if (label === '') problems.push({ field: 'label', reason: 'required' });
  else if (label.length > maxProductLabelLength) problems.push({ field: 'label', reason: 'tooLong' });
  if (product.resources.length === 0) problems.push({ field: 'resources', reason: 'required' });
  const seen = new Set<string>();
  product.resources.forEach((resource, index) => {
    if (seen.has(resource.resourceType)) problems.push({ field: `resources.${index}.resourceType`, reason: 'duplicate' });
    seen.add(resource.resourceType);
    const { quantity, duration } = resource;
    if (!isWhole(quantity) || (quantity !== -1 && (quantity < quantityRange.min || quantity > quantityRange.max))) {
      problems.push({ field: `resources.${index}.quantity`, reason: 'range' });
    }
    if (!isWhole(duration) || duration < durationRange.min || duration > durationRange.max) {
      problems.push({ field: `resources.${index}.duration`, reason: 'range' });
    }
  });
  return problems;
}

export type LicenceField = 'productId' | 'targetOrgResourceId' | 'price' | 'currency' | 'externalRef';
export type LicenceProblem = { field: LicenceField; reason: 'required' | 'range' | 'pattern' | 'tooLong' };

/** Every problem of a licence to sell, in the order of the form's fields. */
export function licenceProblems(licence: LicenceCreate): LicenceProblem[] {
  const problems: LicenceProblem[] = [];
  if (!isWhole(licence.productId) || licence.productId <= 0) problems.push({ field: 'productId', reason: 'required' });
  if (licence.targetOrgResourceId.trim() === '') problems.push({ field: 'targetOrgResourceId', reason: 'required' });
  const { price } = licence;
  if (!Number.isFinite(price) || price < priceRange.min || price > priceRange.max || Math.round(price * 100) !== price * 100) {
    problems.push({ field: 'price', reason: 'range' });
  }
  if (!currencyPattern.test(licence.currency)) problems.push({ field: 'currency', reason: 'pattern' });
  if (licence.externalRef.length > maxExternalRefLength) problems.push({ field: 'externalRef', reason: 'tooLong' });
  return problems;
}

/** The sandbox's words for a problem (the portal shows its own, at the field). */
export function describeProblem({ field, reason }: ProductProblem | LicenceProblem): string {
  switch (reason) {
    case 'required':
      return `${field} is required`;
    case 'tooLong':
      return `${field} is too long`;
    case 'pattern':
      return `${field} has characters it may not hold`;
    case 'duplicate':
      return `${field} is named twice`;
    case 'range':
      return `${field} is out of range`;
  }
}
