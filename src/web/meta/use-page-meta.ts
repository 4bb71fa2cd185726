import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_META, documentTitle } from '../../content/page-meta.ts';
import { isLocale, type Locale } from '../../domain/locale.ts';

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  const element = document.head.querySelector(selector);
  if (element) element.setAttribute(attribute, value);
}

/**
 * Keeps the head the server wrote in step with the page as the shopper navigates: title
 * '{title} | {brand}' (or the French default), description, canonical and social-card tags.
 */
export function usePageMeta(title: string | undefined, description?: string) {
  const { i18n } = useTranslation();
  const lang: Locale = isLocale(i18n.language) ? i18n.language : 'fr';
  useEffect(() => {
    const fullTitle = documentTitle(title, lang);
    const text = description ?? DEFAULT_META[lang].description;
    document.title = fullTitle;
    setMeta('meta[name="description"]', 'content', text);
    setMeta('meta[property="og:title"]', 'content', fullTitle);
    setMeta('meta[property="og:description"]', 'content', text);
    const url = new URL(window.location.pathname, window.location.origin);
    if (lang !== 'fr') url.searchParams.set('lang', lang);
    setMeta('link[rel="canonical"]', 'href', url.toString());
    setMeta('meta[property="og:url"]', 'content', url.toString());
  }, [title, description, lang]);
}
