import type { Locale } from '../domain/locale.ts';

/** Each language by its own name (and its short mark), the same whatever language the page is in. */
export const LANGUAGE_NAMES: Record<Locale, { name: string; short: string }> = {
  fr: { name: 'Français', short: 'FR' },
  en: { name: 'English', short: 'EN' },
  ar: { name: 'العربية', short: 'ع' },
};
