import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { json } from '../support/test-app.ts';
import { startTestShop, stopTestShop } from '../support/test-pages.ts';

type Page = components['schemas']['ProductPageResponse'];

// The pages as the server renders them (src/web/ssr through Vite): their heads, statuses and forwards.
let app: FastifyInstance;
let products: Page['data']['products'];
beforeAll(async () => {
  app = await startTestShop({ publicUrl: 'https://shop.example.ma' });
  products = json<Page>(await app.inject('/api/products?pageSize=48')).data.products;
});
afterAll(() => stopTestShop(app));

function meta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
/** Text as React writes it in HTML. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescape = (text = '') => text.replace(/&#(x27|39);/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('the HTML of a product page', () => {
  it('names the product in its title, description, canonical, social cards and JSON-LD', async () => {
    const product = products.find((p) => p.inStock && p.rating !== null)!;
    const response = await app.inject(`/produits/${product.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    const html = response.body;
    expect(unescape(title(html))).toBe(`${product.name} | Huileries du Saïss`);
    const description = unescape(meta(html, 'name', 'description'));
    expect(description.length).toBeGreaterThan(40);
    expect(description.length).toBeLessThanOrEqual(161);
    expect(canonical(html)).toBe(`https://shop.example.ma/produits/${product.slug}`);
    expect(unescape(meta(html, 'property', 'og:title'))).toContain(product.name);
    expect(meta(html, 'property', 'og:type')).toBe('product');
    expect(meta(html, 'property', 'og:image')).toMatch(/^https:\/\/shop\.example\.ma\/api\/files\/product-images\/.+format=jpeg/);
    expect(html.toLowerCase()).toContain(`hreflang="ar" href="https://shop.example.ma/produits/${product.slug}?lang=ar"`);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    const { reviews } = json<{ data: { product: { reviews: { rating: number }[] } } }>(await app.inject(`/api/products/${product.slug}`)).data.product;
    const own = reviews.slice(0, 10).map((review) => review.rating);
    const shownRating = own.length ? Math.round((own.reduce((sum, rating) => sum + rating, 0) / own.length) * 10) / 10 : product.rating;
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: product.name,
      brand: { name: product.brandName },
      // Issue 43, item 2: the catalogue's prices are HT; the offer states what the buyer pays, with
      // 'TVA (10%)' added, and says so.
      offers: {
        priceCurrency: 'MAD',
        price: (Math.round(product.price * 1.1) / 100).toFixed(2),
        priceSpecification: { valueAddedTaxIncluded: true },
        availability: 'https://schema.org/InStock',
      },
      // The rating the page shows: its own reviews' average to one decimal (spec section 2), not the catalogue's figure.
      aggregateRating: { ratingValue: shownRating, reviewCount: product.reviewCount },
    });
  });

  it('says out of stock when no size is left', async () => {
    const soldOut = products.find((p) => !p.inStock)!;
    const html = (await app.inject(`/produits/${soldOut.slug}`)).body;
    expect(html).toContain('"availability":"https://schema.org/OutOfStock"');
  });

  it('points a product reached by id to its slug, and answers 404 for an unknown one', async () => {
    const product = products[0]!;
    expect(canonical((await app.inject(`/produits/${product.id}`)).body)).toBe(`https://shop.example.ma/produits/${product.slug}`);
    const missing = await app.inject('/produits/no-such-oil');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatch(/<meta name="robots" content="noindex, follow"\/?>/);
  });

  it('speaks the language asked for: Arabic right to left', async () => {
    const product = products[0]!;
    const html = (await app.inject(`/produits/${product.slug}?lang=ar`)).body;
    expect(html).toMatch(/<html lang="ar" dir="rtl" class="lang-ar">/);
    expect(title(html)).toMatch(/[\u0600-\u06FF]/);
    expect(canonical(html)).toBe(`https://shop.example.ma/produits/${product.slug}?lang=ar`);
    expect(meta(html, 'property', 'og:locale')).toBe('ar_MA');
  });
});

describe('the other pages', () => {
  it('preloads the hero on the home page and gives it the French default title', async () => {
    const html = (await app.inject('/')).body;
    expect(title(html)).toBe('Huileries du Saïss – huiles d’olive, de grignons et de tournesol du Maroc');
    // (HTML attribute names are case-insensitive: React writes imageSrcSet.)
    expect(html).toMatch(/<link rel="preload" as="image" type="image\/avif" imagesrcset="[^"]*hero-640\.avif 640w[^>]*fetchpriority="high"/i);
    expect((await app.inject('/shop')).body).not.toContain('hero-640.avif 640w');
  });

  it('titles content pages "{title} | {brand}" in each language', async () => {
    expect(title((await app.inject('/about')).body)).toMatch(/ \| Huileries du Saïss$/);
    expect(title((await app.inject('/terms?lang=en')).body)).toMatch(/ \| Huileries du Saïss$/);
    expect(title((await app.inject('/privacy?lang=ar')).body)).toMatch(/[\u0600-\u06FF].* \| معاصر سايس$/);
  });

  it('forwards other names of a page to its one address, keeping the query', async () => {
    const menu = await app.inject('/menu?category=olive%20oil');
    expect(menu.statusCode).toBe(301);
    const forwarded = new URL(String(menu.headers.location), 'https://shop.example.ma');
    expect([forwarded.pathname, forwarded.searchParams.get('category')]).toEqual(['/shop', 'olive oil']);
    expect((await app.inject('/home')).headers.location).toBe('/');
    expect((await app.inject('/produits')).headers.location).toBe('/shop');
  });

  it('keeps private pages out of search engines and answers unknown pages 404', async () => {
    expect((await app.inject('/checkout')).body).toContain('noindex');
    const unknown = await app.inject('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
  });
});

describe('sitemap and robots', () => {
  it('lists every page and product with its French, English and Arabic addresses', async () => {
    const response = await app.inject('/sitemap.xml');
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    for (const product of products) expect(xml).toContain(`<loc>https://shop.example.ma/produits/${product.slug}</loc>`);
    for (const path of ['/', '/shop', '/about', '/contact', '/terms', '/privacy', '/categories/olive-oil']) {
      expect(xml).toContain(`<loc>https://shop.example.ma${path}</loc>`);
    }
    const urls = xml.match(/<url>/g)!.length;
    expect(xml.match(/hreflang="ar"/g)!.length).toBe(urls);
    expect(xml.match(/hreflang="x-default"/g)!.length).toBe(urls);
  });

  it('points robots to the sitemap and away from the API and private pages', async () => {
    const robots = (await app.inject('/robots.txt')).body;
    expect(robots).toContain('Sitemap: https://shop.example.ma/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /checkout');
  });
});

describe('the page cache', () => {
  const timing = (response: { headers: Record<string, unknown> }) => String(response.headers['server-timing']);

  it('renders a page once for an address and a language, then serves it as it was', async () => {
    const first = await app.inject('/about?lang=en');
    const again = await app.inject('/about?lang=en');
    expect(timing(again)).toContain('desc="cached"');
    expect(again.body).toBe(first.body);
    // Another language, or the language cookie, is another page.
    const arabic = await app.inject({ url: '/about', headers: { cookie: 'other=1; lang=ar' } });
    expect(timing(arabic)).toContain('desc="rendered"');
    expect(arabic.body).toMatch(/<html lang="ar" dir="rtl"/);
    expect(arabic.headers.vary).toContain('Cookie');
  });

  it('drops every page when the catalogue changes: a renamed featured product shows on / and /shop at once', async () => {
    const [featured] = await app.database.db.select().from(t.products).where(eq(t.products.featured, true)).limit(1);
    expect((await app.inject('/')).body).toContain(escaped(featured!.name.fr));
    expect(timing(await app.inject('/'))).toContain('desc="cached"');
    await app.inject('/shop');
    const renamed = `${featured!.name.fr} (nouvelle récolte)`;
    await app.database.db.update(t.products).set({ name: { ...featured!.name, fr: renamed } }).where(eq(t.products.id, featured!.id));
    app.catalogue.invalidate();
    await vi.waitFor(async () => expect((await app.inject('/')).body).toContain(escaped(renamed)));
    expect((await app.inject('/shop')).body).toContain(escaped(renamed));
    expect(timing(await app.inject('/shop'))).toContain('desc="cached"');
  });
});

describe('the page cache and the stock', () => {
  const timing = (response: { headers: Record<string, unknown> }) => String(response.headers['server-timing']);

  it('keeps the pages when units are sold, and drops them when a size goes out of stock', async () => {
    const product = products.find((p) => p.variants.length > 1 && p.variants.every((v) => v.stock > 2))!;
    const variant = product.variants[0]!;
    const path = `/produits/${product.slug}`;
    await app.inject(path);
    expect(timing(await app.inject(path))).toContain('desc="cached"');
    const before = await app.catalogue.version();
    await app.database.db.update(t.variants).set({ stock: variant.stock - 1 }).where(eq(t.variants.id, variant.id));
    app.catalogue.invalidate();
    await vi.waitFor(async () => expect(await app.catalogue.version()).not.toBe(before));
    expect(timing(await app.inject(path))).toContain('desc="cached"');
    await app.database.db.update(t.variants).set({ stock: 0 }).where(eq(t.variants.id, variant.id));
    app.catalogue.invalidate();
    await vi.waitFor(async () => expect(timing(await app.inject(path))).toContain('desc="rendered"'));
  });
});
