// Issue 45, item 11, everyday tools: staff search orders by the customer's name and by their phone in
// any usual spelling (before, "Benali" and "+212661234567" found nothing), and add notes to an order.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { signedUpCustomer } from '../support/customer.ts';
import { staffByCommand, type Who } from '../support/staff-session.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];

let app: FastifyInstance;
let karim: Who;
const numbers: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  karim = await staffByCommand(app, 'karim@huileries.ma', 'staff');
  const product = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products.find((p) => p.variants[0]!.stock >= 10)!;
  for (const [firstName, lastName, phone] of [
    ['Youssef', 'Benali', '06 61 23 45 67'],
    ['Salma', 'Idrissi', '0700112233'],
    ['Amine', 'Benalia', '+33 6 12 34 56 78'],
  ] as const) {
    const { email, headers } = await signedUpCustomer(app);
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: {
        source: 'direct',
        items: [{ product: product.id, variant: product.variants[0]!.id, quantity: 1 }],
        customerInfo: { firstName, lastName, email, phone },
        deliveryAddress: { street: '12 boulevard Zerktouni', city: 'Casablanca', country: 'MA' },
        paymentMethod: 'cash-on-delivery',
        deliveryMethod: { id: 'home-casablanca-rabat' },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    numbers[lastName] = json<S['OrderResponse']>(placed).data.order.orderNumber;
    ids[lastName] = json<S['OrderResponse']>(placed).data.order._id;
  }
});
afterAll(async () => {
  await stopTestApp(app);
});

async function found(q: string): Promise<string[]> {
  const response = await app.inject({ url: `/api/admin/orders?q=${encodeURIComponent(q)}`, headers: karim });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['x-contract-violation'], response.body).toBeUndefined();
  return json<S['AdminOrderListResponse']>(response).data.orders.map((o) => o.orderNumber).sort();
}

describe('searching orders', () => {
  it('finds a customer by last name, first name, or both in either order, whatever the case', async () => {
    expect(await found('Benali')).toEqual([numbers.Benali, numbers.Benalia].sort());
    expect(await found('benali ')).toEqual([numbers.Benali, numbers.Benalia].sort());
    expect(await found('Youssef Benali')).toEqual([numbers.Benali]);
    expect(await found('BENALI  youssef')).toEqual([numbers.Benali]);
    expect(await found('Idrissi Youssef')).toEqual([]);
  });

  it('finds a phone number however it is written', async () => {
    for (const written of ['+212661234567', '0661234567', '06 61 23 45 67', '00212661234567', '+212 6 61 23 45 67']) expect(await found(written), written).toEqual([numbers.Benali]);
    expect(await found('+33612345678')).toEqual([numbers.Benalia]);
    expect(await found('0700 11 22 33')).toEqual([numbers.Idrissi]);
  });

  it('still finds an order by its number, and a % finds only itself', async () => {
    expect(await found(numbers.Idrissi!)).toEqual([numbers.Idrissi]);
    expect(await found('%')).toEqual([]);
  });
});

describe('notes on an order', () => {
  it('keeps each note with who wrote it, oldest first; an empty one is refused', async () => {
    const note = (text: string, orderId = ids.Benali!) => app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/notes`, headers: karim, payload: { text } });
    const first = await note('  Rappeler après 18 h  ');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['x-contract-violation'], first.body).toBeUndefined();
    await note('Le client préfère la livraison le samedi');
    const order = json<S['AdminOrderResponse']>(await app.inject({ url: `/api/admin/orders/${ids.Benali}`, headers: karim })).data;
    expect(order.notes.map((n) => [n.text, n.staffEmail])).toEqual([
      ['Rappeler après 18 h', 'karim@huileries.ma'],
      ['Le client préfère la livraison le samedi', 'karim@huileries.ma'],
    ]);
    const empty = await note('   ');
    expect(empty.statusCode).toBe(400);
    expect(json<S['ErrorResponse']>(empty).details?.[0]?.field).toBe('body.text');
    expect((await note('x', '5b0e1c3a-7d2f-4e8a-9c61-0f3b2d4a6e71')).statusCode).toBe(404);
    // Another order's notes are its own.
    expect(json<S['AdminOrderResponse']>(await app.inject({ url: `/api/admin/orders/${ids.Idrissi}`, headers: karim })).data.notes).toEqual([]);
  });
});
