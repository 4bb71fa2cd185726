import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { startSmtpCapture } from '../support/smtp-capture.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  // A mail server that is down: its port is known, nothing listens there yet.
  const probe = await startSmtpCapture();
  port = Number(new URL(probe.url).port);
  await probe.close();
  app = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await stopTestApp(app);
});

async function verifiedCustomer(email: string) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: '10.7.0.1', payload: { firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026' } });
  expect(response.statusCode, response.body).toBe(201);
  await app.database.db.update(t.users).set({ isVerified: true }).where(eq(t.users.email, email));
  return { authorization: `Bearer ${json<S['AuthResponse']>(response).data.tokens.accessToken}` };
}

async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('order confirmations', () => {
  it('wait in the queue while the mail server is down, and reach it once it is back, once', async () => {
    const email = 'queue@example.ma';
    const headers = await verifiedCustomer(email);
    const products = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products;
    const product = json<{ data: { product: S['Product'] } }>(await app.inject(`/api/products/${products[0]!.id}`)).data.product;
    const variant = product.variants.find((v) => v.stock > 0)!;
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: {
        source: 'direct',
        items: [{ product: product.id, variant: variant.id, quantity: 1 }],
        customerInfo: { firstName: 'Amina', lastName: 'Bennani', email, phone: '+212661234567' },
        deliveryAddress: { street: '1 rue Allal Ben Abdellah', city: 'Fès', country: 'MA' },
        paymentMethod: 'cash-on-delivery',
        deliveryMethod: { id: 'pickup' },
        selectedShopId: 'meknes-factory',
      },
    });
    // The order does not wait for the mail server, and its mail is not lost with the failed send.
    expect(placed.statusCode, placed.body).toBe(201);
    const orderNumber = json<S['OrderResponse']>(placed).data.order.orderNumber;
    const failed = await until(async () => {
      const [row] = await app.database.db.select().from(t.mailQueue).where(eq(t.mailQueue.to, email));
      return row?.lastError ? row : undefined;
    }, 'the first send to fail');
    expect(failed.sentAt).toBeNull();
    expect(failed.attempts).toBe(1);
    // Its retry waits (30 s after the first failure), stored with it so a restart keeps it.
    expect(failed.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(20_000);

    const smtp = await startSmtpCapture(port);
    try {
      await app.database.db.update(t.mailQueue).set({ nextAttemptAt: new Date() }).where(eq(t.mailQueue.id, failed.id));
      await app.mails.flush();
      const mail = await smtp.waitFor(email);
      expect(mail.subject).toContain(orderNumber);
      const [sent] = await app.database.db.select().from(t.mailQueue).where(eq(t.mailQueue.id, failed.id));
      expect(sent!.sentAt).not.toBeNull();
      await app.mails.flush();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});
