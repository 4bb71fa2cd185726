import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

export interface PeriodicJob {
  /** Its row in periodic_jobs: the same name on every server is the same job. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  /** When first registered, due this long after rather than at once (a backup need not hold a first start). */
  firstRunInMs?: number;
}

/** How often each server looks for a due job. */
const TICK_MS = 60_000;
/** After a failure the job is due again this soon (or at its period, if shorter). */
const RETRY_MS = 5 * 60_000;

/**
 * Periodic work run once across every server on the database, at its period, and at start when due
 * (a server restarted daily still runs its daily purge). A server claims a due run by moving the job's
 * next run on in one UPDATE on the job's row: of two servers claiming together, the second finds the
 * row no longer due and runs nothing. The times are the database's.
 */
export class PeriodicJobs {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly jobs: PeriodicJob[],
    private readonly tickMs = TICK_MS,
    /** Told of each run this server makes, and whether it failed (the metrics). */
    private readonly observe: (job: string, failed: boolean) => void = () => {},
  ) {}

  /** Registers the jobs (due at once when new), runs what is due, then looks again every tick. */
  async start(): Promise<void> {
    if (this.jobs.length) await this.db.insert(t.periodicJobs).values(this.jobs.map(({ name, firstRunInMs }) => ({ name, nextRunAt: firstRunInMs ? sql`now() + ${`${firstRunInMs} milliseconds`}::interval` : sql`now()` }))).onConflictDoNothing();
    this.timer = setInterval(() => void this.tick(), this.tickMs);
    this.timer.unref();
    await this.tick();
  }

  /** Stops looking, and waits for a run under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Runs, one after the other, the jobs this server claims now. */
  tick(): Promise<void> {
    this.running ??= (async () => {
      for (const job of this.jobs) if (await this.claim(job)) await this.runOnce(job);
    })()
      .catch((error: unknown) => this.log.error({ err: error }, 'periodic jobs could not be read'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async claim(job: PeriodicJob): Promise<boolean> {
    const claimed = await this.db
      .update(t.periodicJobs)
      .set({ nextRunAt: sql`now() + ${`${job.everyMs} milliseconds`}::interval`, runs: sql`${t.periodicJobs.runs} + 1`, lastStartedAt: sql`now()` })
      .where(and(eq(t.periodicJobs.name, job.name), lte(t.periodicJobs.nextRunAt, sql`now()`)))
      .returning({ name: t.periodicJobs.name });
    return claimed.length > 0;
  }

  private async runOnce(job: PeriodicJob): Promise<void> {
    let failed = false;
    try {
      await job.run();
      await this.db.update(t.periodicJobs).set({ lastError: null }).where(eq(t.periodicJobs.name, job.name));
    } catch (error) {
      failed = true;
      this.log.error({ err: error }, `${job.name} failed`);
      const retry = Math.min(job.everyMs, RETRY_MS);
      await this.db
        .update(t.periodicJobs)
        .set({ lastError: String(error instanceof Error ? error.message : error).slice(0, 500), nextRunAt: sql`now() + ${`${retry} milliseconds`}::interval` })
        .where(eq(t.periodicJobs.name, job.name))
        .catch(() => {});
    } finally {
      this.observe(job.name, failed);
    }
  }
}
