import type { FastifyReply } from 'fastify';

/** Adds request headers to the answer's Vary, keeping those another part set (CORS adds Origin). */
export function addVary(reply: FastifyReply, ...names: string[]): FastifyReply {
  const before = reply.getHeader('vary');
  return reply.header('vary', before ? [String(before), ...names].join(', ') : names.join(', '));
}
