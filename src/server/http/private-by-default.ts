import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../contract/register.ts';

/**
 * An API answer that says nothing of caching is kept by no cache: carts, accounts and orders are one
 * shopper's. The catalogue's reads, the same for everyone, say they may be shared (compressed-answer.ts).
 */
export function privateByDefault(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && request.url.startsWith(`${API_PREFIX}/`)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
