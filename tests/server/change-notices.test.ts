// Issue 22 item 4 and issue 23 item 3: a price changed through one server shows on another within a
// second, on one PostgreSQL, through LISTEN/NOTIFY: the catalogue's own re-read (its TTL) is set to a
// minute here, so only the notice can bring the change in time.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { staffByCommand } from '../support/staff-session.ts';
import { json, startTestApps, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];
const pg = Boolean(process.env.TEST_DATABASE_URL);
let a: FastifyInstance | undefined;
let b: FastifyInstance | undefined;

beforeAll(async () => {
  if (pg) [a, b] = await startTestApps(2, { catalogueTtlMs: 60_000 });
});
afterAll(async () => {
  await stopTestApp(a);
  await stopTestApp(b);
});

const productOn = async (app: FastifyInstance, slug: string) => json<{ data: { product: S['Product'] } }>(await app.inject(`/api/products/${slug}`)).data.product;

describe.runIf(pg)('two servers on one PostgreSQL', () => {
  it('a price changed through one shows on the other within a second', async () => {
    const staff = await staffByCommand(a!, 'karim@huileries.ma', 'staff');
    const listing = json<{ data: { products: S['ProductSummary'][] } }>(await b!.inject('/api/products?pageSize=48')).data.products;
    const product = await productOn(b!, listing[0]!.slug);
    const variant = product.variants[0]!;
    const price = variant.price + 1234;
    const changed = await a!.inject({ method: 'PATCH', url: `/api/admin/variants/${variant.id}`, headers: staff, payload: { price, originalPrice: null } });
    expect(changed.statusCode, changed.body).toBe(200);
    const deadline = Date.now() + 1000;
    let seen = (await productOn(b!, product.slug)).variants[0]!.price;
    while (seen !== price && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = (await productOn(b!, product.slug)).variants[0]!.price;
    }
    expect(seen).toBe(price);
  });

  it('a product taken out of the shop through one leaves the other’s listing within a second', async () => {
    const staff = await staffByCommand(a!, 'amina@huileries.ma', 'staff');
    const listed = async () => json<{ data: { products: S['ProductSummary'][] } }>(await b!.inject('/api/products?pageSize=48')).data.products.map((p) => p.id);
    const id = (await listed())[1]!;
    expect((await a!.inject({ method: 'PATCH', url: `/api/admin/products/${id}`, headers: staff, payload: { published: false } })).statusCode).toBe(200);
    const deadline = Date.now() + 1000;
    while ((await listed()).includes(id) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await listed()).not.toContain(id);
  });
});
