import { LOCALES, type Locale } from '../../domain/locale.ts';
import type { PageHead } from './page-head.ts';

const OG_LOCALE: Record<Locale, string> = { fr: 'fr_MA', en: 'en_GB', ar: 'ar_MA' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The address of a page in a language: French has none of ?lang=. */
export function localizedUrl(publicUrl: string, path: string, lang: Locale): string {
  return `${publicUrl}${path}${lang === 'fr' ? '' : `?lang=${lang}`}`;
}

const HERO_SRCSET = [640, 1024, 1600, 2400].map((w) => `/images/hero/hero-${w}.avif ${w}w`).join(', ');

/** The head tags of one page: title, description, canonical, alternates, social cards, JSON-LD, its route's code. */
function headTags(page: PageHead, lang: Locale, publicUrl: string, preloads: string[]): string {
  const url = localizedUrl(publicUrl, page.canonicalPath, lang);
  const image = page.image.startsWith('http') ? page.image : `${publicUrl}${page.image}`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(localizedUrl(publicUrl, page.canonicalPath, l))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(localizedUrl(publicUrl, page.canonicalPath, 'fr'))}">`,
    `<meta property="og:site_name" content="Huileries du Saïss">`,
    `<meta property="og:type" content="${page.ogType}">`,
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[lang]}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(page.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(page.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
  ];
  if (page.noindex) tags.push('<meta name="robots" content="noindex, follow">');
  if (page.preloadHero) {
    tags.push(`<link rel="preload" as="image" type="image/avif" imagesrcset="${HERO_SRCSET}" imagesizes="100vw" fetchpriority="high">`);
  }
  for (const href of preloads) tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
  if (page.jsonLd) {
    // '<' escaped so no text in the data can close the script element.
    tags.push(`<script type="application/ld+json">${JSON.stringify(page.jsonLd).replace(/</g, '\\u003c')}</script>`);
  }
  return tags.join('\n    ');
}

/**
 * The built index.html with this page's language, direction and head written in, and its first screen
 * when the server rendered one (marked with its language, the browser hydrates it only in that one, and
 * with the screen width it was drawn for).
 */
export function renderPage(template: string, page: PageHead, lang: Locale, publicUrl: string, preloads: string[] = [], firstScreen?: { html: string; width: number }): string {
  const root = firstScreen ? `<div id="root" data-first-screen="${lang}" data-width="${firstScreen.width}">${firstScreen.html}</div>` : '<div id="root"></div>';
  return template
    .replace('<div id="root"></div>', () => root)
    .replace(/<html[^>]*>/, `<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"${lang === 'ar' ? ' class="lang-ar"' : ''}>`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, `<meta name="description" content="${escapeHtml(page.description)}">`)
    .replace('<!--page-head-->', headTags(page, lang, publicUrl, preloads));
}
