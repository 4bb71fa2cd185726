import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, type Locale } from '../../domain/locale.ts';

const COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);

/** A page's language: ?lang= in its address, else the shopper's saved choice (the cookie), else French. */
export function pageLanguage(query: string, cookie: string | undefined): Locale {
  const asked = new URLSearchParams(query).get('lang');
  if (isLocale(asked)) return asked;
  const saved = COOKIE.exec(cookie ?? '')?.[1];
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}
