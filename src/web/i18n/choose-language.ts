import { LANGUAGE_COOKIE, type Locale } from '../../domain/locale.ts';
import { storage, STORAGE_KEYS } from '../api/storage.ts';
import type { Texts } from './app-texts.ts';

const YEAR_S = 365 * 24 * 60 * 60;

/** The language a shopper picks: the page turns to it, and it is kept for the next visits. */
export async function chooseLanguage(texts: Texts, language: Locale): Promise<void> {
  await texts.switchTo(language);
  storage.set(STORAGE_KEYS.language, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`;
}
