import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { badgeText, combinedQuantity, isQuantity, MAX_QUANTITY, MIN_QUANTITY, parseQuantity } from '../../src/domain/quantity.ts';

describe('parseQuantity', () => {
  test.prop([fc.integer({ min: MIN_QUANTITY, max: MAX_QUANTITY })])('every quantity in bounds reads back as itself', (n) => {
    expect(parseQuantity(String(n))).toBe(n);
    expect(parseQuantity(` ${n} `)).toBe(n);
    expect(isQuantity(parseQuantity(String(n)))).toBe(true);
  });

  test.prop([fc.integer().filter((n) => n < MIN_QUANTITY || n > MAX_QUANTITY)])('whole numbers out of bounds are ignored', (n) => {
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
    expect(sum === a + b || sum === MAX_QUANTITY).toBe(true);
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
