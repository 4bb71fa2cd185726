export const LOCALES = ['fr', 'en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** The tag Intl formats a language's dates and durations with: Morocco's Arabic (Latin digits), British English, French. */
export function intlLocaleOf(language: string): string {
  return language === 'ar' ? 'ar-MA' : language === 'en' ? 'en-GB' : 'fr-FR';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The cookie that carries a shopper's chosen language to the server, so a page arrives rendered in it
 * (the choice is also kept in local storage, spec section 1). `?lang=` in the address comes first.
 */
export const LANGUAGE_COOKIE = 'lang';

/** The address of a page in a language: French, the default, has none of ?lang=. */
export function localizedUrl(publicUrl: string, path: string, lang: Locale): string {
  return `${publicUrl}${path}${lang === 'fr' ? '' : `?lang=${lang}`}`;
}
