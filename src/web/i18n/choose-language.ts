import { LANGUAGE_COOKIE, type Locale } from '../../domain/locale.ts';
import { storage, STORAGE_KEYS } from '../api/storage.ts';
import { type I18n, switchLanguage } from './index.ts';

const YEAR_S = 365 * 24 * 60 * 60;

/** The language a shopper picks: the page turns to it, and it is kept for the next visits. */
export async function chooseLanguage(i18n: I18n, language: Locale): Promise<void> {
  await switchLanguage(i18n, language);
  storage.set(STORAGE_KEYS.language, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`;
}
