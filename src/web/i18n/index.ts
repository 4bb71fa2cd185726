import { createInstance, type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../domain/locale.ts';
import type { FormTexts } from '../../i18n/fr/forms.ts';
import type { CoreTexts } from '../../i18n/fr/shop.ts';

/** Every text of the shop, typed from the French (a wrong key is a type error). */
export type Translation = CoreTexts & FormTexts;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

export type { I18n };

/** The texts of every page, and those of the forms, loaded apart when a form is shown (app-texts.ts). */
export type TextPart = 'core' | 'forms';

// Each language's texts are chunks of their own: a shopper downloads only the language they read.
const TEXTS: Record<TextPart, Record<Locale, () => Promise<{ default: object }>>> = {
  core: { fr: () => import('../../i18n/fr/shop.ts'), en: () => import('../../i18n/en/shop.ts'), ar: () => import('../../i18n/ar/shop.ts') },
  forms: { fr: () => import('../../i18n/fr/forms.ts'), en: () => import('../../i18n/en/forms.ts'), ar: () => import('../../i18n/ar/forms.ts') },
};

export async function loadTexts(language: Locale, part: TextPart): Promise<object> {
  return (await TEXTS[part][language]()).default;
}

/**
 * An i18next instance of its own, ready at once in one language: one per render on the server, one
 * per tab in the browser (never i18next's shared default instance). Every language has every key
 * (tests/web/i18n-keys.test.ts), so there is no fallback language to load.
 */
export function createI18n(language: Locale, texts: object): I18n {
  const i18n = createInstance({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: texts } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  void i18n.init();
  return i18n;
}

/** The language an i18next instance speaks. */
export function languageOf(i18n: I18n): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
