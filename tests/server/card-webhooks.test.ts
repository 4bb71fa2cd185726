import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];

// Stripe's webhooks, as its documentation describes them: a signed POST per event, delivered again
// until answered 2xx, checked with the endpoint's signing secret.
const SECRET = 'whsec_test_local_signing_secret';
let app: FastifyInstance;
let stripe: FakeStripe;
let products: S['Product'][];
let people = 0;

beforeAll(async () => {
  stripe = await startFakeStripe();
  app = await startTestApp({ stripeSecretKey: 'sk_test_local', stripeApiUrl: stripe.url, stripeWebhookSecret: SECRET, publicUrl: 'https://shop.example.ma' });
  const list = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products;
  products = await Promise.all(list.map(async (p) => json<{ data: { product: S['Product'] } }>(await app.inject(`/api/products/${p.id}`)).data.product));
});
afterAll(async () => {
  await stopTestApp(app);
  await stripe?.close();
});

const picks = () => products.flatMap((p) => p.variants.filter((v) => v.stock >= 20).map((v) => ({ product: p, variant: v })));

async function stockOf(variantId: string) {
  const [row] = await app.database.db.select({ stock: t.variants.stock }).from(t.variants).where(eq(t.variants.id, variantId));
  return row!.stock;
}

async function statusOf(orderId: string) {
  const [row] = await app.database.db.select({ status: t.orders.status }).from(t.orders).where(eq(t.orders.id, orderId));
  return row!.status;
}

/** A card order placed by a new customer, waiting on its hosted page: its id and its session's. */
async function waitingCardOrder(pick: ReturnType<typeof picks>[number], quantity: number) {
  const email = `webhook${++people}@example.ma`;
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: `10.8.0.${people}`, payload: { firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026' } });
  await app.database.db.update(t.users).set({ isVerified: true }).where(eq(t.users.email, email));
  const headers = { authorization: `Bearer ${json<S['AuthResponse']>(registered).data.tokens.accessToken}` };
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: {
      source: 'direct',
      items: [{ product: pick.product.id, variant: pick.variant.id, quantity }],
      customerInfo: { firstName: 'Amina', lastName: 'Bennani', email, phone: '+212661234567' },
      deliveryAddress: { street: '12 rue Allal Ben Abdellah', city: 'Casablanca', country: 'MA' },
      paymentMethod: 'stripe',
      deliveryMethod: { id: 'home-casablanca-rabat' },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const order = json<{ data: { order: S['Order'] } }>(response).data.order;
  return { orderId: order._id, sessionId: stripe.sessions.at(-1)!.id };
}

let events = 0;
/** A Stripe Event about a Checkout Session, and its delivery: the body and a signature over it. */
function delivery(type: string, session: { id: string; client_reference_id: string | null; payment_status: string }, secret = SECRET, id = `evt_test_${++events}`, signedAt = Math.floor(Date.now() / 1000)) {
  const body = JSON.stringify({ id, object: 'event', type, api_version: '2025-01-27', created: Math.floor(Date.now() / 1000), data: { object: { object: 'checkout.session', ...session } } });
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: signedAt }) };
}

const deliver = ({ body, signature }: { body: string; signature: string }) =>
  app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload: body });

describe('Stripe webhook deliveries', () => {
  it('a completed, paid page marks its order paid, once however often the event is delivered', async () => {
    const pick = picks()[0]!;
    const { orderId, sessionId } = await waitingCardOrder(pick, 1);
    expect(await statusOf(orderId)).toBe('awaiting-payment');
    const paid = delivery('checkout.session.completed', { id: sessionId, client_reference_id: orderId, payment_status: 'paid' });
    const first = await deliver(paid);
    expect(first.statusCode, first.body).toBe(200);
    expect(json<S['CardEventResponse']>(first).data.result).toBe('applied');
    expect(await statusOf(orderId)).toBe('paid');
    const again = await deliver(paid);
    expect(again.statusCode).toBe(200);
    expect(json<S['CardEventResponse']>(again).data.result).toBe('seen');
    expect(await statusOf(orderId)).toBe('paid');
  });

  it('an expired page cancels its order and puts the stock back once, even delivered three times at once', async () => {
    const pick = picks()[1]!;
    const stockBefore = await stockOf(pick.variant.id);
    const { orderId, sessionId } = await waitingCardOrder(pick, 3);
    expect(await stockOf(pick.variant.id)).toBe(stockBefore - 3);
    const expired = delivery('checkout.session.expired', { id: sessionId, client_reference_id: orderId, payment_status: 'unpaid' });
    const answers = await Promise.all([deliver(expired), deliver(expired), deliver(expired)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => json<S['CardEventResponse']>(a).data.result).sort()).toEqual(['applied', 'seen', 'seen']);
    expect(await statusOf(orderId)).toBe('cancelled');
    expect(await stockOf(pick.variant.id)).toBe(stockBefore);
    // A later 'paid' for the same page changes nothing: a cancelled order is not paid behind its back.
    await deliver(delivery('checkout.session.completed', { id: sessionId, client_reference_id: orderId, payment_status: 'paid' }));
    expect(await statusOf(orderId)).toBe('cancelled');
  });

  it('refuses a delivery whose signature is wrong or whose body was changed, and changes nothing', async () => {
    const pick = picks()[2]!;
    const { orderId, sessionId } = await waitingCardOrder(pick, 1);
    const forged = delivery('checkout.session.completed', { id: sessionId, client_reference_id: orderId, payment_status: 'paid' }, 'whsec_someone_else');
    const refused = await deliver(forged);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const genuine = delivery('checkout.session.expired', { id: sessionId, client_reference_id: orderId, payment_status: 'unpaid' });
    const tampered = await deliver({ body: genuine.body.replace('checkout.session.expired', 'checkout.session.completed'), signature: genuine.signature });
    expect(tampered.statusCode).toBe(400);
    expect(await statusOf(orderId)).toBe('awaiting-payment');
  });

  // Stripe refuses a signature more than five minutes old; one dated ahead of now is as suspect (a
  // delivery signed for later could be replayed until then).
  it('refuses a genuine signature dated ten minutes ahead or behind, and takes one four minutes off', async () => {
    const pick = picks()[4]!;
    const { orderId, sessionId } = await waitingCardOrder(pick, 1);
    const now = Math.floor(Date.now() / 1000);
    const paid = (signedAt: number) => delivery('checkout.session.completed', { id: sessionId, client_reference_id: orderId, payment_status: 'paid' }, SECRET, undefined, signedAt);
    for (const signedAt of [now + 600, now - 600]) {
      const refused = await deliver(paid(signedAt));
      expect(refused.statusCode, `signed at now ${signedAt > now ? '+' : '-'} 10 min`).toBe(400);
    }
    expect(await statusOf(orderId)).toBe('awaiting-payment');
    const taken = await deliver(paid(now + 240));
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await statusOf(orderId)).toBe('paid');
  });

  it('acknowledges events that settle nothing: an unpaid completion, another page, another type', async () => {
    const pick = picks()[3]!;
    const { orderId, sessionId } = await waitingCardOrder(pick, 1);
    const results = [];
    for (const d of [
      delivery('checkout.session.completed', { id: sessionId, client_reference_id: orderId, payment_status: 'unpaid' }),
      delivery('checkout.session.completed', { id: 'cs_test_not_ours', client_reference_id: orderId, payment_status: 'paid' }),
      delivery('checkout.session.completed', { id: 'cs_test_elsewhere', client_reference_id: 'not-an-order', payment_status: 'paid' }),
      delivery('customer.created', { id: sessionId, client_reference_id: orderId, payment_status: 'paid' }),
    ]) {
      const answer = await deliver(d);
      expect(answer.statusCode, answer.body).toBe(200);
      results.push(json<S['CardEventResponse']>(answer).data.result);
    }
    expect(results).toEqual(['ignored', 'ignored', 'ignored', 'ignored']);
    expect(await statusOf(orderId)).toBe('awaiting-payment');
  });
});

describe('without STRIPE_WEBHOOK_SECRET', () => {
  it('answers 503, in the error envelope', async () => {
    const bare = await startTestApp();
    try {
      const d = delivery('checkout.session.completed', { id: 'cs_x', client_reference_id: null, payment_status: 'paid' });
      const answer = await bare.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': d.signature }, payload: d.body });
      expect(answer.statusCode).toBe(503);
      expect(json(answer)).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await stopTestApp(bare);
    }
  });
});
