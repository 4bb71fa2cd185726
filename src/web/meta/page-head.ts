import { type Locale, LOCALES, localizedUrl } from '../../domain/locale.ts';
import { HERO_FALLBACK } from '../features/home/hero-picture.ts';
import { type I18n, languageOf, type Translation } from '../i18n/index.ts';

const OG_LOCALE: Record<Locale, string> = { fr: 'fr_MA', en: 'en_GB', ar: 'ar_MA' };

/** A page with a title and description of its own in the translations (meta.*). */
export type PageKey = Exclude<keyof Translation['meta'], 'default'>;

/** '{title} | {brand}', the brand's name in the page's language, or the shop's default title (spec section 2). */
export function documentTitle(i18n: I18n, title: string | undefined): string {
  return title ? `${title} | ${i18n.t('brand.name')}` : i18n.t('meta.default.title');
}

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
  const title = documentTitle(context.i18n, page.title);
  const description = page.description ?? context.i18n.t('meta.default.description');
  const url = localizedUrl(publicUrl, page.path, lang);
  const picture = page.image ?? HERO_FALLBACK;
  const image = picture.startsWith('http') ? picture : `${publicUrl}${picture}`;
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:site_name', content: context.i18n.t('brand.name') },
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

/** The title and description of a page named in the translations. */
export function pageMeta(i18n: I18n, key: PageKey): { title: string; description: string } {
  return { title: i18n.t(`meta.${key}.title`), description: i18n.t(`meta.${key}.description`) };
}

/**
 * The head() of a page whose title and description are the shop's own (meta.* of the translations).
 * Its parameter is typed here, so a route's search and loader types are inferred without it.
 */
export function namedHead(key: PageKey, path: string, extra: Omit<PageHeadInput, 'path'> = {}) {
  return ({ match }: HeadOf) => pageHead(match.context, { ...pageMeta(match.context.i18n, key), path, ...extra });
}

/** The head() of an account page: not indexed, its title from the forms' texts its route loaded first. */
export function accountHead(titleKey: 'addresses.title' | 'orderPage.payments.metaTitle' | 'reviews.meta.title' | 'settings.title', path: string) {
  return ({ match }: HeadOf) => pageHead(match.context, { title: match.context.i18n.t(titleKey), path, noindex: true });
}
