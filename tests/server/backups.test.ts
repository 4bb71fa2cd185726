// Issue 46, item 1: backups that are known to restore. A backup of the embedded database taken while the
// shop serves holds what the shop held, with a record (sha256, counts) beside it; restore puts it into an
// empty DATA_DIR and nowhere else, and never from a file that is not the one recorded; retention keeps 7
// daily and 4 weekly backups; a backup or check that fails is mailed to SHOP_EMAIL.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { sendBackupCommand } from '../../src/server/admin/staff-socket-client.ts';
import { staffSocketPath } from '../../src/server/admin/staff-socket.ts';
import { buildApp } from '../../src/server/app.ts';
import { nightlyBackup } from '../../src/server/backups/nightly-backup.ts';
import { pruneBackups } from '../../src/server/backups/prune-backups.ts';
import { type BackupRecord, readRecord, writeRecord } from '../../src/server/backups/record.ts';
import { checkBackup, restoreBackup } from '../../src/server/backups/restore-backup.ts';
import { retain } from '../../src/server/backups/retention.ts';
import { takeBackup } from '../../src/server/backups/take-backup.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import * as t from '../../src/server/db/schema.ts';
import { directOrderBody } from '../../scripts/support/direct-order.ts';
import { signedUpCustomer } from '../support/customer.ts';
import { createDatabase, json, startTestApp, stopTestApp } from '../support/test-app.ts';

const SHOP = 'sauvegardes@huileries.example';
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

let app: FastifyInstance;
let dataDir: string;
let backupDir: string;
const orderIds: string[] = [];

const liveCounts = async (shop = app) => {
  const { db } = shop.database;
  return { orders: await db.$count(t.orders), accounts: await db.$count(t.users, eq(t.users.pendingSignUp, false)), products: await db.$count(t.products) };
};

/** `npm run restore -- FILE` with DATA_DIR set: its exit code and what it printed. */
function restoreCommand(file: string, target: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/run/restore.ts', file], { env: { ...process.env, DATA_DIR: target, DATABASE_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

beforeAll(async () => {
  dataDir = tempDir('oils-backups-');
  backupDir = join(dataDir, 'backups');
  app = await buildApp(loadConfig({}, { dataDir, databaseUrl: undefined, logLevel: 'silent', validateResponses: true, shopEmail: SHOP }));
  await app.ready();
  const products = (await app.database.db.select().from(t.variants).where(sql`${t.variants.stock} > 5`).limit(3)).map((v) => ({ product: v.productId, variant: v.id }));
  for (let i = 0; i < 3; i++) {
    const customer = await signedUpCustomer(app);
    const pick = products[i]!;
    const response = await app.inject({ method: 'POST', url: '/api/orders', headers: { ...customer.headers, 'content-type': 'application/json' }, payload: directOrderBody(pick.product, pick.variant) });
    expect(response.statusCode, response.body).toBe(201);
    orderIds.push(json<components['schemas']['OrderResponse']>(response).data.order._id);
  }
}, 180_000);
afterAll(async () => {
  await app?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a backup of the embedded database, taken by the running shop', () => {
  let file: string;
  let record: BackupRecord;

  it('records the counts the shop held, and restores into an empty DATA_DIR with the same counts and orders', async () => {
    const before = await liveCounts();
    expect(before.orders).toBe(3);
    expect(before.accounts).toBe(3);
    expect(before.products).toBeGreaterThan(20);
    file = (await sendBackupCommand(staffSocketPath(dataDir))).file;
    record = await readRecord(file);
    expect(record.counts).toEqual(before);
    expect(record.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await checkBackup(file, {})).checkedAt).toBeDefined();

    const target = tempDir('oils-restored-');
    const restored = await restoreBackup(file, { dataDir: target, databaseUrl: undefined });
    expect(restored.counts).toEqual(before);
    const database = await openDatabase(loadConfig({}, { dataDir: target, databaseUrl: undefined }));
    try {
      const found = await database.db.select({ id: t.orders.id }).from(t.orders);
      expect(found.map((o) => o.id).sort()).toEqual([...orderIds].sort());
    } finally {
      await database.close();
    }
  }, 120_000);

  it('is not restored over a DATA_DIR that holds a database: exit code 1, and the database left as it was', async () => {
    const target = tempDir('oils-occupied-');
    await restoreBackup(file, { dataDir: target, databaseUrl: undefined });
    // An order placed after the backup, in the target: a restore over it would lose it.
    const database = await openDatabase(loadConfig({}, { dataDir: target, databaseUrl: undefined }));
    await database.db.update(t.orders).set({ notes: 'kept' }).where(eq(t.orders.id, orderIds[0]!));
    await database.close();

    const { code, output } = await restoreCommand(file, target);
    expect(code).not.toBe(0);
    expect(output).toMatch(/already holds a database/);
    const again = await openDatabase(loadConfig({}, { dataDir: target, databaseUrl: undefined }));
    try {
      const [order] = await again.db.select({ notes: t.orders.notes }).from(t.orders).where(eq(t.orders.id, orderIds[0]!));
      expect(order?.notes).toBe('kept');
    } finally {
      await again.close();
    }
  }, 120_000);

  it('is not restored from a file whose checksum is not its record’s', async () => {
    const copies = tempDir('oils-corrupt-');
    const copy = join(copies, basename(file));
    copyFileSync(file, copy);
    copyFileSync(`${file}.json`, `${copy}.json`);
    const bytes = readFileSync(copy);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    writeFileSync(copy, bytes);

    const target = tempDir('oils-empty-');
    const { code, output } = await restoreCommand(copy, target);
    expect(code).not.toBe(0);
    expect(output).toMatch(/sha256/);
    expect(existsSync(join(target, 'pgdata'))).toBe(false);
  }, 60_000);
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('a backup of a PostgreSQL database', () => {
  it('is a pg_dump with the counts of its snapshot, checked in a scratch database, restored into an empty database only', async () => {
    const shop = await startTestApp({ shopEmail: SHOP });
    const empty = await createDatabase(process.env.TEST_DATABASE_URL!);
    try {
      const customer = await signedUpCustomer(shop);
      const [variant] = await shop.database.db.select().from(t.variants).where(sql`${t.variants.stock} > 5`).limit(1);
      const placed = await shop.inject({ method: 'POST', url: '/api/orders', headers: { ...customer.headers, 'content-type': 'application/json' }, payload: directOrderBody(variant!.productId, variant!.id) });
      expect(placed.statusCode, placed.body).toBe(201);
      const live = await liveCounts(shop);
      expect(live).toMatchObject({ orders: 1, accounts: 1 });

      const { path, record } = await takeBackup({ kind: 'postgres', url: shop.config.databaseUrl! }, tempDir('oils-pg-backups-'));
      expect(record.counts).toEqual(live);
      expect((await checkBackup(path, { databaseUrl: shop.config.databaseUrl })).checkedAt).toBeDefined();
      expect((await restoreBackup(path, { dataDir: tempDir('oils-unused-'), databaseUrl: empty.url })).counts).toEqual(live);
      await expect(restoreBackup(path, { dataDir: tempDir('oils-unused-'), databaseUrl: empty.url })).rejects.toThrow(/already holds \d+ tables/);
    } finally {
      await stopTestApp(shop);
      await empty.drop();
    }
  }, 120_000);
});

describe('the nightly backup', () => {
  const errors: string[] = [];
  const log = { info: () => {}, error: (_: unknown, message: string) => errors.push(message) } as unknown as FastifyBaseLogger;
  // SHOP_EMAIL is also told of each new order.
  const mailsToShop = async () => (await app.database.db.select().from(t.mailQueue).where(eq(t.mailQueue.to, SHOP))).filter((m) => m.content.subject.startsWith('Sauvegarde'));

  it('runs as a periodic job, first an hour after the first start: a backup in BACKUP_DIR, checked', async () => {
    // Not at the shop's first start: an hour after it.
    const [job] = await app.database.db.select().from(t.periodicJobs).where(eq(t.periodicJobs.name, 'nightly backup'));
    expect(job?.runs).toBe(0);
    expect(job!.nextRunAt.getTime() - Date.now()).toBeGreaterThan(50 * 60_000);
    const before = new Set(existsSync(backupDir) ? readdirSync(backupDir) : []);
    await app.database.db.update(t.periodicJobs).set({ nextRunAt: sql`now()` }).where(eq(t.periodicJobs.name, 'nightly backup'));
    await app.jobs.tick();
    const added = readdirSync(backupDir).filter((name) => !before.has(name) && name.endsWith('.tar.gz'));
    expect(added).toHaveLength(1);
    const record = await readRecord(join(backupDir, added[0]!));
    expect(record.checkedAt).toBeDefined();
    expect(record.counts.orders).toBe(3);
    expect(await mailsToShop()).toHaveLength(0);
  }, 120_000);

  it('mails SHOP_EMAIL in French, and logs an error, when the restored backup does not count what its record says', async () => {
    // The record made to say one order more than the backup holds: the check restores and counts 3.
    const overstated = async (file: string, options: { databaseUrl?: string | undefined }) => {
      const record = await readRecord(file);
      await writeRecord(file, { ...record, counts: { ...record.counts, orders: record.counts.orders + 1 } });
      return checkBackup(file, options);
    };
    const ok = await nightlyBackup({ database: app.database, databaseUrl: undefined, backupDir, shopEmail: SHOP, log, check: overstated });
    expect(ok).toBe(false);
    expect(errors).toEqual(['nightly backup failed its check']);
    const mails = await mailsToShop();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.content.subject).toBe('Sauvegarde : la vérification de la sauvegarde de la nuit a échoué');
    expect(mails[0]!.content.text).toMatch(/3 orders, 3 accounts, \d+ products; its record says 4 orders/);
  }, 120_000);

  it('mails SHOP_EMAIL when the backup cannot be written', async () => {
    const notAFolder = join(tempDir('oils-nowhere-'), 'file');
    writeFileSync(notAFolder, '');
    await app.database.db.delete(t.mailQueue).where(sql`${t.mailQueue.to} = ${SHOP} and ${t.mailQueue.content}->>'subject' like 'Sauvegarde%'`);
    errors.length = 0;
    expect(await nightlyBackup({ database: app.database, databaseUrl: undefined, backupDir: notAFolder, shopEmail: SHOP, log })).toBe(false);
    expect(errors).toEqual(['nightly backup failed']);
    const mails = await mailsToShop();
    expect(mails.map((m) => m.content.subject)).toEqual(['Sauvegarde : la sauvegarde de la nuit a échoué']);
  }, 60_000);
});

describe('retention: 7 daily and 4 weekly backups', () => {
  // Worked by hand. A backup at 02:00 UTC each day from Sunday 1 to Wednesday 25 November 2026, and two
  // taken on demand: Tuesday 24 at 10:00 and Wednesday 25 at 14:00.
  const at = (day: number, hour = 2) => new Date(Date.UTC(2026, 10, day, hour));
  const backups = [...Array.from({ length: 25 }, (_, i) => at(i + 1)), at(24, 10), at(25, 14)];
  const { keep, remove } = retain(backups, (d) => d);
  const iso = (dates: Date[]) => dates.map((d) => d.toISOString()).sort();

  it('keeps the newest of each of the last 7 days, and of each of the last 4 weeks (Monday to Sunday)', () => {
    // Days: 25 (14:00), 24 (10:00), 23, 22, 21, 20, 19. Weeks: 23–29 → 25 14:00, 16–22 → 22, 9–15 → 15, 2–8 → 8.
    expect(iso(keep)).toEqual(iso([at(25, 14), at(24, 10), at(23), at(22), at(21), at(20), at(19), at(15), at(8)]));
  });

  it('removes the rest: the earlier ones of a day, the 8th day back, the 5th week back', () => {
    expect(remove).toHaveLength(backups.length - 9);
    expect(iso(remove)).toEqual(expect.arrayContaining(iso([at(25), at(24), at(18), at(16), at(14), at(9), at(7), at(1)])));
  });

  it('keeps every backup when there are fewer days than 7', () => {
    expect(retain([at(3), at(4), at(5)], (d) => d).remove).toEqual([]);
  });

  it('is applied to BACKUP_DIR over the checked backups: one whose check failed neither counts nor goes', async () => {
    const dir = tempDir('oils-retention-');
    const write = async (taken: Date, checked: boolean) => {
      const file = `shop-${taken.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
      writeFileSync(join(dir, file), 'x');
      const record: BackupRecord = { file, kind: 'pglite', takenAt: taken.toISOString(), bytes: 1, sha256: '0'.repeat(64), counts: { orders: 0, accounts: 0, products: 0 } };
      await writeRecord(join(dir, file), checked ? { ...record, checkedAt: taken.toISOString() } : record);
      return file;
    };
    // Checked: 02:00 on the 17th to the 25th. Unchecked (its check failed): the 25th at 15:00.
    for (let day = 17; day <= 25; day++) await write(at(day), true);
    const failed = await write(at(25, 15), false);
    const removed = await pruneBackups(dir);
    // Days 25 to 19 are kept, and the 22nd as its week's newest: the 17th and 18th go, with their records.
    expect(removed.sort()).toEqual([basename(backupFileNameAt(at(17))), basename(backupFileNameAt(at(18)))]);
    expect(readdirSync(dir)).toContain(failed);
    expect(readdirSync(dir)).toContain(basename(backupFileNameAt(at(25))));
    expect(readdirSync(dir).filter((name) => name.includes('-17T') || name.includes('-18T'))).toEqual([]);
  });
});

const backupFileNameAt = (taken: Date) => `shop-${taken.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
