// Issue 47, the order's own page: a timeline of where the order is (each reached step with its moment,
// the shipment's courier and tracking number), order again at today's prices (each line told: added, a
// new price, out of stock, fewer units, no longer sold), and the shopper's own cancellation while the
// order awaits confirmation (stock back, audited as by the customer, mailed; later: 409 in their language).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { signedUpCustomer } from '../support/customer.ts';
import { courierNamed, staffByCommand, type Who } from '../support/staff-session.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];
type Pick = { product: string; variant: string };

let app: FastifyInstance;
let karim: Who;
let amana: string;
let picks: Pick[];

beforeAll(async () => {
  app = await startTestApp();
  karim = await staffByCommand(app, 'karim@huileries.ma', 'staff');
  amana = await courierNamed(app, karim);
  const products = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products;
  // One size of three different products, each with stock to spare.
  picks = products
    .filter((p) => p.variants.some((v) => v.stock >= 30))
    .slice(0, 3)
    .map((p) => ({ product: p.id, variant: p.variants.find((v) => v.stock >= 30)!.id }));
  expect(picks).toHaveLength(3);
});
afterAll(async () => {
  await stopTestApp(app);
});

const onContract = (response: { headers: Record<string, unknown>; body: string }) => expect(response.headers['x-contract-violation'], response.body).toBeUndefined();
const act = (orderId: string, body: object) => app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/actions`, headers: karim, payload: body });
const db = () => app.database.db;
const stockOf = async (variant: string) => (await db().select({ stock: t.variants.stock }).from(t.variants).where(eq(t.variants.id, variant)))[0]!.stock;

/** A cash order delivered home unless told, of one line bought directly, or of several through the cart. */
async function place(headers: Who, lines: { pick: Pick; quantity: number }[], extra: object = {}): Promise<S['Order']> {
  if (lines.length > 1) {
    for (const { pick, quantity } of lines) {
      const added = await app.inject({ method: 'POST', url: '/api/cart/items', headers, payload: { productId: pick.product, variantId: pick.variant, quantity } });
      expect(added.statusCode, added.body).toBe(200);
    }
  }
  const placed = await app.inject({
    method: 'POST',
    url: '/api/orders?lang=fr',
    headers,
    payload: {
      ...(lines.length > 1 ? { source: 'cart' } : { source: 'direct', items: lines.map(({ pick, quantity }) => ({ ...pick, quantity })) }),
      customerInfo: { firstName: 'Salma', lastName: 'Idrissi', email: 'salma@example.ma', phone: '0661234567' },
      deliveryAddress: { street: '12 boulevard Zerktouni', city: 'Casablanca', country: 'MA' },
      paymentMethod: 'cash-on-delivery',
      deliveryMethod: { id: 'home-casablanca-rabat' },
      ...extra,
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return json<S['OrderResponse']>(placed).data.order;
}

async function page(headers: Who, orderId: string, lang = 'fr') {
  const response = await app.inject({ url: `/api/orders/${orderId}?lang=${lang}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  onContract(response);
  return json<S['OrderPageResponse']>(response).data;
}

const steps = (timeline: S['OrderTimelineStep'][]) => timeline.map((step) => [step.state, step.reached, step.at !== null]);

describe('the timeline', () => {
  it('a home delivery: placed, then confirmed, shipped (courier and tracking number) and delivered, each with its moment', async () => {
    const { headers } = await signedUpCustomer(app);
    const order = await place(headers, [{ pick: picks[0]!, quantity: 1 }]);
    expect(steps((await page(headers, order._id)).timeline)).toEqual([
      ['placed', true, true],
      ['confirmed', false, false],
      ['shipped', false, false],
      ['delivered', false, false],
    ]);
    expect((await act(order._id, { action: 'confirm' })).statusCode).toBe(200);
    expect(steps((await page(headers, order._id)).timeline).map(([state, reached]) => [state, reached])).toEqual([
      ['placed', true],
      ['confirmed', true],
      ['shipped', false],
      ['delivered', false],
    ]);
    expect((await act(order._id, { action: 'ship', courierId: amana, trackingNumber: 'AM123456789MA' })).statusCode).toBe(200);
    const shipped = await page(headers, order._id);
    expect(shipped.order.shipment).toEqual({ courier: 'Amana', trackingNumber: 'AM123456789MA' });
    expect(steps(shipped.timeline)).toEqual([
      ['placed', true, true],
      ['confirmed', true, true],
      ['shipped', true, true],
      ['delivered', false, false],
    ]);
    expect((await act(order._id, { action: 'deliver' })).statusCode).toBe(200);
    const delivered = await page(headers, order._id);
    expect(steps(delivered.timeline).every(([, reached, dated]) => reached && dated)).toBe(true);
    const moments = delivered.timeline.map((step) => Date.parse(step.at!));
    expect(moments).toEqual([...moments].sort((a, b) => a - b));
    expect(delivered.timeline[0]!.at).toBe(order.createdAt);
  });

  it('a pickup: ready for pickup, then collected', async () => {
    const { headers } = await signedUpCustomer(app);
    const order = await place(headers, [{ pick: picks[0]!, quantity: 1 }], { deliveryMethod: { id: 'pickup' }, selectedShopId: 'meknes-factory' });
    for (const action of ['confirm', 'ready-for-pickup', 'collect']) expect((await act(order._id, { action })).statusCode).toBe(200);
    expect(steps((await page(headers, order._id)).timeline)).toEqual([
      ['placed', true, true],
      ['confirmed', true, true],
      ['ready-for-pickup', true, true],
      ['collected', true, true],
    ]);
  });

  it('a parcel refused at the door, then back at the shop', async () => {
    const { headers } = await signedUpCustomer(app);
    const order = await place(headers, [{ pick: picks[0]!, quantity: 1 }]);
    expect((await act(order._id, { action: 'confirm' })).statusCode).toBe(200);
    expect((await act(order._id, { action: 'ship', courierId: amana })).statusCode).toBe(200);
    for (const outcome of ['refused', 'returned']) {
      const response = await app.inject({ method: 'POST', url: `/api/admin/orders/${order._id}/delivery`, headers: karim, payload: { outcome } });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(steps((await page(headers, order._id)).timeline).map(([state, reached]) => [state, reached])).toEqual([
      ['placed', true],
      ['confirmed', true],
      ['shipped', true],
      ['refused', true],
      ['returned', true],
    ]);
  });
});

describe('order again', () => {
  it('puts the lines in the cart at today’s prices, says which size is out of stock and which product is no longer sold, and adds those to nothing', async () => {
    const { headers } = await signedUpCustomer(app);
    const [repriced, soldOut, withdrawn] = picks as [Pick, Pick, Pick];
    const order = await place(headers, [
      { pick: repriced, quantity: 2 },
      { pick: soldOut, quantity: 1 },
      { pick: withdrawn, quantity: 1 },
    ]);
    const paid = order.items.find((item) => item.variantId === repriced.variant)!.price;
    const [before] = await db().select({ price: t.variants.priceCentimes, stock: t.variants.stock }).from(t.variants).where(eq(t.variants.id, soldOut.variant));
    await db().update(t.variants).set({ priceCentimes: paid + 500 }).where(eq(t.variants.id, repriced.variant));
    await db().update(t.variants).set({ stock: 0 }).where(eq(t.variants.id, soldOut.variant));
    await db().update(t.products).set({ published: false }).where(eq(t.products.id, withdrawn.product));
    try {
      const response = await app.inject({ method: 'POST', url: `/api/orders/${order._id}/reorder?lang=en`, headers });
      expect(response.statusCode, response.body).toBe(200);
      onContract(response);
      const { lines } = json<S['ReorderResponse']>(response).data;
      expect(lines.map(({ variantId, outcome, ordered, added, oldPrice, newPrice }) => ({ variantId, outcome, ordered, added, oldPrice, newPrice }))).toEqual([
        { variantId: repriced.variant, outcome: 'added', ordered: 2, added: 2, oldPrice: paid, newPrice: paid + 500 },
        { variantId: soldOut.variant, outcome: 'out-of-stock', ordered: 1, added: 0, oldPrice: expect.any(Number), newPrice: before!.price },
        { variantId: withdrawn.variant, outcome: 'unavailable', ordered: 1, added: 0, oldPrice: expect.any(Number), newPrice: null },
      ]);
      // Named in the language asked for, as the order's page in that language names them.
      expect(lines.map((line) => line.productTitle)).toEqual((await page(headers, order._id, 'en')).order.items.map((item) => item.productTitle));
      const cart = json<{ data: { cart: S['Cart'] } }>(await app.inject({ url: '/api/cart', headers })).data.cart;
      expect(cart.items.map((item) => [item.variantId, item.quantity])).toEqual([[repriced.variant, 2]]);
      expect(cart.items[0]!.unitPrice).toBe(paid + 500);
    } finally {
      await db().update(t.variants).set({ stock: before!.stock }).where(eq(t.variants.id, soldOut.variant));
      await db().update(t.variants).set({ priceCentimes: paid }).where(eq(t.variants.id, repriced.variant));
      await db().update(t.products).set({ published: true }).where(eq(t.products.id, withdrawn.product));
    }
  });

  it('adds to what the cart holds, short of what was ordered when the stock is short', async () => {
    const { headers } = await signedUpCustomer(app);
    const pick = picks[1]!;
    const order = await place(headers, [{ pick, quantity: 5 }]);
    const stock = await stockOf(pick.variant);
    expect((await app.inject({ method: 'POST', url: '/api/cart/items', headers, payload: { productId: pick.product, variantId: pick.variant, quantity: 1 } })).statusCode).toBe(200);
    await db().update(t.variants).set({ stock: 4 }).where(eq(t.variants.id, pick.variant));
    try {
      const response = await app.inject({ method: 'POST', url: `/api/orders/${order._id}/reorder`, headers });
      expect(response.statusCode, response.body).toBe(200);
      expect(json<S['ReorderResponse']>(response).data.lines).toMatchObject([{ outcome: 'short', ordered: 5, added: 3 }]);
      const cart = json<{ data: { cart: S['Cart'] } }>(await app.inject({ url: '/api/cart', headers })).data.cart;
      expect(cart.items.map((item) => item.quantity)).toEqual([4]);
    } finally {
      await db().update(t.variants).set({ stock }).where(eq(t.variants.id, pick.variant));
    }
  });
});

describe('the shopper cancels', () => {
  it('while the order awaits confirmation: stock back, cancelled for the back office, audited as by the customer, mailed', async () => {
    const { email, headers } = await signedUpCustomer(app);
    const pick = picks[2]!;
    const stock = await stockOf(pick.variant);
    const order = await place(headers, [{ pick, quantity: 3 }]);
    expect(await stockOf(pick.variant)).toBe(stock - 3);
    const response = await app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel?lang=fr`, headers });
    expect(response.statusCode, response.body).toBe(200);
    onContract(response);
    const cancelled = json<S['OrderPageResponse']>(response).data;
    expect(cancelled.order).toMatchObject({ fulfilment: 'cancelled', status: 'cancelled' });
    expect(steps(cancelled.timeline)).toEqual([
      ['placed', true, true],
      ['cancelled', true, true],
    ]);
    expect(await stockOf(pick.variant)).toBe(stock);
    const staffView = json<S['AdminOrderResponse']>(await app.inject({ url: `/api/admin/orders/${order._id}`, headers: karim })).data;
    expect(staffView.order.fulfilment).toBe('cancelled');
    const [audit] = await db().select().from(t.auditLog).where(and(eq(t.auditLog.subject, order.orderNumber), eq(t.auditLog.action, 'order.cancel')));
    expect(audit).toMatchObject({ staffId: null, staffEmail: email, after: { fulfilment: 'cancelled', by: 'customer' } });
    const mails = await db().select().from(t.mailQueue).where(eq(t.mailQueue.to, email));
    expect(mails.map((mail) => mail.content.subject)).toContain(`Votre commande ${order.orderNumber} est annulée`);
    // Once cancelled, never again.
    expect((await app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel`, headers })).statusCode).toBe(409);
  });

  it('not once confirmed: 409, said in the shopper’s language, and the order stays as it was', async () => {
    const { headers } = await signedUpCustomer(app);
    const order = await place(headers, [{ pick: picks[2]!, quantity: 1 }]);
    expect((await act(order._id, { action: 'confirm' })).statusCode).toBe(200);
    const refused = await app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel?lang=ar`, headers });
    expect(refused.statusCode).toBe(409);
    onContract(refused);
    expect(json<S['ErrorResponse']>(refused)).toMatchObject({ success: false, code: 'ORDER_NOT_CANCELLABLE', message: expect.stringMatching(/[\u0600-\u06FF]/) });
    expect((await page(headers, order._id)).order.fulfilment).toBe('confirmed');
  });
});
