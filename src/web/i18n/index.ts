import { createInstance, type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../domain/locale.ts';
import type { Translation } from './fr.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

export type { I18n, Translation };

// Each language's texts are a chunk of their own: a shopper downloads only the language they read.
const TEXTS: Record<Locale, () => Promise<{ default: Translation }>> = {
  fr: () => import('./fr.ts'),
  en: () => import('./en.ts'),
  ar: () => import('./ar.ts'),
};

export async function loadTexts(language: Locale): Promise<Translation> {
  return (await TEXTS[language]()).default;
}

/**
 * An i18next instance of its own, ready at once in one language: one per render on the server, one
 * per tab in the browser (never i18next's shared default instance). Every language has every key
 * (tests/web/i18n-keys.test.ts), so there is no fallback language to load.
 */
export function createI18n(language: Locale, texts: Translation): I18n {
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

/** Switches an instance to another language, loading its texts the first time. */
export async function switchLanguage(i18n: I18n, language: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) i18n.addResourceBundle(language, 'translation', await loadTexts(language));
  await i18n.changeLanguage(language);
}
