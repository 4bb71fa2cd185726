import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { checkoutSearchSchema } from '../../src/web/features/checkout/checkout-search.ts';
import { shopSearchSchema } from '../../src/web/features/catalogue/shop-search.ts';
import { verifyEmailSearch } from '../../src/web/features/pages/verify-email-search.ts';

describe('route address parameters', () => {
  it('keeps the good values of the shop filters and drops the malformed ones', () => {
    expect(shopSearchSchema({ q: '  huile ', sort: 'price_asc', minPrice: 20, maxPrice: 1001, page: 0, brand: 'dika-extra', extra: 'x' })).toEqual({
      q: 'huile',
      sort: 'price_asc',
      minPrice: 20,
      brand: 'dika-extra',
    });
    expect(shopSearchSchema({ sort: 'cheapest', minVolume: 99, maxVolume: 25000, q: 'x'.repeat(101) })).toEqual({ maxVolume: 25000 });
    expect(shopSearchSchema({ page: 2.5, category: 42 })).toEqual({});
  });

  it('takes a direct purchase only with real ids and a quantity from 1 to 99', () => {
    const id = '0b6b8e0c-3c9a-4f43-9f3e-6f1d2b0c7a11';
    expect(checkoutSearchSchema({ product: id, variant: id, quantity: 3 })).toEqual({ product: id, variant: id, quantity: 3 });
    expect(checkoutSearchSchema({ product: 'abc', variant: `${id}x`, quantity: 100, order: id })).toEqual({ order: id });
  });

  it('takes a trimmed email only', () => {
    expect(verifyEmailSearch({ email: ' amina@example.ma ' })).toEqual({ email: 'amina@example.ma' });
    expect(verifyEmailSearch({ email: 'amina@' })).toEqual({});
  });

  test.prop([fc.dictionary(fc.string(), fc.anything())])('never throws and keeps only known, well-formed parameters', (raw) => {
    const search = shopSearchSchema(raw);
    for (const [key, value] of Object.entries(search)) {
      expect(['q', 'category', 'brand', 'sort', 'minPrice', 'maxPrice', 'minVolume', 'maxVolume', 'page']).toContain(key);
      expect(value).not.toBeUndefined();
    }
  });
});
