import { and, isNull, lt, sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { MAIL_ATTEMPTS } from '../mail/mail-queue.ts';

/** Seconds: from a cached page's few milliseconds to a render given up at its deadline. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The server's metrics, in a registry of its own (never prom-client's global one: tests build many
 * servers in one process, and each must count only its own). Names are prefixed `oils_`; Node's own
 * (event loop delay, memory, CPU, GC) keep prom-client's standard names.
 */
export class ShopMetrics {
  readonly registry = new Registry();

  /** Requests by method, route pattern (never the raw URL: one series per route, not per product or query) and status. */
  readonly requests = new Counter({
    name: 'oils_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly requestDuration = new Histogram({
    name: 'oils_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly pageCacheHits = new Counter({ name: 'oils_page_cache_hits_total', help: 'Pages answered from the page cache.', registers: [this.registry] });
  readonly pageCacheMisses = new Counter({
    name: 'oils_page_cache_misses_total',
    help: 'Pages not in the page cache: rendered for the request, or awaited from a render under way.',
    registers: [this.registry],
  });
  readonly renderDuration = new Histogram({
    name: 'oils_page_render_duration_seconds',
    help: 'Time a page render took, waiting for a render thread included, by outcome (ok, error, busy: refused or given up).',
    labelNames: ['outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  /** Pages waiting for their turn to render (src/server/ssr/fair-render-queue.ts); 0 when no pages are served. */
  renderQueue: () => number = () => 0;

  readonly jobRuns = new Counter({
    name: 'oils_periodic_job_runs_total',
    help: 'Periodic job runs this server made, by job.',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });
  readonly jobFailures = new Counter({
    name: 'oils_periodic_job_failures_total',
    help: 'Periodic job runs that failed on this server, by job.',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  constructor(database: Database) {
    const renderQueue = () => this.renderQueue();
    new Gauge({
      name: 'oils_page_render_queue_length',
      help: 'Pages waiting for a render thread.',
      registers: [this.registry],
      collect() {
        this.set(renderQueue());
      },
    });
    mailQueueGauges(this.registry, database);
    databaseGauges(this.registry, database);
    // Event loop delay (nodejs_eventloop_lag_seconds and its percentiles), heap, CPU, GC, handles.
    collectDefaultMetrics({ register: this.registry });
  }

  /** A periodic job's run ended (PeriodicJobs' observer). */
  jobRan(job: string, failed: boolean): void {
    this.jobRuns.inc({ job });
    if (failed) this.jobFailures.inc({ job });
  }
}

/**
 * The mail queue, read from the database at each scrape (it is shared by every server on it): mails
 * not sent yet and not given up, and how long the oldest of them has waited.
 */
function mailQueueGauges(registry: Registry, database: Database): void {
  let reading: Promise<{ depth: number; oldest: number }> | undefined;
  // Both gauges are collected in one scrape: one query for the two.
  const read = () =>
    (reading ??= database.db
      .select({ depth: sql<number>`count(*)::int`, oldest: sql<number>`coalesce(extract(epoch from now() - min(${t.mailQueue.createdAt})), 0)::float8` })
      .from(t.mailQueue)
      .where(and(isNull(t.mailQueue.sentAt), lt(t.mailQueue.attempts, MAIL_ATTEMPTS)))
      .then(([row]) => ({ depth: Number(row?.depth ?? 0), oldest: Number(row?.oldest ?? 0) }))
      // A database that does not answer must not fail the whole scrape: the other metrics still tell.
      .catch(() => ({ depth: Number.NaN, oldest: Number.NaN }))
      .finally(() => setTimeout(() => (reading = undefined), 100).unref()));
  new Gauge({
    name: 'oils_mail_queue_depth',
    help: 'Mails queued and not sent yet (given-up mails excluded), across every server on the database.',
    registers: [registry],
    async collect() {
      this.set((await read()).depth);
    },
  });
  new Gauge({
    name: 'oils_mail_queue_oldest_age_seconds',
    help: 'How long the oldest mail not sent yet has waited (0 when none waits).',
    registers: [registry],
    async collect() {
      this.set((await read()).oldest);
    },
  });
}

/**
 * The database's connections. PostgreSQL: the pool's connections (total, idle) and the queries waiting
 * for one. The embedded PGlite has a single in-process connection and no pool, so what can pile up is
 * the writes whose answers wait for their WAL sync (db/wal-sync.ts; 0 in memory, with nothing to sync).
 */
function databaseGauges(registry: Registry, database: Database): void {
  if (database.kind === 'postgres') {
    const stat = (key: 'total' | 'idle' | 'waiting') => () => {
      const stats = database.stats();
      return stats.kind === 'postgres' ? stats[key] : 0;
    };
    for (const [name, help, read] of [
      ['oils_db_pool_connections', 'PostgreSQL pool connections open.', stat('total')],
      ['oils_db_pool_idle_connections', 'PostgreSQL pool connections open and idle.', stat('idle')],
      ['oils_db_pool_waiting_queries', 'Queries waiting for a PostgreSQL pool connection.', stat('waiting')],
    ] as const) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    }
    return;
  }
  new Gauge({
    name: 'oils_db_wal_writes_pending_sync',
    help: 'Embedded database (PGlite): writes done whose WAL is not yet synced to disk; their answers wait for it.',
    registers: [registry],
    collect() {
      const stats = database.stats();
      this.set(stats.kind === 'pglite' ? stats.walPending : 0);
    },
  });
}
