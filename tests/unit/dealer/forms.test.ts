// The dealer's forms refuse what the service would refuse, at the field, and send exactly what was typed: nothing
// rounded, clamped or cut (src/features/dealer/productForm.ts, saleForm.ts over src/platform/licenceRules.ts).
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientFilterOf, noClientFilter } from '../../../src/features/dealer/clientFilter';
import { decodeClientFilter, encodeClientFilter } from '../../../src/features/dealer/flows';
import { productValues, productWriteOf, validateProduct } from '../../../src/features/dealer/productForm';
import { newSaleValues, saleOf, validateSale } from '../../../src/features/dealer/saleForm';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

const said = (descriptor: { message?: string; id: string } | undefined) => (descriptor ? i18n._(descriptor) : undefined);
const product = (quantities: Record<string, string>, extra: Partial<ReturnType<typeof productValues>> = {}) => {
  const values = { ...productValues(undefined), code: 'SENSOR-PACK', label: 'Sensor pack', ...extra };
  return { ...values, quantities: { ...values.quantities, ...quantities } };
};

describe('product form', () => {
  it('sends the typed quantities for the duration, -1 as unlimited, blank ones left out', () => {
    expect(validateProduct(product({ DEVICES: '25', CREDITS: '-1' }))).toEqual({});
    expect(productWriteOf(product({ DEVICES: '25', CREDITS: '-1' })).resources).toEqual([
      { resourceType: 'DEVICES', quantity: 25, duration: 365 },
      { resourceType: 'CREDITS', quantity: -1, duration: 365 },
    ]);
  });

  it.each(['0', '-2', '2.5', '1000001', '1e3', 'ten'])('refuses the quantity %s at its field', (typed) => {
    const errors = validateProduct(product({ DEVICES: typed }));
    expect(said(errors.DEVICES)).toBe('Enter a whole number from 1 to 1000000, or -1 for unlimited.');
  });

  it('names a missing code, a code with other characters, no resource and a duration out of range', () => {
    expect(said(validateProduct(product({ DEVICES: '1' }, { code: '' })).code)).toBe('Enter a product code.');
    expect(said(validateProduct(product({ DEVICES: '1' }, { code: 'iot basic' })).code)).toBe(
      'Use capital letters, digits, - and _ only, starting with a letter or digit.',
    );
    expect(said(validateProduct(product({})).resources)).toBe('Enter a quantity for at least one resource.');
    expect(said(validateProduct(product({ DEVICES: '1' }, { duration: '3651' })).duration)).toBe('Enter whole days from 1 to 3650.');
  });
});

describe('sale form', () => {
  const sale = { ...newSaleValues(), productId: '1' };
  it('sends the price as typed', () => {
    expect(validateSale({ ...sale, price: '99.50' }, 'delta-foods')).toEqual({});
    expect(saleOf({ ...sale, price: '99.50' }, 'delta-foods')).toMatchObject({ productId: 1, price: 99.5, targetOrgResourceId: 'delta-foods' });
  });
  it.each(['-1', '1.005', '1000000.01', 'free'])('refuses the price %s at its field', (price) => {
    expect(said(validateSale({ ...sale, price }, 'delta-foods').price)).toBe('Enter an amount from 0 to 1000000 with at most two decimals.');
  });
  it('asks for a product and a three-letter currency', () => {
    const errors = validateSale({ ...sale, productId: '', currency: 'euro' }, 'delta-foods');
    expect(said(errors.productId)).toBe('Choose a product.');
    expect(said(errors.currency)).toBe('Enter a three-letter currency code, e.g. EUR.');
  });
});

describe('clients filter', () => {
  const day = 86_400_000;
  it('sends no filter when no day is given, and whole days with the last counted to its end', () => {
    expect(clientFilterOf(noClientFilter)).toEqual({ filter: {}, errors: {} });
    const { filter, errors } = clientFilterOf({ ...noClientFilter, expiresFrom: '2026-03-01', expiresTo: '2026-03-31', includeNotRedeemed: false });
    expect(errors).toEqual({});
    expect(filter).toEqual({ expirationDateFrom: Date.UTC(2026, 2, 1), expirationDateTo: Date.UTC(2026, 2, 31) + day - 1, includeNotRedeemed: false });
    // The list carries it as its filter string and gives it back whole.
    expect(decodeClientFilter(encodeClientFilter(filter))).toEqual(filter);
  });

  it('refuses a range whose last day is before its first at the last day’s field, for either range', () => {
    const { errors } = clientFilterOf({ ...noClientFilter, activatedFrom: '2026-03-02', activatedTo: '2026-03-01', expiresFrom: '2026-03-01', expiresTo: '2026-03-01' });
    expect(Object.keys(errors)).toEqual(['activatedTo']);
    expect(said(errors.activatedTo)).toBe('The last day cannot be before the first.');
    expect(Object.keys(clientFilterOf({ ...noClientFilter, expiresFrom: '2026-03-02', expiresTo: '2026-03-01' }).errors)).toEqual(['expiresTo']);
  });
});
