import { BRAND, DEFAULT_META, documentTitle, PAGE_META, type PageKey } from '../../content/page-meta.ts';
import { type Locale, LOCALES, localizedUrl } from '../../domain/locale.ts';
import { HERO_FALLBACK } from '../features/home/hero-picture.ts';
import { type I18n, languageOf } from '../i18n/index.ts';

const OG_LOCALE: Record<Locale, string> = { fr: 'fr_MA', en: 'en_GB', ar: 'ar_MA' };

export interface PageHeadInput {
  /** The page's title, before ' | {brand}'; none: the shop's default title. */
  title?: string;
  description?: string;
  /** The page's one address (a product reached by its id names its slug). */
  path: string;
  /** The social card's picture, a path of this shop or a full URL. */
  image?: string;
  ogType?: 'website' | 'product';
  /** Pages that are the shopper's own (checkout, sign-in...) stay out of search engines. */
  noindex?: boolean;
  jsonLd?: object;
}

/**
 * A route's head: title '{title} | {brand}' (or the default), description, canonical, hreflang
 * alternates, social cards, robots and JSON-LD, in the page's language (spec section 2).
 */
export function pageHead(context: { i18n: I18n; publicUrl: string }, page: PageHeadInput) {
  const lang = languageOf(context.i18n);
  const { publicUrl } = context;
  const title = documentTitle(page.title, lang);
  const description = page.description ?? DEFAULT_META[lang].description;
  const url = localizedUrl(publicUrl, page.path, lang);
  const picture = page.image ?? HERO_FALLBACK;
  const image = picture.startsWith('http') ? picture : `${publicUrl}${picture}`;
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:site_name', content: BRAND },
      { property: 'og:type', content: page.ogType ?? 'website' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:locale', content: OG_LOCALE[lang] },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
      ...(page.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
      ...(page.jsonLd ? [{ 'script:ld+json': page.jsonLd }] : []),
    ],
    links: [
      { rel: 'canonical', href: url },
      ...LOCALES.map((l) => ({ rel: 'alternate', hrefLang: l, href: localizedUrl(publicUrl, page.path, l) })),
      { rel: 'alternate', hrefLang: 'x-default', href: localizedUrl(publicUrl, page.path, 'fr') },
    ],
  };
}

/** What a route's head() needs of its match. */
export interface HeadOf {
  match: { context: { i18n: I18n; publicUrl: string } };
}

/**
 * The head() of a page whose title and description are the shop's own (src/content/page-meta.ts).
 * Its parameter is typed here, so a route's search and loader types are inferred without it.
 */
export function namedHead(key: PageKey, path: string, extra: Omit<PageHeadInput, 'path'> = {}) {
  return ({ match }: HeadOf) => pageHead(match.context, { ...PAGE_META[key][languageOf(match.context.i18n)], path, ...extra });
}
