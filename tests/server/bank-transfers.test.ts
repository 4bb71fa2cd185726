import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { cancelUnpaidTransfers } from '../../src/server/orders/bank-transfers.ts';
import { startSmtpCapture } from '../support/smtp-capture.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await startTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await stopTestApp(app);
  await smtp?.close();
});

async function customer(email: string, locale: 'fr' | 'ar') {
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: '10.6.0.1', payload: { firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026', locale } });
  expect(response.statusCode, response.body).toBe(201);
  await app.database.db.update(t.users).set({ isVerified: true, locale }).where(eq(t.users.email, email));
  return { authorization: `Bearer ${json<S['AuthResponse']>(response).data.tokens.accessToken}` };
}

async function stockOf(variantId: string) {
  const [row] = await app.database.db.select({ stock: t.variants.stock }).from(t.variants).where(eq(t.variants.id, variantId));
  return row!.stock;
}

describe('a bank transfer not received within 7 days', () => {
  it('cancels its order, puts its stock back and mails the customer in their language, once; younger and paid ones stay', async () => {
    const headers = await customer('transfer@example.ma', 'ar');
    const products = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products;
    const product = json<{ data: { product: S['Product'] } }>(await app.inject(`/api/products/${products[2]!.id}`)).data.product;
    const variant = product.variants.find((v) => v.stock >= 10)!;
    const place = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/orders?lang=ar',
        headers,
        payload: {
          source: 'direct',
          items: [{ product: product.id, variant: variant.id, quantity: 2 }],
          customerInfo: { firstName: 'Amina', lastName: 'Bennani', email: 'transfer@example.ma', phone: '+212661234567' },
          deliveryAddress: { street: '1 rue Allal Ben Abdellah', city: 'Fès', country: 'MA' },
          paymentMethod: 'bank-transfer',
          selectedBankId: 'attijariwafa-bank',
          deliveryMethod: { id: 'pickup' },
          selectedShopId: 'meknes-factory',
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return json<S['OrderResponse']>(response).data.order;
    };
    const [overdue, recent, paid] = [await place(), await place(), await place()];
    const before = await stockOf(variant.id);
    const age = async (id: string, days: number) => app.database.db.update(t.orders).set({ createdAt: sql`now() - ${`${days} days`}::interval` }).where(eq(t.orders.id, id));
    await age(overdue._id, 8);
    await age(recent._id, 6);
    await age(paid._id, 9);
    await app.database.db.update(t.orders).set({ status: 'paid' }).where(eq(t.orders.id, paid._id));

    expect(await cancelUnpaidTransfers(app.database.db, 'http://localhost:3000')).toBe(1);
    const statusOf = async (id: string) => (await app.database.db.select({ status: t.orders.status }).from(t.orders).where(eq(t.orders.id, id)))[0]!.status;
    expect([await statusOf(overdue._id), await statusOf(recent._id), await statusOf(paid._id)]).toEqual(['cancelled', 'awaiting-payment', 'paid']);
    expect(await stockOf(variant.id)).toBe(before + 2);
    await app.mails.flush();
    const subject = `أُلغي طلبك ${overdue.orderNumber}: لم يصلنا التحويل`;
    for (let i = 0; i < 100 && !smtp.mails.some((m) => m.subject === subject); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    const mail = smtp.mails.find((m) => m.subject === subject);
    expect(mail?.to).toContain('transfer@example.ma');
    expect(mail?.text).toContain('7');

    // A second sweep finds nothing more to do and mails nothing more.
    expect(await cancelUnpaidTransfers(app.database.db, 'http://localhost:3000')).toBe(0);
    await app.mails.flush();
    expect(await stockOf(variant.id)).toBe(before + 2);
    expect(smtp.mails.filter((m) => m.subject === subject)).toHaveLength(1);
  });
});
