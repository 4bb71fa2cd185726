import type { Locale } from '../domain/locale.ts';
import type { HomeContent } from './home-content.ts';

const LOADERS: Record<Locale, () => Promise<{ default: HomeContent }>> = {
  fr: () => import('./fr/home.ts'),
  en: () => import('./en/home.ts'),
  ar: () => import('./ar/home.ts'),
};

/** The home page's texts in one language, loaded with the page that shows them. */
export async function loadHomeContent(locale: Locale): Promise<HomeContent> {
  return (await LOADERS[locale]()).default;
}
