import { describe, expect, it } from 'vitest';
import ar from '../../src/web/i18n/ar.ts';
import en from '../../src/web/i18n/en.ts';
import fr from '../../src/web/i18n/fr.ts';

const EXTRA_PLURALS = /_(zero|two|few|many)$/;

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  );
}

function values(tree: object): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : values(value as object)));
}

describe('translations', () => {
  const french = keys(fr).sort();

  it.each([
    ['en', en],
    ['ar', ar],
  ])('%s has every French key and no other (but the plural forms its grammar needs)', (_lang, translation) => {
    const own = keys(translation);
    expect(own.filter((k) => !EXTRA_PLURALS.test(k)).sort()).toEqual(french);
    for (const plural of own.filter((k) => EXTRA_PLURALS.test(k))) {
      expect(french, plural).toContain(plural.replace(EXTRA_PLURALS, '_other'));
    }
  });

  it('gives Arabic all six plural forms wherever French counts', () => {
    const counted = french.filter((k) => k.endsWith('_other')).map((k) => k.replace(/_other$/, ''));
    expect(counted.length).toBeGreaterThan(0);
    for (const base of counted) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) expect(keys(ar), base).toContain(`${base}_${form}`);
    }
  });

  it('writes Arabic in Arabic and keeps every {{placeholder}} of the French text', () => {
    const arabicTexts = values(ar).filter((v) => !/^(Français|English|N\/A)$/.test(v) && /[a-z]{3}/i.test(v) === false);
    expect(arabicTexts.length).toBeGreaterThan(values(fr).length * 0.8);
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    const lookup = (tree: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
    for (const key of french) {
      for (const translation of [en, ar]) {
        const text = lookup(translation, key);
        // Arabic says "one product" in words: its singular needs no number.
        const arabicSingular = translation === ar && key.endsWith('_one');
        if (typeof text === 'string' && !arabicSingular) {
          expect(placeholders(text), key).toEqual(placeholders(lookup(fr, key) as string));
        }
      }
    }
  });
});
