import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { priceWithVat } from '../../src/domain/money.ts';

// Issue 43, item 2: catalogue prices are HT; beside them the shop shows the price with 'TVA (10%)'.
describe('the price including VAT (TTC)', () => {
  it('adds 10 % to a catalogue price', () => {
    expect(priceWithVat(6900)).toBe(7590);
    expect(priceWithVat(11900)).toBe(13090);
    expect(priceWithVat(0)).toBe(0);
  });

  it('rounds the VAT to the nearest centime, half up', () => {
    expect(priceWithVat(1995)).toBe(2195); // 199.5 centimes of VAT
    expect(priceWithVat(1994)).toBe(2193); // 199.4
    expect(priceWithVat(5)).toBe(6); // 0.5
  });

  test.prop([fc.integer({ min: 0, max: 100_000_000 })])('is the price and a tenth of it, to the centime', (centimes) => {
    expect(priceWithVat(centimes)).toBe(centimes + Math.round(centimes / 10));
  });
});
