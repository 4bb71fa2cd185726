// Issue 45, item 8: a daily mail to SHOP_EMAIL lists the variants under their threshold (staff set one
// per variant in the back office). None is sent on a day no size is low.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { startSmtpCapture } from '../support/smtp-capture.ts';
import { staffByCommand, type Who } from '../support/staff-session.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];
const SHOP = 'stock@huileries.example';
const JOB = 'low stock mail';

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let karim: Who;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await startTestApp({ smtpUrl: smtp.url, shopEmail: SHOP, publicUrl: 'https://huileries.example' });
  karim = await staffByCommand(app, 'karim@huileries.ma', 'staff');
});
afterAll(async () => {
  await stopTestApp(app);
  await smtp?.close();
});

/** The daily job, made due now, run as the server runs it. */
async function runDailyJob() {
  await app.database.db.insert(t.periodicJobs).values({ name: JOB, nextRunAt: sql`now()` }).onConflictDoUpdate({ target: t.periodicJobs.name, set: { nextRunAt: sql`now()` } });
  await app.jobs.tick();
  await app.mails.flush();
}
const toShop = () => smtp.mails.filter((m) => m.to.includes(SHOP));
const setThreshold = async (variantId: string, lowStockThreshold: number | null) => {
  const response = await app.inject({ method: 'PATCH', url: `/api/admin/variants/${variantId}`, headers: karim, payload: { lowStockThreshold } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['x-contract-violation'], response.body).toBeUndefined();
  return json<S['AdminProductResponse']>(response).data.product;
};

describe('the daily low-stock mail', () => {
  it('is not sent while every size is at or above its threshold', async () => {
    const [variant] = await app.database.db.select().from(t.variants).limit(1);
    // At its threshold is not below it.
    await setThreshold(variant!.id, variant!.stock);
    await runDailyJob();
    expect(toShop()).toHaveLength(0);
  });

  it('lists each size below its threshold, in French, with the catalogue’s address', async () => {
    const products = (await app.database.db.select().from(t.products).limit(2)).map((p) => p.id);
    const sizes = await app.database.db.select().from(t.variants).where(eq(t.variants.productId, products[0]!));
    const other = (await app.database.db.select().from(t.variants).where(eq(t.variants.productId, products[1]!)))[0]!;
    const low = sizes[0]!;
    const [product] = await app.database.db.select().from(t.products).where(eq(t.products.id, low.productId));
    const answer = await setThreshold(low.id, low.stock + 5);
    expect(answer.variants.find((v) => v.id === low.id)!.lowStockThreshold).toBe(low.stock + 5);
    await setThreshold(other.id, other.stock + 1);
    await runDailyJob();
    await expect.poll(() => toShop().length, { timeout: 10_000 }).toBe(1);
    const [mail] = toShop();
    expect(mail!.subject).toBe('Stock bas : 2 formats sous leur seuil d’alerte');
    expect(mail!.text).toContain(`${product!.name.fr} (${low.size}) : ${low.stock} en stock, seuil ${low.stock + 5}`);
    expect(mail!.text).toContain('https://huileries.example/admin/catalogue');
    const [otherProduct] = await app.database.db.select().from(t.products).where(eq(t.products.id, other.productId));
    const otherLine = `${otherProduct!.name.fr} (${other.size}) : ${other.stock} en stock, seuil ${other.stock + 1}`;
    expect(mail!.text).toContain(otherLine);
    // The emptiest against its threshold first: 5 units short before 1.
    expect(mail!.text.indexOf(`(${low.size}) : ${low.stock} en stock`)).toBeLessThan(mail!.text.indexOf(otherLine));
  });

  it('stops naming a size whose alert is taken off', async () => {
    const set = await app.database.db.select().from(t.variants).where(sql`${t.variants.lowStockThreshold} is not null`);
    for (const variant of set) await setThreshold(variant.id, null);
    const before = toShop().length;
    await runDailyJob();
    expect(toShop()).toHaveLength(before);
  });
});
