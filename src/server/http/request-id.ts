import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may hand on: letters, digits and . _ : - only, 1 to 128 of them (a UUID, a trace id). */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the X-Request-Id the proxy sent when it is well-formed, so one id follows the
 * request through the proxy's and our logs; otherwise (missing, too long, odd characters that could
 * forge a log line or a header) a new UUID.
 */
export function requestId(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && WELL_FORMED.test(sent) ? sent : randomUUID();
}

/** Every answer names its request's id in X-Request-Id: what the caller quotes to find its log lines. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
