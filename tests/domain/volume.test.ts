import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../src/domain/text-search.ts';
import { parseVolumeMl } from '../../src/domain/volume.ts';

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
