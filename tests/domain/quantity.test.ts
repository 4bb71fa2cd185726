import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { badgeText, combinedQuantity, isQuantity, parseQuantity, quantityCap } from '../../src/domain/quantity.ts';

// Spec sections 5 and 9: a quantity is an integer from 1 to 99; the cart badge caps at '9+'.

describe('parseQuantity', () => {
  test.prop([fc.integer({ min: 1, max: 99 })])('every quantity in bounds reads back as itself', (n) => {
    expect(parseQuantity(String(n))).toBe(n);
    expect(parseQuantity(` ${n} `)).toBe(n);
    expect(isQuantity(parseQuantity(String(n)))).toBe(true);
  });

  test.prop([fc.integer().filter((n) => n < 1 || n > 99)])('whole numbers out of bounds are ignored', (n) => {
    expect(parseQuantity(String(n))).toBeUndefined();
  });

  test.prop([fc.string().filter((s) => !/^\s*\d+\s*$/.test(s))])('anything but digits is ignored', (text) => {
    expect(parseQuantity(text)).toBeUndefined();
  });

  test.prop([fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 60 })])('custom bounds hold', (min, extra) => {
    const max = min + extra;
    expect(parseQuantity(String(max), min, max)).toBe(max);
    expect(parseQuantity(String(max + 1), min, max)).toBeUndefined();
    expect(parseQuantity(String(min - 1), min, max)).toBeUndefined();
  });
});

describe('combinedQuantity', () => {
  test.prop([fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 99 })])('adds up, never past the maximum, never below either part', (a, b) => {
    const sum = combinedQuantity(a, b);
    expect(isQuantity(sum)).toBe(true);
    expect(sum).toBeGreaterThanOrEqual(Math.max(a, b));
    expect(sum === a + b || sum === 99).toBe(true);
  });
});

describe('badgeText', () => {
  test.prop([fc.integer({ min: 1, max: 9 })])('shows counts up to nine', (n) => {
    expect(badgeText(n)).toBe(String(n));
  });
  test.prop([fc.integer({ min: 10, max: 10_000 })])('caps above nine', (n) => {
    expect(badgeText(n)).toBe('9+');
  });
  test.prop([fc.integer({ max: 0 })])('shows nothing for an empty cart', (n) => {
    expect(badgeText(n)).toBe('');
  });
});

describe('quantity limits', () => {
  it('isQuantity takes 1 and 99 but not 0 or 100', () => {
    expect(isQuantity(1)).toBe(true);
    expect(isQuantity(99)).toBe(true);
    expect(isQuantity(0)).toBe(false);
    expect(isQuantity(100)).toBe(false);
  });
  it.each([[1.5], ['5'], [Number.NaN], [null], [undefined], [Infinity]])('isQuantity refuses %j', (value) => {
    expect(isQuantity(value)).toBe(false);
  });
  it('parseQuantity takes 1 and 99 but not 0 or 100', () => {
    expect(parseQuantity('1')).toBe(1);
    expect(parseQuantity('99')).toBe(99);
    expect(parseQuantity('0')).toBeUndefined();
    expect(parseQuantity('100')).toBeUndefined();
  });
  it.each(['', ' ', '+5', '-5', '5.', '5.0', '1e1', '0x10', 'x5', '5x', '٥', '1 2'])('parseQuantity ignores %j', (text) => {
    expect(parseQuantity(text)).toBeUndefined();
    expect(parseQuantity(text, 0, 1000)).toBeUndefined();
  });
  it('combinedQuantity adds up to 99 at most', () => {
    expect(combinedQuantity(40, 59)).toBe(99);
    expect(combinedQuantity(40, 60)).toBe(99);
    expect(combinedQuantity(2, 3)).toBe(5);
  });
  it('badgeText shows nothing at 0, the count from 1 to 9, then 9+', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-1)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
  });
});

// Issue 43, item 12: plus stops at the stock, within the spec's 1 to 99.
describe('quantityCap', () => {
  it('is the stock when it is between 1 and 99', () => {
    expect(quantityCap(1)).toBe(1);
    expect(quantityCap(7)).toBe(7);
    expect(quantityCap(99)).toBe(99);
  });
  it('never goes past 99, nor under 1', () => {
    expect(quantityCap(100)).toBe(99);
    expect(quantityCap(5000)).toBe(99);
    expect(quantityCap(0)).toBe(1);
    expect(quantityCap(-3)).toBe(1);
  });
});
