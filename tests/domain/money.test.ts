import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { discountPercent, formatCurrency, formatPrice, orderTotals, priceOf, pricePerLitre, vatOf } from '../../src/domain/money.ts';

const centimes = fc.integer({ min: 0, max: 100_000_000 });

describe('prices', () => {
  test.prop([centimes])('"x.xx DH" reads back to the same centimes', (value) => {
    const text = formatPrice(value);
    expect(text).toMatch(/^\d+\.\d{2} DH$/);
    expect(Math.round(Number.parseFloat(text) * 100)).toBe(value);
  });

  it.each([[Number.NaN], [undefined], ['12'], [Infinity], [null]])('shows N/A for %s', (value) => {
    expect(formatPrice(value)).toBe('N/A');
  });

  it('formats other currencies the locale’s way', () => {
    expect(formatCurrency(1250, 'EUR')).toMatch(/^12,5\s?€$/);
    expect(formatCurrency(1000, 'USD', 'en-US')).toBe('$10');
    expect(formatCurrency(1999, 'MAD')).toBe('19.99 DH');
  });

  test.prop([fc.option(centimes, { nil: undefined }), fc.option(centimes, { nil: undefined }), fc.option(centimes, { nil: undefined })])(
    'takes the variant price, then unitPrice, then price, then 0',
    (variant, unitPrice, price) => {
      const expected = variant ?? unitPrice ?? price ?? 0;
      expect(priceOf(variant === undefined ? undefined : { price: variant }, { unitPrice, price })).toBe(expected);
    },
  );

  test.prop([centimes, centimes])('a discount is a rounded percentage between 0 and 100', (price, original) => {
    const percent = discountPercent(price, original);
    expect(Number.isInteger(percent)).toBe(true);
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(100);
    if (original <= price) expect(percent).toBe(0);
    else expect(Math.abs(percent - ((original - price) / original) * 100)).toBeLessThanOrEqual(0.5);
  });

  test.prop([fc.array(fc.record({ unitPrice: centimes, quantity: fc.integer({ min: 1, max: 99 }) }), { maxLength: 20 }), centimes])(
    'total = lines + shipping + VAT 10 %, all whole centimes',
    (lines, shipping) => {
      const totals = orderTotals(lines, shipping);
      expect(totals.subtotal).toBe(lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0));
      expect(totals.vat).toBe(vatOf(totals.subtotal));
      expect(Math.abs(totals.vat - totals.subtotal / 10)).toBeLessThanOrEqual(0.5);
      expect(totals.total).toBe(totals.subtotal + shipping + totals.vat);
      for (const value of Object.values(totals)) expect(Number.isInteger(value)).toBe(true);
    },
  );

  test.prop([fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 25_000 })])('price per litre scales the price to 1000 ml', (price, ml) => {
    const perLitre = pricePerLitre(price, ml)!;
    expect(Math.abs(perLitre - (price * 1000) / ml)).toBeLessThanOrEqual(0.5);
    if (ml === 1000) expect(perLitre).toBe(price);
  });

  it('has no price per litre without a volume', () => {
    expect(pricePerLitre(1000, null)).toBeNull();
    expect(pricePerLitre(1000, 0)).toBeNull();
    expect(pricePerLitre(11900, 1000)).toBe(11900);
    expect(pricePerLitre(6900, 500)).toBe(13800);
  });
});

describe('money limits', () => {
  it('keeps two decimals in "x.xx DH" (issue 43: one price style)', () => {
    expect(formatPrice(11900)).toBe('119.00 DH');
    expect(formatPrice(11950)).toBe('119.50 DH');
  });

  it('formats MAD as DH and other currencies with 0 to 2 decimals in fr-FR', () => {
    expect(formatCurrency(11900, 'MAD')).toBe('119.00 DH');
    expect(formatCurrency(Number.NaN, 'EUR')).toBe('N/A');
    expect(formatCurrency('12', 'USD')).toBe('N/A');
    expect(formatCurrency(11900, 'EUR')).toMatch(/^119\s€$/u);
    expect(formatCurrency(11950, 'EUR')).toMatch(/^119,5\s€$/u);
    expect(formatCurrency(11955, 'USD', 'en-US')).toBe('$119.55');
  });

  it('skips prices that are not numbers', () => {
    expect(priceOf({ price: Number.NaN }, { unitPrice: 500 })).toBe(500);
    expect(priceOf({ price: Infinity }, { unitPrice: '7', price: 300 })).toBe(300);
    expect(priceOf(undefined, {})).toBe(0);
    expect(priceOf({ price: 0 }, { unitPrice: 500 })).toBe(0);
  });

  it('gives no discount unless the original is above the price and positive', () => {
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(101, 100)).toBe(0);
    expect(discountPercent(99, 100)).toBe(1);
    expect(discountPercent(-200, -100)).toBe(0);
    expect(discountPercent(50, null)).toBe(0);
  });

  it('has no price per litre without a positive volume', () => {
    expect(pricePerLitre(1000, -500)).toBeNull();
    expect(pricePerLitre(1000, 0)).toBeNull();
    expect(pricePerLitre(1000, null)).toBeNull();
    expect(pricePerLitre(1000, 500)).toBe(2000);
  });

  it('adds VAT of 10 percent', () => {
    expect(vatOf(10000)).toBe(1000);
    expect(orderTotals([{ unitPrice: 5000, quantity: 2 }], 3000)).toEqual({ subtotal: 10000, shipping: 3000, vat: 1000, total: 14000 });
  });
});
