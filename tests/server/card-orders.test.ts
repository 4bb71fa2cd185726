import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { settleCardOrder, sweepCardOrders } from '../../src/server/orders/card-order.ts';
import { stripeCardPayments } from '../../src/server/payments/card-payments.ts';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];
type Order = S['Order'];

let app: FastifyInstance;
let stripe: FakeStripe;
let products: S['Product'][];
let people = 0;

beforeAll(async () => {
  stripe = await startFakeStripe();
  app = await startTestApp({ stripeSecretKey: 'sk_test_local', stripeApiUrl: stripe.url, publicUrl: 'https://shop.example.ma' });
  const list = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products;
  products = await Promise.all(list.map(async (p) => json<{ data: { product: S['Product'] } }>(await app.inject(`/api/products/${p.id}`)).data.product));
});
afterAll(async () => {
  await stopTestApp(app);
  await stripe?.close();
});

const expectOnContract = (response: LightMyRequestResponse) => expect(response.headers['x-contract-violation'], response.body).toBeUndefined();
const picks = () => products.flatMap((p) => p.variants.filter((v) => v.stock >= 20).map((v) => ({ product: p, variant: v })));

async function customer() {
  const email = `carte${++people}@example.ma`;
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: `10.9.0.${people}`, payload: { firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026' } });
  expect(response.statusCode, response.body).toBe(201);
  await app.database.db.update(t.users).set({ isVerified: true }).where(eq(t.users.email, email));
  return { email, headers: { authorization: `Bearer ${json<S['AuthResponse']>(response).data.tokens.accessToken}` } };
}

const cardOrder = (email: string) => ({
  source: 'cart',
  customerInfo: { firstName: 'Amina', lastName: 'Bennani', email, phone: '+212661234567' },
  deliveryAddress: { street: '12 rue Allal Ben Abdellah', city: 'Casablanca', country: 'MA' },
  paymentMethod: 'stripe',
  deliveryMethod: { id: 'home-casablanca-rabat' },
  total: 100,
});

async function stockOf(variantId: string) {
  const [row] = await app.database.db.select({ stock: t.variants.stock }).from(t.variants).where(eq(t.variants.id, variantId));
  return row!.stock;
}

async function cartOf(headers: Record<string, string>) {
  return json<{ data: { cart: S['Cart'] } }>(await app.inject({ url: '/api/cart', headers })).data.cart.items;
}

async function placeCardOrder(pick: ReturnType<typeof picks>[number], quantity: number, key?: string) {
  const who = await customer();
  const added = await app.inject({ method: 'POST', url: '/api/cart/items', headers: who.headers, payload: { productId: pick.product.id, variantId: pick.variant.id, quantity, price: 1 } });
  expect(added.statusCode, added.body).toBe(200);
  const response = await app.inject({ method: 'POST', url: '/api/orders', headers: { ...who.headers, ...(key && { 'idempotency-key': key }) }, payload: cardOrder(who.email) });
  return { ...who, response };
}

const readOrder = (headers: Record<string, string>, id: string) => app.inject({ url: `/api/orders/${id}`, headers });

describe('card payments (Stripe Checkout, against a local stand-in)', () => {
  it('offers card as available once a key is set', async () => {
    const methods = json<S['PaymentMethodListResponse']>(await app.inject('/api/checkout/payment-methods')).data;
    expect(methods.find((m) => m.id === 'stripe')?.available).toBe(true);
  });

  it('opens a hosted page priced by the server (a sent price or total is ignored), keeps the order waiting, then marks it paid once the provider says so', async () => {
    const pick = picks()[0]!;
    const stockBefore = await stockOf(pick.variant.id);
    const { email, headers, response } = await placeCardOrder(pick, 2);
    expectOnContract(response);
    expect(response.statusCode, response.body).toBe(201);
    const placed = json<{ data: { order: Order } }>(response).data.order;
    const session = stripe.sessions.at(-1)!;
    expect(placed).toMatchObject({ status: 'awaiting-payment', paymentMethod: 'stripe', payment: { status: 'awaiting-card', checkoutUrl: `${stripe.url}/pay/${session.id}` } });
    // What the provider is asked to charge: our lines, shipping and VAT, adding up to the order's total.
    const amount = (i: number) => Number(session.params[`line_items[${i}][price_data][unit_amount]`]) * Number(session.params[`line_items[${i}][quantity]`]);
    expect(session.params['line_items[0][price_data][unit_amount]']).toBe(String(pick.variant.price));
    expect(session.params['line_items[0][quantity]']).toBe('2');
    expect(session.params['line_items[0][price_data][currency]']).toBe('mad');
    expect(session.params['line_items[1][price_data][product_data][name]']).toBe('Livraison');
    expect(session.params['line_items[2][price_data][product_data][name]']).toBe('TVA (10%)');
    expect(amount(0) + amount(1) + amount(2)).toBe(placed.total);
    expect(session.params).toMatchObject({ mode: 'payment', customer_email: email, client_reference_id: placed._id, success_url: `https://shop.example.ma/checkout?order=${placed._id}` });
    expect(await stockOf(pick.variant.id)).toBe(stockBefore - 2);
    expect(await cartOf(headers)).toEqual([]);

    // Not paid yet: still waiting, the page still offered.
    let read = json<{ data: { order: Order } }>(await readOrder(headers, placed._id)).data.order;
    expect(read.payment).toEqual({ status: 'awaiting-card', checkoutUrl: placed.payment.checkoutUrl });
    stripe.pay(session.id);
    const paid = await readOrder(headers, placed._id);
    expectOnContract(paid);
    read = json<{ data: { order: Order } }>(paid).data.order;
    expect(read).toMatchObject({ status: 'paid', payment: { status: 'paid', checkoutUrl: null } });
  });

  it('cancels an order whose page expired unpaid, and puts its stock back once', async () => {
    const pick = picks()[1]!;
    const stockBefore = await stockOf(pick.variant.id);
    const { headers, response } = await placeCardOrder(pick, 3);
    const placed = json<{ data: { order: Order } }>(response).data.order;
    expect(await stockOf(pick.variant.id)).toBe(stockBefore - 3);
    stripe.expire(stripe.sessions.at(-1)!.id);
    const reads = await Promise.all([readOrder(headers, placed._id), readOrder(headers, placed._id)]);
    for (const read of reads) expect(json<{ data: { order: Order } }>(read).data.order).toMatchObject({ status: 'cancelled', payment: { status: 'cancelled', checkoutUrl: null } });
    expect(await stockOf(pick.variant.id)).toBe(stockBefore);
    // A reader who saw it waiting just before another settled it is told it no longer waits, so it reads again.
    const deps = { db: app.database.db, payments: stripeCardPayments('sk_test_local', stripe.url), publicUrl: 'https://shop.example.ma', log: app.log };
    expect(await settleCardOrder(deps, placed._id)).toBe(true);
    expect(await stockOf(pick.variant.id)).toBe(stockBefore);
  });

  it('a sweep settles card orders left unread after their page expired, and leaves younger ones waiting', async () => {
    const pick = picks()[5]!;
    const stockBefore = await stockOf(pick.variant.id);
    const old = json<{ data: { order: Order } }>((await placeCardOrder(pick, 2)).response).data.order;
    stripe.expire(stripe.sessions.at(-1)!.id);
    const young = json<{ data: { order: Order } }>((await placeCardOrder(pick, 1)).response).data.order;
    stripe.expire(stripe.sessions.at(-1)!.id);
    await app.database.db.update(t.orders).set({ createdAt: new Date(Date.now() - 25 * 3600_000) }).where(eq(t.orders.id, old._id));
    const deps = { db: app.database.db, payments: stripeCardPayments('sk_test_local', stripe.url), publicUrl: 'https://shop.example.ma', log: app.log };
    expect(await sweepCardOrders(deps)).toBe(1);
    const statusOf = async (id: string) => (await app.database.db.select({ status: t.orders.status }).from(t.orders).where(eq(t.orders.id, id)))[0]!.status;
    expect(await statusOf(old._id)).toBe('cancelled');
    expect(await statusOf(young._id)).toBe('awaiting-payment');
    expect(await stockOf(pick.variant.id)).toBe(stockBefore - 1);
    expect(await sweepCardOrders(deps)).toBe(0);
  });

  it('one idempotency key gives one order and one hosted page', async () => {
    const pick = picks()[2]!;
    const who = await customer();
    await app.inject({ method: 'POST', url: '/api/cart/items', headers: who.headers, payload: { productId: pick.product.id, variantId: pick.variant.id, quantity: 1 } });
    const sessionsBefore = stripe.sessions.length;
    const send = () => app.inject({ method: 'POST', url: '/api/orders', headers: { ...who.headers, 'idempotency-key': 'card-key-0001' }, payload: cardOrder(who.email) });
    const first = json<{ data: { order: Order } }>(await send()).data.order;
    const again = json<{ data: { order: Order } }>(await send()).data.order;
    expect(again._id).toBe(first._id);
    expect(again.payment.checkoutUrl).toBe(first.payment.checkoutUrl);
    expect(stripe.sessions.length).toBe(sessionsBefore + 1);
  });

  it('when the provider is down: 502 in the envelope, nothing charged, nothing kept (stock and cart as they were)', async () => {
    const pick = picks()[3]!;
    const stockBefore = await stockOf(pick.variant.id);
    stripe.failing = true;
    try {
      const { headers, response } = await placeCardOrder(pick, 2);
      expectOnContract(response);
      expect(response.statusCode, response.body).toBe(502);
      expect(json<S['ErrorResponse']>(response)).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR', message: 'Card payment could not be started and nothing was charged; try again or choose another payment method' });
      expect(await stockOf(pick.variant.id)).toBe(stockBefore);
      expect((await cartOf(headers)).map((i) => [i.variantId, i.quantity])).toEqual([[pick.variant.id, 2]]);
      const kept = await app.database.db.select().from(t.orders).where(eq(t.orders.paymentMethod, 'stripe'));
      expect(kept.every((o) => o.paymentSessionId)).toBe(true);
    } finally {
      stripe.failing = false;
    }
  });

  it('when the provider is down, a direct purchase leaves the cart as it was too: its line never was in it', async () => {
    const pick = picks()[6]!;
    const who = await customer();
    stripe.failing = true;
    try {
      const response = await app.inject({ method: 'POST', url: '/api/orders', headers: who.headers, payload: { ...cardOrder(who.email), source: 'direct', items: [{ product: pick.product.id, variant: pick.variant.id, quantity: 1 }] } });
      expect(response.statusCode, response.body).toBe(502);
      expect(await cartOf(who.headers)).toEqual([]);
    } finally {
      stripe.failing = false;
    }
  });

  it('the sweep asks about a waiting order once its page is 24 hours old, not before', async () => {
    const { response } = await placeCardOrder(picks()[7]!, 1);
    const placed = json<{ data: { order: Order } }>(response).data.order;
    stripe.expire(stripe.sessions.at(-1)!.id);
    const deps = { db: app.database.db, payments: stripeCardPayments('sk_test_local', stripe.url), publicUrl: 'https://shop.example.ma', log: app.log };
    const openedAt = Date.parse(placed.createdAt);
    const statusOf = async () => (await app.database.db.select({ status: t.orders.status }).from(t.orders).where(eq(t.orders.id, placed._id)))[0]!.status;
    await sweepCardOrders(deps, openedAt + 24 * 3600_000 - 60_000);
    expect(await statusOf()).toBe('awaiting-payment');
    expect(await sweepCardOrders(deps, openedAt + 24 * 3600_000 + 60_000)).toBeGreaterThanOrEqual(1);
    expect(await statusOf()).toBe('cancelled');
  });

  it('settling answers whether the order still waits, asking the provider only about a waiting card order', async () => {
    const deps = { db: app.database.db, payments: stripeCardPayments('sk_test_local', stripe.url), publicUrl: 'https://shop.example.ma', log: app.log };
    const { response } = await placeCardOrder(picks()[8]!, 1);
    const placed = json<{ data: { order: Order } }>(response).data.order;
    // Its page still open: still waiting.
    expect(await settleCardOrder(deps, placed._id)).toBe(false);
    stripe.pay(stripe.sessions.at(-1)!.id);
    expect(await settleCardOrder(deps, placed._id)).toBe(true);
    // Settled already: no longer waiting, whatever the provider would say now.
    stripe.failing = true;
    try {
      expect(await settleCardOrder(deps, placed._id)).toBe(true);
    } finally {
      stripe.failing = false;
    }
    // Not a card order, or no order at all: nothing to settle.
    const who = await customer();
    const transfer = await app.inject({ method: 'POST', url: '/api/orders', headers: who.headers, payload: { ...cardOrder(who.email), source: 'direct', paymentMethod: 'bank-transfer', selectedBankId: 'attijariwafa-bank', items: [{ product: picks()[8]!.product.id, variant: picks()[8]!.variant.id, quantity: 1 }] } });
    expect(transfer.statusCode, transfer.body).toBe(201);
    expect(await settleCardOrder(deps, json<{ data: { order: Order } }>(transfer).data.order._id)).toBe(false);
    expect(await settleCardOrder(deps, '00000000-0000-4000-8000-000000000000')).toBe(false);
  });

  it('a provider that cannot answer leaves a waiting order as it was', async () => {
    const { headers, response } = await placeCardOrder(picks()[4]!, 1);
    const placed = json<{ data: { order: Order } }>(response).data.order;
    stripe.failing = true;
    try {
      const read = await readOrder(headers, placed._id);
      expect(read.statusCode).toBe(200);
      expect(json<{ data: { order: Order } }>(read).data.order.status).toBe('awaiting-payment');
    } finally {
      stripe.failing = false;
    }
  });
});

describe('CHECKOUT_ENABLED=false', () => {
  it('says so, offers no payment method, and refuses orders with 503', async () => {
    const closed = await startTestApp({ checkoutEnabled: false });
    try {
      expect(json<S['CheckoutStatusResponse']>(await closed.inject('/api/checkout/status')).data).toEqual({ enabled: false });
      expect(json<S['PaymentMethodListResponse']>(await closed.inject('/api/checkout/payment-methods')).data.every((m) => !m.available)).toBe(true);
      const response = await closed.inject({ method: 'POST', url: '/api/orders', payload: cardOrder('a@example.ma') });
      expect(response.statusCode).toBe(503);
      expect(json<S['ErrorResponse']>(response).code).toBe('CHECKOUT_DISABLED');
    } finally {
      await stopTestApp(closed);
    }
    expect(json<S['CheckoutStatusResponse']>(await app.inject('/api/checkout/status')).data).toEqual({ enabled: true });
  });
});
