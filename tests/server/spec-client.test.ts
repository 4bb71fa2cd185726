/* eslint-disable @typescript-eslint/no-explicit-any -- read by the words of spec section 7, not through our generated types */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { codeIn, startSmtpCapture } from '../support/smtp-capture.ts';
import { SpecClient } from '../support/spec-client.ts';
import { startTestApp, stopTestApp } from '../support/test-app.ts';

// Expectations from spec sections 3 and 7: what a client written from them sends and reads.
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let host: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await startTestApp({ smtpUrl: smtp.url });
  await app.listen({ port: 0, host: '127.0.0.1' });
  host = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await stopTestApp(app);
  await smtp?.close();
});

const password = 'Zitoun#2026';
let people = 0;
const address = { street: '12 rue Allal Ben Abdellah', city: 'Casablanca', country: 'MA', postalCode: '20250' };

/** Spec section 3's order payload, items as the shopper saw them: product, variant, quantity, price, currency. */
function specOrder(email: string, items: { product: string; variant: string; quantity: number; price: number }[]) {
  return {
    items: items.map((item) => ({ ...item, currency: 'MAD' })),
    customerInfo: { firstName: 'Amina', lastName: 'Bennani', email, phone: '+212661234567' },
    billingAddress: address,
    deliveryAddress: address,
    paymentMethod: 'cash-on-delivery',
    deliveryMethod: { id: 'home-casablanca-rabat' },
    notes: '',
    total: 1,
  };
}

/** A guest browses, keeps a cart, signs up, verifies, and the cart joins the account. */
async function signedUpShopperWithCart() {
  const client = new SpecClient(host);
  const list = await client.products();
  expect(list.status).toBe(200);
  expect(list.body.success).toBe(true);
  const products: any[] = list.body.data.products;
  const inStock = products.filter((p) => p.variants?.some((v: any) => v.stock > 5) ?? true);
  const first = (await client.product(inStock[0].id)).body.data.product;
  const second = (await client.product(inStock[1].id)).body.data.product;
  const v1 = first.variants.find((v: any) => v.stock > 5);
  const v2 = second.variants.find((v: any) => v.stock > 5);
  expect((await client.addToCart(first.id, v1.id, 1)).body.success).toBe(true);
  expect((await client.addToCart(second.id, v2.id, 1)).body.success).toBe(true);

  const email = `spec${++people}@example.ma`;
  const registered = await client.register({ firstName: ' Amina ', lastName: 'Bennani', email, password, phone: '+212600000000' });
  expect(registered.status).toBe(201);
  expect(registered.body.data.user.email).toBe(email);
  expect(client.accessToken).toBeTruthy();
  const verified = await client.verify(email, codeIn(await smtp.waitFor(email)));
  expect(verified.status).toBe(200);
  expect(verified.body.success).toBe(true);
  const merged = await client.mergeCart();
  expect(merged.status).toBe(200);
  return {
    client,
    email,
    lines: [
      { product: first, variant: v1 },
      { product: second, variant: v2 },
    ],
  };
}

describe('a client written from spec section 7 alone', () => {
  it('browses: products, one product, its variants, featured, search, categories, brands', async () => {
    const client = new SpecClient(host);
    const list = await client.products();
    expect(list.body).toMatchObject({ success: true });
    expect(list.body.data.products.length).toBeGreaterThan(0);
    const id = list.body.data.products[0].id;
    const one = await client.product(id);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ success: true, message: expect.any(String), data: { product: { id } } });
    expect((await client.variants(id)).status).toBe(200);
    expect((await client.featured()).status).toBe(200);
    expect((await client.search('huile')).body.success).toBe(true);
    const categories = await client.categories();
    expect(categories.body.success).toBe(true);
    for (const category of categories.body.data) expect(category).toMatchObject({ name: expect.any(String), productCount: expect.any(Number) });
    expect((await client.brands()).body).toMatchObject({ success: true, data: expect.any(Array) });
    expect((await client.catalog('fr')).body.success).toBe(true);
  });

  it('keeps a guest cart: add, change a quantity, remove a line and clear it, each DELETE sent as JSON with no body', async () => {
    const client = new SpecClient(host);
    const product = (await client.product((await client.products()).body.data.products[0].id)).body.data.product;
    const variant = product.variants[0];
    expect((await client.addToCart(product.id, variant.id, 2)).body.success).toBe(true);
    let cart = (await client.cart()).body.data.cart;
    expect(cart.items).toHaveLength(1);
    const line = cart.items[0];
    const updated = await client.updateItem(line.id ?? line._id, 3);
    expect(updated.status).toBe(200);
    expect(updated.body.data.cart.items[0].quantity).toBe(3);
    expect((await client.cartSummary()).status).toBe(200);

    const removed = await client.removeItem(line.id ?? line._id);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.data.cart.items).toEqual([]);

    await client.addToCart(product.id, variant.id, 1);
    const cleared = await client.clearCart();
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.data.cart.items).toEqual([]);
    cart = (await client.cart()).body.data.cart;
    expect(cart.items).toEqual([]);
  });

  it('registers, verifies, and orders its cart with the payload of spec section 3 (no source), which empties the cart', async () => {
    const { client, email, lines } = await signedUpShopperWithCart();
    const me = await client.me();
    expect(me.body.data.user).toMatchObject({ email, firstName: 'Amina' });
    const cart = (await client.cart()).body.data.cart;
    expect(cart.items).toHaveLength(2);

    const items = cart.items.map((item: any) => ({ product: item.productId, variant: item.variantId, quantity: item.quantity, price: item.price }));
    const placed = await client.order(specOrder(email, items));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ success: true, message: expect.any(String), data: { order: { _id: expect.any(String) } } });
    const order = placed.body.data.order;
    expect(order.items.map((item: any) => item.variantId).sort()).toEqual(lines.map((line) => line.variant.id).sort());
    // The total is the server's: 10 % VAT on the lines plus shipping, never the 1 sent.
    expect(order.total).toBeGreaterThan(1);
    expect((await client.cart()).body.data.cart.items).toEqual([]);
  });

  it('buys one line directly with the same payload, and the cart stays as it was', async () => {
    const { client, email, lines } = await signedUpShopperWithCart();
    const linesOf = async () => (await client.cart()).body.data.cart.items.map((item: any) => [item.variantId, item.quantity]);
    const before = await linesOf();
    const { product, variant } = lines[0]!;
    const placed = await client.order(specOrder(email, [{ product: product.id, variant: variant.id, quantity: 2, price: variant.price }]));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data.order.items).toEqual([expect.objectContaining({ variantId: variant.id, quantity: 2 })]);
    expect(await linesOf()).toEqual(before);
  });

  it('is told when several items no longer match its cart, and nothing is ordered', async () => {
    const { client, email, lines } = await signedUpShopperWithCart();
    const items = lines.map(({ product, variant }) => ({ product: product.id, variant: variant.id, quantity: 5, price: variant.price }));
    const refused = await client.order(specOrder(email, items));
    expect(refused.status).toBe(409);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toMatch(/cart/i);
    expect((await client.cart()).body.data.cart.items).toHaveLength(2);
    const [user] = await app.database.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
    expect(await app.database.db.select().from(t.orders).where(eq(t.orders.userId, user!.id))).toEqual([]);
  });

  it('refreshes its token, updates its profile, logs out, and resets its password with the mailed code', async () => {
    const { client, email } = await signedUpShopperWithCart();
    const refreshed = await client.refresh();
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.tokens.accessToken).toEqual(expect.any(String));
    const profile = await client.updateMe({ firstName: 'Salma' });
    expect(profile.body.data.user.firstName).toBe('Salma');
    expect((await client.logout()).status).toBe(200);
    expect((await client.me()).status).toBe(401);

    const sent = smtp.mails.length;
    expect((await client.forgotPassword(email)).body.success).toBe(true);
    const code = codeIn(await smtp.waitFor(email, sent));
    const reset = await client.resetPassword(email, code, 'Argane#2027');
    expect(reset.body.success, JSON.stringify(reset.body)).toBe(true);
    const login = await client.login(email, 'Argane#2027');
    expect(login.status).toBe(200);
    expect(login.body.data.user.email).toBe(email);
  });
});
