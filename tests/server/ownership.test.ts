import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { randomKey } from '../../src/server/lib/random-key.ts';
import { newGuestSessionId } from '../../src/web/api/session-id.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];
type Who = Record<string, string>;

let app: FastifyInstance;
let pick: { productId: string; variantId: string };
let people = 0;

beforeAll(async () => {
  app = await startTestApp();
  const product = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products.find((p) => p.variants.some((v) => v.stock >= 20))!;
  pick = { productId: product.id, variantId: product.variants.find((v) => v.stock >= 20)!.id };
});
afterAll(async () => {
  await stopTestApp(app);
});

async function customer(): Promise<Who> {
  const email = `owner${++people}@example.ma`;
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: `10.5.0.${people}`, payload: { firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026' } });
  await app.database.db.update(t.users).set({ isVerified: true }).where(eq(t.users.email, email));
  return { authorization: `Bearer ${json<S['AuthResponse']>(response).data.tokens.accessToken}` };
}
const guest = (): Who => ({ 'x-session-id': newGuestSessionId() });
const ANONYMOUS: Who = {};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, payload?: object) => app.inject({ method, url: `/api${url}`, headers: who, ...(payload && { payload }) });
const lines = async (who: Who) => json<{ data: { cart: S['Cart'] } }>(await call('GET', '/cart', who)).data.cart.items.map((i) => [i.id, i.quantity]);

async function lineOf(who: Who, quantity = 2) {
  const added = await call('POST', '/cart/items', who, { ...pick, quantity });
  expect(added.statusCode, added.body).toBe(200);
  return json<{ data: { cart: S['Cart'] } }>(added).data.cart.items[0]!.id;
}

describe('ownership: nobody reads or changes what is someone else’s', () => {
  it('a cart line: only its owner (customer or guest) sees, changes or removes it', async () => {
    const [alice, bob, guestOne, guestTwo] = [await customer(), await customer(), guest(), guest()];
    for (const [owner, others] of [
      [alice, [bob, guestTwo, ANONYMOUS]],
      [guestOne, [guestTwo, alice, ANONYMOUS]],
    ] as const) {
      const line = await lineOf(owner);
      const before = await lines(owner);
      for (const other of others) {
        const seen = await call('GET', '/cart', other);
        if (other === ANONYMOUS) expect([400, 401]).toContain(seen.statusCode);
        else expect(json<{ data: { cart: S['Cart'] } }>(seen).data.cart.items.map((i) => i.id)).not.toContain(line);
        const update = await call('PUT', `/cart/items/${line}`, other, { quantity: 9 });
        const remove = await call('DELETE', `/cart/items/${line}`, other);
        await call('DELETE', '/cart', other);
        // Someone else's line is not found; without any session there is no cart to speak of.
        for (const response of [update, remove]) expect([404, 400, 401], response.body).toContain(response.statusCode);
        expect(await lines(owner)).toEqual(before);
      }
      expect((await call('PUT', `/cart/items/${line}`, owner, { quantity: 3 })).statusCode).toBe(200);
      expect(await lines(owner)).toEqual([[line, 3]]);
    }
  });

  it('a cart merge moves only the guest cart of the session sent, into the caller’s own cart', async () => {
    const [alice, bob, guestOne] = [await customer(), await customer(), guest()];
    await lineOf(guestOne, 4);
    await lineOf(bob, 1);
    const moving = { 'x-guest-session-id': guestOne['x-session-id']! };
    // Without a token, nobody's cart receives anything.
    expect((await call('POST', '/cart/merge', { ...guestOne, ...moving }, {})).statusCode).toBe(401);
    const merged = await call('POST', '/cart/merge', { ...alice, ...moving }, {});
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await lines(alice)).map(([, q]) => q)).toEqual([4]);
    expect((await lines(bob)).map(([, q]) => q)).toEqual([1]);
    expect(await lines(guestOne)).toEqual([]);
    // A second merge of the same guest session (or one by someone else) finds nothing left to move.
    expect((await call('POST', '/cart/merge', { ...bob, ...moving }, {})).statusCode).toBe(200);
    expect((await lines(bob)).map(([, q]) => q)).toEqual([1]);
  });

  it('an order: its owner reads it; another customer gets 404, a guest and nobody 401; its number opens nothing', async () => {
    const [alice, bob] = [await customer(), await customer()];
    await lineOf(alice, 1);
    const placed = await call('POST', '/orders', alice, {
      source: 'cart',
      customerInfo: { firstName: 'Amina', lastName: 'Bennani', email: 'a@example.ma', phone: '+212661234567' },
      deliveryAddress: { street: '1 rue', city: 'Fès', country: 'MA' },
      paymentMethod: 'cash-on-delivery',
      deliveryMethod: { id: 'pickup' },
      selectedShopId: 'meknes-factory',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = json<{ data: { order: S['Order'] } }>(placed).data.order;
    expect((await call('GET', `/orders/${order._id}`, alice)).statusCode).toBe(200);
    expect((await call('GET', `/orders/${order._id}`, bob)).statusCode).toBe(404);
    expect((await call('GET', `/orders/${order._id}`, guest())).statusCode).toBe(401);
    expect((await call('GET', `/orders/${order._id}`, ANONYMOUS)).statusCode).toBe(401);
    // Ordering it again or cancelling it: the same, and nothing moves (no line in Bob's cart, Alice's order still placed).
    for (const action of ['reorder', 'cancel']) {
      expect((await call('POST', `/orders/${order._id}/${action}`, bob)).statusCode).toBe(404);
      expect((await call('POST', `/orders/${order._id}/${action}`, guest())).statusCode).toBe(401);
      expect((await call('POST', `/orders/${order._id}/${action}`, ANONYMOUS)).statusCode).toBe(401);
    }
    expect(await lines(bob)).toEqual([]);
    expect(json<{ data: { order: S['Order'] } }>(await call('GET', `/orders/${order._id}`, alice)).data.order.fulfilment).toBe('placed');
    // The number people see is not the key; the key is one of ours (128 random bits), not a version-4 UUID's 122.
    expect(order.orderNumber).not.toBe(order._id);
    expect(order._id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect((await call('GET', `/orders/${order.orderNumber}`, alice)).statusCode).toBe(400);
  });

  it('a profile: each token reads and changes its own account only', async () => {
    const [alice, bob] = [await customer(), await customer()];
    const aliceBefore = json<{ data: { user: S['User'] } }>(await call('GET', '/auth/me', alice)).data.user;
    expect((await call('PUT', '/auth/me', bob, { firstName: 'Intrus' })).statusCode).toBe(200);
    expect(json<{ data: { user: S['User'] } }>(await call('GET', '/auth/me', alice)).data.user).toEqual(aliceBefore);
    expect((await call('GET', '/auth/me', guest())).statusCode).toBe(401);
    expect((await call('PUT', '/auth/me', ANONYMOUS, { firstName: 'Intrus' })).statusCode).toBe(401);
  });
});

describe('keys nobody can guess', () => {
  it('guest session ids carry 144 random bits, all different', () => {
    const ids = Array.from({ length: 10_000 }, () => newGuestSessionId());
    for (const id of ids.slice(0, 100)) expect(id).toMatch(/^guest_[A-Za-z0-9_-]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('order keys carry 128 random bits (no version digits fixed), all different', () => {
    const keys = Array.from({ length: 10_000 }, () => randomKey());
    for (const key of keys.slice(0, 100)) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(keys.length);
    // Where a version-4 UUID always has '4' and one of 8, 9, a, b, every hex digit turns up.
    expect(new Set(keys.map((k) => k[14])).size).toBe(16);
    expect(new Set(keys.map((k) => k[19])).size).toBe(16);
  });

  it('the server refuses a guest id too short to be random', async () => {
    const response = await call('GET', '/cart', { 'x-session-id': 'guest_abc' });
    expect(response.statusCode).toBe(400);
  });
});
