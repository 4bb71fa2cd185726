// Issue 45, item 3: a staff-edited list of couriers (e.g. Amana, CTM Messagerie, the producer's own
// driver); shipping asks for the courier and an optional tracking number, and the customer sees both
// in the order page and the shipping mail; from shipped: delivered (cash collected, amount), a failed
// attempt (kept, the order stays shipped), or refused → returned; stock comes back only when staff
// mark the parcel back.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { signedUpCustomer } from '../support/customer.ts';
import { startSmtpCapture } from '../support/smtp-capture.ts';
import { staffByCommand, type Who } from '../support/staff-session.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let karim: Who;
let pick: { product: string; variant: string };

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await startTestApp({ smtpUrl: smtp.url });
  karim = await staffByCommand(app, 'karim@huileries.ma', 'staff');
  const products = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products;
  const product = products.find((p) => p.variants.some((v) => v.stock >= 50))!;
  pick = { product: product.id, variant: product.variants.find((v) => v.stock >= 50)!.id };
});
afterAll(async () => {
  await stopTestApp(app);
  await smtp?.close();
});

const onContract = (response: { headers: Record<string, unknown>; body: string }) => expect(response.headers['x-contract-violation'], response.body).toBeUndefined();
const couriers = async () => json<S['CourierListResponse']>(await app.inject({ url: '/api/admin/couriers', headers: karim })).data.couriers;
const courierId = async (name: string) => (await couriers()).find((c) => c.name === name)!.id;
const stock = async () => (await app.database.db.select({ stock: t.variants.stock }).from(t.variants).where(eq(t.variants.id, pick.variant)))[0]!.stock;

/** A confirmed cash order of 3 units delivered home, placed in `lang`. */
async function confirmedOrder(lang: 'fr' | 'ar' = 'fr', paymentMethod = 'cash-on-delivery') {
  const { email, headers } = await signedUpCustomer(app);
  const placed = await app.inject({
    method: 'POST',
    url: `/api/orders?lang=${lang}`,
    headers,
    payload: {
      source: 'direct',
      items: [{ ...pick, quantity: 3 }],
      customerInfo: { firstName: 'Salma', lastName: 'Idrissi', email, phone: '0661234567' },
      deliveryAddress: { street: '12 boulevard Zerktouni', city: 'Casablanca', country: 'MA' },
      paymentMethod,
      ...(paymentMethod === 'bank-transfer' && { selectedBankId: 'attijariwafa-bank' }),
      deliveryMethod: { id: 'home-casablanca-rabat' },
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = json<S['OrderResponse']>(placed).data.order;
  const confirmed = await act(order._id, { action: paymentMethod === 'bank-transfer' ? 'mark-paid' : 'confirm' });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { order, email, headers };
}
const act = (orderId: string, body: object) => app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/actions`, headers: karim, payload: body });
const delivery = (orderId: string, body: object) => app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/delivery`, headers: karim, payload: body });
const fieldOf = (response: { body: string }) => json<S['ErrorResponse']>(response).details?.[0]?.field;

async function mailTo(email: string, subject: string) {
  await app.mails.flush();
  await expect.poll(() => smtp.mails.some((m) => m.to.includes(email) && m.subject.includes(subject)), { timeout: 10_000 }).toBe(true);
  return smtp.mails.find((m) => m.to.includes(email) && m.subject.includes(subject))!;
}

describe('the couriers', () => {
  it('starts with Amana, CTM Messagerie and the producer’s own driver; staff add, rename and retire them', async () => {
    expect((await couriers()).map((c) => c.name)).toEqual(['Amana', 'CTM Messagerie', "Livreur de l'huilerie"]);
    const added = await app.inject({ method: 'POST', url: '/api/admin/couriers', headers: karim, payload: { name: '  Speedaf  ' } });
    onContract(added);
    expect(added.statusCode, added.body).toBe(201);
    const speedaf = json<S['CourierResponse']>(added).data.courier;
    expect(speedaf).toMatchObject({ name: 'Speedaf', active: true });
    // A name already given, whatever its case, is refused.
    expect((await app.inject({ method: 'POST', url: '/api/admin/couriers', headers: karim, payload: { name: 'AMANA' } })).statusCode).toBe(409);
    expect((await app.inject({ method: 'PATCH', url: `/api/admin/couriers/${speedaf.id}`, headers: karim, payload: { name: 'ctm messagerie' } })).statusCode).toBe(409);
    const renamed = await app.inject({ method: 'PATCH', url: `/api/admin/couriers/${speedaf.id}`, headers: karim, payload: { name: 'Speedaf Maroc', active: false } });
    onContract(renamed);
    expect(json<S['CourierResponse']>(renamed).data.courier).toEqual({ id: speedaf.id, name: 'Speedaf Maroc', active: false });
    const audit = await app.database.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'courier.update'));
    expect(audit[0]).toMatchObject({ staffEmail: 'karim@huileries.ma', before: { name: 'Speedaf', active: true }, after: { name: 'Speedaf Maroc', active: false } });
    // A retired courier is not offered when shipping.
    const { order } = await confirmedOrder();
    const refused = await act(order._id, { action: 'ship', courierId: speedaf.id });
    expect(refused.statusCode).toBe(400);
    expect(fieldOf(refused)).toBe('body.courierId');
  });
});

describe('shipping', () => {
  it('asks for the courier; the customer reads it, and the tracking number, on the order and in the mail (fr)', async () => {
    const { order, email, headers } = await confirmedOrder('fr');
    const without = await act(order._id, { action: 'ship' });
    expect(without.statusCode).toBe(400);
    expect(fieldOf(without)).toBe('body.courierId');
    expect((await act(order._id, { action: 'confirm', courierId: await courierId('Amana') })).statusCode).toBe(400);
    const shipped = await act(order._id, { action: 'ship', courierId: await courierId('Amana'), trackingNumber: ' AM123456789MA ' });
    onContract(shipped);
    expect(json<S['AdminOrderResponse']>(shipped).data.order).toMatchObject({ fulfilment: 'shipped', shipment: { courier: 'Amana', trackingNumber: 'AM123456789MA' } });
    const mine = await app.inject({ url: `/api/orders/${order._id}`, headers });
    onContract(mine);
    expect(json<S['OrderResponse']>(mine).data.order.shipment).toEqual({ courier: 'Amana', trackingNumber: 'AM123456789MA' });
    const mail = await mailTo(email, 'expédiée');
    expect(mail.text).toContain('Transporteur : Amana, numéro de suivi AM123456789MA.');
  });

  it('without a tracking number, the mail names the courier alone (ar)', async () => {
    const { order, email } = await confirmedOrder('ar');
    await act(order._id, { action: 'ship', courierId: await courierId('CTM Messagerie') });
    const mail = await mailTo(email, 'تم شحن');
    expect(mail.text).toContain('شركة التوصيل: CTM Messagerie.');
  });
});

describe('what became of the parcel', () => {
  it('a failed attempt is kept and the order stays shipped; delivered, the cash collected is kept and the order is paid', async () => {
    const { order } = await confirmedOrder();
    await act(order._id, { action: 'ship', courierId: await courierId('Amana') });
    const failed = await delivery(order._id, { outcome: 'failed-attempt', note: 'Absent, rappeler demain' });
    onContract(failed);
    expect(failed.statusCode, failed.body).toBe(200);
    expect(json<S['AdminOrderResponse']>(failed).data.order.fulfilment).toBe('shipped');
    // A cash order's delivery says how much the courier collected.
    const noCash = await delivery(order._id, { outcome: 'delivered' });
    expect(noCash.statusCode).toBe(400);
    expect(fieldOf(noCash)).toBe('body.cashCollected');
    const delivered = await delivery(order._id, { outcome: 'delivered', cashCollected: order.total });
    expect(json<S['AdminOrderResponse']>(delivered).data.order).toMatchObject({ fulfilment: 'delivered', status: 'paid' });
    const events = await app.database.db.select().from(t.deliveryEvents).where(eq(t.deliveryEvents.orderId, order._id)).orderBy(t.deliveryEvents.at);
    expect(events.map((e) => [e.outcome, e.cashCentimes, e.note, e.staffEmail])).toEqual([
      ['failed-attempt', null, 'Absent, rappeler demain', 'karim@huileries.ma'],
      ['delivered', order.total, null, 'karim@huileries.ma'],
    ]);
    expect(events.every((e) => e.courierId !== null)).toBe(true);
    const history = json<S['AdminOrderResponse']>(delivered).data.history.map((h) => h.action);
    expect(history).toEqual(['order.placed', 'order.confirm', 'order.ship', 'order.failed-attempt', 'order.deliver']);
  });

  it('refused at the door, its stock comes back only once the parcel is marked back', async () => {
    const { order, headers } = await confirmedOrder();
    await act(order._id, { action: 'ship', courierId: await courierId('Amana') });
    const held = await stock();
    const refused = await delivery(order._id, { outcome: 'refused', note: 'Le client ne veut plus la commande' });
    expect(json<S['AdminOrderResponse']>(refused).data.order).toMatchObject({ fulfilment: 'refused', status: 'cancelled' });
    expect(await stock()).toBe(held);
    // Not delivered, not cancelled once refused; only back.
    expect((await delivery(order._id, { outcome: 'delivered', cashCollected: 0 })).statusCode).toBe(409);
    expect((await act(order._id, { action: 'cancel' })).statusCode).toBe(409);
    const back = await delivery(order._id, { outcome: 'returned' });
    expect(json<S['AdminOrderResponse']>(back).data.order.fulfilment).toBe('returned');
    expect(await stock()).toBe(held + 3);
    expect(json<S['OrderResponse']>(await app.inject({ url: `/api/orders/${order._id}`, headers })).data.order.fulfilment).toBe('returned');
    expect((await delivery(order._id, { outcome: 'returned' })).statusCode).toBe(409);
    expect(await stock()).toBe(held + 3);
  });

  it('refuses what the order’s state does not allow, and the cash of an order not paid in cash', async () => {
    const { order } = await confirmedOrder();
    for (const outcome of ['failed-attempt', 'refused', 'returned']) expect((await delivery(order._id, { outcome })).statusCode, outcome).toBe(409);
    const transfer = await confirmedOrder('fr', 'bank-transfer');
    await act(transfer.order._id, { action: 'ship', courierId: await courierId('Amana') });
    const withCash = await delivery(transfer.order._id, { outcome: 'delivered', cashCollected: 100 });
    expect(withCash.statusCode).toBe(400);
    expect(fieldOf(withCash)).toBe('body.cashCollected');
    expect(json<S['AdminOrderResponse']>(await delivery(transfer.order._id, { outcome: 'delivered' })).data.order.fulfilment).toBe('delivered');
    expect((await delivery('5b0e1c3a-7d2f-4e8a-9c61-0f3b2d4a6e71', { outcome: 'returned' })).statusCode).toBe(404);
  });
});
