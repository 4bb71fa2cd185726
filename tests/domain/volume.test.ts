import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../src/domain/text-search.ts';
import { formatVolume, parseVolumeMl, volumeInRange } from '../../src/domain/volume.ts';

describe('parseVolumeMl', () => {
  it.each([
    ['500ML', 500],
    ['750 ml', 750],
    ['1L', 1000],
    ['1,5L', 1500],
    ['25L', 25000],
    ['75CL', 750],
    ['5', 5000],
    ['250', 250],
    ['', null],
    ['grand format', null],
    ['0L', null],
  ])('%s is %s ml', (size, ml) => {
    expect(parseVolumeMl(size)).toBe(ml);
  });

  test.prop([fc.integer({ min: 1, max: 99 })])('a whole number of litres is a thousand ml each', (litres) => {
    expect(parseVolumeMl(`${litres}L`)).toBe(litres * 1000);
    expect(parseVolumeMl(`${litres} l`)).toBe(litres * 1000);
    // A bare number below 100 is litres (spec section 9).
    expect(parseVolumeMl(String(litres))).toBe(litres * 1000);
  });

  test.prop([fc.integer({ min: 100, max: 100_000 })])('a bare number from 100 up is millilitres', (ml) => {
    expect(parseVolumeMl(String(ml))).toBe(ml);
    expect(parseVolumeMl(`${ml}ML`)).toBe(ml);
  });
});

describe('foldForSearch', () => {
  it('folds case, accents, apostrophes and Arabic diacritics', () => {
    expect(foldForSearch("Huile d’OLIVE  Vierge Extra – Récolte")).toBe("huile d'olive vierge extra – recolte");
    expect(foldForSearch('زَيْتُ الزَّيْتُونِ')).toBe('زيت الزيتون');
  });

  test.prop([fc.string()])('is idempotent', (text) => {
    expect(foldForSearch(foldForSearch(text))).toBe(foldForSearch(text));
  });
});

describe('volume limits', () => {
  it.each([
    ['500ml', 500],
    ['500ml ', 500],
    [' 500 ML ', 500],
    ['75cl', 750],
    ['1.25 L', 1250],
    ['1,5 L', 1500],
    ['2 litre', 2000],
    ['2 litres', 2000],
    ['2 liter', 2000],
    ['2 liters', 2000],
    ['5', 5000],
    ['99', 99000],
    ['100', 100],
    ['750', 750],
  ])('reads %j as %i ml', (label, ml) => {
    expect(parseVolumeMl(label)).toBe(ml);
  });
  it.each(['x500ml', '500mlx', '500 ml x', 'ml', '', '0', '0 ml', '0.1 ml', '1.5.2 L', '-1 L', '5 kg'])('cannot read %j', (label) => {
    expect(parseVolumeMl(label)).toBeNull();
  });
  it('shows 1000 ml as litres and 999 ml as millilitres', () => {
    expect(formatVolume(1000)).toBe('1 L');
    expect(formatVolume(999)).toBe('999 ml');
    expect(formatVolume(1500)).toBe('1.5 L');
    expect(formatVolume(25000)).toBe('25 L');
  });
  it('keeps the ends of the range and unknown volumes', () => {
    expect(volumeInRange(100, 100, 1000)).toBe(true);
    expect(volumeInRange(1000, 100, 1000)).toBe(true);
    expect(volumeInRange(99, 100, 1000)).toBe(false);
    expect(volumeInRange(1001, 100, 1000)).toBe(false);
    expect(volumeInRange(null, 100, 1000)).toBe(true);
  });
});
