import fastifyCors from '@fastify/cors';
import fp from 'fastify-plugin';

/**
 * Cross-origin calls to the API only from the origins named in CORS_ORIGINS (none by default: the
 * storefront is served from the API's own origin). Any other origin gets no CORS header, so the
 * browser keeps its answers from the calling page, and its preflight is not answered.
 */
export const crossOriginCalls = fp<{ origins: readonly string[] }>(async (app, { origins }) => {
  if (!origins.length) return;
  await app.register(fastifyCors, {
    origin: [...origins],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'x-session-id', 'idempotency-key'],
    exposedHeaders: ['retry-after'],
    maxAge: 600,
  });
});
