import { describe, expect, it } from 'vitest';
import arForms from '../../src/i18n/ar/forms.ts';
import arCore from '../../src/i18n/ar/shop.ts';
import enForms from '../../src/i18n/en/forms.ts';
import enCore from '../../src/i18n/en/shop.ts';
import frForms from '../../src/i18n/fr/forms.ts';
import frCore from '../../src/i18n/fr/shop.ts';

// Each language in two parts: every page's texts, and the forms' (loaded with the forms).
const fr = { ...frCore, ...frForms };
const en = { ...enCore, ...enForms };
const ar = { ...arCore, ...arForms };

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
  it('splits each language the same way, no key in both parts', () => {
    for (const [core, forms] of [[frCore, frForms], [enCore, enForms], [arCore, arForms]] as const) {
      expect(Object.keys(core).filter((key) => key in forms)).toEqual([]);
      expect(Object.keys(forms).sort()).toEqual(Object.keys(frForms).sort());
    }
  });

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
