import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { longestBusyStretch } from '../support/busy-event-loop.ts';
import { startTestApp, stopTestApp } from '../support/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => stopTestApp(app));

/** A new price, so a new version of the catalogue, loaded before the clock starts. */
async function newVersion(price: number) {
  const before = await app.catalogue.version();
  const [variant] = await app.database.db.select().from(t.variants).limit(1);
  await app.database.db.update(t.variants).set({ priceCentimes: price }).where(eq(t.variants.id, variant!.id));
  app.catalogue.invalidate();
  await vi.waitFor(async () => expect(await app.catalogue.version()).not.toBe(before), { timeout: 10_000 });
}

it('keeps the event loop free while the PDF catalogues are made', async () => {
  // The first making starts the worker.
  await Promise.all([app.inject('/api/catalogs/fr'), app.inject('/api/catalogs/ar')]);
  const urls = new Set<string>();
  const stretches: number[] = [];
  for (let round = 1; round <= 3; round++) {
    await newVersion(10_000 + round);
    stretches.push(
      await longestBusyStretch(async () => {
        const answers = await Promise.all([app.inject('/api/catalogs/fr'), app.inject('/api/catalogs/ar')]);
        for (const answer of answers) urls.add(answer.json<{ data: { url: string } }>().data.url);
      }),
    );
  }
  // Six PDFs made, each of a new version, none holding the loop for 100 ms.
  expect(urls.size).toBe(6);
  expect(Math.max(...stretches), `longest busy stretch of each round: ${stretches.map((ms) => ms.toFixed(1)).join(', ')} ms`).toBeLessThan(100);
});
