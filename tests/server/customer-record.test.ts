// Issue 45, item 5, who is ordering: each order shows the same phone's and email's past orders
// (delivered, refused, cancelled); a likely duplicate (same phone, same items, within 24 hours) is
// flagged; staff may refuse cash on delivery to a phone number, and checkout then offers that shopper
// only bank transfer or card, with a clear message in their language.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { signedUpCustomer } from '../support/customer.ts';
import { courierNamed, staffByCommand, type Who } from '../support/staff-session.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];

let app: FastifyInstance;
let karim: Who;
let lines: { product: string; variant: string }[];

beforeAll(async () => {
  app = await startTestApp();
  karim = await staffByCommand(app, 'karim@huileries.ma', 'staff');
  const products = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products.filter((p) => p.variants[0]!.stock >= 30);
  lines = products.slice(0, 2).map((p) => ({ product: p.id, variant: p.variants[0]!.id }));
});
afterAll(async () => {
  await stopTestApp(app);
});

const onContract = (response: { headers: Record<string, unknown>; body: string }) => expect(response.headers['x-contract-violation'], response.body).toBeUndefined();

async function place(headers: Who, email: string, phone: string, items: { product: string; variant: string; quantity: number }[], paymentMethod = 'cash-on-delivery', lang = 'fr') {
  return app.inject({
    method: 'POST',
    url: `/api/orders?lang=${lang}`,
    headers,
    payload: {
      source: 'direct',
      items,
      customerInfo: { firstName: 'Salma', lastName: 'Idrissi', email, phone },
      deliveryAddress: { street: '12 boulevard Zerktouni', city: 'Casablanca', country: 'MA' },
      paymentMethod,
      ...(paymentMethod === 'bank-transfer' && { selectedBankId: 'attijariwafa-bank' }),
      deliveryMethod: { id: 'home-casablanca-rabat' },
    },
  });
}
const placed = (response: { statusCode: number; body: string }) => {
  expect(response.statusCode, response.body).toBe(201);
  return json<S['OrderResponse']>(response).data.order;
};
const staffView = async (orderId: string) => {
  const response = await app.inject({ url: `/api/admin/orders/${orderId}`, headers: karim });
  onContract(response);
  expect(response.statusCode, response.body).toBe(200);
  return json<S['AdminOrderResponse']>(response).data.customerRecord;
};
const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api${url}`, headers: karim, payload });

describe('who is ordering', () => {
  it('counts the same phone’s and the same email’s other orders by how they ended, whatever the spelling', async () => {
    const { email, headers } = await signedUpCustomer(app);
    const other = await signedUpCustomer(app);
    const amana = await courierNamed(app, karim);
    const [a, b] = lines as [{ product: string; variant: string }, { product: string; variant: string }];
    // The same number written three ways; one order from another account with the same number.
    const delivered = placed(await place(headers, email, '06 61 23 45 67', [{ ...a, quantity: 1 }]));
    const cancelled = placed(await place(headers, email, '+212661234567', [{ ...b, quantity: 1 }]));
    const refused = placed(await place(other.headers, other.email, '00212661234567', [{ ...a, quantity: 2 }]));
    const current = placed(await place(headers, email.toUpperCase(), '0661234567', [{ ...b, quantity: 3 }]));
    await post(`/admin/orders/${delivered._id}/calls`, { outcome: 'confirmed' });
    await post(`/admin/orders/${delivered._id}/actions`, { action: 'ship', courierId: amana });
    await post(`/admin/orders/${delivered._id}/delivery`, { outcome: 'delivered', cashCollected: delivered.total });
    await post(`/admin/orders/${cancelled._id}/calls`, { outcome: 'cancelled', reason: 'Plus besoin' });
    await post(`/admin/orders/${refused._id}/calls`, { outcome: 'confirmed' });
    await post(`/admin/orders/${refused._id}/actions`, { action: 'ship', courierId: amana });
    await post(`/admin/orders/${refused._id}/delivery`, { outcome: 'refused' });

    const record = await staffView(current._id);
    expect(record.byPhone).toEqual({ delivered: 1, refused: 1, cancelled: 1, open: 0 });
    // The other account's order has another address.
    expect(record.byEmail).toEqual({ delivered: 1, refused: 0, cancelled: 1, open: 0 });
    expect(record.likelyDuplicates).toEqual([]);
    expect(record.cashRefusal).toBeNull();
  });

  it('flags the same phone’s same lines within 24 hours as a likely duplicate, in the queue too; not after 24 hours, other lines, or a cancelled one', async () => {
    const { email, headers } = await signedUpCustomer(app);
    const [a, b] = lines as [{ product: string; variant: string }, { product: string; variant: string }];
    // A direct purchase is one line: the same size and quantity, then another quantity, another product.
    const first = placed(await place(headers, email, '0700112233', [{ ...a, quantity: 2 }]));
    const again = placed(await place(headers, email, '+212 7 00 11 22 33', [{ ...a, quantity: 2 }]));
    const moreOfIt = placed(await place(headers, email, '0700112233', [{ ...a, quantity: 3 }]));
    const otherProduct = placed(await place(headers, email, '0700112233', [{ ...b, quantity: 2 }]));
    const record = await staffView(again._id);
    expect(record.likelyDuplicates.map((d) => d.orderNumber)).toEqual([first.orderNumber]);
    expect((await staffView(first._id)).likelyDuplicates.map((d) => d.orderNumber)).toEqual([again.orderNumber]);
    expect((await staffView(moreOfIt._id)).likelyDuplicates).toEqual([]);
    expect((await staffView(otherProduct._id)).likelyDuplicates).toEqual([]);

    const queue = await app.inject({ url: '/api/admin/confirmations?pageSize=100', headers: karim });
    onContract(queue);
    const entry = json<S['ConfirmationQueueResponse']>(queue).data.orders.find((o) => o._id === again._id)!;
    expect(entry.likelyDuplicates.map((d) => d.orderNumber)).toEqual([first.orderNumber]);

    // 24 hours and a second apart: no longer the same order placed twice.
    await app.database.db.update(t.orders).set({ createdAt: sql`${t.orders.createdAt} - interval '24 hours 1 second'` }).where(eq(t.orders.id, first._id));
    expect((await staffView(again._id)).likelyDuplicates).toEqual([]);
    await app.database.db.update(t.orders).set({ createdAt: sql`${t.orders.createdAt} + interval '2 seconds'` }).where(eq(t.orders.id, first._id));
    expect((await staffView(again._id)).likelyDuplicates).toHaveLength(1);
    // Cancelled, it is no longer a worry.
    await post(`/admin/orders/${first._id}/calls`, { outcome: 'cancelled', reason: 'Doublon' });
    expect((await staffView(again._id)).likelyDuplicates).toEqual([]);
  });

  it('refuses cash on delivery to a number: checkout offers transfer or card with the reason, and an order is refused in its language', async () => {
    const { email, headers } = await signedUpCustomer(app);
    const refuse = await app.inject({ method: 'PUT', url: `/api/admin/cash-refusals/${encodeURIComponent('06 22 33 44 55')}`, headers: karim, payload: { reason: 'Trois colis refusés' } });
    onContract(refuse);
    expect(refuse.statusCode, refuse.body).toBe(200);
    expect(json<S['CashRefusalResponse']>(refuse).data.refusal).toMatchObject({ phone: '+212622334455', reason: 'Trois colis refusés', staffEmail: 'karim@huileries.ma' });
    expect((await app.inject({ method: 'PUT', url: '/api/admin/cash-refusals/12', headers: karim, payload: {} })).statusCode).toBe(400);

    const methods = async (phone?: string) => {
      const response = await app.inject(`/api/checkout/payment-methods${phone ? `?phone=${encodeURIComponent(phone)}` : ''}`);
      onContract(response);
      return json<S['PaymentMethodListResponse']>(response).data;
    };
    expect((await methods('+212622334455')).find((m) => m.id === 'cash-on-delivery')).toEqual({ id: 'cash-on-delivery', available: false, unavailableReason: 'CASH_ON_DELIVERY_REFUSED' });
    expect((await methods('0622334455')).find((m) => m.id === 'bank-transfer')!.available).toBe(true);
    expect((await methods('0611111111')).find((m) => m.id === 'cash-on-delivery')!.available).toBe(true);
    expect((await methods()).find((m) => m.id === 'cash-on-delivery')!.available).toBe(true);

    const [a] = lines as [{ product: string; variant: string }];
    const stockBefore = (await app.database.db.select().from(t.variants).where(eq(t.variants.id, a.variant)))[0]!.stock;
    for (const [lang, text] of [
      ['fr', 'Le paiement à la livraison n’est pas proposé pour ce numéro de téléphone. Choisissez le virement bancaire ou la carte.'],
      ['ar', 'الدفع عند الاستلام غير متاح لرقم الهاتف هذا. اختر التحويل البنكي أو البطاقة.'],
    ] as const) {
      const refused = await place(headers, email, '0622334455', [{ ...a, quantity: 1 }], 'cash-on-delivery', lang);
      onContract(refused);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(json<S['ErrorResponse']>(refused)).toMatchObject({ code: 'CASH_ON_DELIVERY_REFUSED', message: text });
    }
    expect((await app.database.db.select().from(t.variants).where(eq(t.variants.id, a.variant)))[0]!.stock).toBe(stockBefore);
    // A transfer to the same number goes through, and its order shows the refusal to staff.
    const transfer = placed(await place(headers, email, '0622334455', [{ ...a, quantity: 1 }], 'bank-transfer'));
    expect((await staffView(transfer._id)).cashRefusal).toMatchObject({ phone: '+212622334455', reason: 'Trois colis refusés' });

    // Offered again.
    const allow = await app.inject({ method: 'DELETE', url: '/api/admin/cash-refusals/%2B212622334455', headers: karim });
    onContract(allow);
    expect(allow.statusCode, allow.body).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/api/admin/cash-refusals/0622334455', headers: karim })).statusCode).toBe(404);
    placed(await place(headers, email, '0622334455', [{ ...a, quantity: 1 }]));
    const audit = await app.database.db.select().from(t.auditLog).where(sql`${t.auditLog.action} in ('cash.refuse', 'cash.allow')`);
    expect(audit.map((entry) => [entry.action, entry.subject])).toEqual([
      ['cash.refuse', '+212622334455'],
      ['cash.allow', '+212622334455'],
    ]);
  });
});
