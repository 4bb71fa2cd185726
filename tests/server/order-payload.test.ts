// What an order is made of when the payload is the spec's (section 3: no source; items, addresses with
// postalCode and notes "default empty"), and each refusal of a payload that cannot become an order.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { signedUpCustomer } from '../support/customer.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];
type Order = S['Order'];
type Who = Awaited<ReturnType<typeof signedUpCustomer>>;

let app: FastifyInstance;
let products: S['Product'][];

beforeAll(async () => {
  app = await startTestApp();
  const list = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products;
  products = await Promise.all(list.map(async (p) => json<{ data: { product: S['Product'] } }>(await app.inject(`/api/products/${p.id}`)).data.product));
});
afterAll(() => stopTestApp(app));

const picks = () => products.flatMap((p) => p.variants.filter((v) => v.stock >= 20).map((v) => ({ product: p, variant: v })));

/** The spec's payload: no source; items only when the test sends them. */
const payload = (who: Who, extra: Record<string, unknown> = {}) => ({
  customerInfo: { firstName: 'Amina', lastName: 'Bennani', email: who.email, phone: '+212661234567' },
  deliveryAddress: { street: '12 rue Allal Ben Abdellah', city: 'Casablanca', country: 'MA' },
  paymentMethod: 'cash-on-delivery',
  deliveryMethod: { id: 'home-casablanca-rabat' },
  ...extra,
});

const place = (who: Who, body: object, query = '') => app.inject({ method: 'POST', url: `/api/orders${query}`, headers: who.headers, payload: body });
const placed = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(201);
  expect(response.headers['x-contract-violation'], response.body).toBeUndefined();
  return json<{ data: { order: Order } }>(response).data.order;
};
const error = (response: LightMyRequestResponse) => ({ status: response.statusCode, ...json<S['ErrorResponse']>(response) });

async function addToCart(who: Who, pick: ReturnType<typeof picks>[number], quantity: number) {
  const response = await app.inject({ method: 'POST', url: '/api/cart/items', headers: who.headers, payload: { productId: pick.product.id, variantId: pick.variant.id, quantity } });
  expect(response.statusCode, response.body).toBe(200);
}
const cartLines = async (who: Who) => json<{ data: { cart: S['Cart'] } }>(await app.inject({ url: '/api/cart', headers: who.headers })).data.cart.items.length;
const item = (pick: ReturnType<typeof picks>[number], quantity: number) => ({ product: pick.product.id, variant: pick.variant.id, quantity, price: pick.variant.price, currency: 'MAD' });

describe('the source of an order sent without one', () => {
  it('orders the cart when the items are its lines, in any order', async () => {
    const who = await signedUpCustomer(app);
    // Put in the cart against the order of their ids, so neither list is sorted already.
    const [a, b] = picks()
      .slice(0, 2)
      .sort((x, y) => y.variant.id.localeCompare(x.variant.id));
    await addToCart(who, a!, 2);
    await addToCart(who, b!, 1);
    const order = placed(await place(who, payload(who, { items: [item(a!, 2), item(b!, 1)] })));
    expect(order.source).toBe('cart');
    expect(order.items.map((line) => [line.variantId, line.quantity]).sort()).toEqual([[a!.variant.id, 2], [b!.variant.id, 1]].sort());
    expect(await cartLines(who)).toBe(0);
  });

  it('orders the cart when no items are sent', async () => {
    const who = await signedUpCustomer(app);
    const [a] = picks();
    await addToCart(who, a!, 3);
    const order = placed(await place(who, payload(who)));
    expect(order).toMatchObject({ source: 'cart', items: [{ variantId: a!.variant.id, quantity: 3 }] });
    expect(await cartLines(who)).toBe(0);
  });

  it('is a direct purchase when one item is not the cart, which stays as it was', async () => {
    const who = await signedUpCustomer(app);
    const [a, b] = picks();
    await addToCart(who, a!, 2);
    // Same variant, another quantity: not the cart either.
    for (const sent of [item(b!, 1), item(a!, 5)]) {
      const order = placed(await place(who, payload(who, { items: [sent] })));
      expect(order).toMatchObject({ source: 'direct', items: [{ variantId: sent.variant, quantity: sent.quantity }] });
      expect(await cartLines(who)).toBe(1);
    }
  });

  it("refuses several items that are not the cart's lines (409): the cart changed since the payload was made", async () => {
    const who = await signedUpCustomer(app);
    const [a, b, c] = picks();
    await addToCart(who, a!, 2);
    await addToCart(who, b!, 1);
    for (const items of [
      [item(a!, 2), item(b!, 2)],
      [item(a!, 2), item(c!, 1)],
      [item(a!, 2), item(b!, 1), item(c!, 1)],
    ]) {
      expect(error(await place(who, payload(who, { items })))).toMatchObject({ status: 409, code: 'CONFLICT', message: 'These items are no longer your cart; check it and try again' });
    }
    expect(await cartLines(who)).toBe(2);
  });

  it('refuses an empty cart ordered with no items', async () => {
    const who = await signedUpCustomer(app);
    expect(error(await place(who, payload(who)))).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Your cart is empty' });
  });
});

describe('a direct purchase', () => {
  it('needs its one product (400 MISSING_PRODUCT_INFO), and only one', async () => {
    const who = await signedUpCustomer(app);
    const [a, b] = picks();
    expect(error(await place(who, payload(who, { source: 'direct' })))).toMatchObject({ status: 400, code: 'MISSING_PRODUCT_INFO', message: 'Missing required product information' });
    // An empty list is refused by the contract already.
    expect(error(await place(who, payload(who, { source: 'direct', items: [] })))).toMatchObject({ status: 400 });
    const two = error(await place(who, payload(who, { source: 'direct', items: [item(a!, 1), item(b!, 1)] })));
    expect(two).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', details: [{ field: 'items', message: 'A direct purchase is a single line' }] });
  });

  it('refuses a variant of another product, or of an unpublished one (404 Product not found)', async () => {
    const who = await signedUpCustomer(app);
    const [a] = picks();
    const other = picks().find((p) => p.product.id !== a!.product.id)!;
    const notFound = { status: 404, code: 'NOT_FOUND', message: 'Product not found' };
    expect(error(await place(who, payload(who, { source: 'direct', items: [{ ...item(a!, 1), variant: other.variant.id }] })))).toMatchObject(notFound);
    await app.database.db.update(t.products).set({ published: false }).where(eq(t.products.id, a!.product.id));
    try {
      expect(error(await place(who, payload(who, { source: 'direct', items: [item(a!, 1)] })))).toMatchObject(notFound);
    } finally {
      await app.database.db.update(t.products).set({ published: true }).where(eq(t.products.id, a!.product.id));
    }
  });

  it("names the product, its category and brand in the order's language", async () => {
    const [a] = picks();
    for (const lang of ['fr', 'ar'] as const) {
      const who = await signedUpCustomer(app);
      const product = json<{ data: { product: S['Product'] } }>(await app.inject(`/api/products/${a!.product.id}?lang=${lang}`)).data.product;
      const order = placed(await place(who, payload(who, { source: 'direct', items: [item(a!, 1)] }), `?lang=${lang}`));
      expect(order.items[0]).toMatchObject({ productTitle: product.name, size: a!.variant.size, properties: { category: product.category.label, brand: product.brandDisplayName } });
    }
  });

  it("shows the variant's own image, else the product's first", async () => {
    const db = app.database.db;
    // A variant with an image of its own that is not its product's first.
    const rows = await db
      .select({ variantId: t.variants.id, productId: t.variants.productId, imageId: t.variants.imageId, stock: t.variants.stock })
      .from(t.variants)
      .where(isNotNull(t.variants.imageId));
    const firstImage = async (productId: string) => (await db.select({ id: t.productImages.id }).from(t.productImages).where(eq(t.productImages.productId, productId)).orderBy(asc(t.productImages.position)).limit(1))[0]!.id;
    let chosen: (typeof rows)[number] | undefined;
    for (const row of rows) if (row.stock >= 5 && (await firstImage(row.productId)) !== row.imageId) chosen = row;
    expect(chosen, 'a seeded variant whose image is not its product’s first').toBeDefined();
    const who = await signedUpCustomer(app);
    const direct = { source: 'direct', items: [{ product: chosen!.productId, variant: chosen!.variantId, quantity: 1 }] };
    expect(placed(await place(who, payload(who, direct))).items[0]!.imageId).toBe(chosen!.imageId);
    await db.update(t.variants).set({ imageId: null }).where(and(eq(t.variants.id, chosen!.variantId)));
    try {
      expect(placed(await place(who, payload(who, direct))).items[0]!.imageId).toBe(await firstImage(chosen!.productId));
    } finally {
      await db.update(t.variants).set({ imageId: chosen!.imageId }).where(eq(t.variants.id, chosen!.variantId));
    }
  });
});

describe('what is kept of the payload', () => {
  it('trims the names, and stores a missing postal code and notes as empty (spec: "default empty")', async () => {
    const who = await signedUpCustomer(app);
    const [a] = picks();
    const order = placed(
      await place(
        who,
        payload(who, {
          source: 'direct',
          items: [item(a!, 1)],
          customerInfo: { firstName: '  Amina ', lastName: ' Bennani  ', email: who.email, phone: '+212661234567' },
          billingAddress: { street: '3 place Seffarine', city: 'Fès', country: 'MA' },
        }),
      ),
    );
    expect(order.customerInfo).toMatchObject({ firstName: 'Amina', lastName: 'Bennani', email: who.email });
    expect(order.deliveryAddress!.postalCode).toBe('');
    const [row] = await app.database.db.select().from(t.orders).where(eq(t.orders.id, order._id));
    expect(row!.billingAddress).toMatchObject({ street: '3 place Seffarine', postalCode: '' });
    expect(row!.notes).toBe('');
  });

  it('keeps the postal codes and notes that are sent', async () => {
    const who = await signedUpCustomer(app);
    const [a] = picks();
    const order = placed(
      await place(
        who,
        payload(who, {
          source: 'direct',
          items: [item(a!, 1)],
          deliveryAddress: { street: '12 rue Allal Ben Abdellah', city: 'Casablanca', country: 'MA', postalCode: '20250' },
          billingAddress: { street: '3 place Seffarine', city: 'Fès', country: 'MA', postalCode: '30110' },
          notes: 'Sonner deux fois',
        }),
      ),
    );
    expect(order.deliveryAddress!.postalCode).toBe('20250');
    const [row] = await app.database.db.select().from(t.orders).where(eq(t.orders.id, order._id));
    expect(row!.billingAddress).toMatchObject({ postalCode: '30110' });
    expect(row!.notes).toBe('Sonner deux fois');
  });
});

describe('a payload that cannot become an order', () => {
  it('names the field that is missing or unknown: delivery method, pickup shop, bank', async () => {
    const who = await signedUpCustomer(app);
    const [a] = picks();
    const direct = { source: 'direct', items: [item(a!, 1)] };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ deliveryMethod: { id: 'by-camel' } }, 'deliveryMethodId', 'Choose a delivery method'],
      [{ deliveryMethod: { id: 'pickup' } }, 'selectedShopId', 'Choose a pickup shop'],
      [{ deliveryMethod: { id: 'pickup' }, selectedShopId: 'nowhere' }, 'selectedShopId', 'Choose a pickup shop'],
      [{ paymentMethod: 'bank-transfer' }, 'selectedBankId', 'Choose a bank'],
      [{ paymentMethod: 'bank-transfer', selectedBankId: 'no-such-bank' }, 'selectedBankId', 'Choose a bank'],
    ];
    for (const [extra, field, message] of cases) {
      expect(error(await place(who, payload(who, { ...direct, ...extra }))), field).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', details: [{ field, message }] });
    }
    // None of them took stock or made an order.
    const mine = json<{ data: { orders: unknown[] } }>(await app.inject({ url: '/api/orders', headers: who.headers })).data.orders;
    expect(mine).toHaveLength(0);
  });

  it('refuses a card payment when no card provider is set up (409 PAYMENT_UNAVAILABLE)', async () => {
    const who = await signedUpCustomer(app);
    const [a] = picks();
    expect(error(await place(who, payload(who, { source: 'direct', items: [item(a!, 1)], paymentMethod: 'stripe' })))).toMatchObject({
      status: 409,
      code: 'PAYMENT_UNAVAILABLE',
      message: 'Card payment is not available; choose cash on delivery or bank transfer',
    });
  });

  it('says how many orders are open when a sixth would pass the cap (409 TOO_MANY_OPEN_ORDERS)', async () => {
    const who = await signedUpCustomer(app);
    const [a] = picks();
    const direct = payload(who, { source: 'direct', items: [item(a!, 1)] });
    for (let i = 0; i < 5; i++) placed(await place(who, direct));
    expect(error(await place(who, direct))).toMatchObject({
      status: 409,
      code: 'TOO_MANY_OPEN_ORDERS',
      message: 'You already have 5 orders awaiting payment or delivery; more can be placed once they are settled',
    });
  });
});
