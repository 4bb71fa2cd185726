// With a card provider set up, only card orders go to it: a shopper paying cash on delivery or by bank
// transfer must never be sent to a card page, nor the provider asked to charge them.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { signedUpCustomer } from '../support/customer.ts';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];

let app: FastifyInstance;
let stripe: FakeStripe;
let pick: { productId: string; variantId: string };

beforeAll(async () => {
  stripe = await startFakeStripe();
  app = await startTestApp({ stripeSecretKey: 'sk_test_local', stripeApiUrl: stripe.url, publicUrl: 'https://shop.example.ma' });
  const products = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products;
  const product = products.find((p) => p.variants.some((v) => v.stock >= 20))!;
  pick = { productId: product.id, variantId: product.variants.find((v) => v.stock >= 20)!.id };
});
afterAll(async () => {
  await stopTestApp(app);
  await stripe?.close();
});

describe('a card provider is set up, and the shopper pays otherwise', () => {
  it.each([
    ['cash on delivery', { paymentMethod: 'cash-on-delivery' }, 'due-on-delivery'],
    ['bank transfer', { paymentMethod: 'bank-transfer', selectedBankId: 'attijariwafa-bank' }, 'awaiting-transfer'],
  ] as const)('%s: no card page is opened, before or when the order is read', async (_name, payment, status) => {
    const { email, headers } = await signedUpCustomer(app);
    const added = await app.inject({ method: 'POST', url: '/api/cart/items', headers, payload: { ...pick, quantity: 1 } });
    expect(added.statusCode, added.body).toBe(200);
    const sessionsBefore = stripe.sessions.length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: {
        source: 'cart',
        customerInfo: { firstName: 'Amina', lastName: 'Bennani', email, phone: '+212661234567' },
        deliveryAddress: { street: '12 rue Allal Ben Abdellah', city: 'Casablanca', country: 'MA' },
        deliveryMethod: { id: 'home-casablanca-rabat' },
        ...payment,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = json<S['OrderResponse']>(response).data.order;
    expect(order.paymentMethod).toBe(payment.paymentMethod);
    expect(order.payment).toEqual({ status, checkoutUrl: null });
    const read = await app.inject({ url: `/api/orders/${order._id}`, headers });
    expect(json<S['OrderResponse']>(read).data.order.payment).toEqual({ status, checkoutUrl: null });
    expect(stripe.sessions.length).toBe(sessionsBefore);
  });
});
