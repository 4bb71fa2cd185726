// Issue 22, item 2: staff find orders by status, payment method, delivery method and day, search them
// by number or email, a page at a time, and open one whole: customer, addresses, lines, totals,
// payment, pickup shop and its history.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { staffByCommand, type Who } from '../support/staff-session.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];

let app: FastifyInstance;
let staff: Who;
let pick: { product: string; variant: string };
let clients = 0;
const placed: { order: S['Order']; email: string; who: Who }[] = [];

async function customer(email: string): Promise<Who> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: `10.23.0.${++clients}`, payload: { firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026' } });
  await app.database.db.update(t.users).set({ isVerified: true }).where(eq(t.users.email, email));
  return { authorization: `Bearer ${json<S['AuthResponse']>(response).data.tokens.accessToken}` };
}

async function order(who: Who, email: string, extra: object) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: who,
    payload: {
      source: 'direct',
      items: [{ ...pick, quantity: 1 }],
      customerInfo: { firstName: 'Amina', lastName: 'Bennani', email, phone: '+212661234567' },
      deliveryAddress: { street: '12 rue Allal Ben Abdellah', city: 'Fès', country: 'MA' },
      paymentMethod: 'cash-on-delivery',
      deliveryMethod: { id: 'pickup' },
      selectedShopId: 'meknes-factory',
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  placed.push({ order: json<{ data: { order: S['Order'] } }>(response).data.order, email, who });
}

beforeAll(async () => {
  app = await startTestApp();
  staff = await staffByCommand(app, 'karim@huileries.ma', 'staff');
  const product = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products.find((p) => p.variants.some((v) => v.stock >= 10))!;
  pick = { product: product.id, variant: product.variants.find((v) => v.stock >= 10)!.id };
  const amina = await customer('amina.bennani@example.ma');
  const youssef = await customer('youssef@example.ma');
  await order(amina, 'amina.bennani@example.ma', {});
  await order(youssef, 'youssef@example.ma', { paymentMethod: 'bank-transfer', selectedBankId: 'attijariwafa-bank' });
  await order(amina, 'amina.bennani@example.ma', { deliveryMethod: { id: 'home-casablanca-rabat' }, deliveryAddress: { street: '12 boulevard Zerktouni', city: 'Casablanca', country: 'MA' }, selectedShopId: undefined });
});
afterAll(async () => {
  await stopTestApp(app);
});

const list = async (query = '') => {
  const response = await app.inject({ url: `/api/admin/orders${query}`, headers: staff });
  expect(response.statusCode, response.body).toBe(200);
  return json<S['AdminOrderListResponse']>(response).data;
};
const numbers = async (query = '') => (await list(query)).orders.map((o) => o.orderNumber);
const numberOf = (i: number) => () => placed[i]!.order.orderNumber;
const [first, second, third] = [numberOf(0), numberOf(1), numberOf(2)];

/** A day in Morocco, as YYYY-MM-DD, `offset` days from today. */
const moroccoDay = (offset = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date(Date.now() + offset * 86_400_000));

describe('staff find orders', () => {
  it('lists them newest first, with customer, units, total, payment and delivery', async () => {
    const all = await list();
    expect(all.orders.map((o) => o.orderNumber)).toEqual([third(), second(), first()]);
    expect(all.total).toBe(3);
    expect(all.orders[1]).toMatchObject({ customerName: 'Amina Bennani', email: 'youssef@example.ma', itemCount: 1, total: placed[1]!.order.total, paymentMethod: 'bank-transfer', deliveryMethod: 'pickup', status: 'awaiting-payment' });
  });

  it('filters by payment method, delivery method and status', async () => {
    expect(await numbers('?paymentMethod=bank-transfer')).toEqual([second()]);
    expect(await numbers('?deliveryMethod=home-casablanca-rabat')).toEqual([third()]);
    expect(await numbers('?status=pending&deliveryMethod=pickup')).toEqual([first()]);
    expect(await numbers('?status=delivered')).toEqual([]);
  });

  it('searches by order number or part of the email address, case and wildcards taken literally', async () => {
    expect(await numbers(`?q=${second().toLowerCase()}`)).toEqual([second()]);
    expect(await numbers('?q=AMINA.BENNANI')).toEqual([third(), first()]);
    expect(await numbers('?q=%25')).toEqual([]);
    expect(await numbers('?q=_')).toEqual([]);
  });

  it('filters by the day it was placed, in Morocco', async () => {
    expect(await numbers(`?from=${moroccoDay()}&to=${moroccoDay()}`)).toHaveLength(3);
    expect(await numbers(`?to=${moroccoDay(-1)}`)).toEqual([]);
    expect(await numbers(`?from=${moroccoDay(1)}`)).toEqual([]);
    expect((await app.inject({ url: '/api/admin/orders?from=hier', headers: staff })).statusCode).toBe(400);
    // 23:30 UTC on 10 June is 00:30 on the 11th in Casablanca (UTC+1 outside Ramadan): the 11th's order.
    const id = placed[0]!.order._id;
    const [{ createdAt } = { createdAt: new Date() }] = await app.database.db.select({ createdAt: t.orders.createdAt }).from(t.orders).where(eq(t.orders.id, id));
    await app.database.db.update(t.orders).set({ createdAt: new Date('2026-06-10T23:30:00Z') }).where(eq(t.orders.id, id));
    try {
      expect(await numbers('?from=2026-06-11&to=2026-06-11')).toEqual([first()]);
      expect(await numbers('?from=2026-06-10&to=2026-06-10')).toEqual([]);
      // Morocco stays on UTC+1 in November too: 23:30 UTC on 27 November 2025 is the 28th there.
      await app.database.db.update(t.orders).set({ createdAt: new Date('2025-11-27T23:30:00Z') }).where(eq(t.orders.id, id));
      expect(await numbers('?from=2025-11-28&to=2025-11-28')).toEqual([first()]);
      expect(await numbers('?from=2025-11-27&to=2025-11-27')).toEqual([]);
    } finally {
      await app.database.db.update(t.orders).set({ createdAt }).where(eq(t.orders.id, id));
    }
  });

  it('pages through them', async () => {
    const one = await list('?pageSize=2&page=2');
    expect(one).toMatchObject({ total: 3, page: 2, pageSize: 2, totalPages: 2 });
    expect(one.orders.map((o) => o.orderNumber)).toEqual([first()]);
  });

  it('opens an order whole, as its customer sees it, with the account and the history', async () => {
    const { order, email, who } = placed[1]!;
    const response = await app.inject({ url: `/api/admin/orders/${order._id}`, headers: staff });
    expect(response.statusCode, response.body).toBe(200);
    const seen = json<S['AdminOrderResponse']>(response).data;
    const own = json<{ data: { order: S['Order'] } }>(await app.inject({ url: `/api/orders/${order._id}?lang=fr`, headers: who })).data.order;
    expect(seen.order).toEqual(own);
    expect(seen.order.bank?.id).toBe('attijariwafa-bank');
    expect(seen.account).toEqual({ email, firstName: 'Amina', lastName: 'Bennani' });
    expect(seen.history).toEqual([{ at: order.createdAt, action: 'order.placed', by: email }]);
    const pickup = json<S['AdminOrderResponse']>(await app.inject({ url: `/api/admin/orders/${placed[0]!.order._id}`, headers: staff })).data.order;
    expect(pickup.pickupShop?._id).toBe('meknes-factory');
    expect((await app.inject({ url: '/api/admin/orders/5b0e1c3a-7d2f-4e8a-9c61-0f3b2d4a6e71', headers: staff })).statusCode).toBe(404);
  });
});
