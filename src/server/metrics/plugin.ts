import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serveOperations } from '../contract/register.ts';
import { ApiError, notFound } from '../errors.ts';
import { ShopMetrics } from './shop-metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's metrics (its own registry), served at /metrics. */
    metrics: ShopMetrics;
  }
}

/** What answered a request, as a bounded label: the route's pattern, never the URL asked for. */
function routeLabel(url: string | undefined): string {
  return url ?? 'no route';
}

/** The metrics, and every answered request counted by route pattern and status, with its time. */
export const metrics = fp(async (app) => {
  const shopMetrics = new ShopMetrics(app.database);
  app.decorate('metrics', shopMetrics);
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeLabel(request.routeOptions.url), status: String(reply.statusCode) };
    shopMetrics.requests.inc(labels);
    shopMetrics.requestDuration.observe(labels, reply.elapsedTime / 1000);
  });
});

/** A comparison whose time depends on neither token's content nor length (both hashed first). */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** GET /metrics: the Prometheus text format, for the bearer of METRICS_TOKEN only; 404 when it is unset. */
export async function metricsModule(app: FastifyInstance): Promise<void> {
  const token = app.config.metricsToken;
  serveOperations(app, app.contract, {
    getMetrics: async (request, reply) => {
      if (!token) throw notFound();
      const [scheme, given] = (request.headers.authorization ?? '').split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !given || !sameToken(given, token)) {
        throw new ApiError(401, 'UNAUTHORIZED', 'The metrics need their bearer token', undefined, { 'www-authenticate': 'Bearer realm="metrics"' });
      }
      const text = await app.metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(app.metrics.registry.contentType).send(text);
    },
  });
}
