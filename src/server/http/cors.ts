import type { FastifyInstance } from 'fastify';

const METHODS = 'GET, POST, PUT, PATCH, DELETE';
const HEADERS = 'authorization, content-type, x-session-id, idempotency-key';

/**
 * Cross-origin calls to the API only from the origins named in CORS_ORIGINS (none by default: the
 * storefront is served from the API's own origin). Any other origin gets no CORS header, so the
 * browser keeps its answers from the calling page. Register after compression (see the Vary header).
 */
export function cors(app: FastifyInstance, origins: readonly string[]): void {
  if (!origins.length) return;
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', 'retry-after');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .code(204)
        .header('access-control-allow-methods', METHODS)
        .header('access-control-allow-headers', HEADERS)
        .header('access-control-max-age', '600')
        .send();
    }
  });
  // The answer depends on the Origin: caches must keep one per origin (added to compression's Vary).
  app.addHook('onSend', async (_request, reply, payload) => {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, origin` : 'origin');
    return payload;
  });
}
