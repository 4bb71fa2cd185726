import { createInstance, type i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf, isLocale, LANGUAGE_COOKIE, type Locale } from '../../../domain/locale.ts';
import type frAudit from '../../../i18n/fr/admin-audit.ts';
import type frCustomers from '../../../i18n/fr/admin-customers.ts';
import type frFigures from '../../../i18n/fr/admin-figures.ts';
import type { AdminTexts } from '../../../i18n/fr/admin.ts';

export type AdminKey = keyof AdminTexts | keyof typeof frFigures | keyof typeof frCustomers | keyof typeof frAudit;

// Each language's texts are a file of their own, fetched when the back office speaks it.
const TEXTS: Record<Locale, () => Promise<{ default: Record<string, string> }>> = {
  fr: () => import('./fr.ts'),
  en: () => import('./en.ts'),
  ar: () => import('./ar.ts'),
};

/** Fetches a language's texts into the instance, once. */
export async function loadTexts(i18n: I18n, lang: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'translation')) i18n.addResourceBundle(lang, 'translation', (await TEXTS[lang]()).default);
}

/**
 * The back office's own i18next instance, made once per tab by main.tsx, speaking the page's language
 * (its texts come with loadTexts; another's when staff switch to it). Keys are flat ('orders.title'),
 * typed from fr's files.
 */
export function createAdminI18n(language: Locale): I18n {
  const i18n = createInstance({
    lng: language,
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  void i18n.init();
  return i18n;
}

export type Translate = (key: AdminKey, values?: Record<string, string | number>) => string;

interface AdminTextsValue {
  t: Translate;
  lang: Locale;
  intl: string;
}

/** The page's language, its Intl tag, and `t` over the back office's keys (react-i18next's, under main.tsx's I18nextProvider). */
export function useAdminText(): AdminTextsValue {
  const { t, i18n } = useTranslation();
  const lang: Locale = isLocale(i18n.language) ? i18n.language : 'fr';
  // The shop's keys are declared for i18next globally: the back office's are its own (AdminKey).
  return { t: t as unknown as Translate, lang, intl: intlLocaleOf(lang) };
}

/** Speaks another language: the texts, the page's lang and direction, and the choice kept for the next visit. */
export async function switchLanguage(i18n: I18n, lang: Locale): Promise<void> {
  await loadTexts(i18n, lang);
  await i18n.changeLanguage(lang);
  const html = document.documentElement;
  html.lang = lang;
  html.dir = lang === 'ar' ? 'rtl' : 'ltr';
  html.classList.remove('lang-fr', 'lang-en', 'lang-ar');
  html.classList.add(`lang-${lang}`);
  keepLanguage(lang);
}

/** The language chosen, for the pages the server sends next (the shop's cookie: ?lang= aside, it decides). */
export function keepLanguage(lang: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}
