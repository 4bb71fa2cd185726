import { fc } from '@fast-check/vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];
type Who = Record<string, string>;

let app: FastifyInstance;
let variants: { productId: string; variantId: string; price: number }[];
let people = 0;
const SHIPPING = { pickup: 0, 'home-casablanca-rabat': 2500 } as const;

beforeAll(async () => {
  app = await startTestApp();
  const products = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products;
  variants = products.slice(0, 4).map((p) => ({ productId: p.id, variantId: p.variants[0]!.id, price: p.variants[0]!.price }));
  // Little stock, so sequences run into it.
  await app.database.db.update(t.variants).set({ stock: 6 }).where(inArray(t.variants.id, variants.map((v) => v.variantId)));
});
afterAll(async () => {
  await stopTestApp(app);
});

async function customer(): Promise<Who> {
  const email = `inv${++people}@example.ma`;
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: `10.6.${Math.floor(people / 200)}.${people % 200}`, payload: { firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026' } });
  await app.database.db.update(t.users).set({ isVerified: true }).where(eq(t.users.email, email));
  return { authorization: `Bearer ${json<S['AuthResponse']>(response).data.tokens.accessToken}` };
}

const order = (who: Who, method: keyof typeof SHIPPING, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...who, ...(key && { 'idempotency-key': key }) },
    payload: {
      source: 'cart',
      customerInfo: { firstName: 'Amina', lastName: 'Bennani', email: 'a@example.ma', phone: '+212661234567' },
      deliveryAddress: { street: '1 rue', city: 'Casablanca', country: 'MA' },
      paymentMethod: 'cash-on-delivery',
      deliveryMethod: { id: method },
      ...(method === 'pickup' && { selectedShopId: 'meknes-factory' }),
    },
  });

/** Totals as the shop promises them, computed here on their own: VAT 10 % of the subtotal, to the centime. */
function expectTotals(lines: { unitPrice: number; quantity: number; totalPrice: number }[], shipping: number, totals: { subtotal: number; vat: number; total: number }) {
  for (const line of lines) {
    expect(line.quantity).toBeGreaterThanOrEqual(1);
    expect(line.quantity).toBeLessThanOrEqual(99);
    expect(line.totalPrice).toBe(line.unitPrice * line.quantity);
  }
  const subtotal = lines.reduce((sum, line) => sum + line.totalPrice, 0);
  expect(totals.subtotal).toBe(subtotal);
  expect(totals.vat).toBe(Math.round(subtotal / 10));
  expect(totals.total).toBe(subtotal + shipping + totals.vat);
}

async function lowestStock(): Promise<number> {
  const result = (await app.database.db.execute(sql`select min(stock)::int as lowest from variants`)) as unknown as { rows: { lowest: number }[] };
  return result.rows[0]!.lowest;
}

const operation = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), variant: fc.nat(3), quantity: fc.integer({ min: -2, max: 120 }) }),
  fc.record({ kind: fc.constant('update' as const), line: fc.nat(3), quantity: fc.integer({ min: -2, max: 120 }) }),
  fc.record({ kind: fc.constant('remove' as const), line: fc.nat(3) }),
  fc.record({ kind: fc.constant('checkout' as const), method: fc.constantFrom('pickup' as const, 'home-casablanca-rabat' as const) }),
);

describe('money and stock invariants', () => {
  it('any sequence of cart operations and checkouts keeps totals exact in centimes, quantities within 1–99 and stock at zero or more', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 8 }), async (operations) => {
        const who = await customer();
        for (const op of operations) {
          const cart = json<{ data: { cart: S['Cart'] } }>(await app.inject({ url: '/api/cart', headers: who })).data.cart;
          if (op.kind === 'add') {
            const v = variants[op.variant]!;
            const response = await app.inject({ method: 'POST', url: '/api/cart/items', headers: who, payload: { productId: v.productId, variantId: v.variantId, quantity: op.quantity } });
            expect([200, 400, 409], response.body).toContain(response.statusCode);
          } else if (op.kind === 'update' && cart.items[op.line]) {
            const response = await app.inject({ method: 'PUT', url: `/api/cart/items/${cart.items[op.line]!.id}`, headers: who, payload: { quantity: op.quantity } });
            expect([200, 400, 409], response.body).toContain(response.statusCode);
          } else if (op.kind === 'remove' && cart.items[op.line]) {
            expect((await app.inject({ method: 'DELETE', url: `/api/cart/items/${cart.items[op.line]!.id}`, headers: who })).statusCode).toBe(200);
          } else if (op.kind === 'checkout') {
            const response = await order(who, op.method);
            expect([201, 409], response.body).toContain(response.statusCode);
            if (response.statusCode === 201) {
              const placed = json<{ data: { order: S['Order'] } }>(response).data.order;
              expect(placed.shipping).toBe(SHIPPING[op.method]);
              expectTotals(placed.items.map((i) => ({ unitPrice: i.price, quantity: i.quantity, totalPrice: i.totalPrice })), placed.shipping, placed);
              for (const item of placed.items) expect(item.price).toBe(variants.find((v) => v.variantId === item.variantId)!.price);
            }
          }
          const after = json<{ data: { cart: S['Cart'] } }>(await app.inject({ url: '/api/cart', headers: who })).data.cart;
          expectTotals(after.items, 0, { subtotal: after.subtotal, vat: after.vat, total: after.totalAmount });
          expect(await lowestStock()).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 30, seed: 20261121 },
    );
  }, 120_000);

  it('50 checkouts of one cart at once give exactly one order', async () => {
    const who = await customer();
    await app.database.db.update(t.variants).set({ stock: 50 }).where(eq(t.variants.id, variants[0]!.variantId));
    const added = await app.inject({ method: 'POST', url: '/api/cart/items', headers: who, payload: { productId: variants[0]!.productId, variantId: variants[0]!.variantId, quantity: 1 } });
    expect(added.statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => order(who, 'pickup', `parallel-${i}-key`)));
    const placed = answers.filter((a) => a.statusCode === 201);
    expect(placed).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) expect(refused.statusCode, refused.body).toBe(409);
    const owner = await app.database.db.select({ userId: t.orders.userId }).from(t.orders).where(eq(t.orders.id, json<{ data: { order: S['Order'] } }>(placed[0]!).data.order._id));
    expect(await app.database.db.select({ id: t.orders.id }).from(t.orders).where(eq(t.orders.userId, owner[0]!.userId!))).toHaveLength(1);
    const [stock] = await app.database.db.select({ stock: t.variants.stock }).from(t.variants).where(eq(t.variants.id, variants[0]!.variantId));
    expect(stock!.stock).toBe(49);
  });
});
