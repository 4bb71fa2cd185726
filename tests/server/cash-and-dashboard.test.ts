// Issue 45, items 4 and 7. Cash reconciliation: staff record a courier's cash handover covering
// delivered orders; the screen shows what is expected, received, missing or extra per courier, and what
// is still out. The dashboard: today and the last 30 days, orders, confirmation, delivery and return
// rates, cash collected and outstanding, average order, best sellers, sales per city, variants under
// their threshold, and per staff member the calls made and the share that ended confirmed. Every
// expected figure below is worked out here from the orders this file places, by the contract's rules.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { signedUpCustomer } from '../support/customer.ts';
import { courierNamed, staffByCommand, type Who } from '../support/staff-session.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];
type Order = S['Order'];

let app: FastifyInstance;
let karim: Who;
let owner: Who;
let oil: { product: string; variant: string; price: number; title: string };
let soap: { product: string; variant: string; price: number; title: string };

const DAY = 24 * 3_600_000;
const moroccanDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(instant);

beforeAll(async () => {
  app = await startTestApp();
  owner = await staffByCommand(app, 'nadia@huileries.ma', 'owner');
  karim = await staffByCommand(app, 'karim@huileries.ma', 'staff');
  const products = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products;
  const withStock = products.filter((p) => p.variants.some((v) => v.stock >= 30));
  const pick = (p: S['ProductSummary']) => {
    const v = p.variants.find((variant) => variant.stock >= 30)!;
    return { product: p.id, variant: v.id, price: v.price, title: p.name };
  };
  oil = pick(withStock[0]!);
  soap = pick(withStock[1]!);
});
afterAll(async () => {
  await stopTestApp(app);
});

const onContract = (response: { headers: Record<string, unknown>; body: string }) => expect(response.headers['x-contract-violation'], response.body).toBeUndefined();
const post = (url: string, who: Who, payload: object) => app.inject({ method: 'POST', url: `/api${url}`, headers: who, payload });

async function order(line: { product: string; variant: string }, quantity: number, city: string, paymentMethod = 'cash-on-delivery'): Promise<Order> {
  const { email, headers } = await signedUpCustomer(app);
  const placed = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: {
      source: 'direct',
      items: [{ product: line.product, variant: line.variant, quantity }],
      customerInfo: { firstName: 'Salma', lastName: 'Idrissi', email, phone: '0661234567' },
      deliveryAddress: { street: '12 boulevard Zerktouni', city, country: 'MA' },
      paymentMethod,
      ...(paymentMethod === 'bank-transfer' && { selectedBankId: 'attijariwafa-bank' }),
      deliveryMethod: { id: 'home-casablanca-rabat' },
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return json<S['OrderResponse']>(placed).data.order;
}
async function expectOk(response: { statusCode: number; body: string; headers: Record<string, unknown> }, status = 200) {
  onContract(response);
  expect(response.statusCode, response.body).toBe(status);
}
const call = async (o: Order, who: Who, body: object) => expectOk(await post(`/admin/orders/${o._id}/calls`, who, body), 201);
const act = async (o: Order, body: object) => expectOk(await post(`/admin/orders/${o._id}/actions`, karim, body));
const delivery = async (o: Order, body: object) => expectOk(await post(`/admin/orders/${o._id}/delivery`, karim, body));
const reconciliation = async () => {
  const response = await app.inject({ url: '/api/admin/cash-handovers', headers: karim });
  await expectOk(response);
  return json<S['CashReconciliationResponse']>(response).data;
};

describe('cash handovers and the dashboard', () => {
  // A: delivered by Amana, B: delivered by Amana, C: refused then back (CTM), D: cancelled on the
  // phone, E: no answer yet, F: a bank transfer placed ten days ago.
  const placed: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F', Order> = {} as never;

  it('keeps what each courier holds, and what a handover received against what it covered', async () => {
    const amana = await courierNamed(app, karim, 'Amana');
    const ctm = await courierNamed(app, karim, 'CTM Messagerie');
    placed.A = await order(oil, 2, 'Casablanca');
    placed.B = await order(oil, 1, 'Rabat');
    placed.C = await order(oil, 3, 'Casablanca');
    placed.D = await order(oil, 1, 'Rabat');
    placed.E = await order(oil, 2, 'Casablanca');
    placed.F = await order(soap, 1, 'Casablanca', 'bank-transfer');
    await call(placed.A, karim, { outcome: 'confirmed' });
    await call(placed.B, karim, { outcome: 'confirmed' });
    await call(placed.C, owner, { outcome: 'confirmed' });
    await call(placed.D, karim, { outcome: 'cancelled', reason: 'Commande en double' });
    await call(placed.E, karim, { outcome: 'no-answer', retry: 'in-2-hours' });
    await act(placed.F, { action: 'mark-paid' });
    await act(placed.A, { action: 'ship', courierId: amana });
    await act(placed.B, { action: 'ship', courierId: amana });
    await act(placed.C, { action: 'ship', courierId: ctm });
    await delivery(placed.A, { outcome: 'delivered', cashCollected: placed.A.total });
    await delivery(placed.B, { outcome: 'delivered', cashCollected: placed.B.total - 500 });
    await delivery(placed.C, { outcome: 'refused' });
    await delivery(placed.C, { outcome: 'returned' });

    const before = await reconciliation();
    expect(before.couriers).toEqual([
      { courier: { id: amana, name: 'Amana', active: true }, outstandingOrders: 2, outstanding: placed.A.total + placed.B.total - 500, expected: 0, received: 0, difference: 0 },
    ]);
    expect(before.outstanding.map((d) => [d.orderNumber, d.cashCollected, d.courierId])).toEqual([
      [placed.A.orderNumber, placed.A.total, amana],
      [placed.B.orderNumber, placed.B.total - 500, amana],
    ]);

    // A's cash, 10 DH short; B's stays with the courier.
    const handover = await post('/admin/cash-handovers', karim, { courierId: amana, orderIds: [placed.A._id], received: placed.A.total - 1000, note: 'Manque 10 DH' });
    await expectOk(handover, 201);
    expect(json<{ data: { handover: S['CashHandover'] } }>(handover).data.handover).toMatchObject({ orders: 1, expected: placed.A.total, received: placed.A.total - 1000, difference: -1000, staffEmail: 'karim@huileries.ma', note: 'Manque 10 DH' });

    const after = await reconciliation();
    expect(after.couriers).toEqual([
      { courier: { id: amana, name: 'Amana', active: true }, outstandingOrders: 1, outstanding: placed.B.total - 500, expected: placed.A.total, received: placed.A.total - 1000, difference: -1000 },
    ]);
    expect(after.outstanding.map((d) => d.orderNumber)).toEqual([placed.B.orderNumber]);
    expect(after.handovers).toHaveLength(1);
    const audit = await app.database.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'cash.handover'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffEmail: 'karim@huileries.ma', subject: 'Amana' });
  });

  it('covers an order once, and only the courier’s delivered cash: 409 names none covered', async () => {
    const amana = await courierNamed(app, karim, 'Amana');
    const ctm = await courierNamed(app, karim, 'CTM Messagerie');
    const twice = await post('/admin/cash-handovers', karim, { courierId: amana, orderIds: [placed.A._id, placed.B._id], received: 100 });
    onContract(twice);
    expect(twice.statusCode, twice.body).toBe(409);
    const otherCourier = await post('/admin/cash-handovers', karim, { courierId: ctm, orderIds: [placed.B._id], received: 100 });
    expect(otherCourier.statusCode).toBe(409);
    const refusedParcel = await post('/admin/cash-handovers', karim, { courierId: ctm, orderIds: [placed.C._id], received: 0 });
    expect(refusedParcel.statusCode).toBe(409);
    // Nothing was written by the refusals: B is still out.
    expect((await reconciliation()).outstanding.map((d) => d.orderNumber)).toEqual([placed.B.orderNumber]);
    const negative = await post('/admin/cash-handovers', karim, { courierId: amana, orderIds: [placed.B._id], received: -1 });
    expect(negative.statusCode).toBe(400);
  });

  it('shows owners today and the last 30 days, as these orders make them; staff may not read it', async () => {
    // F was placed ten days ago: in the last 30 days, not today.
    const tenDaysAgo = new Date(Date.now() - 10 * DAY);
    await app.database.db.update(t.orders).set({ createdAt: tenDaysAgo }).where(eq(t.orders.id, placed.F._id));
    const threshold = async (variant: string, lowStockThreshold: number | null) =>
      expectOk(await app.inject({ method: 'PATCH', url: `/api/admin/variants/${variant}`, headers: karim, payload: { lowStockThreshold } }));
    const [soapRow] = await app.database.db.select().from(t.variants).where(eq(t.variants.id, soap.variant));
    const [oilRow] = await app.database.db.select().from(t.variants).where(eq(t.variants.id, oil.variant));
    await threshold(soap.variant, soapRow!.stock + 1);
    await threshold(oil.variant, oilRow!.stock); // not below it: no alert

    expect((await app.inject({ url: '/api/admin/dashboard', headers: karim })).statusCode).toBe(403);
    const response = await app.inject({ url: '/api/admin/dashboard?lang=fr', headers: owner });
    await expectOk(response);
    const { today, last30Days, days, cashOutstanding, lowStock } = json<S['DashboardResponse']>(response).data;

    const { A, B, E, F } = placed;
    // Kept: neither cancelled (D) nor refused or returned (C).
    const todayKept = [A, B, E];
    const sum = (orders: Order[]) => orders.reduce((total, o) => total + o.total, 0);
    expect(today).toMatchObject({
      from: moroccanDay(new Date()),
      to: moroccanDay(new Date()),
      orders: 5,
      sales: sum(todayKept),
      averageOrder: Math.round(sum(todayKept) / 3),
      // A, B, C confirmed and D cancelled on the phone; E still awaits its call.
      cashOrdersDecided: 4,
      confirmed: 3,
      confirmationRate: 0.75,
      shipped: 3,
      delivered: 2,
      returned: 1,
      deliveryRate: 2 / 3,
      returnRate: 1 / 3,
      cashCollected: A.total + B.total - 500,
    });
    expect(today.bestSellers).toEqual([{ productId: oil.product, title: oil.title, units: 2 + 1 + 2, sales: 5 * oil.price }]);
    expect(today.cities).toEqual([
      { city: 'Casablanca', orders: 2, sales: A.total + E.total },
      { city: 'Rabat', orders: 1, sales: B.total },
    ]);
    expect(today.staff).toEqual([
      { email: 'karim@huileries.ma', calls: 4, confirmed: 2, confirmationRate: 0.5 },
      { email: 'nadia@huileries.ma', calls: 1, confirmed: 1, confirmationRate: 1 },
    ]);

    expect(last30Days).toMatchObject({ from: moroccanDay(new Date(Date.now() - 29 * DAY)), orders: 6, sales: sum([...todayKept, F]), cashOrdersDecided: 4, shipped: 3 });
    expect(last30Days.bestSellers.map((b) => [b.productId, b.units])).toEqual([
      [oil.product, 5],
      [soap.product, 1],
    ]);
    expect(last30Days.cities[0]).toEqual({ city: 'Casablanca', orders: 3, sales: A.total + E.total + F.total });

    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ day: moroccanDay(new Date()), orders: 5, sales: sum(todayKept) });
    expect(days.find((d) => d.day === moroccanDay(tenDaysAgo))).toEqual({ day: moroccanDay(tenDaysAgo), orders: 1, sales: F.total });
    expect(days.reduce((n, d) => n + d.orders, 0)).toBe(6);

    // B's cash is still with Amana: A's was handed over.
    expect(cashOutstanding).toBe(B.total - 500);
    expect(lowStock).toEqual([{ variantId: soap.variant, productId: soap.product, title: soap.title, size: expect.any(String), stock: soapRow!.stock, threshold: soapRow!.stock + 1 }]);
  });

  it('counts the orders once until one is placed or moved, then again', async () => {
    const read = async () => json<S['DashboardResponse']>(await app.inject({ url: '/api/admin/dashboard?lang=fr', headers: owner })).data;
    const first = await read();
    expect((await read()).asOf).toBe(first.asOf);
    const placedNow = await order(oil, 1, 'Rabat');
    await expect.poll(async () => (await read()).today.orders, { timeout: 5_000 }).toBe(first.today.orders + 1);
    await call(placedNow, karim, { outcome: 'confirmed' });
    await expect.poll(async () => (await read()).today.confirmed, { timeout: 5_000 }).toBe(first.today.confirmed + 1);
  });

  it('names cities and products in the language asked', async () => {
    const response = await app.inject({ url: '/api/admin/dashboard?lang=ar', headers: owner });
    await expectOk(response);
    const { today } = json<S['DashboardResponse']>(response).data;
    expect(today.cities.map((c) => c.city)).toEqual(['الدار البيضاء', 'الرباط']);
    const arTitle = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48&lang=ar')).data.products.find((p) => p.id === oil.product)!.name;
    expect(today.bestSellers[0]!.title).toBe(arTitle);
  });
});
