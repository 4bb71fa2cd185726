import { useTranslation } from 'react-i18next';
import type { Locale } from '../../domain/locale.ts';
import { languageOf } from './index.ts';

/** The language the page is in. */
export function useLanguage(): Locale {
  return languageOf(useTranslation().i18n);
}
