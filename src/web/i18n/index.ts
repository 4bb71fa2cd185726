import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../domain/locale.ts';
import { storage, STORAGE_KEYS } from '../api/storage.ts';
import fr, { type Translation } from './fr.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof fr };
  }
}

// French ships with the app; the others load when chosen, so no shopper downloads three languages.
const loaders: Record<Exclude<Locale, 'fr'>, () => Promise<{ default: Translation }>> = {
  en: () => import('./en.ts'),
  ar: () => import('./ar.ts'),
};

/** The language of this visit: ?lang= in the address, else the saved choice, else French. */
export function initialLanguage(): Locale {
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(fromUrl)) return fromUrl;
  const saved = storage.get(STORAGE_KEYS.language);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

/** Direction, language and Arabic styling of the page (spec section 4). */
export function applyDocumentLanguage(language: Locale): void {
  // On the server (first screens rendered there) the HTML carries lang and dir itself.
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  html.lang = language;
  html.dir = language === 'ar' ? 'rtl' : 'ltr';
  html.classList.toggle('lang-ar', language === 'ar');
}

export async function changeLanguage(language: Locale, { persist = true } = {}): Promise<void> {
  if (language !== 'fr' && !i18next.hasResourceBundle(language, 'translation')) {
    const { default: resources } = await loaders[language]();
    i18next.addResourceBundle(language, 'translation', resources);
  }
  await i18next.changeLanguage(language);
  applyDocumentLanguage(language);
  if (persist) storage.set(STORAGE_KEYS.language, language);
}

export async function setupI18n(language: Locale): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    resources: { fr: { translation: fr } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(language, { persist: false });
  return i18next;
}

export function currentLanguage(): Locale {
  return isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
}
