// Issue 46, item 2: /metrics, in Prometheus' text format, for the bearer of METRICS_TOKEN only.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema.ts';
import { PeriodicJobs } from '../../src/server/jobs/periodic-jobs.ts';
import type { PagesSource } from '../../src/server/ssr/serve-pages.ts';
import { type Family, parseMetrics } from '../support/prometheus-text.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

const TOKEN = 'scrape-me-4f9a2c7e1b3d5a60';

/** A renderer standing in for the app's: the page's HTML, after a call to the API as a real render makes. */
const pages: PagesSource = {
  render: async ({ url, fetch }) => {
    await fetch('http://localhost/api/products/categories');
    return { status: 200, html: `<!doctype html><html><body><p>${url}</p></body></html>` };
  },
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestApp({ metricsToken: TOKEN }, { pages });
});
afterAll(() => stopTestApp(app));

const scrape = (authorization?: string) => app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

async function families(): Promise<Map<string, Family>> {
  const response = await scrape(`Bearer ${TOKEN}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  expect(response.headers['x-contract-violation']).toBeUndefined();
  return parseMetrics(response.body);
}

const family = (all: Map<string, Family>, name: string, type: Family['type']) => {
  const found = all.get(name);
  expect(found, `${name} in /metrics`).toBeDefined();
  expect(found!.type, name).toBe(type);
  return found!;
};

const valueOf = (f: Family, labels: Record<string, string> = {}) =>
  Number(f.metrics.find((m) => Object.entries(labels).every(([key, value]) => m.labels?.[key] === value))?.value ?? Number.NaN);

describe('/metrics', () => {
  it('answers the scraper with every family: requests, pages, renders, mail, jobs, database, event loop', async () => {
    // Some traffic: an API call with a path parameter, a failure, a page twice (rendered, then cached).
    const slug = json<{ data: { products: { slug: string }[] } }>(await app.inject('/api/products?pageSize=1')).data.products[0]!.slug;
    expect((await app.inject(`/api/products/${slug}`)).statusCode).toBe(200);
    expect((await app.inject('/api/products/no-such-oil-here')).statusCode).toBe(404);
    expect((await app.inject('/shop?metrics-page')).statusCode).toBe(200);
    expect((await app.inject('/shop?metrics-page')).statusCode).toBe(200);
    // A mail waiting a minute, not due yet (so nobody sends it meanwhile).
    await app.database.db.insert(t.mailQueue).values({
      to: 'waiting@example.ma',
      content: { subject: 'S', text: 'T', html: '<p>T</p>' },
      createdAt: sql`now() - interval '60 seconds'`,
      nextAttemptAt: sql`now() + interval '1 hour'`,
    });
    // A periodic job that fails, run by the jobs runner the server uses, told to the server's metrics.
    const failing = new PeriodicJobs(app.database.db, app.log, [{ name: 'metrics test failing job', everyMs: 3_600_000, run: () => Promise.reject(new Error('no')) }], 3_600_000, (job, failed) => app.metrics.jobRan(job, failed));
    await failing.start();
    await failing.stop();

    const all = await families();

    // Requests by route pattern and status, never by the raw URL.
    const requests = family(all, 'oils_http_requests_total', 'COUNTER');
    expect(valueOf(requests, { method: 'GET', route: '/api/products/:idOrSlug', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(requests, { method: 'GET', route: '/api/products/:idOrSlug', status: '404' })).toBeGreaterThanOrEqual(1);
    const labels = JSON.stringify(requests.metrics.map((m) => m.labels));
    expect(labels).not.toContain(slug);
    expect(labels).not.toContain('no-such-oil-here');
    expect(labels).not.toContain('metrics-page');
    const latency = family(all, 'oils_http_request_duration_seconds', 'HISTOGRAM');
    const products = latency.metrics.find((m) => m.labels?.route === '/api/products/:idOrSlug' && m.labels.status === '200');
    expect(Number(products?.count)).toBeGreaterThanOrEqual(1);
    expect(Object.keys(products?.buckets ?? {}).length).toBeGreaterThan(3);

    // The page cache: the first /shop rendered, the second from the cache; the render timed.
    expect(valueOf(family(all, 'oils_page_cache_misses_total', 'COUNTER'))).toBeGreaterThanOrEqual(1);
    expect(valueOf(family(all, 'oils_page_cache_hits_total', 'COUNTER'))).toBeGreaterThanOrEqual(1);
    const renders = family(all, 'oils_page_render_duration_seconds', 'HISTOGRAM');
    expect(Number(renders.metrics.find((m) => m.labels?.outcome === 'ok')?.count)).toBeGreaterThanOrEqual(1);
    expect(valueOf(family(all, 'oils_page_render_queue_length', 'GAUGE'))).toBe(0);

    // The mail queue: at least the one waiting, for a minute at least.
    expect(valueOf(family(all, 'oils_mail_queue_depth', 'GAUGE'))).toBeGreaterThanOrEqual(1);
    expect(valueOf(family(all, 'oils_mail_queue_oldest_age_seconds', 'GAUGE'))).toBeGreaterThanOrEqual(59);

    // Periodic jobs: runs and failures by job.
    expect(valueOf(family(all, 'oils_periodic_job_runs_total', 'COUNTER'), { job: 'metrics test failing job' })).toBe(1);
    expect(valueOf(family(all, 'oils_periodic_job_failures_total', 'COUNTER'), { job: 'metrics test failing job' })).toBe(1);

    // The database: PostgreSQL's pool, or the embedded database's writes waiting for their WAL sync.
    if (app.database.kind === 'postgres') {
      expect(valueOf(family(all, 'oils_db_pool_connections', 'GAUGE'))).toBeGreaterThanOrEqual(1);
      family(all, 'oils_db_pool_idle_connections', 'GAUGE');
      expect(valueOf(family(all, 'oils_db_pool_waiting_queries', 'GAUGE'))).toBeGreaterThanOrEqual(0);
    } else {
      expect(valueOf(family(all, 'oils_db_wal_writes_pending_sync', 'GAUGE'))).toBeGreaterThanOrEqual(0);
    }

    // The event loop's delay.
    expect(valueOf(family(all, 'nodejs_eventloop_lag_seconds', 'GAUGE'))).toBeGreaterThanOrEqual(0);
    family(all, 'nodejs_eventloop_lag_p99_seconds', 'GAUGE');
  });

  it('keeps a registry per server: a second server counts only its own requests', async () => {
    const other = await startTestApp({ metricsToken: TOKEN });
    try {
      const response = await other.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      const requests = parseMetrics(response.body).get('oils_http_requests_total');
      // Its own registry: none of the first server's requests.
      expect(requests?.metrics.find((m) => m.labels?.route === '/api/products/:idOrSlug')).toBeUndefined();
    } finally {
      await stopTestApp(other);
    }
  });

  it('refuses a missing, wrong or differently sent token with 401, in the error envelope', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0000000000', `Bearer ${TOKEN.slice(0, -1)}`, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN, 'Bearer ']) {
      const response = await scrape(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(json(response)).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      expect(response.body).not.toContain('oils_');
      expect(response.headers['x-contract-violation']).toBeUndefined();
    }
  });

  it('is not there at all (404) when METRICS_TOKEN is unset', async () => {
    const closed = await startTestApp({ metricsToken: undefined });
    try {
      for (const authorization of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
        const response = await closed.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
        expect(response.statusCode).toBe(404);
        expect(json(response)).toMatchObject({ success: false, code: 'NOT_FOUND' });
        expect(response.headers['x-contract-violation']).toBeUndefined();
      }
    } finally {
      await stopTestApp(closed);
    }
  });
});
