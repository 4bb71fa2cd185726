// Issue 45, item 1: the confirmation queue of cash orders. New cash orders, the one due soonest first,
// with the customer, the items, the total, the city and a WhatsApp message in the customer's language;
// the outcomes confirmed, no answer (tried again in 30 min, 2 h or the next morning at 9:00 Morocco
// time), wrong number, cancelled by the customer (reason); every call kept with who, when and what;
// an order unconfirmed after 3 unanswered tries or 48 hours cancelled, stock back, customer mailed.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { cancelUnconfirmedCash } from '../../src/server/admin/confirmation-calls.ts';
import * as t from '../../src/server/db/schema.ts';
import { signedUpCustomer } from '../support/customer.ts';
import { startSmtpCapture } from '../support/smtp-capture.ts';
import { staffByCommand, type Who } from '../support/staff-session.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let karim: Who;
let picks: { product: string; variant: string }[];
const HOUR = 3_600_000;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await startTestApp({ smtpUrl: smtp.url });
  karim = await staffByCommand(app, 'karim@huileries.ma', 'staff');
  const products = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products;
  picks = products.flatMap((p) => p.variants.filter((v) => v.stock >= 20).map((v) => ({ product: p.id, variant: v.id })));
});
afterAll(async () => {
  await stopTestApp(app);
  await smtp?.close();
});

async function cashOrder(lang: 'fr' | 'ar', pick = picks[0]!, extra: object = {}) {
  const { email, headers } = await signedUpCustomer(app);
  const response = await app.inject({
    method: 'POST',
    url: `/api/orders?lang=${lang}`,
    headers,
    payload: {
      source: 'direct',
      items: [{ ...pick, quantity: 2 }],
      customerInfo: { firstName: 'Salma', lastName: 'Idrissi', email, phone: '06 61 23 45 67' },
      deliveryAddress: { street: '12 boulevard Zerktouni', city: 'Casablanca', country: 'MA' },
      paymentMethod: 'cash-on-delivery',
      deliveryMethod: { id: 'home-casablanca-rabat' },
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { email, order: json<{ data: { order: S['Order'] } }>(response).data.order };
}

const queue = async (who: Who = karim) => {
  const response = await app.inject({ url: '/api/admin/confirmations?pageSize=100', headers: who });
  expect(response.headers['x-contract-violation'], response.body).toBeUndefined();
  expect(response.statusCode, response.body).toBe(200);
  return json<S['ConfirmationQueueResponse']>(response).data;
};
const call = (orderId: string, body: object, who: Who = karim) => app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/calls`, headers: who, payload: body });
const stockOf = async (variantId: string) => (await app.database.db.select({ stock: t.variants.stock }).from(t.variants).where(eq(t.variants.id, variantId)))[0]!.stock;
const rowOf = async (orderId: string) => (await app.database.db.select().from(t.orders).where(eq(t.orders.id, orderId)))[0]!;
/** The mail to an address whose subject says `subject`, once it arrives. */
async function mailTo(email: string, subject: string) {
  await app.mails.flush();
  await expect.poll(() => smtp.mails.some((m) => m.to.includes(email) && m.subject.includes(subject)), { timeout: 10_000 }).toBe(true);
  return smtp.mails.find((m) => m.to.includes(email) && m.subject.includes(subject))!;
}
const historyOf = async (orderId: string) => json<S['AdminOrderResponse']>(await app.inject({ url: `/api/admin/orders/${orderId}`, headers: karim })).data.history;

describe('the queue', () => {
  it('lists new cash orders, the one due soonest first, with what the call needs; not transfers', async () => {
    const first = await cashOrder('fr');
    const second = await cashOrder('ar', picks[1]!, { deliveryMethod: { id: 'pickup' }, selectedShopId: 'meknes-factory' });
    await cashOrder('fr', picks[2]!, { paymentMethod: 'bank-transfer', selectedBankId: 'attijariwafa-bank' });
    const { orders, due } = await queue();
    const mine = orders.filter((o) => [first.order._id, second.order._id].includes(o._id));
    expect(mine.map((o) => o._id)).toEqual([first.order._id, second.order._id]);
    expect(orders).toHaveLength(2);
    expect(due).toBe(2);
    expect(mine[0]).toMatchObject({ orderNumber: first.order.orderNumber, customerName: 'Salma Idrissi', phone: '+212661234567', city: 'Casablanca', pickupShop: null, total: first.order.total, unansweredCalls: 0, lastCall: null, locale: 'fr' });
    expect(mine[0]!.items).toEqual([{ title: first.order.items[0]!.productTitle, size: first.order.items[0]!.size, quantity: 2 }]);
    // The customer's language, the order number, the cash to prepare (its total), where it goes.
    expect(mine[0]!.whatsappText).toContain(first.order.orderNumber);
    expect(mine[0]!.whatsappText).toContain(`${(first.order.total / 100).toFixed(2)} DH`);
    expect(mine[0]!.whatsappText).toContain('espèces');
    expect(mine[0]!.whatsappText).toContain('12 boulevard Zerktouni, Casablanca');
    expect(mine[1]!.whatsappText).toContain('نقدًا');
    expect(mine[1]!.whatsappText).toContain(second.order.pickupShop!.title);
    for (const o of orders) await call(o._id, { outcome: 'confirmed' });
  });

  it('is for staff: a customer is refused', async () => {
    const customer = await signedUpCustomer(app);
    expect((await app.inject({ url: '/api/admin/confirmations', headers: customer.headers })).statusCode).toBe(403);
  });
});

describe('the calls', () => {
  it('no answer: tried again in 30 minutes, then 2 hours; then confirmed, and every call is in the history', async () => {
    const { order } = await cashOrder('fr');
    const before = Date.now();
    const noAnswer = await call(order._id, { outcome: 'no-answer', retry: 'in-30-minutes' });
    expect(noAnswer.headers['x-contract-violation'], noAnswer.body).toBeUndefined();
    expect(noAnswer.statusCode, noAnswer.body).toBe(201);
    const first = json<S['ConfirmationCallResponse']>(noAnswer).data;
    expect(first).toMatchObject({ outcome: 'no-answer', fulfilment: 'placed', unansweredCalls: 1 });
    expect(Date.parse(first.callDueAt!) - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(Date.parse(first.callDueAt!) - before).toBeLessThan(31 * 60_000);
    // Now due later than an order placed after it.
    const later = await cashOrder('fr', picks[1]!);
    const ids = (await queue()).orders.map((o) => o._id);
    expect(ids.indexOf(later.order._id)).toBeLessThan(ids.indexOf(order._id));
    expect((await queue()).orders.find((o) => o._id === order._id)).toMatchObject({ unansweredCalls: 1, lastCall: { outcome: 'no-answer', by: 'karim@huileries.ma' } });
    const second = json<S['ConfirmationCallResponse']>(await call(order._id, { outcome: 'no-answer', retry: 'in-2-hours' })).data;
    expect(Date.parse(second.callDueAt!) - Date.now()).toBeGreaterThan(2 * HOUR - 60_000);
    expect(Date.parse(second.callDueAt!) - Date.now()).toBeLessThanOrEqual(2 * HOUR);
    const confirmed = json<S['ConfirmationCallResponse']>(await call(order._id, { outcome: 'confirmed' })).data;
    expect(confirmed).toEqual({ outcome: 'confirmed', fulfilment: 'confirmed', unansweredCalls: 2, callDueAt: null });
    expect((await queue()).orders.map((o) => o._id)).not.toContain(order._id);
    const history = await historyOf(order._id);
    expect(history.map((h) => [h.action, h.by])).toEqual([
      ['order.placed', expect.any(String)],
      ['order.no-answer', 'karim@huileries.ma'],
      ['order.no-answer', 'karim@huileries.ma'],
      ['order.confirm', 'karim@huileries.ma'],
    ]);
    const calls = await app.database.db.select().from(t.orderCalls).where(eq(t.orderCalls.orderId, order._id));
    expect(calls.map((c) => c.outcome).sort()).toEqual(['confirmed', 'no-answer', 'no-answer']);
    // A confirmed order is not called again.
    expect((await call(order._id, { outcome: 'confirmed' })).statusCode).toBe(409);
    await call(later.order._id, { outcome: 'confirmed' });
  });

  it('tomorrow morning is the next day at 9:00 in Morocco', async () => {
    const { order } = await cashOrder('fr');
    const due = new Date(json<S['ConfirmationCallResponse']>(await call(order._id, { outcome: 'no-answer', retry: 'tomorrow-morning' })).data.callDueAt!);
    const wall = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date(Date.parse(`${today}T12:00:00Z`) + 24 * HOUR));
    expect(wall.format(due)).toBe(`${tomorrow}, 09:00`);
    await call(order._id, { outcome: 'confirmed' });
  });

  it('the customer cancels: the reason is kept, the stock is back, the customer is mailed in their language', async () => {
    const { order, email } = await cashOrder('ar', picks[3]!);
    const stock = await stockOf(picks[3]!.variant);
    const answer = await call(order._id, { outcome: 'cancelled', reason: 'A trouvé moins cher' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(json<S['ConfirmationCallResponse']>(answer).data).toMatchObject({ fulfilment: 'cancelled', callDueAt: null });
    expect(await stockOf(picks[3]!.variant)).toBe(stock + 2);
    expect((await mailTo(email, 'أُلغي')).subject).toBe(`أُلغي طلبك ${order.orderNumber}`);
    const [audit] = await app.database.db.select().from(t.auditLog).where(eq(t.auditLog.subject, order.orderNumber));
    expect(audit).toMatchObject({ action: 'order.cancel', staffEmail: 'karim@huileries.ma', after: { fulfilment: 'cancelled', call: 'cancelled', reason: 'A trouvé moins cher' } });
  });

  it('a wrong number cancels the order', async () => {
    const { order, email } = await cashOrder('fr', picks[3]!);
    const stock = await stockOf(picks[3]!.variant);
    expect(json<S['ConfirmationCallResponse']>(await call(order._id, { outcome: 'wrong-number' })).data.fulfilment).toBe('cancelled');
    expect(await stockOf(picks[3]!.variant)).toBe(stock + 2);
    expect((await mailTo(email, 'annulée')).subject).toBe(`Votre commande ${order.orderNumber} est annulée : numéro injoignable`);
  });

  it('the third call nobody answers cancels the order at once', async () => {
    const { order, email } = await cashOrder('fr', picks[4]!);
    const stock = await stockOf(picks[4]!.variant);
    for (const retry of ['in-30-minutes', 'in-2-hours']) expect(json<S['ConfirmationCallResponse']>(await call(order._id, { outcome: 'no-answer', retry })).data.fulfilment).toBe('placed');
    const third = json<S['ConfirmationCallResponse']>(await call(order._id, { outcome: 'no-answer', retry: 'tomorrow-morning' })).data;
    expect(third).toEqual({ outcome: 'no-answer', fulfilment: 'cancelled', unansweredCalls: 3, callDueAt: null });
    expect(await stockOf(picks[4]!.variant)).toBe(stock + 2);
    expect((await mailTo(email, 'annulée')).subject).toBe(`Votre commande ${order.orderNumber} est annulée : commande non confirmée`);
  });

  it('says what is missing or wrong, in a 400 naming the field', async () => {
    const { order } = await cashOrder('fr');
    for (const [body, field] of [
      [{ outcome: 'no-answer' }, 'body.retry'],
      [{ outcome: 'cancelled' }, 'body.reason'],
      [{ outcome: 'cancelled', reason: '   ' }, 'body.reason'],
      [{ outcome: 'confirmed', retry: 'in-2-hours' }, 'body.retry'],
      [{ outcome: 'confirmed', reason: 'oui' }, 'body.reason'],
    ] as const) {
      const answer = await call(order._id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(json<S['ErrorResponse']>(answer).details?.[0]?.field, JSON.stringify(body)).toBe(field);
    }
    expect(await app.database.db.select().from(t.orderCalls).where(eq(t.orderCalls.orderId, order._id))).toEqual([]);
    expect((await call('5b0e1c3a-7d2f-4e8a-9c61-0f3b2d4a6e71', { outcome: 'confirmed' })).statusCode).toBe(404);
    await call(order._id, { outcome: 'confirmed' });
  });
});

describe('the clock', () => {
  it('cancels an order unanswered at its 48th hour, not before: stock back, the customer mailed in their language', async () => {
    const { order, email } = await cashOrder('ar', picks[5]!);
    const stock = await stockOf(picks[5]!.variant);
    const placedAt = (await rowOf(order._id)).createdAt.getTime();
    const limits = { unansweredCalls: 3, hours: 48 };
    // Orders of the tests above were all called and confirmed: this one is the only one in the queue.
    expect((await queue()).orders.map((o) => o._id)).toEqual([order._id]);
    expect(await cancelUnconfirmedCash(app.database.db, 'https://shop.example.ma', limits, new Date(placedAt + 48 * HOUR - 1000))).toBe(0);
    expect((await rowOf(order._id)).fulfilment).toBe('placed');
    // At the 48th hour: the database keeps microseconds, the row read here milliseconds (1 ms more covers them).
    expect(await cancelUnconfirmedCash(app.database.db, 'https://shop.example.ma', limits, new Date(placedAt + 48 * HOUR + 1))).toBe(1);
    expect(await rowOf(order._id)).toMatchObject({ fulfilment: 'cancelled', status: 'cancelled' });
    expect(await stockOf(picks[5]!.variant)).toBe(stock + 2);
    const mail = await mailTo(email, 'أُلغي');
    expect(mail.subject).toBe(`أُلغي طلبك ${order.orderNumber}: لم يتم التأكيد`);
    expect(mail.text).toContain('حاولنا الاتصال بك');
    // Run again, it finds nothing more to do.
    expect(await cancelUnconfirmedCash(app.database.db, 'https://shop.example.ma', limits, new Date(placedAt + 49 * HOUR))).toBe(0);
  });

  it('leaves confirmed orders, transfers and orders within their hours alone', async () => {
    const confirmed = await cashOrder('fr', picks[6]!);
    await call(confirmed.order._id, { outcome: 'confirmed' });
    await cashOrder('fr', picks[6]!, { paymentMethod: 'bank-transfer', selectedBankId: 'attijariwafa-bank' });
    const fresh = await cashOrder('fr', picks[6]!);
    const placedAt = (await rowOf(fresh.order._id)).createdAt.getTime();
    expect(await cancelUnconfirmedCash(app.database.db, 'https://shop.example.ma', { unansweredCalls: 3, hours: 48 }, new Date(placedAt + 47 * HOUR))).toBe(0);
    expect((await rowOf(confirmed.order._id)).fulfilment).toBe('confirmed');
    await call(fresh.order._id, { outcome: 'confirmed' });
  });
});
