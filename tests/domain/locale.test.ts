import { describe, expect, it } from 'vitest';
import { intlLocaleOf, isLocale, localizedUrl } from '../../src/domain/locale.ts';

// Spec section 9: default locale fr; supported fr, en, ar.
describe('isLocale', () => {
  it.each(['fr', 'en', 'ar'])('knows %s', (value) => {
    expect(isLocale(value)).toBe(true);
  });
  it.each(['de', 'FR', '', 'fr-FR', 'es', undefined, null, 1, ['fr']])('does not know %j', (value) => {
    expect(isLocale(value)).toBe(false);
  });
});

// The spec is silent on the Intl tags; the code's choice is pinned.
describe('intlLocaleOf', () => {
  it('maps each language to its Intl tag, French by default', () => {
    expect(intlLocaleOf('ar')).toBe('ar-MA');
    expect(intlLocaleOf('en')).toBe('en-GB');
    expect(intlLocaleOf('fr')).toBe('fr-FR');
    expect(intlLocaleOf('de')).toBe('fr-FR');
    expect(intlLocaleOf('')).toBe('fr-FR');
  });
});

describe('localizedUrl', () => {
  it('adds ?lang= for every language but the default French', () => {
    expect(localizedUrl('https://shop.example', '/shop', 'fr')).toBe('https://shop.example/shop');
    expect(localizedUrl('https://shop.example', '/shop', 'en')).toBe('https://shop.example/shop?lang=en');
    expect(localizedUrl('https://shop.example', '/', 'ar')).toBe('https://shop.example/?lang=ar');
  });
});
