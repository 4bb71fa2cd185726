import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgePendingSignUps } from './auth/accounts.ts';
import { purgeRateLimits } from './http/rate-limit-store.ts';
import type { CartStore } from './cart/cart-store.ts';
import type { Catalogue } from './products/catalogue.ts';
import { mailLowStock } from './products/low-stock.ts';
import type { Db } from './db/client.ts';
import type { MailQueue } from './mail/mail-queue.ts';
import { cancelUnpaidTransfers } from './orders/bank-transfers.ts';
import { cancelUnconfirmedCash, type ConfirmationLimits } from './admin/confirmation-calls.ts';
import { confirmationLimits } from './config.ts';
import { sweepCardOrders } from './orders/card-order.ts';
import type { CardPayments } from './payments/card-payments.ts';
import { type PeriodicJob, PeriodicJobs } from './jobs/periodic-jobs.ts';
import { nightlyBackup } from './backups/nightly-backup.ts';
import type { Database } from './db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: PeriodicJobs;
  }
}

interface JobDeps {
  db: Db;
  carts: CartStore;
  catalogue: Catalogue;
  mails: MailQueue;
  payments: CardPayments | undefined;
  /** The shop's public address: a customer's mail links to their order. */
  publicUrl: string;
  confirmation: ConfirmationLimits;
  /** Told each day of the sizes low on stock (SHOP_EMAIL). */
  shopEmail: string;
  /** The nightly backup's database and folder; none for an in-memory database. */
  backup?: { database: Database; databaseUrl: string | undefined; backupDir: string };
}

const HOUR = 60 * 60_000;

/** The server's own chores, each run once across the servers (see PeriodicJobs): what time ends. */
export function backgroundJobs(app: FastifyInstance, { db, carts, catalogue, mails, payments, publicUrl, confirmation, shopEmail, backup }: JobDeps): PeriodicJobs {
  const jobs: PeriodicJob[] = [
    { name: 'pending sign-up purge', everyMs: 24 * HOUR, run: () => purgePendingSignUps(db) },
    { name: 'guest cart purge (30 idle days)', everyMs: 24 * HOUR, run: () => carts.purgeIdleGuests() },
    { name: 'rate limit window purge', everyMs: HOUR, run: () => purgeRateLimits(db) },
    // A bank transfer not received in 7 days cancels its order: stock back, customer mailed.
    {
      name: 'overdue bank transfer sweep',
      everyMs: HOUR,
      run: async () => {
        if (!(await cancelUnpaidTransfers(db, publicUrl))) return;
        catalogue.invalidate();
        void mails.flush();
      },
    },
    // A cash order nobody could confirm by phone (calls unanswered, or 48 hours) is cancelled: stock back, customer mailed.
    {
      name: 'unconfirmed cash order sweep',
      everyMs: HOUR / 12,
      run: async () => {
        if (!(await cancelUnconfirmedCash(db, publicUrl, confirmation))) return;
        catalogue.invalidate();
        void mails.flush();
      },
    },
    // The sizes under the low-stock threshold staff set for them, mailed to the shop once a day.
    {
      name: 'low stock mail',
      everyMs: 24 * HOUR,
      run: async () => {
        if (await mailLowStock(db, shopEmail, publicUrl)) void mails.flush();
      },
    },
  ];
  // A backup into BACKUP_DIR, checked by restoring it, then 7 daily and 4 weekly kept; the first an hour after the first start.
  if (backup)
    jobs.push({
      name: 'nightly backup',
      everyMs: 24 * HOUR,
      firstRunInMs: HOUR,
      run: async () => {
        if (!(await nightlyBackup({ ...backup, shopEmail, log: app.log }))) void mails.flush();
      },
    });
  // Card orders whose page expired unread stop holding their stock.
  if (payments)
    jobs.push({
      name: 'card order sweep',
      everyMs: HOUR / 4,
      run: async () => {
        if (!(await sweepCardOrders({ db, payments, publicUrl, log: app.log }))) return;
        catalogue.invalidate();
        void mails.flush();
      },
    });
  return new PeriodicJobs(db, app.log, jobs, undefined, (job, failed) => app.metrics.jobRan(job, failed));
}

/** The chores and the mail outbox, started once the modules are served. */
export const backgroundWork = fp(async (app) => {
  const { database, carts, catalogue, mails, cardPayments, config } = app;
  const jobs = backgroundJobs(app, { db: database.db, carts, catalogue, mails, payments: cardPayments, publicUrl: config.publicUrl, confirmation: confirmationLimits(config), shopEmail: config.shopEmail,
    backup: config.databaseUrl === 'memory://' ? undefined : { database, databaseUrl: config.databaseUrl, backupDir: config.backupDir },
  });
  app.decorate('jobs', jobs);
  // Not awaited: a due purge must not hold the server's start; it runs beside the first requests.
  const jobsStarted = jobs.start().catch((error: unknown) => app.log.error({ err: error }, 'periodic jobs could not start'));
  app.addHook('preClose', async () => {
    await jobsStarted;
    await jobs.stop();
  });
  // The embedded database has one server (its folder is locked): mails a killed run had claimed are due now.
  await mails.start({ alone: database.kind === 'pglite' });
});
