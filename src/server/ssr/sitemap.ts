import { CONTENT_PAGE_NAMES } from '../../i18n/content-pages.ts';
import { LOCALES, localizedUrl } from '../../domain/locale.ts';
import type { CatalogueSnapshot } from '../products/snapshot.ts';
import { escapeHtml } from '../lib/escape-html.ts';

/** Every public page and product, each with its French, English and Arabic addresses. */
export function sitemapXml(snapshot: CatalogueSnapshot, publicUrl: string): string {
  const paths = [
    '/',
    '/shop',
    ...CONTENT_PAGE_NAMES.map((name) => `/${name}`),
    ...snapshot.categories.map((c) => `/categories/${c.id}`),
    ...snapshot.products.map((p) => `/produits/${p.row.slug}`),
  ];
  const urls = paths.map((path) => {
    const alternates = [
      ...LOCALES.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeHtml(localizedUrl(publicUrl, path, l))}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(localizedUrl(publicUrl, path, 'fr'))}"/>`,
    ];
    return `  <url>\n    <loc>${escapeHtml(localizedUrl(publicUrl, path, 'fr'))}</loc>\n${alternates.join('\n')}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /checkout',
    'Disallow: /login',
    'Disallow: /signup',
    'Disallow: /verify-email',
    'Disallow: /v',
    'Disallow: /reset-password',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
