import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { randomKey } from '../../src/server/lib/random-key.ts';
import { newGuestSessionId } from '../../src/web/api/session-id.ts';
import { staffByCommand } from '../support/staff-session.ts';
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

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who: Who, payload?: object) => app.inject({ method, url: `/api${url}`, headers: who, ...(payload && { payload }) });
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

  it('a review: only its writer lists or changes it; another’s call writes their own, or is refused', async () => {
    const [alice, bob, carol] = [await customer(), await customer(), await customer()];
    const staff = await staffByCommand(app, 'reviews-owner@huileries.ma', 'staff');
    const collected = async (who: Who) => {
      const placed = await call('POST', '/orders', who, { source: 'direct', items: [{ product: pick.productId, variant: pick.variantId, quantity: 1 }], customerInfo: { firstName: 'Amina', lastName: 'Bennani', email: 'a@example.ma', phone: '+212661234567' }, paymentMethod: 'cash-on-delivery', deliveryMethod: { id: 'pickup' }, selectedShopId: 'meknes-factory' });
      expect(placed.statusCode, placed.body).toBe(201);
      const id = json<{ data: { order: S['Order'] } }>(placed).data.order._id;
      for (const action of ['confirm', 'ready-for-pickup', 'collect']) expect((await app.inject({ method: 'POST', url: `/api/admin/orders/${id}/actions`, headers: staff, payload: { action } })).statusCode).toBe(200);
    };
    await collected(alice);
    await collected(bob);
    const written = await call('POST', '/account/reviews', alice, { productId: pick.productId, rating: 5, comment: 'Une huile excellente, merci.' });
    expect(written.statusCode, written.body).toBe(201);
    const aliceReview = json<{ data: { review: S['MyReview'] } }>(written).data.review;
    const mine = async (who: Who) => json<{ data: S['MyReviewsResponse']['data'] }>(await call('GET', '/account/reviews', who)).data.reviews;
    // Bob's call for the same product writes Bob's own review; Carol, who received nothing, is refused.
    expect((await call('POST', '/account/reviews', bob, { productId: pick.productId, rating: 1, comment: 'Pas à mon goût du tout.' })).statusCode).toBe(201);
    expect((await call('POST', '/account/reviews', carol, { productId: pick.productId, rating: 1, comment: 'Pas à mon goût du tout.' })).statusCode).toBe(403);
    expect(await mine(alice)).toEqual([aliceReview]);
    expect((await mine(bob)).map((r) => r.id)).not.toContain(aliceReview.id);
    expect(await mine(carol)).toEqual([]);
    for (const who of [guest(), ANONYMOUS]) {
      expect((await call('GET', '/account/reviews', who)).statusCode).toBe(401);
      expect((await call('POST', '/account/reviews', who, { productId: pick.productId, rating: 1, comment: 'Pas à mon goût du tout.' })).statusCode).toBe(401);
    }
    // A customer's token moderates nothing.
    expect((await call('POST', `/admin/reviews/${aliceReview.id}/moderation`, bob, { decision: 'hide', reason: 'Faux' })).statusCode).toBe(403);
    expect(await mine(alice)).toEqual([aliceReview]);
  });

  it('a saved address: its owner lists, changes and deletes it; another customer gets 404, a guest and nobody 401', async () => {
    const [alice, bob] = [await customer(), await customer()];
    const saved = await call('POST', '/account/addresses', alice, { label: 'Maison', firstName: 'Amina', lastName: 'Bennani', phone: '0661234567', street: '1 rue', city: 'Fès' });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = json<S['SavedAddressResponse']>(saved).data.address.id;
    const listed = async (who: Who) => json<S['SavedAddressListResponse']>(await call('GET', '/account/addresses', who)).data.addresses.map((a) => [a.id, a.street, a.isDefault]);
    const before = await listed(alice);
    expect(await listed(bob)).toEqual([]);
    for (const [other, status] of [
      [bob, 404],
      [guest(), 401],
      [ANONYMOUS, 401],
    ] as const) {
      if (other !== bob) expect((await call('GET', '/account/addresses', other)).statusCode).toBe(401);
      expect((await call('PATCH', `/account/addresses/${id}`, other, { street: 'Chez un autre' })).statusCode).toBe(status);
      expect((await call('PATCH', `/account/addresses/${id}`, other, { isDefault: true })).statusCode).toBe(status);
      expect((await call('DELETE', `/account/addresses/${id}`, other)).statusCode).toBe(status);
      expect(await listed(alice)).toEqual(before);
    }
    expect((await call('PATCH', `/account/addresses/${id}`, alice, { street: '2 rue' })).statusCode).toBe(200);
    expect((await call('DELETE', `/account/addresses/${id}`, alice)).statusCode).toBe(200);
    expect(await listed(alice)).toEqual([]);
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

describe('ownership: the account settings (issue 47) act on the token’s own account only', () => {
  it('password, email change, data export and deletion: another token never reaches this account', async () => {
    const [alice, bob] = [await customer(), await customer()];
    const aliceMe = json<{ data: { user: S['User'] } }>(await call('GET', '/auth/me', alice)).data.user;
    const bobMe = json<{ data: { user: S['User'] } }>(await call('GET', '/auth/me', bob)).data.user;
    const exported = json<S['MyDataResponse']>(await call('GET', '/auth/me/data', bob)).data;
    expect(exported.profile.email).toBe(bobMe.email);
    expect(JSON.stringify(exported)).not.toContain(aliceMe.email);
    expect((await call('POST', '/auth/password', bob, { currentPassword: 'Zitoun#2026', newPassword: 'Argane#2027' })).statusCode).toBe(200);
    expect((await call('POST', '/auth/email-change', bob, { newEmail: 'ailleurs@example.ma', password: 'Argane#2027' })).statusCode).toBe(200);
    expect((await call('POST', '/auth/me/delete', bob, { password: 'Argane#2027' })).statusCode).toBe(200);
    // Alice's account is as it was: her password still signs in, her address unchanged.
    expect(json<{ data: { user: S['User'] } }>(await call('GET', '/auth/me', alice)).data.user).toEqual(aliceMe);
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.5.9.1', payload: { email: aliceMe.email, password: 'Zitoun#2026' } });
    expect(signIn.statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', '/auth/password', { currentPassword: 'Zitoun#2026', newPassword: 'Argane#2027' }],
      ['POST', '/auth/email-change', { newEmail: 'ailleurs@example.ma', password: 'Zitoun#2026' }],
      ['POST', '/auth/email-change/confirm', { code: '123456' }],
      ['GET', '/auth/me/data', undefined],
      ['POST', '/auth/me/delete', { password: 'Zitoun#2026' }],
    ] as const) {
      for (const other of [bob, guest(), ANONYMOUS]) expect((await call(method, url, other, payload)).statusCode, `${url}`).toBe(401);
    }
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
