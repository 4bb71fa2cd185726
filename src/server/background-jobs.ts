import type { FastifyInstance } from 'fastify';
import { purgeShadows } from './auth/accounts.ts';
import { purgeRateLimits } from './auth/rate-limit.ts';
import type { CartStore } from './cart/cart-store.ts';
import type { Catalogue } from './catalogue/catalogue.ts';
import type { Db } from './db/client.ts';
import type { MailQueue } from './mail/mail-queue.ts';
import { cancelUnpaidTransfers } from './orders/bank-transfers.ts';
import { sweepCardOrders } from './orders/card-order.ts';
import type { CardPayments } from './payments/card-payments.ts';

interface JobDeps {
  db: Db;
  carts: CartStore;
  catalogue: Catalogue;
  mails: MailQueue;
  payments: CardPayments | undefined;
}

const HOUR = 60 * 60_000;

/** Runs `work` now and every `everyMs` until the server closes; a failure is logged, never thrown. */
function every(app: FastifyInstance, everyMs: number, name: string, work: () => Promise<unknown>): void {
  const run = () => void work().catch((error: unknown) => app.log.error({ err: error }, `${name} failed`));
  const timer = setInterval(run, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  run();
}

/** The server's own chores: what time ends (shadow sign-ups, idle guest carts, old rate limit windows, unpaid orders). */
export function startBackgroundJobs(app: FastifyInstance, { db, carts, catalogue, mails, payments }: JobDeps): void {
  every(app, 24 * HOUR, 'shadow sign-up purge', () => purgeShadows(db));
  every(app, 24 * HOUR, 'guest cart purge (30 idle days)', () => carts.purgeIdleGuests());
  every(app, HOUR, 'rate limit window purge', () => purgeRateLimits(db));
  // A bank transfer not received in 7 days cancels its order: stock back, customer mailed.
  every(app, HOUR, 'overdue bank transfer sweep', async () => {
    if (!(await cancelUnpaidTransfers(db))) return;
    catalogue.invalidate();
    void mails.nudge();
  });
  // Card orders whose page expired unread stop holding their stock.
  if (payments) every(app, HOUR / 4, 'card order sweep', async () => (await sweepCardOrders({ db, payments, log: app.log })) && catalogue.invalidate());
}
