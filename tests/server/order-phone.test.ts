// Issue 43: an order's phone is taken as Moroccans write it (a client written from the spec sends what
// the shopper typed), kept in E.164 and answered in E.164; what is no number is refused, naming the field.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { signedUpCustomer } from '../support/customer.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];
type Who = Awaited<ReturnType<typeof signedUpCustomer>>;

let app: FastifyInstance;
let pick: { product: string; variant: string };

beforeAll(async () => {
  app = await startTestApp();
  const list = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products;
  const product = list.find((p) => p.variants.some((v) => v.stock >= 20))!;
  pick = { product: product.id, variant: product.variants.find((v) => v.stock >= 20)!.id };
});
afterAll(() => stopTestApp(app));

const place = (who: Who, phone: string) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: who.headers,
    payload: {
      source: 'direct',
      items: [{ product: pick.product, variant: pick.variant, quantity: 1 }],
      customerInfo: { firstName: 'Amina', lastName: 'Bennani', email: who.email, phone },
      deliveryAddress: { street: '12 boulevard Zerktouni', city: 'Casablanca', country: 'MA' },
      paymentMethod: 'cash-on-delivery',
      deliveryMethod: { id: 'home-casablanca-rabat' },
    },
  });

const onContract = (response: LightMyRequestResponse) => expect(response.headers['x-contract-violation'], response.body).toBeUndefined();

describe('the phone of an order', () => {
  it.each(['0661234567', '06 61 23 45 67', '+212 6 61 23 45 67', '00212661234567', '661234567', '+212661234567'])(
    'takes %j and keeps +212661234567, in the answer, when read back and in the database',
    async (phone) => {
      const who = await signedUpCustomer(app);
      const response = await place(who, phone);
      expect(response.statusCode, response.body).toBe(201);
      onContract(response);
      const order = json<{ data: { order: S['Order'] } }>(response).data.order;
      expect(order.customerInfo.phone).toBe('+212661234567');

      const read = await app.inject({ url: `/api/orders/${order._id}`, headers: who.headers });
      expect(read.statusCode, read.body).toBe(200);
      onContract(read);
      expect(json<{ data: { order: S['Order'] } }>(read).data.order.customerInfo.phone).toBe('+212661234567');

      const [row] = await app.database.db.select({ customer: t.orders.customer }).from(t.orders).where(eq(t.orders.id, order._id));
      expect(row!.customer.phone).toBe('+212661234567');
    },
  );

  it.each(['12', '066123456', '+2126612345678', 'pas de téléphone', '06 61 23 45 67 poste 12'])('refuses %j: 400 "Invalid phone number" on customerInfo.phone, and no order', async (phone) => {
    const who = await signedUpCustomer(app);
    const response = await place(who, phone);
    onContract(response);
    expect({ status: response.statusCode, ...json<S['ErrorResponse']>(response) }).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      details: [{ field: 'body.customerInfo.phone', message: 'Invalid phone number' }],
    });
    const mine = json<{ data: { orders: unknown[] } }>(await app.inject({ url: '/api/orders', headers: who.headers })).data.orders;
    expect(mine).toHaveLength(0);
  });
});
