// Issue 48, item 1: what a CDN or a caching proxy may keep. Guest pages and the catalogue's reads carry
// a validator and a short shared lifetime, and a matching If-None-Match gets a 304 (a page's without a
// render); a price change gives them a new validator; error pages and personal answers are never kept.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import type { RenderPage } from '../../src/server/ssr/page-renderer.ts';
import { signedUpCustomer } from '../support/customer.ts';
import { staffByCommand, type Who } from '../support/staff-session.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];
const SHARED = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';
// Without stale-while-revalidate: Chromium would apply it to the page's own fetches.
const SHARED_API = 'public, max-age=0, s-maxage=30';

let app: FastifyInstance;
let owner: Who;
let product: S['ProductSummary'];
let renders = 0;

// A renderer that shows a product's price as the API gives it in the page's language; /broken
// fails, /slow outlasts its deadline (the server busy), /gone is a page the shop does not have.
const render: RenderPage = async ({ url, lang, fetch, signal }) => {
  renders += 1;
  if (url.startsWith('/broken')) throw new Error('the renderer failed');
  if (url.startsWith('/slow')) return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));
  if (url.startsWith('/gone')) return { status: 404, html: `<!DOCTYPE html><html lang="${lang}"><body>Introuvable</body></html>` };
  const shown = json<{ data: { product: S['Product'] } }>({ body: await (await fetch(`http://shop/api/products/${product.slug}?lang=${lang}`)).text() }).data.product;
  return { status: 200, html: `<!DOCTYPE html><html lang="${lang}"><body>${url} ${shown.name}: ${shown.variants[0]!.price}</body></html>` };
};

beforeAll(async () => {
  app = await startTestApp({}, { pages: { render, timeoutMs: 300, admin: { css: [], scripts: [] } } });
  owner = await staffByCommand(app, 'patron@huileries.ma', 'owner');
  product = json<S['ProductPageResponse']>(await app.inject('/api/products')).data.products[0]!;
});
afterAll(() => stopTestApp(app));

const variantOf = async (slug: string) => json<{ data: { product: S['Product'] } }>(await app.inject(`/api/products/${slug}`)).data.product.variants[0]!;
const setPrice = async (price: number) => {
  const variant = await variantOf(product.slug);
  const changed = await app.inject({ method: 'PATCH', url: `/api/admin/variants/${variant.id}`, headers: owner, payload: { price, originalPrice: null } });
  expect(changed.statusCode, changed.body).toBe(200);
};

describe('a guest page', () => {
  it('carries a validator and a short shared lifetime, and a matching If-None-Match gets a 304 without a render', async () => {
    const first = await app.inject('/shop');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe(SHARED);
    expect(first.headers.vary).toContain('Cookie');
    const before = renders;
    const again = await app.inject({ url: '/shop', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(SHARED);
    // A browser takes a 304's headers for the page it holds: a policy other than the page's would block its scripts.
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(renders).toBe(before);
    // Among others, as a proxy sends what it holds.
    const listed = await app.inject({ url: '/shop', headers: { 'if-none-match': `W/"other", ${String(first.headers.etag)}` } });
    expect(listed.statusCode).toBe(304);
  });

  it('has a validator per address and language; campaign parameters change nothing', async () => {
    const french = String((await app.inject('/shop')).headers.etag);
    expect((await app.inject('/shop?utm_source=facebook')).headers.etag).toBe(french);
    const arabic = await app.inject({ url: '/shop', headers: { cookie: 'lang=ar', 'if-none-match': french } });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain('lang="ar"');
    expect(arabic.headers.etag).not.toBe(french);
    expect((await app.inject('/shop?lang=ar')).headers.etag).not.toBe(french);
    expect((await app.inject('/about')).headers.etag).not.toBe(french);
  });

  it('a price change gives the page a new validator: the old one gets the page again, at the new price', async () => {
    const old = await app.inject('/shop');
    const price = (await variantOf(product.slug)).price + 100;
    await setPrice(price);
    const fresh = await app.inject({ url: '/shop', headers: { 'if-none-match': String(old.headers.etag) } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toContain(`: ${price}</body>`);
    expect(fresh.headers.etag).not.toBe(old.headers.etag);
    expect((await app.inject({ url: '/shop', headers: { 'if-none-match': String(fresh.headers.etag) } })).statusCode).toBe(304);
  });

  it('a page the shop does not have is kept as briefly as the others', async () => {
    const gone = await app.inject('/gone');
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control']).toBe(SHARED);
  });

  it('an error page and a busy server answer no-store, without a validator', async () => {
    const broken = await app.inject('/broken');
    expect(broken.statusCode).toBe(500);
    expect(broken.headers['cache-control']).toBe('no-store');
    expect(broken.headers.etag).toBeUndefined();
    const busy = await app.inject('/slow');
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['cache-control']).toBe('no-store');
    expect(busy.headers.etag).toBeUndefined();
  });

  it('the back office page is never kept', async () => {
    const admin = await app.inject('/admin/orders');
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('no-store');
    expect(admin.headers.etag).toBeUndefined();
  });
});

describe("the catalogue's reads", () => {
  const reads = () => ['/api/products?pageSize=48', '/api/products/search?q=huile', '/api/products/featured?lang=ar', '/api/products/categories', '/api/products/brands?lang=en', `/api/products/${product.slug}`];

  it('carry a validator and the shared lifetime, and the same answer for a signed-in shopper', async () => {
    const customer = (await signedUpCustomer(app)).headers;
    for (const url of reads()) {
      const guest = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(guest.statusCode, url).toBe(200);
      expect(guest.headers.etag, url).toMatch(/^W\/".+"$/);
      expect(guest.headers['cache-control'], url).toBe(SHARED_API);
      const unchanged = await app.inject({ url, headers: { 'if-none-match': String(guest.headers.etag) } });
      expect(unchanged.statusCode, url).toBe(304);
      expect(unchanged.body, url).toBe('');
      // Nothing personal: whoever asks gets the same bytes.
      const signedIn = await app.inject({ url, headers: { ...customer, 'accept-encoding': 'br' } });
      expect(signedIn.headers.etag, url).toBe(guest.headers.etag);
      expect(signedIn.rawPayload.equals(guest.rawPayload), url).toBe(true);
    }
  });

  it('a price change gives the listing and the product new validators', async () => {
    const listing = await app.inject('/api/products');
    const detail = await app.inject(`/api/products/${product.slug}`);
    await setPrice((await variantOf(product.slug)).price + 100);
    for (const [url, old] of [['/api/products', listing], [`/api/products/${product.slug}`, detail]] as const) {
      const fresh = await app.inject({ url, headers: { 'if-none-match': String(old.headers.etag) } });
      expect(fresh.statusCode, url).toBe(200);
      expect(fresh.headers.etag, url).not.toBe(old.headers.etag);
    }
  });
});

describe('personal answers', () => {
  it('are never kept by a cache: account, cart, orders, live prices, errors', async () => {
    const customer = (await signedUpCustomer(app)).headers;
    const guest = { 'x-session-id': 'guest_0123456789abcdefghijklmn' };
    for (const [url, headers] of [
      ['/api/auth/me', customer],
      ['/api/cart', guest],
      ['/api/cart/summary', customer],
      ['/api/account/addresses', customer],
      ['/api/orders/0f3b2d4a-6e71-4e8a-9c61-5b0e1c3a7d2f', customer],
      ['/api/account/reviews', customer],
      [`/api/products/${product.slug}/variants`, {}],
      ['/api/products/no-such-oil', {}],
      ['/api/admin/products', owner],
    ] as const) {
      const answer = await app.inject({ url, headers });
      expect(answer.statusCode, `${url}: ${answer.body}`).toBeLessThan(500);
      expect(answer.headers['cache-control'], url).toBe('no-store');
      expect(answer.headers.etag, url).toBeUndefined();
    }
  });
});
