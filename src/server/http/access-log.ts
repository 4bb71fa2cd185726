import type { FastifyInstance } from 'fastify';

/** One line per answered request: method, path, status and time; failures at warn. */
export function accessLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (reply.statusCode >= 500) request.log.warn(line, 'request failed');
    else request.log.info(line, 'request');
  });
}
