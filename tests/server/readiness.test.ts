// Issue 46, item 2: /api/health says the process is alive and asks the database nothing;
// /api/health/ready says the server can serve (database, migrations, renderer), else 503 and why.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { PagesSource } from '../../src/server/ssr/serve-pages.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

const pages: PagesSource = { render: async () => ({ status: 200, html: '<!doctype html><p>page</p>' }) };

let app: FastifyInstance | undefined;
afterEach(async () => {
  await stopTestApp(app).catch(() => {});
  app = undefined;
});

interface Failure {
  code: string;
  details: { field: string; message: string }[];
}

const failedChecks = (response: { body: string }) => json<Failure>(response).details.map((detail) => detail.field);

describe('health and readiness', () => {
  it('is ready on a fresh server: database, migrations; the renderer not served without pages', async () => {
    app = await startTestApp();
    const ready = await app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({ success: true, data: { status: 'ready', checks: { database: 'ok', migrations: 'ok', renderer: 'not served' } } });
    expect(ready.headers['x-contract-violation']).toBeUndefined();
  });

  it('checks the renderer when the server serves pages', async () => {
    app = await startTestApp({}, { pages });
    expect(json(await app.inject('/api/health/ready'))).toMatchObject({ data: { checks: { renderer: 'ok' } } });
    // A renderer that cannot load (a built one missing a module, say).
    app.pagesRenderer.ready = () => Promise.reject(new Error('Cannot find module'));
    const failing = await app.inject('/api/health/ready');
    expect(failing.statusCode).toBe(503);
    expect(failedChecks(failing)).toEqual(['renderer']);
    expect(failing.headers['x-contract-violation']).toBeUndefined();
  });

  it('is not ready when a migration of the journal is not applied', async () => {
    app = await startTestApp();
    await app.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
    const response = await app.inject('/api/health/ready');
    expect(response.statusCode).toBe(503);
    expect(json(response)).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    expect(failedChecks(response)).toEqual(['migrations']);
    expect(response.headers['x-contract-violation']).toBeUndefined();
    // Alive all the same.
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });

  it('answers 503 naming the database when it is closed, while /api/health still says alive', async () => {
    app = await startTestApp();
    expect((await app.inject('/api/health/ready')).statusCode).toBe(200);
    await app.database.close();
    const ready = await app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(failedChecks(ready)).toContain('database');
    expect(json(ready)).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE', requestId: ready.headers['x-request-id'] });
    // Nothing of the driver's words reaches the caller.
    expect(ready.body).not.toMatch(/PGlite|postgres|closed/i);
    const alive = await app.inject('/api/health');
    expect(alive.statusCode).toBe(200);
    expect(json(alive)).toMatchObject({ success: true, data: { status: 'ok' } });
  });
});
