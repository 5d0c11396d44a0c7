// The product form's values and rules, checked before sending so every mistake is named at its field; the service
// checks the same limits again (src/platform/licenceRules.ts). The form asks for one duration for the whole product
// and a quantity per resource type (blank: the product does not grant it). Numbers are kept as typed and refused
// when they are not whole numbers in range: nothing is rounded, clamped or cut to fit.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { durationRange, maxProductCodeLength, maxProductLabelLength, productProblems, quantityRange } from '../../platform/licenceRules';
import { resourceTypes, type Product, type ProductType, type ProductWrite, type ResourceType } from '../../platform/licencesTypes';

export interface ProductFormValues {
  code: string;
  label: string;
  type: ProductType;
  trial: boolean;
  autorenew: boolean;
  /** As typed: whole days once valid. */
  duration: string;
  /** As typed, per resource type; blank: not granted. */
  quantities: Record<ResourceType, string>;
}

export type ProductFormErrors = Partial<Record<'code' | 'label' | 'duration' | 'resources' | ResourceType, MessageDescriptor>>;

const noQuantities = Object.fromEntries(resourceTypes.map((type) => [type, ''])) as Record<ResourceType, string>;

export function productValues(product: Product | undefined): ProductFormValues {
  if (product === undefined) return { code: '', label: '', type: 'STANDARD', trial: false, autorenew: true, duration: '365', quantities: { ...noQuantities } };
  const quantities = { ...noQuantities };
  for (const resource of product.resources) quantities[resource.resourceType] = String(resource.quantity);
  return {
    code: product.code,
    label: product.label,
    type: product.type,
    trial: product.trial,
    autorenew: product.autorenewDefaultValueForNewLicenses,
    duration: String(Math.max(...product.resources.map((resource) => resource.duration))),
    quantities,
  };
}

/** A typed number as the service would read it; text that is not a plain number is NaN, refused at its field. */
const typedNumber = (text: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN);

export function productWriteOf(values: ProductFormValues): ProductWrite {
  const duration = typedNumber(values.duration);
  return {
    code: values.code.trim(),
    label: values.label.trim(),
    type: values.type,
    trial: values.trial,
    autorenewDefaultValueForNewLicenses: values.autorenew,
    resources: resourceTypes
      .filter((type) => values.quantities[type].trim() !== '')
      .map((resourceType) => ({ resourceType, quantity: typedNumber(values.quantities[resourceType]), duration })),
  };
}

export function validateProduct(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  const write = productWriteOf(values);
  for (const { field, reason } of productProblems(write)) {
    if (field === 'code') {
      errors.code =
        reason === 'required'
          ? msg`Enter a product code.`
          : reason === 'tooLong'
            ? msg`Use at most ${maxProductCodeLength} characters.`
            : msg`Use capital letters, digits, - and _ only, starting with a letter or digit.`;
    } else if (field === 'label') {
      errors.label = reason === 'required' ? msg`Enter a name.` : msg`Use at most ${maxProductLabelLength} characters.`;
    } else if (field === 'resources') {
      errors.resources = msg`Enter a quantity for at least one resource.`;
    } else if (field.endsWith('.duration')) {
      errors.duration = msg`Enter whole days from ${durationRange.min} to ${durationRange.max}.`;
    } else if (field.endsWith('.quantity')) {
      const index = Number(field.split('.')[1]);
      const type = write.resources[index]?.resourceType;
      if (type) errors[type] = msg`Enter a whole number from ${quantityRange.min} to ${quantityRange.max}, or -1 for unlimited.`;
    }
  }
  return errors;
}
