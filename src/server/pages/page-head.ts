import { CONTENT_PAGE_NAMES, CONTENT_PAGES, type ContentPageName } from '../../content/pages/index.ts';
import { DEFAULT_META, documentTitle, PAGE_META, type PageKey } from '../../content/page-meta.ts';
import { productImageUrl } from '../../domain/images.ts';
import type { Locale } from '../../domain/locale.ts';
import type { CatalogueProduct, CatalogueSnapshot } from '../catalogue/snapshot.ts';

export interface PageHead {
  status: number;
  title: string;
  description: string;
  /** Path of the page's one address (a product reached by id points to its slug). */
  canonicalPath: string;
  ogType: 'website' | 'product';
  image: string;
  noindex: boolean;
  preloadHero: boolean;
  /** The route file that draws the page (its code is preloaded with the HTML). */
  routeSource?: string;
  jsonLd?: object;
}

export type PageAnswer = { redirect: string } | { head: PageHead };

const HERO_IMAGE = '/images/hero/hero-1600.jpg';
// Other names of a page: one address per page, so these forward permanently.
const ALIASES: Record<string, string> = { '/menu': '/shop', '/produits': '/shop', '/home': '/', '/forgot-password': '/reset-password' };
const PRIVATE: Partial<Record<string, PageKey>> = {
  '/checkout': 'checkout',
  '/login': 'login',
  '/signup': 'signup',
  '/verify-email': 'verifyEmail',
  '/v': 'verifyEmail',
  '/reset-password': 'resetPassword',
  '/produits/not-found': 'productNotFound',
};

function clip(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

function head(partial: Partial<PageHead> & Pick<PageHead, 'title' | 'description' | 'canonicalPath'>): { head: PageHead } {
  return { head: { status: 200, ogType: 'website', image: HERO_IMAGE, noindex: false, preloadHero: false, ...partial } };
}

function named(key: PageKey, lang: Locale, path: string, extra: Partial<PageHead> = {}) {
  const meta = PAGE_META[key][lang];
  return head({ title: documentTitle(meta.title, lang), description: meta.description, canonicalPath: path, ...extra });
}

/** schema.org Product with the price of the default size, in MAD, and its availability. */
function productJsonLd(product: CatalogueProduct, lang: Locale, publicUrl: string): object {
  const price = product.defaultVariant?.priceCentimes ?? product.minPrice;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.row.name[lang],
    description: product.row.description[lang],
    sku: product.row.slug,
    image: product.images.map((image) => `${publicUrl}${productImageUrl(image.id, 800, 'jpeg')}`),
    brand: { '@type': 'Brand', name: product.brand.name },
    category: product.category.label[lang],
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'MAD',
      lowPrice: (product.minPrice / 100).toFixed(2),
      highPrice: (Math.max(...product.variants.map((v) => v.priceCentimes)) / 100).toFixed(2),
      offerCount: product.variants.length,
      price: (price / 100).toFixed(2),
      availability: product.variants.some((v) => v.stock > 0) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: `${publicUrl}/produits/${product.row.slug}`,
    },
    ...(product.row.rating !== null && product.row.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.row.rating, reviewCount: product.row.reviewCount } }
      : {}),
  };
}

/** What the HTML of a page path says about it, before any script runs. */
export function pageHead(path: string, lang: Locale, snapshot: CatalogueSnapshot, publicUrl: string): PageAnswer {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const alias = ALIASES[clean];
  if (alias) return { redirect: alias };
  if (clean === '/') {
    const meta = DEFAULT_META[lang];
    return head({ title: meta.title, description: meta.description, canonicalPath: '/', preloadHero: true, routeSource: 'src/web/routes/index.tsx' });
  }
  if (clean === '/shop') return named('shop', lang, '/shop', { routeSource: 'src/web/routes/shop.tsx' });
  const privateKey = PRIVATE[clean];
  if (privateKey) return named(privateKey, lang, clean, { noindex: true });
  if ((CONTENT_PAGE_NAMES as readonly string[]).includes(clean.slice(1))) {
    const page = CONTENT_PAGES[clean.slice(1) as ContentPageName][lang];
    return head({ title: documentTitle(page.title, lang), description: page.description, canonicalPath: clean });
  }
  const product = /^\/produits\/([^/]+)$/.exec(clean);
  if (product) {
    const key = decodeURIComponent(product[1]!).toLowerCase();
    const found = snapshot.bySlug.get(key) ?? snapshot.byId.get(key);
    if (!found) return named('productNotFound', lang, clean, { status: 404, noindex: true });
    const image = found.images[0];
    return head({
      title: documentTitle(found.row.name[lang], lang),
      description: clip(found.row.description[lang]),
      canonicalPath: `/produits/${found.row.slug}`,
      ogType: 'product',
      image: image ? productImageUrl(image.id, 800, 'jpeg') : HERO_IMAGE,
      jsonLd: productJsonLd(found, lang, publicUrl),
      routeSource: 'src/web/routes/produits/$productId.tsx',
    });
  }
  const category = /^\/categories\/([^/]+)$/.exec(clean);
  if (category) {
    const key = decodeURIComponent(category[1]!).toLowerCase();
    const found = snapshot.categories.find((c) => c.id === key || c.name === key);
    if (found) {
      const meta = PAGE_META.shop[lang];
      return head({ title: documentTitle(found.label[lang], lang), description: meta.description, canonicalPath: `/categories/${found.id}` });
    }
  }
  return named('notFound', lang, clean, { status: 404, noindex: true });
}
