// The app's `t` (src/web/i18n/use-translation.tsx) remembers texts and fills plain placeholders itself:
// whatever it answers must be what i18next answers for the same key and options, in every language.
import { fc, test } from '@fast-check/vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { createI18n, type I18n } from '../../src/web/i18n/index.ts';
import { TextsProvider, useTranslation } from '../../src/web/i18n/use-translation.tsx';
import arForms from '../../src/web/i18n/ar.forms.ts';
import ar from '../../src/web/i18n/ar.ts';
import enForms from '../../src/web/i18n/en.forms.ts';
import en from '../../src/web/i18n/en.ts';
import frForms from '../../src/web/i18n/fr.forms.ts';
import fr from '../../src/web/i18n/fr.ts';

const TEXTS = { fr: { ...fr, ...frForms }, en: { ...en, ...enForms }, ar: { ...ar, ...arForms } };

function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value as object, `${prefix}${key}.`)));
}

/** The `t` a component below TextsProvider gets. */
function appT(i18n: I18n): TFunction {
  let t: TFunction | undefined;
  const Probe = () => {
    t = useTranslation().t;
    return null;
  };
  renderToString(createElement(TextsProvider, { i18n, children: createElement(Probe) }));
  return t!;
}

describe('the app’s t', () => {
  for (const language of ['fr', 'en', 'ar'] as const) {
    const reference = createI18n(language, TEXTS[language]);
    const t = appT(createI18n(language, TEXTS[language]));
    // Keys as components ask for them: plural keys by their stem, with a count.
    const keys = [...new Set(leaves(TEXTS[language]).map(([key]) => key.replace(/_(zero|one|two|few|many|other)$/, '')))];

    it(`answers every text as i18next does without options (${language}), twice`, () => {
      for (const key of keys) {
        const expected = reference.t(key as never);
        expect(t(key as never)).toBe(expected);
        expect(t(key as never)).toBe(expected);
      }
    });

    // Every key whose text has placeholders, each filled (a string or a number), sometimes one left out
    // or an option that is not a placeholder added.
    const withPlaceholders = leaves(TEXTS[language])
      .filter(([, text]) => text.includes('{{'))
      .map(([key, text]) => ({ key: key.replace(/_(zero|one|two|few|many|other)$/, ''), names: [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!) }));
    const value = fc.oneof(fc.string({ unit: 'grapheme' }), fc.integer({ min: -5, max: 30 }), fc.double({ noNaN: true }));
    const filled = fc.constantFrom(...withPlaceholders).chain(({ key, names }) =>
      fc.tuple(fc.constant(key), fc.record(Object.fromEntries(names.map((name) => [name, value])), { requiredKeys: [] }), fc.option(fc.record({ context: fc.constantFrom('male', 'x'), extra: value }, { requiredKeys: [] }))),
    );
    test.prop([filled], { numRuns: 300 })(`fills placeholders as i18next does (${language})`, ([key, options, more]) => {
      const all = { ...options, ...more };
      const expected = reference.t(key as never, all as never);
      // Once, then again from what it remembered.
      expect(t(key as never, all as never)).toBe(expected);
      expect(t(key as never, { ...all } as never)).toBe(expected);
    });

    it(`tells plural forms apart by count (${language})`, () => {
      for (const count of [0, 1, 2, 3, 11, 100, 1, 0]) expect(t('cart.itemCount' as never, { count } as never)).toBe(reference.t('cart.itemCount' as never, { count } as never));
    });

    it(`fills every placeholder of every text as i18next does (${language})`, () => {
      for (const { key, names } of withPlaceholders) {
        const options = Object.fromEntries(names.map((name, i) => [name, i % 2 ? ` ${name} ` : i + 10]));
        expect(t(key as never, options as never)).toBe(reference.t(key as never, options as never));
      }
    });
  }

  // Forms our texts do not have today, as a translator may add them: a zero form in French or
  // English (i18next takes it for a count of 0 before the language's own form), a count with no
  // plural forms at all, a plural text with no {{count}} in it.
  it('picks plural forms as i18next does for any set of forms', () => {
    const probe = {
      withZero: { x_zero: 'none', x_one: 'one {{count}}', x_two: 'two {{count}}', x_few: 'few {{count}}', x_many: 'many {{count}}', x_other: '{{count}} {{what}}' },
      noForms: { x: '{{count}} {{what}}' },
      onlyOther: { x_other: 'other' },
    };
    for (const language of ['fr', 'en', 'ar'] as const) {
      const t = appT(createI18n(language, probe));
      const reference = createI18n(language, probe);
      for (const key of Object.keys(probe).map((group) => `${group}.x`))
        for (const count of [0, 1, 2, 3, 11, 100, -1, 1.5, 0, 1]) {
          const options = { count, what: 'flacons' };
          expect(t(key as never, options as never)).toBe(reference.t(key as never, options as never));
        }
    }
  });

  it('follows the language the app turns to', async () => {
    const i18n = createI18n('fr', TEXTS.fr);
    i18n.addResourceBundle('en', 'translation', TEXTS.en);
    expect(appT(i18n)('cart.addNamed', { name: 'Dika', size: '1L' })).toBe('Ajouter Dika (1L) au panier');
    await i18n.changeLanguage('en');
    expect(appT(i18n)('cart.addNamed', { name: 'Dika', size: '1L' })).toBe(i18n.getFixedT('en')('cart.addNamed', { name: 'Dika', size: '1L' }));
    expect(appT(i18n)('cart.addNamed', { name: 'Dika', size: '1L' })).not.toBe('Ajouter Dika (1L) au panier');
  });

  it('does not remember a key whose text has not loaded yet', () => {
    const i18n = createI18n('fr', fr);
    const t = appT(i18n);
    const key = Object.keys(frForms)[0]!;
    const firstLeaf = leaves((frForms as Record<string, object>)[key]!)[0]![0];
    const full = `${key}.${firstLeaf}`;
    expect(t(full as never)).toBe(full);
    i18n.addResourceBundle('fr', 'translation', frForms, true, true);
    expect(t(full as never)).toBe(i18n.t(full as never));
    expect(t(full as never)).not.toBe(full);
  });
});
