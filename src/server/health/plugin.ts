import type { FastifyInstance } from 'fastify';
import { serveOperations } from '../contract/register.ts';
import { ApiError } from '../errors.ts';
import { readinessChecks } from './readiness.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How to know the page renderer is loaded, set when the server serves pages (http/web-app.ts); unset: the API only. */
    pagesRenderer: { ready?: () => Promise<void> };
  }
}

/**
 * /api/health: the process is alive (no database call: a container's health check must not restart a
 * server because PostgreSQL is away a moment). /api/health/ready: it can serve (database, migrations,
 * renderer): what a load balancer routes traffic by.
 */
export async function healthModule(app: FastifyInstance): Promise<void> {
  const check = readinessChecks(app.database, () => app.pagesRenderer.ready);
  serveOperations(app, app.contract, {
    getHealth: async () => ({ success: true as const, data: { status: 'ok' as const, database: app.database.kind } }),
    getReadiness: async (request) => {
      const { failed, renderer, causes } = await check();
      if (failed.length) {
        request.log.warn({ failed, err: causes[0] }, 'not ready');
        throw new ApiError(503, 'SERVICE_UNAVAILABLE', `Not ready: ${failed.map((f) => f.field).join(', ')}`, failed);
      }
      return { success: true as const, data: { status: 'ready' as const, checks: { database: 'ok' as const, migrations: 'ok' as const, renderer } } };
    },
  });
}
