import type { FastifyInstance } from 'fastify';

/**
 * Once the server is closing, answers still in flight end their connection: otherwise a keep-alive
 * socket that turns idle after close began keeps the server (and so the database) open.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
