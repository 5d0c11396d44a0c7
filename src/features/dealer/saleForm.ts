// The sale form's values and rules: which current product, at what price, with which reference, renewing by itself
// or not. Checked before sending (src/platform/licenceRules.ts, the service checks the same); the price is kept as
// typed and refused when it is not an amount in range with at most two decimals.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { licenceProblems, maxExternalRefLength, priceRange } from '../../platform/licenceRules';
import type { LicenceCreate } from '../../platform/licencesTypes';

export interface SaleFormValues {
  productId: string;
  price: string;
  currency: string;
  externalRef: string;
  autorenew: boolean;
}

export type SaleFormErrors = Partial<Record<'productId' | 'price' | 'currency' | 'externalRef', MessageDescriptor>>;

export const newSaleValues = (): SaleFormValues => ({ productId: '', price: '0', currency: 'EUR', externalRef: '', autorenew: true });

export function saleOf(values: SaleFormValues, client: string): LicenceCreate {
  return {
    productId: values.productId === '' ? 0 : Number(values.productId),
    targetOrgResourceId: client,
    autorenew: values.autorenew,
    currency: values.currency.trim(),
    price: /^\s*\d+(\.\d+)?\s*$/.test(values.price) ? Number(values.price) : Number.NaN,
    externalRef: values.externalRef.trim(),
  };
}

export function validateSale(values: SaleFormValues, client: string): SaleFormErrors {
  const errors: SaleFormErrors = {};
  for (const { field } of licenceProblems(saleOf(values, client))) {
    if (field === 'productId') errors.productId = msg`Choose a product.`;
    else if (field === 'price') errors.price = msg`Enter an amount from ${priceRange.min} to ${priceRange.max} with at most two decimals.`;
    else if (field === 'currency') errors.currency = msg`Enter a three-letter currency code, e.g. EUR.`;
    else if (field === 'externalRef') errors.externalRef = msg`Use at most ${maxExternalRefLength} characters.`;
  }
  return errors;
}
