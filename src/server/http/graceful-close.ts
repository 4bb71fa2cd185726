import type { FastifyInstance } from 'fastify';
import { isInjection } from 'light-my-request';
import { errorBody } from '../errors.ts';

/**
 * Once the server is closing (SIGTERM), answers still in flight end their connection: otherwise a
 * keep-alive socket that turns idle after close began keeps the server (and so the database) open.
 * A request that arrives on such a connection meanwhile gets 503, so a proxy tries another server;
 * a call made in process by a page still rendering (light-my-request) is answered, so the page is.
 * (Fastify's own return503OnClosing, off in server-options.ts, would refuse both.)
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing || isInjection(request.raw)) return;
    return reply.code(503).header('retry-after', '1').send(errorBody('SERVICE_UNAVAILABLE', 'The server is stopping: try again', undefined, request.id));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
