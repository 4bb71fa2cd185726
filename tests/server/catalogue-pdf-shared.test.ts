// Issue 23, item 2: the PDF catalogue is made once across every server on the database, stored under
// the version of what it shows, and made again only when that changes; a restart reads it back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { PdfWorker } from '../../src/server/catalogue-pdf/pdf-worker-client.ts';
import { loadConfig } from '../../src/server/config.ts';
import * as t from '../../src/server/db/schema.ts';
import { pdfLines } from '../support/pdf-text.ts';
import { startTestApps, stopTestApp } from '../support/test-app.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
afterEach(() => vi.restoreAllMocks());

/** Every build of every server in this process, each still made by its worker. */
const countBuilds = () => vi.spyOn(PdfWorker.prototype, 'build');

const file = async (app: FastifyInstance, locale: 'fr' | 'ar' = 'fr') => {
  const response = await app.inject(`/api/catalogs/${locale}/file`);
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
};
const storedRows = (app: FastifyInstance) => app.database.db.select({ locale: t.cataloguePdfs.locale, version: t.cataloguePdfs.version }).from(t.cataloguePdfs);

/** A size that has more than one unit in stock, and its product's price row. */
async function aSize(app: FastifyInstance) {
  const variant = (await app.catalogue.snapshot()).products.flatMap((p) => p.variants).find((v) => v.stock >= 2);
  if (!variant) throw new Error('no size with two units in stock');
  return variant;
}

describe('the PDF catalogue, made once', () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('is read back after a restart on the embedded database, and made again when a price changes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'oils-pdfs-'));
    dirs.push(dataDir);
    const start = () => buildApp(loadConfig({}, { dataDir, databaseUrl: undefined, logLevel: 'silent', validateResponses: true }));
    const builds = countBuilds();
    const first = await start();
    let pdf: Buffer;
    try {
      pdf = await file(first);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await file(first)).toEqual(pdf);
      expect(builds).toHaveBeenCalledTimes(1);
      // A build that fails answers 503 and stores nothing; the next request makes it.
      builds.mockRejectedValueOnce(new Error('the PDF worker stopped (exit code 1)'));
      expect((await first.inject('/api/catalogs/ar/file')).statusCode).toBe(503);
      expect((await storedRows(first)).map((row) => row.locale)).toEqual(['fr']);
      await file(first, 'ar');
      expect(builds).toHaveBeenCalledTimes(3);
    } finally {
      await first.close();
    }

    const second = await start();
    try {
      expect(await file(second)).toEqual(pdf);
      expect(builds).toHaveBeenCalledTimes(3);
      const version = (await storedRows(second)).find((row) => row.locale === 'fr')!.version;

      // A unit sold leaves the PDF as it is: it says whether a size is in stock, not how many.
      const variant = await aSize(second);
      await second.database.db.update(t.variants).set({ stock: variant.stock - 1 }).where(eq(t.variants.id, variant.id));
      await second.catalogue.refresh();
      expect(await file(second)).toEqual(pdf);
      expect(builds).toHaveBeenCalledTimes(3);

      // A new price makes a new one, which replaces the old in the table.
      await second.database.db.update(t.variants).set({ priceCentimes: 98765 }).where(eq(t.variants.id, variant.id));
      await second.catalogue.refresh();
      const repriced = await file(second);
      expect(builds).toHaveBeenCalledTimes(4);
      expect(repriced).not.toEqual(pdf);
      // Its pieces may be drawn apart ('987 .65 DH'): compared without spaces.
      expect((await pdfLines(repriced)).join('').replace(/\s/g, '')).toContain('987.65DH');
      const rows = await storedRows(second);
      expect(rows.filter((row) => row.locale === 'fr')).toEqual([{ locale: 'fr', version: expect.not.stringMatching(version) }]);
      expect(await file(second)).toEqual(repriced);
      expect(builds).toHaveBeenCalledTimes(4);
    } finally {
      await second.close();
    }
  }, 120_000);

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('by one of two servers on one PostgreSQL asked at the same moment, the other serving the same bytes', async () => {
    const [a, b] = await startTestApps(2);
    try {
      const builds = countBuilds();
      const [fromA, fromB] = await Promise.all([file(a!), file(b!)]);
      expect(builds).toHaveBeenCalledTimes(1);
      expect(fromB).toEqual(fromA);
      expect(await storedRows(a!)).toHaveLength(1);

      // After a price change each server sees, one new PDF between them again, the old one gone.
      const variant = await aSize(a!);
      await a!.database.db.update(t.variants).set({ priceCentimes: variant.priceCentimes + 100 }).where(eq(t.variants.id, variant.id));
      await Promise.all([a!.catalogue.refresh(), b!.catalogue.refresh()]);
      const [again, againB] = await Promise.all([file(b!), file(a!)]);
      expect(builds).toHaveBeenCalledTimes(2);
      expect(againB).toEqual(again);
      expect(again).not.toEqual(fromA);
      expect(await storedRows(b!)).toHaveLength(1);
    } finally {
      await stopTestApp(a);
      await stopTestApp(b);
    }
  }, 120_000);
});
