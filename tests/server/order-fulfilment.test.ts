// Issue 22, item 2: staff move an order on and its customer hears of each move, in their language;
// a cancellation puts the stock back; each move is in the order's history and the audit log; the
// shop's mail of a new order links to it in the back office.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import type { Db } from '../../src/server/db/client.ts';
import * as t from '../../src/server/db/schema.ts';
import { moveOrder, progressOf } from '../../src/server/orders/order-progress.ts';
import { actionBody, courierNamed, staffByCommand, type Who } from '../support/staff-session.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];

let app: FastifyInstance;
let staff: Who;
let amana: string;
let pick: { product: string; variant: string };
let clients = 0;

beforeAll(async () => {
  app = await startTestApp({ publicUrl: 'https://huileries.example', shopEmail: 'commandes@huileries.example' });
  staff = await staffByCommand(app, 'karim@huileries.ma', 'staff');
  amana = await courierNamed(app, staff);
  const products = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products;
  const product = products.find((p) => p.variants.some((v) => v.stock >= 20))!;
  pick = { product: product.id, variant: product.variants.find((v) => v.stock >= 20)!.id };
});
afterAll(async () => {
  await stopTestApp(app);
});

async function customer(email: string, locale: 'fr' | 'en' | 'ar'): Promise<Who> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: `10.25.0.${++clients}`, payload: { firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026', locale } });
  expect(response.statusCode, response.body).toBe(201);
  await app.database.db.update(t.users).set({ isVerified: true, locale }).where(eq(t.users.email, email));
  return { authorization: `Bearer ${json<S['AuthResponse']>(response).data.tokens.accessToken}` };
}

/** An order placed from the page in `lang`: its mails are in that language. */
async function place(who: Who, extra: object, quantity = 3, lang: 'fr' | 'en' | 'ar' = 'fr'): Promise<S['Order']> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/orders?lang=${lang}`,
    headers: who,
    payload: {
      source: 'direct',
      items: [{ ...pick, quantity }],
      customerInfo: { firstName: 'Amina', lastName: 'Bennani', email: 'contact@example.ma', phone: '+212661234567' },
      deliveryAddress: { street: '12 rue Allal Ben Abdellah', city: 'Casablanca', country: 'MA' },
      paymentMethod: 'bank-transfer',
      selectedBankId: 'attijariwafa-bank',
      deliveryMethod: { id: 'home-casablanca-rabat' },
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<S['OrderResponse']>(response).data.order;
}

const act = (orderId: string, action: string, who: Who = staff) => app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/actions`, headers: who, payload: actionBody(action, amana) });
const mailsTo = (to: string) => app.database.db.select().from(t.mailQueue).where(eq(t.mailQueue.to, to)).orderBy(t.mailQueue.createdAt);
const stockOf = async () => (await app.database.db.select({ stock: t.variants.stock }).from(t.variants).where(eq(t.variants.id, pick.variant)))[0]!.stock;

describe('a bank-transfer order, from placed to delivered', () => {
  it('is marked paid (which confirms it), shipped and delivered, each time mailing the customer in Arabic', async () => {
    const order = await place(await customer('salma@example.ma', 'ar'), {}, 3, 'ar');
    expect(order).toMatchObject({ status: 'awaiting-payment', fulfilment: 'placed' });
    const before = (await mailsTo('salma@example.ma')).length;

    const paid = await act(order._id, 'mark-paid');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(json<S['AdminOrderResponse']>(paid).data.order).toMatchObject({ status: 'paid', fulfilment: 'confirmed' });
    expect(json<S['AdminOrderResponse']>(await act(order._id, 'ship')).data.order.fulfilment).toBe('shipped');
    expect(json<S['AdminOrderResponse']>(await act(order._id, 'deliver')).data.order).toMatchObject({ status: 'paid', fulfilment: 'delivered' });

    const mails = (await mailsTo('salma@example.ma')).slice(before);
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.content.subject).toContain(order.orderNumber);
      expect(mail.content.html).toContain('dir="rtl"');
      expect(mail.content.text).toMatch(/[\u0600-\u06FF]/);
    }
    expect(mails[0]!.content.subject).toMatch(/التحويل/);
    expect(mails[1]!.content.subject).toMatch(/شحن/);
    expect(mails[2]!.content.subject).toMatch(/توصيل/);

    const history = json<S['AdminOrderResponse']>(await app.inject({ url: `/api/admin/orders/${order._id}`, headers: staff })).data.history;
    expect(history.map((h) => [h.action, h.by])).toEqual([
      ['order.placed', 'salma@example.ma'],
      ['order.mark-paid', 'karim@huileries.ma'],
      ['order.ship', 'karim@huileries.ma'],
      ['order.deliver', 'karim@huileries.ma'],
    ]);
  });

  it('cannot be shipped before its transfer is received, nor delivered twice', async () => {
    const order = await place(await customer('omar@example.ma', 'fr'), {});
    expect((await act(order._id, 'ship')).statusCode).toBe(409);
    expect((await act(order._id, 'confirm')).statusCode).toBe(409);
    await act(order._id, 'mark-paid');
    await act(order._id, 'ship');
    await act(order._id, 'deliver');
    const again = await act(order._id, 'deliver');
    expect(again.statusCode).toBe(409);
    expect(json<S['ErrorResponse']>(again).code).toBe('CONFLICT');
  });
});

describe('cancelling an order', () => {
  it('puts its stock back at once, mails the customer in English, and cannot be undone', async () => {
    const start = await stockOf();
    const order = await place(await customer('john@example.ma', 'en'), { paymentMethod: 'cash-on-delivery', selectedBankId: undefined }, 4, 'en');
    expect(await stockOf()).toBe(start - 4);
    await act(order._id, 'confirm');
    const cancelled = await act(order._id, 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(json<S['AdminOrderResponse']>(cancelled).data.order).toMatchObject({ status: 'cancelled', fulfilment: 'cancelled' });
    expect(await stockOf()).toBe(start);
    const product = json<{ data: { product: S['Product'] } }>(await app.inject(`/api/products/${pick.product}`)).data.product;
    expect(product.variants.find((v) => v.id === pick.variant)!.stock).toBe(start);
    const last = (await mailsTo('john@example.ma')).at(-1)!;
    expect(last.content.subject).toBe(`Your order ${order.orderNumber} is cancelled`);
    expect((await act(order._id, 'confirm')).statusCode).toBe(409);
    expect((await act(order._id, 'cancel')).statusCode).toBe(409);
    expect(await stockOf()).toBe(start);
  });

  it('puts the stock back once when two staff cancel at the same moment', async () => {
    const start = await stockOf();
    const order = await place(await customer('twice@example.ma', 'fr'), { paymentMethod: 'cash-on-delivery', selectedBankId: undefined }, 2);
    const answers = await Promise.all([act(order._id, 'cancel'), act(order._id, 'cancel')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf()).toBe(start);
  });

  it('of a paid transfer tells the customer the payment will be refunded, in French', async () => {
    const order = await place(await customer('rembourse@example.ma', 'fr'), {}, 1);
    await act(order._id, 'mark-paid');
    const cancelled = json<S['AdminOrderResponse']>(await act(order._id, 'cancel')).data.order;
    expect(cancelled).toMatchObject({ fulfilment: 'cancelled', status: 'paid' });
    const last = (await mailsTo('rembourse@example.ma')).at(-1)!;
    expect(last.content.subject).toBe(`Votre commande ${order.orderNumber} est annulée`);
    expect(last.content.text).toContain('remboursé');
  });
});

describe('a cash-on-delivery order collected at a pickup shop', () => {
  it('is confirmed, made ready for pickup (never shipped), and paid when collected', async () => {
    const order = await place(await customer('retrait@example.ma', 'fr'), { paymentMethod: 'cash-on-delivery', selectedBankId: undefined, deliveryMethod: { id: 'pickup' }, selectedShopId: 'meknes-factory' }, 1);
    expect(order).toMatchObject({ status: 'pending', fulfilment: 'placed' });
    await act(order._id, 'confirm');
    expect((await act(order._id, 'ship')).statusCode).toBe(409);
    expect(json<S['AdminOrderResponse']>(await act(order._id, 'ready-for-pickup')).data.order).toMatchObject({ status: 'pending', fulfilment: 'ready-for-pickup' });
    expect(json<S['AdminOrderResponse']>(await act(order._id, 'collect')).data.order).toMatchObject({ status: 'paid', fulfilment: 'collected' });
  });
});

describe('each move in the audit log', () => {
  const auditOf = (orderNumber: string) => app.database.db.select().from(t.auditLog).where(eq(t.auditLog.subject, orderNumber)).orderBy(t.auditLog.at);

  it('names the staff member and the order’s state before and after', async () => {
    const order = await place(await customer('audit@example.ma', 'fr'), {}, 1);
    await act(order._id, 'mark-paid');
    const [entry] = await auditOf(order.orderNumber);
    expect(entry).toMatchObject({
      staffEmail: 'karim@huileries.ma',
      action: 'order.mark-paid',
      before: { fulfilment: 'placed', status: 'awaiting-payment' },
      after: { fulfilment: 'confirmed', status: 'paid' },
    });
    expect(entry!.staffId).not.toBeNull();
  });

  it('names the shop itself for a move without staff (a payment that ran out), and moves nothing twice', async () => {
    const start = await stockOf();
    const order = await place(await customer('expire@example.ma', 'en'), {}, 2);
    const move = (action: 'payment-expired' | 'confirm', orderId = order._id) => app.database.db.transaction((tx) => moveOrder(tx as unknown as Db, orderId, action, 'system', 'https://huileries.example'));
    const moved = await move('payment-expired');
    expect(moved?.after).toMatchObject({ fulfilment: 'cancelled', status: 'cancelled' });
    expect(await stockOf()).toBe(start);
    expect(await auditOf(order.orderNumber)).toMatchObject([{ staffId: null, staffEmail: 'system', action: 'order.payment-expired', before: { status: 'awaiting-payment' }, after: { status: 'cancelled' } }]);
    // Already cancelled, or not there at all: nothing moves, nothing is written.
    expect(await move('payment-expired')).toBeNull();
    expect(await move('confirm', '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await auditOf(order.orderNumber)).toHaveLength(1);
    expect(await stockOf()).toBe(start);
  });

  it('sends the mail the caller chose instead of the usual one, or none', async () => {
    const order = await place(await customer('silence@example.ma', 'fr'), {}, 1);
    const before = (await mailsTo('silence@example.ma')).length;
    await app.database.db.transaction((tx) => moveOrder(tx as unknown as Db, order._id, 'mark-paid', 'system', 'https://huileries.example', () => null));
    expect(await mailsTo('silence@example.ma')).toHaveLength(before);
    expect(await auditOf(order.orderNumber)).toMatchObject([{ action: 'order.mark-paid' }]);
  });
});

describe('an order’s progress as the rules read it', () => {
  const row = (status: string, pickupShopId: string | null) => ({ fulfilment: 'placed', status, paymentMethod: 'cash-on-delivery', pickupShopId }) as unknown as typeof t.orders.$inferSelect;
  // Orders of the shop before the back office kept 'shipped' and 'delivered' as their status: paid by then.
  it.each([
    ['shipped', 'paid'],
    ['delivered', 'paid'],
    ['pending', 'pending'],
    ['awaiting-payment', 'awaiting-payment'],
    ['cancelled', 'cancelled'],
  ])('reads the status %s as the payment %s', (status, payment) => {
    expect(progressOf(row(status, null))).toEqual({ fulfilment: 'placed', payment, paymentMethod: 'cash-on-delivery', pickup: false });
  });
  it('is collected at a shop when it names one', () => {
    expect(progressOf(row('pending', 'meknes-factory')).pickup).toBe(true);
  });
});

describe('the shop is told of each new order', () => {
  it('with a link to the order in the back office', async () => {
    const order = await place(await customer('lien@example.ma', 'ar'), {}, 1);
    const mail = (await mailsTo('commandes@huileries.example')).find((m) => m.content.subject.includes(order.orderNumber))!;
    expect(mail.content.text).toContain(`https://huileries.example/admin/orders/${order._id}`);
    expect(mail.content.html).toContain(`href="https://huileries.example/admin/orders/${order._id}"`);
  });
});

describe('who may move an order', () => {
  it('answers 404 for an order that does not exist, 401 without a sign-in and 403 to a customer', async () => {
    expect((await act('00000000-0000-4000-8000-000000000000', 'confirm')).statusCode).toBe(404);
    const order = await place(await customer('nobody@example.ma', 'fr'), {}, 1);
    expect((await app.inject({ method: 'POST', url: `/api/admin/orders/${order._id}/actions`, payload: { action: 'mark-paid' } })).statusCode).toBe(401);
    expect((await act(order._id, 'mark-paid', await customer('pirate@example.ma', 'fr'))).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `/api/admin/orders/${order._id}/actions`, headers: staff, payload: { action: 'refund' } })).statusCode).toBe(400);
  });
});
