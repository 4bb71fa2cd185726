import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { Mailer } from './mailer.ts';
import type { MailContent } from './templates.ts';

/** Tries before a mail is given up (and logged as an error): about two days of hourly retries. */
export const MAIL_ATTEMPTS = 50;
/** How long a claimed mail is another server's to send before it may be claimed again. */
const LEASE_MS = 60_000;
const BATCH = 20;

/** Wait before the next try: 30 s, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** Queues a mail in the caller's transaction: it exists exactly when what made it due was committed. */
export async function queueMail(tx: Db, to: string, content: MailContent, orderId?: string): Promise<void> {
  await tx.insert(t.mailQueue).values({ to, content, orderId: orderId ?? null });
}

/**
 * Sends the queued mails: at once when flushed after a commit, and every `pollMs` for the due retries
 * (a failed send waits retryDelayMs, the wait stored with the mail so a restart keeps it). Several
 * servers on one database each claim their own mails (SKIP LOCKED). A send that succeeded but was not
 * yet marked when the process died is sent again after a restart: at least once, never zero times.
 * (pg-boss and graphile-worker need a PostgreSQL server; the embedded database is one too few.)
 */
export class MailQueue {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 15_000,
  ) {}

  /**
   * `alone`: no other server uses this database (the embedded one, its folder locked), so mails a
   * killed run had claimed are due again at once instead of after their lease.
   */
  async start({ alone }: { alone: boolean }): Promise<void> {
    this.stopped = false;
    if (alone)
      await this.db
        .update(t.mailQueue)
        .set({ nextAttemptAt: sql`now()` })
        .where(and(isNull(t.mailQueue.sentAt), lt(t.mailQueue.attempts, MAIL_ATTEMPTS)));
    this.timer = setInterval(() => void this.flush(), this.pollMs);
    this.timer.unref();
    void this.flush();
  }

  /** Stops sending after the batch under way; what is still due stays queued for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Sends what is due now; a flush asked for during a run makes one more run after it. */
  flush(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, 'mail queue run failed'))
      .finally(() => {
        this.running = null;
        if (this.again && this.timer) {
          this.again = false;
          void this.flush();
        }
      });
    return this.running;
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const claimed = await this.claim();
      if (!claimed.length) return;
      await Promise.all(claimed.map((mail) => this.send(mail)));
    }
  }

  /** Due mails, leased to this server for LEASE_MS so no other sends them meanwhile. */
  private async claim() {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: t.mailQueue.id })
        .from(t.mailQueue)
        .where(and(isNull(t.mailQueue.sentAt), lte(t.mailQueue.nextAttemptAt, sql`now()`), lt(t.mailQueue.attempts, MAIL_ATTEMPTS)))
        .orderBy(asc(t.mailQueue.nextAttemptAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (!due.length) return [];
      return tx
        .update(t.mailQueue)
        .set({
          attempts: sql`${t.mailQueue.attempts} + 1`,
          nextAttemptAt: sql`now() + ${`${LEASE_MS} milliseconds`}::interval`,
        })
        .where(
          inArray(
            t.mailQueue.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  private async send(mail: typeof t.mailQueue.$inferSelect): Promise<void> {
    try {
      await this.mailer.send(mail.to, mail.content);
      await this.db
        .update(t.mailQueue)
        .set({ sentAt: sql`now()`, lastError: null })
        .where(eq(t.mailQueue.id, mail.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = mail.attempts >= MAIL_ATTEMPTS;
      const retryMs = retryDelayMs(mail.attempts);
      await this.db
        .update(t.mailQueue)
        .set({
          lastError: message.slice(0, 500),
          nextAttemptAt: sql`now() + ${`${retryMs} milliseconds`}::interval`,
        })
        .where(eq(t.mailQueue.id, mail.id));
      if (last) this.log.error({ err: error, mailId: mail.id, to: mail.to, orderId: mail.orderId }, 'mail given up after its last try');
      else this.log.warn({ err: error, mailId: mail.id, attempts: mail.attempts, retryMs }, 'mail not sent; tried again later');
    }
  }
}
