import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { CartStore } from '../../src/server/cart/cart-store.ts';
import { carts } from '../../src/server/db/schema.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];
type Cart = S['Cart'];
type ErrorBody = S['ErrorResponse'];

let app: FastifyInstance;
let products: S['ProductSummary'][];
let detailed: S['Product'][];
let registrations = 0;

beforeAll(async () => {
  app = await startTestApp();
  products = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products;
  detailed = await Promise.all(products.map(async (p) => json<{ data: { product: S['Product'] } }>(await app.inject(`/api/products/${p.id}`)).data.product));
});
afterAll(() => stopTestApp(app));

let guests = 0;
const newGuest = () => `guest_${String(++guests).padStart(4, '0')}abcdefghijklmnopqrstuvwxyz`;
const expectOnContract = (response: LightMyRequestResponse) => expect(response.headers['x-contract-violation'], response.body).toBeUndefined();

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: { guest?: string; token?: string }, payload?: object, headers: Record<string, string> = {}) {
  return app.inject({
    method,
    url: `/api${url}`,
    payload,
    headers: {
      ...(who.guest ? { 'x-session-id': who.guest } : {}),
      ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
      ...headers,
    },
  });
}

/** The cart of an answer that says `message` (the API's words for what was done). */
async function said(message: string, response: LightMyRequestResponse): Promise<Cart> {
  expect(json(response)).toMatchObject({ success: true, message });
  return cartOf(response);
}

async function cartOf(response: LightMyRequestResponse): Promise<Cart> {
  expectOnContract(response);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { cart: Cart } }>(response).data.cart;
}

function inStock(minStock = 5, skip = 0) {
  const found = detailed.flatMap((p) => p.variants.filter((v) => v.stock >= minStock).map((v) => ({ product: p, variant: v })));
  return found[skip]!;
}
const soldOut = () => detailed.flatMap((p) => p.variants.filter((v) => v.stock === 0).map((v) => ({ product: p, variant: v })))[0]!;
const line = (pick: ReturnType<typeof inStock>, quantity?: number) => ({ productId: pick.product.id, variantId: pick.variant.id, ...(quantity ? { quantity } : {}) });

async function customer(): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: `10.9.0.${++registrations}`,
    payload: { firstName: 'Karim', lastName: 'Alaoui', email: `karim${registrations}@example.ma`, password: 'Zitoun#2026' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<S['AuthResponse']>(response).data.tokens.accessToken;
}

describe('a guest cart', () => {
  it('starts empty, and prices each line from the catalogue with VAT 10 %', async () => {
    const guest = newGuest();
    expect(await cartOf(await call('GET', '/cart', { guest }))).toMatchObject({ items: [], itemCount: 0, totalAmount: 0, currency: 'MAD' });
    const a = inStock(5, 0);
    const b = inStock(5, 3);
    await cartOf(await call('POST', '/cart/items', { guest }, line(a, 2)));
    const cart = await cartOf(await call('POST', '/cart/items', { guest }, line(b)));
    expect(cart.items.map((i) => [i.variantId, i.quantity])).toEqual([
      [a.variant.id, 2],
      [b.variant.id, 1],
    ]);
    const subtotal = a.variant.price * 2 + b.variant.price;
    expect(cart).toMatchObject({ itemCount: 3, subtotal, vat: Math.round(subtotal / 10), totalAmount: subtotal + Math.round(subtotal / 10) });
    expect(cart.items[0]).toMatchObject({ productName: a.product.name, size: a.variant.size, unitPrice: a.variant.price, totalPrice: a.variant.price * 2, brand: a.product.brand.id, slug: a.product.slug, itemProperties: [a.product.category.label] });
  });

  it('ignores a price sent by the client', async () => {
    const guest = newGuest();
    const a = inStock();
    const cart = await cartOf(await call('POST', '/cart/items', { guest }, { ...line(a, 1), price: 1, currency: 'MAD' }));
    expect(cart.items[0]!.unitPrice).toBe(a.variant.price);
    expect(cart.totalAmount).toBeGreaterThan(100);
  });

  it('adds up quantities of one variant on one line, never past 99 or the stock', async () => {
    const guest = newGuest();
    const a = inStock(99);
    await cartOf(await call('POST', '/cart/items', { guest }, line(a, 60)));
    const cart = await cartOf(await call('POST', '/cart/items', { guest }, line(a, 39)));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(99);
    const over = await call('POST', '/cart/items', { guest }, line(a, 1));
    expectOnContract(over);
    expect(over.statusCode).toBe(409);
    expect(json<ErrorBody>(over)).toMatchObject({ success: false, code: 'QUANTITY_OUT_OF_RANGE', message: 'A cart line holds at most 99; 99 already in the cart' });

    const empty = await call('POST', '/cart/items', { guest }, line(soldOut()));
    expect(empty.statusCode).toBe(409);
    expect(json<ErrorBody>(empty)).toMatchObject({ code: 'OUT_OF_STOCK', message: 'This product is out of stock' });
  });

  it.each([
    [{ quantity: 0 }, 'QUANTITY_OUT_OF_RANGE'],
    [{ quantity: 100 }, 'QUANTITY_OUT_OF_RANGE'],
    [{ quantity: 'abc' }, 'QUANTITY_OUT_OF_RANGE'],
    [{ quantity: 1.5 }, 'QUANTITY_OUT_OF_RANGE'],
    // A number is a number: neither a string of digits nor a boolean is taken for one.
    [{ quantity: '5' }, 'QUANTITY_OUT_OF_RANGE'],
    [{ quantity: true }, 'QUANTITY_OUT_OF_RANGE'],
  ])('refuses %j with the envelope', async (extra, code) => {
    const guest = newGuest();
    const a = inStock();
    const add = await call('POST', '/cart/items', { guest }, { ...line(a), ...extra });
    expectOnContract(add);
    expect(add.statusCode).toBe(400);
    expect(json<ErrorBody>(add)).toMatchObject({ success: false, code, message: 'Quantity must be a whole number from 1 to 99' });
    const cart = await cartOf(await call('POST', '/cart/items', { guest }, line(a)));
    const update = await call('PUT', `/cart/items/${cart.items[0]!.id}`, { guest }, extra);
    expect(update.statusCode).toBe(400);
    expect(json<ErrorBody>(update).code).toBe(code);
    expect((await cartOf(await call('GET', '/cart', { guest }))).items[0]!.quantity).toBe(1);
  });

  it('says “Missing required product information” without a product or variant', async () => {
    const guest = newGuest();
    for (const payload of [{ variantId: inStock().variant.id }, { productId: inStock().product.id }, {}]) {
      const response = await call('POST', '/cart/items', { guest }, payload);
      expectOnContract(response);
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response)).toMatchObject({ code: 'MISSING_PRODUCT_INFO', message: 'Missing required product information' });
    }
    const mismatched = await call('POST', '/cart/items', { guest }, { productId: inStock(5, 0).product.id, variantId: detailed.at(-1)!.variants[0]!.id });
    expect(mismatched.statusCode).toBe(404);
    expect(json<ErrorBody>(mismatched)).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' });
  });

  it('needs a well-formed guest id without a token: guest_ and 22 to 120 random characters, nothing around them', async () => {
    const random = 'abcdefghijklmnopqrstuvwxyz0123456789-_ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyz0123456789-_ABCDEFGHIJKLMN';
    const refused = [{}, { 'x-session-id': 'guest_short' }, { 'x-session-id': 'not-a-guest-id-at-all' }, { 'x-session-id': `xguest_${random.slice(0, 30)}` }, { 'x-session-id': `guest_${random.slice(0, 121)}` }];
    for (const headers of refused) {
      const response = await app.inject({ method: 'GET', url: '/api/cart', headers });
      expectOnContract(response);
      expect(response.statusCode, JSON.stringify(headers)).toBe(400);
      expect(json<ErrorBody>(response)).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'header.x-session-id', message: 'A guest session id is required' }] });
    }
    for (const id of [`guest_${random.slice(0, 22)}`, `guest_${random.slice(0, 120)}`]) await cartOf(await app.inject({ method: 'GET', url: '/api/cart', headers: { 'x-session-id': id } }));
  });

  it('updates, removes and clears lines, refusing more than the stock', async () => {
    const guest = newGuest();
    const a = inStock(5, 0);
    const b = inStock(5, 1);
    await call('POST', '/cart/items', { guest }, line(a));
    let cart = await cartOf(await call('POST', '/cart/items', { guest }, line(b)));
    cart = await said('Cart updated', await call('PUT', `/cart/items/${cart.items[0]!.id}`, { guest }, { quantity: 4 }));
    expect(cart.items[0]!.quantity).toBe(4);
    const tooMany = await call('PUT', `/cart/items/${cart.items[0]!.id}`, { guest }, { quantity: Math.min(a.variant.stock + 1, 99) });
    if (a.variant.stock < 99) expect(json<ErrorBody>(tooMany)).toMatchObject({ code: 'OUT_OF_STOCK', message: `Only ${a.variant.stock} left in stock` });
    const removed = cart.items[0]!.id;
    cart = await said('Item removed from cart', await call('DELETE', `/cart/items/${removed}`, { guest }));
    expect(cart.items.map((i) => i.variantId)).toEqual([b.variant.id]);
    const again = await call('DELETE', `/cart/items/${removed}`, { guest });
    expect(again.statusCode).toBe(404);
    expect(json<ErrorBody>(again)).toMatchObject({ code: 'NOT_FOUND', message: 'Cart item not found' });
    const summary = await call('GET', '/cart/summary', { guest });
    expectOnContract(summary);
    expect(json<{ data: { summary: object } }>(summary).data.summary).toMatchObject({ itemCount: 1, lineCount: 1, subtotal: b.variant.price });
    cart = await said('Cart cleared', await call('DELETE', '/cart', { guest }));
    expect(cart).toMatchObject({ items: [], itemCount: 0, subtotal: 0, totalAmount: 0 });
  });
});

describe('guest carts over time', () => {
  const add = (guest: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/cart/items', remoteAddress, headers: { 'x-session-id': guest }, payload: { productId: detailed[0]!.id, variantId: detailed[0]!.variants[0]!.id, quantity: 1 } });

  it('one address opens at most 60 new guest carts an hour; its open carts and other addresses go on', async () => {
    const first = newGuest();
    const answers = [await add(first, '10.44.0.1')];
    for (let i = 1; i < 61; i++) answers.push(await add(newGuest(), '10.44.0.1'));
    expect(answers.slice(0, 60).map((a) => a.statusCode)).toEqual(Array(60).fill(200));
    const refused = answers[60]!;
    expectOnContract(refused);
    expect(refused.statusCode).toBe(429);
    expect(json<{ code: string }>(refused).code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // A cart it already has still takes lines; another address still opens one.
    expect((await add(first, '10.44.0.1')).statusCode).toBe(200);
    expect((await add(newGuest(), '10.44.0.2')).statusCode).toBe(200);
  });

  it('a guest cart idle for 30 days is purged with its lines; a younger one and customers’ carts stay', async () => {
    const idle = newGuest();
    const recent = newGuest();
    expect((await add(idle, '10.45.0.1')).statusCode).toBe(200);
    expect((await add(recent, '10.45.0.1')).statusCode).toBe(200);
    await app.database.db.update(carts).set({ updatedAt: sql`now() - interval '31 days'` }).where(eq(carts.sessionId, idle));
    await app.database.db.update(carts).set({ updatedAt: sql`now() - interval '29 days'` }).where(eq(carts.sessionId, recent));
    const store = new CartStore(app.database.db);
    expect(await store.purgeIdleGuests()).toBe(1);
    expect(await cartOf(await call('GET', '/cart', { guest: idle }))).toMatchObject({ items: [] });
    expect((await cartOf(await call('GET', '/cart', { guest: recent }))).items).toHaveLength(1);
  });
});

describe('ownership', () => {
  it('another session cannot read, change or remove my lines (404)', async () => {
    const mine = newGuest();
    const theirs = newGuest();
    const cart = await cartOf(await call('POST', '/cart/items', { guest: mine }, line(inStock(), 2)));
    const id = cart.items[0]!.id;
    expect((await cartOf(await call('GET', '/cart', { guest: theirs }))).items).toEqual([]);
    const token = await customer();
    for (const who of [{ guest: theirs }, { token }]) {
      const update = await call('PUT', `/cart/items/${id}`, who, { quantity: 5 });
      expectOnContract(update);
      expect(update.statusCode).toBe(404);
      expect(json<ErrorBody>(update).code).toBe('NOT_FOUND');
      expect((await call('DELETE', `/cart/items/${id}`, who)).statusCode).toBe(404);
      await call('DELETE', '/cart', who);
    }
    expect((await cartOf(await call('GET', '/cart', { guest: mine }))).items).toMatchObject([{ id, quantity: 2 }]);
  });

  it('a customer’s token reaches the customer’s cart whatever the session id; a bad token is a 401', async () => {
    const token = await customer();
    await cartOf(await call('POST', '/cart/items', { guest: newGuest(), token }, line(inStock())));
    expect((await cartOf(await call('GET', '/cart', { guest: newGuest(), token }))).itemCount).toBe(1);
    const forged = await call('GET', '/cart', { guest: newGuest(), token: `${token}x` });
    expectOnContract(forged);
    expect(forged.statusCode).toBe(401);
    // RFC 7235: the scheme is case-insensitive and one or more spaces part it from the token.
    for (const authorization of [`bearer ${token}`, `Bearer   ${token}`]) {
      expect((await cartOf(await app.inject({ url: '/api/cart', headers: { authorization } }))).itemCount, authorization).toBe(1);
    }
    // Anything else is a bad token, never a fall back to the guest cart the session id names.
    for (const authorization of [`Basic ${token}`, `xBearer ${token}`, `Bearer ${token} extra`, 'Bearer']) {
      const response = await app.inject({ url: '/api/cart', headers: { authorization, 'x-session-id': newGuest() } });
      expectOnContract(response);
      expect(response.statusCode, authorization).toBe(401);
      expect(json<ErrorBody>(response), authorization).toMatchObject({ code: 'UNAUTHORIZED', message: 'Invalid token' });
    }
  });
});

describe('merging a guest cart at sign-in', () => {
  it('moves the guest lines, adds quantities capped at 99, empties the guest cart, and merging twice adds once', async () => {
    const guest = newGuest();
    const token = await customer();
    const a = inStock(99, 0);
    const b = [0, 1, 2].map((i) => inStock(5, i)).find((pick) => pick.variant.id !== a.variant.id)!;
    await call('POST', '/cart/items', { token }, line(a, 70));
    await call('POST', '/cart/items', { guest }, line(a, 50));
    await call('POST', '/cart/items', { guest }, line(b, 2));
    const merge = () => call('POST', '/cart/merge', { token }, undefined, { 'x-guest-session-id': guest });
    const merged = await cartOf(await merge());
    expect(merged.items.map((i) => [i.variantId, i.quantity])).toEqual([
      [a.variant.id, 99],
      [b.variant.id, 2],
    ]);
    expect(await cartOf(await merge())).toEqual(merged);
    expect((await cartOf(await call('GET', '/cart', { guest }))).items).toEqual([]);
  });

  it('merges a guest cart left empty: the customer keeps their lines, the guest cart goes', async () => {
    const guest = newGuest();
    const token = await customer();
    const emptied = await cartOf(await call('POST', '/cart/items', { guest }, line(inStock(5, 0))));
    await cartOf(await call('DELETE', `/cart/items/${emptied.items[0]!.id}`, { guest }));
    await cartOf(await call('POST', '/cart/items', { token }, line(inStock(5, 1), 3)));
    const response = await call('POST', '/cart/merge', { token }, undefined, { 'x-guest-session-id': guest });
    expect(json(response)).toMatchObject({ success: true, message: 'Cart merged' });
    expect((await cartOf(response)).items.map((i) => [i.variantId, i.quantity])).toEqual([[inStock(5, 1).variant.id, 3]]);
    expect(await app.database.db.select().from(carts).where(eq(carts.sessionId, guest))).toEqual([]);
  });

  it('refuses a malformed guest id before merging anything', async () => {
    const token = await customer();
    const response = await call('POST', '/cart/merge', { token }, undefined, { 'x-guest-session-id': 'guest_short' });
    expectOnContract(response);
    expect(response.statusCode).toBe(400);
  });

  it('needs a signed-in customer', async () => {
    const response = await call('POST', '/cart/merge', { guest: newGuest() }, undefined, { 'x-guest-session-id': newGuest() });
    expectOnContract(response);
    expect(response.statusCode).toBe(401);
    expect(json<ErrorBody>(response)).toMatchObject({ code: 'UNAUTHORIZED', message: 'Authentication required' });
  });
});
