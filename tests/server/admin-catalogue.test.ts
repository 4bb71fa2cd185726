// Issue 22, item 4: staff edit each size's price, original price and stock, and each product's
// featured flag. The shop shows the change at once (listing, product, pages); orders already placed
// keep their price; every change is in the audit log with its before and after.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { staffByCommand, type Who } from '../support/staff-session.ts';
import { startTestShop, stopTestShop } from '../support/test-pages.ts';
import { json } from '../support/test-app.ts';

type S = components['schemas'];

let app: FastifyInstance;
let owner: Who;
let staff: Who;
let catalogue: S['AdminProduct'][];

beforeAll(async () => {
  app = await startTestShop();
  owner = await staffByCommand(app, 'patron@huileries.ma', 'owner');
  staff = await staffByCommand(app, 'karim@huileries.ma', 'staff', 'Karim#Olive2026');
  catalogue = json<S['AdminProductListResponse']>(await app.inject({ url: '/api/admin/products', headers: staff })).data.products;
});
afterAll(async () => {
  await stopTestShop(app);
});

const patchVariant = (id: string, payload: object, who: Who = staff) => app.inject({ method: 'PATCH', url: `/api/admin/variants/${id}`, headers: who, payload });

/** A verified customer's headers. */
async function customerOf(email: string): Promise<Who> {
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026' } });
  await app.database.db.update(t.users).set({ isVerified: true }).where(eq(t.users.email, email));
  return { authorization: `Bearer ${json<S['AuthResponse']>(registered).data.tokens.accessToken}` };
}

/** One unit of a size bought directly, cash at the Meknès shop: the answer. */
const orderDirectly = (customer: Who, email: string, product: string, variant: string) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: customer,
    payload: {
      source: 'direct',
      items: [{ product, variant, quantity: 1 }],
      customerInfo: { firstName: 'Amina', lastName: 'Bennani', email, phone: '+212661234567' },
      deliveryAddress: { street: '12 rue Allal Ben Abdellah', city: 'Fès', country: 'MA' },
      paymentMethod: 'cash-on-delivery',
      deliveryMethod: { id: 'pickup' },
      selectedShopId: 'meknes-factory',
    },
  });
const publicProduct = async (slug: string) => json<{ data: { product: S['Product'] } }>(await app.inject(`/api/products/${slug}`)).data.product;

describe('staff edit the catalogue', () => {
  it('lists every product with its sizes, prices and stock, as the shop has them', async () => {
    const listing = json<{ data: { products: S['ProductSummary'][]; total: number } }>(await app.inject('/api/products?pageSize=48')).data;
    expect(catalogue).toHaveLength(listing.total);
    const first = listing.products[0]!;
    const same = catalogue.find((p) => p.id === first.id)!;
    expect(same.variants.map((v) => [v.id, v.price, v.originalPrice, v.stock > 0])).toEqual(first.variants.map((v) => [v.id, v.price, v.originalPrice, v.inStock]));
  });

  it('a new price shows at once in the listing, on the product and on /shop, and the order placed before keeps its own', async () => {
    const product = catalogue.find((p) => p.variants.length > 1 && p.variants.every((v) => v.stock >= 5))!;
    const variant = product.variants[0]!;
    // An order at the old price first.
    const email = 'avant@example.ma';
    const customer = await customerOf(email);
    const placed = await orderDirectly(customer, email, product.id, variant.id);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = json<{ data: { order: S['Order'] } }>(placed).data.order;

    // The shop's page, rendered by the server and cached under the catalogue's version, first at the old price.
    const shopPage = async () => (await app.inject(`/shop?q=${encodeURIComponent(product.name)}`)).body.replace(/\s|&nbsp;|\u202f|\u00a0/g, '');
    // Spec section 9: two decimals followed by DH ('119.00 DH'; spaces dropped above).
    const dirhams = (centimes: number) => `${(centimes / 100).toFixed(2)}DH`;
    expect(await shopPage()).toContain(dirhams(variant.price));

    const changed = await patchVariant(variant.id, { price: 98765, originalPrice: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<S['AdminProductResponse']>(changed).data.product.variants[0]).toMatchObject({ price: 98765, originalPrice: null });

    expect((await publicProduct(product.slug)).variants.find((v) => v.id === variant.id)).toMatchObject({ price: 98765, originalPrice: null });
    const listed = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products.find((p) => p.id === product.id)!;
    expect(listed.variants.find((v) => v.id === variant.id)!.price).toBe(98765);
    expect(await shopPage()).toContain(dirhams(98765));

    const kept = json<{ data: { order: S['Order'] } }>(await app.inject({ url: `/api/orders/${order._id}`, headers: customer })).data.order;
    expect(kept.items[0]!.price).toBe(variant.price);
    expect(kept.total).toBe(order.total);
  });

  it('stock at 0 makes the size out of stock in the shop', async () => {
    const product = catalogue.find((p) => p.variants.some((v) => v.stock > 0))!;
    const variant = product.variants.find((v) => v.stock > 0)!;
    expect((await patchVariant(variant.id, { stock: 0 })).statusCode).toBe(200);
    expect((await publicProduct(product.slug)).variants.find((v) => v.id === variant.id)!.inStock).toBe(false);
  });

  it('refuses an original price not above the price, a negative stock, a price in part-centimes, an unknown size', async () => {
    const variant = catalogue[1]!.variants[0]!;
    const notAbove = await patchVariant(variant.id, { price: 5000, originalPrice: 5000 });
    expect(notAbove.statusCode).toBe(400);
    expect(json(notAbove)).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'body.originalPrice' }] });
    expect((await patchVariant(variant.id, { stock: -1 })).statusCode).toBe(400);
    expect((await patchVariant(variant.id, { price: 12.5 })).statusCode).toBe(400);
    expect((await patchVariant(variant.id, {})).statusCode).toBe(400);
    expect((await patchVariant('5b0e1c3a-7d2f-4e8a-9c61-0f3b2d4a6e71', { stock: 3 })).statusCode).toBe(404);
    // Nothing was half-written.
    expect((await publicProduct(catalogue[1]!.slug)).variants[0]).toMatchObject({ price: variant.price, originalPrice: variant.originalPrice });
  });

  it('a product leaves the home page’s featured ones, and comes back', async () => {
    const featured = async () => json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products/featured')).data.products.map((p) => p.id);
    const product = catalogue.find((p) => p.featured)!;
    expect(await featured()).toContain(product.id);
    const off = await app.inject({ method: 'PATCH', url: `/api/admin/products/${product.id}`, headers: staff, payload: { featured: false } });
    expect(json<S['AdminProductResponse']>(off).data.product.featured).toBe(false);
    expect(await featured()).not.toContain(product.id);
    await app.inject({ method: 'PATCH', url: `/api/admin/products/${product.id}`, headers: owner, payload: { featured: true } });
    expect(await featured()).toContain(product.id);
  });

  it('an unpublished product leaves the shop: listing, its page, /shop, carts and new orders; published again, it is back', async () => {
    const product = catalogue.find((p) => !p.featured && p.variants.some((v) => v.stock >= 5))!;
    const variant = product.variants.find((v) => v.stock >= 5)!;
    const listed = async () => json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products.map((p) => p.id);
    const shopPage = async () => (await app.inject('/shop')).body;
    const frenchName = (await publicProduct(product.slug)).name;
    const email = 'publie@example.ma';
    const customer = await customerOf(email);
    const addToCart = () => app.inject({ method: 'POST', url: '/api/cart/items', headers: customer, payload: { productId: product.id, variantId: variant.id, quantity: 1 } });
    expect((await addToCart()).statusCode).toBe(200);
    expect(await shopPage()).toContain(frenchName);

    const off = await app.inject({ method: 'PATCH', url: `/api/admin/products/${product.id}`, headers: staff, payload: { published: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(json<S['AdminProductResponse']>(off).data.product.published).toBe(false);
    expect(await listed()).not.toContain(product.id);
    expect((await app.inject(`/api/products/${product.slug}`)).statusCode).toBe(404);
    expect((await app.inject(`/api/products/${product.slug}/variants`)).statusCode).toBe(404);
    expect(await shopPage()).not.toContain(frenchName);
    expect((await addToCart()).statusCode).toBe(404);
    const cart = json<{ data: { cart: { items: { variantId?: string; variant?: string; stock?: number; inStock?: boolean }[] } } }>(await app.inject({ url: '/api/cart', headers: customer })).data.cart;
    expect(JSON.stringify(cart.items)).toMatch(/"stock":0|"inStock":false/);
    const direct = await orderDirectly(customer, email, product.id, variant.id);
    expect(direct.statusCode, direct.body).toBe(404);
    // Staff still see it, to publish it again.
    expect(json<S['AdminProductListResponse']>(await app.inject({ url: '/api/admin/products', headers: staff })).data.products.find((p) => p.id === product.id)?.published).toBe(false);

    await app.inject({ method: 'PATCH', url: `/api/admin/products/${product.id}`, headers: staff, payload: { published: true } });
    expect(await listed()).toContain(product.id);
    expect((await app.inject(`/api/products/${product.slug}`)).statusCode).toBe(200);
    expect(await shopPage()).toContain(frenchName);
  });

  it('each change is in the audit log: who, what, the fields before and after', async () => {
    const product = catalogue[2]!;
    const variant = product.variants[0]!;
    await patchVariant(variant.id, { stock: variant.stock + 7, price: variant.price });
    const entry = json<S['AuditPageResponse']>(await app.inject({ url: '/api/admin/audit', headers: owner })).data.entries[0]!;
    expect(entry).toMatchObject({
      staffEmail: 'karim@huileries.ma',
      action: 'variant.update',
      subject: `${product.slug} ${variant.size}`,
      before: { stock: variant.stock },
      after: { stock: variant.stock + 7 },
    });
  });
});
