import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];
type Page = S['ProductPageResponse'];

let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => stopTestApp(app));

async function get<T>(url: string, status = 200): Promise<T> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.headers['x-contract-violation'], response.body).toBeUndefined();
  expect(response.statusCode, response.body).toBe(status);
  return json<T>(response);
}

describe('GET /api/products', () => {
  it('answers the first page of 12 from a catalogue of at least 24', async () => {
    const body = await get<Page>('/api/products');
    expect(body.success).toBe(true);
    expect(body.data.products).toHaveLength(12);
    expect(body.data.total).toBeGreaterThanOrEqual(24);
    expect(body.data).toMatchObject({ page: 1, pageSize: 12, totalPages: Math.ceil(body.data.total / 12) });
  });

  it('pages through every product exactly once', async () => {
    const first = await get<Page>('/api/products?pageSize=10');
    const ids: string[] = [];
    for (let page = 1; page <= first.data.totalPages; page++) {
      const body = await get<Page>(`/api/products?pageSize=10&page=${page}`);
      ids.push(...body.data.products.map((p) => p.id));
    }
    expect(ids).toHaveLength(first.data.total);
    expect(new Set(ids).size).toBe(first.data.total);
    const beyond = await get<Page>(`/api/products?pageSize=10&page=${first.data.totalPages + 1}`);
    expect(beyond.data.products).toEqual([]);
  });

  // Issue 43, item 0: a product is listed at one size (its card starts on it), and a sort orders by that
  // size, so the prices the cards show follow the order asked for.
  const listedPrice = (p: Page['data']['products'][number]) => p.variants.find((v) => v.id === p.listedVariantId)!.price;

  it('filters by one brand and sorts by the price each product is listed at, ascending and descending', async () => {
    const brands = await get<S['BrandListResponse']>('/api/products/brands');
    const brand = brands.data.find((b) => b.productCount >= 3)!;
    const asc = await get<Page>(`/api/products?brand=${brand.id}&sortBy=price&sortDirection=asc&pageSize=48`);
    expect(asc.data.total).toBe(brand.productCount);
    expect(asc.data.products.every((p) => p.brand.id === brand.id)).toBe(true);
    // With no range asked for, a product is listed at its first size, where a card starts.
    expect(asc.data.products.every((p) => p.listedVariantId === p.variants[0]!.id)).toBe(true);
    const prices = asc.data.products.map(listedPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await get<Page>(`/api/products?brand=${encodeURIComponent(brand.name)}&sortBy=price&sortDirection=desc&pageSize=48`);
    expect(desc.data.products.map(listedPrice)).toEqual([...prices].sort((a, b) => b - a));
  });

  it('lists a product at its first size inside the price range, and sorts by that size', async () => {
    const body = await get<Page>('/api/products?minPrice=10000&maxPrice=40000&sortBy=price&sortDirection=asc&pageSize=48');
    expect(body.data.total).toBeGreaterThan(1);
    for (const product of body.data.products) {
      const fits = (v: { price: number }) => v.price >= 10000 && v.price <= 40000;
      expect(product.listedVariantId).toBe(product.variants.find(fits)!.id);
    }
    const prices = body.data.products.map(listedPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Some product of several sizes is listed at another than its first: the range decided.
    expect(body.data.products.some((p) => p.listedVariantId !== p.variants[0]!.id)).toBe(true);
  });

  it('filters by category id or lowercased name', async () => {
    const byName = await get<Page>('/api/products?category=sunflower%20oil&pageSize=48');
    const byId = await get<Page>('/api/products?category=sunflower-oil&pageSize=48');
    expect(byName.data.total).toBeGreaterThan(0);
    expect(byName.data.products.map((p) => p.id)).toEqual(byId.data.products.map((p) => p.id));
    expect(byName.data.products.every((p) => p.category.name === 'sunflower oil')).toBe(true);
  });

  it('keeps products with a variant inside both the price and the volume range', async () => {
    const body = await get<Page>('/api/products?minPrice=5000&maxPrice=15000&minVolume=1000&maxVolume=5000&pageSize=48');
    expect(body.data.total).toBeGreaterThan(0);
    for (const product of body.data.products) {
      expect(
        product.variants.some((v) => v.price >= 5000 && v.price <= 15000 && (v.volumeMl === null || (v.volumeMl >= 1000 && v.volumeMl <= 5000))),
      ).toBe(true);
    }
    const all = await get<Page>('/api/products?pageSize=48');
    expect(body.data.total).toBeLessThan(all.data.total);
  });

  it('sorts by the volume of the size each product is listed at', async () => {
    const body = await get<Page>('/api/products?sortBy=volume&sortDirection=desc&pageSize=48');
    const volumes = body.data.products.map((p) => p.variants.find((v) => v.id === p.listedVariantId)?.volumeMl ?? 0);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
  });

  it('searches names in French, English and Arabic, ignoring case and accents', async () => {
    const fr = await get<Page>('/api/products?q=TOURNESOL&pageSize=48');
    const en = await get<Page>('/api/products?q=sunflower&pageSize=48');
    const ar = await get<Page>(`/api/products?q=${encodeURIComponent('عباد الشمس')}&pageSize=48`);
    expect(fr.data.total).toBeGreaterThan(0);
    expect(en.data.total).toBe(fr.data.total);
    expect(ar.data.total).toBe(fr.data.total);
    const accented = await get<Page>('/api/products?q=huile%20d%27olive%20vierge&pageSize=48');
    const plain = await get<Page>('/api/products?q=HUILE%20D%27OLIVE%20VIERGE&pageSize=48');
    expect(accented.data.total).toBe(plain.data.total);
    const none = await get<Page>('/api/products/search?q=zzzz-nothing');
    expect(none.data).toMatchObject({ products: [], total: 0, totalPages: 0 });
  });

  it('answers texts in the requested language', async () => {
    const fr = await get<Page>('/api/products?lang=fr&pageSize=1');
    const ar = await get<Page>('/api/products?lang=ar&pageSize=1');
    expect(fr.data.products[0]!.id).toBe(ar.data.products[0]!.id);
    expect(ar.data.products[0]!.name).toMatch(/[\u0600-\u06FF]/);
    expect(fr.data.products[0]!.name).not.toMatch(/[\u0600-\u06FF]/);
  });

  it.each([
    ['pageSize=abc', 'query.pageSize'],
    ['pageSize=0', 'query.pageSize'],
    ['pageSize=49', 'query.pageSize'],
    ['page=-1', 'query.page'],
    ['sortBy=name', 'query.sortBy'],
    ['sortDirection=up', 'query.sortDirection'],
    ['minPrice=-5', 'query.minPrice'],
    ['lang=de', 'query.lang'],
    ['unknown=1', 'query.unknown'],
    ['minPrice=500&maxPrice=100', 'query.minPrice'],
  ])('refuses %s with 400 in the envelope', async (query, field) => {
    const body = await get<S['ErrorResponse']>(`/api/products?${query}`, 400);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(body.message).toBe(body.error);
    expect(body.details?.[0]?.field).toBe(field);
  });
});

describe('GET /api/products/{idOrSlug}', () => {
  it('answers a product by slug and by id, with variants, details and related products', async () => {
    const list = await get<Page>('/api/products?pageSize=48');
    const summary = list.data.products.find((p) => p.variants.length > 1)!;
    const bySlug = await get<S['ProductResponse']>(`/api/products/${summary.slug}`);
    const byId = await get<S['ProductResponse']>(`/api/products/${summary.id}`);
    expect(byId.data.product).toEqual(bySlug.data.product);
    const product = bySlug.data.product;
    expect(product.variants.length).toBeGreaterThan(1);
    expect(product.variants.filter((v) => v.isDefault)).toHaveLength(1);
    expect(product.price).toBe(product.variants.find((v) => v.isDefault)!.price);
    expect(product.description.length).toBeGreaterThan(20);
    expect(Object.keys(product.nutritionalInfo).length).toBeGreaterThan(0);
    expect(product.relatedProducts.length).toBeLessThanOrEqual(5);
    expect(product.relatedProducts.map((p) => p.id)).not.toContain(product.id);
    expect(product.relatedProducts.every((p) => p.category.id === product.category.id)).toBe(true);
  });

  it('answers 404 in the envelope for an unknown slug or id', async () => {
    const slug = await get<S['ErrorResponse']>('/api/products/no-such-oil', 404);
    expect(slug).toMatchObject({ success: false, code: 'NOT_FOUND' });
    await get('/api/products/00000000-0000-4000-8000-000000000000', 404);
    await get('/api/products/bad%20slug!', 400);
  });

  it('lists live variants with prices in centimes, discounts and stock', async () => {
    const list = await get<Page>('/api/products?pageSize=48');
    const all = list.data.products.flatMap((p) => p.variants);
    expect(all.every((v) => Number.isInteger(v.price))).toBe(true);
    expect(all.some((v) => v.originalPrice !== null && v.originalPrice > v.price)).toBe(true);
    expect(all.some((v) => v.stock === 0 && !v.inStock)).toBe(true);
    const sizes = new Set(all.map((v) => v.size));
    expect(sizes).toContain('500ML');
    expect(sizes).toContain('25L');
    const first = list.data.products[0]!;
    const variants = await get<S['VariantListResponse']>(`/api/products/${first.slug}/variants`);
    expect(variants.data.variants.map((v) => v.id)).toEqual(first.variants.map((v) => v.id));
    await get(`/api/products/no-such-oil/variants`, 404);
  });
});

describe('featured, categories and brands', () => {
  it('lists featured products only', async () => {
    const body = await get<S['ProductListResponse']>('/api/products/featured');
    expect(body.data.products.length).toBeGreaterThan(0);
    expect(body.data.products.every((p) => p.featured)).toBe(true);
  });

  it('counts products per category, the three kinds of oil', async () => {
    const [categories, list] = await Promise.all([
      get<S['CategoryListResponse']>('/api/products/categories'),
      get<Page>('/api/products?pageSize=48'),
    ]);
    expect(categories.data.map((c) => c.name)).toEqual(['olive oil', 'olive pomace oil', 'sunflower oil']);
    expect(categories.data.reduce((sum, c) => sum + c.productCount, 0)).toBe(list.data.total);
  });

  it('lists five brands with texts in three languages and the logo rule', async () => {
    const body = await get<S['BrandListResponse']>('/api/products/brands?lang=en');
    expect(body.data).toHaveLength(5);
    const dika = body.data.find((b) => b.id === 'dika-extra')!;
    expect(dika.logoAr).toBe('/images/brands/dika-extra-logo.svg');
    const other = body.data.find((b) => b.id !== 'dika-extra')!;
    expect(other.logoAr).toBe(`/images/brands/${other.id}-logo-arabic.svg`);
    for (const brand of body.data) {
      expect(brand.displayNameAr).toMatch(/[\u0600-\u06FF]/);
      expect(brand.characteristics.length).toBeGreaterThan(0);
      expect(brand.productCount).toBeGreaterThan(0);
    }
  });
});

describe('product images', () => {
  it('serves AVIF, WebP and JPEG renditions, immutable, with a working ETag', async () => {
    const list = await get<Page>('/api/products?pageSize=1');
    const imageId = list.data.products[0]!.image!;
    const magic: Record<string, (b: Buffer) => boolean> = {
      webp: (b) => b.subarray(8, 12).toString('ascii') === 'WEBP',
      avif: (b) => b.subarray(4, 12).toString('ascii').startsWith('ftypavif'),
      jpeg: (b) => b[0] === 0xff && b[1] === 0xd8,
    };
    for (const format of ['webp', 'avif', 'jpeg']) {
      const response = await app.inject({ method: 'GET', url: `/api/files/product-images/${imageId}?w=320&format=${format}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(`image/${format}`);
      expect(response.headers['cache-control']).toContain('immutable');
      expect(magic[format]!(response.rawPayload)).toBe(true);
      const again = await app.inject({
        method: 'GET',
        url: `/api/files/product-images/${imageId}?w=320&format=${format}`,
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    const url = await get<S['ImageUrlResponse']>(`/api/files/product-images/url/${imageId}`);
    expect(url.data.url).toContain(imageId);
    expect(url.data.sources.map((s) => s.format)).toEqual(['avif', 'webp', 'jpeg']);
    await get(`/api/files/product-images/${imageId}?w=333`, 400);
    await get('/api/files/product-images/00000000-0000-4000-8000-000000000000', 404);
  });
});

describe('checkout options', () => {
  it('lists delivery methods, a free pickup with shops, banks and payment methods', async () => {
    const methods = await get<S['DeliveryMethodListResponse']>('/api/checkout/delivery-methods');
    const pickup = methods.data.find((m) => m.data.type === 'pickup')!;
    expect(pickup.data.unitPrice).toBe(0);
    expect(pickup.data.shops.length).toBeGreaterThanOrEqual(2);
    expect(methods.data.some((m) => m.data.type === 'home-delivery' && m.data.unitPrice > 0)).toBe(true);
    const banks = await get<S['BankListResponse']>('/api/checkout/banks');
    const withQr = banks.data.filter((b) => b.hasQRCode);
    expect(withQr).toHaveLength(1);
    const qr = await app.inject({ method: 'GET', url: withQr[0]!.qrCodeUrl! });
    expect(qr.statusCode).toBe(200);
    expect(qr.body).toContain('<svg');
    const payments = await get<S['PaymentMethodListResponse']>('/api/checkout/payment-methods');
    expect(payments.data.find((p) => p.id === 'stripe')?.available).toBe(false);
  });
});
