import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received, kept only where a signature is checked over it (RAW_BODY_PATHS). */
    rawBody: string;
  }
}

/** The card provider's webhook: its signature covers the bytes sent, not their parsed JSON. */
const RAW_BODY_PATHS = new Set(['/api/payments/stripe/webhook']);

/**
 * Spec section 7: every request says `content-type: application/json`, those without a payload
 * (DELETE /cart, POST /auth/logout...) included. An empty body under that header is no body, not a
 * malformed one; the contract still requires a body where an operation has one.
 */
export function acceptEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.decorateRequest('rawBody', '');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (RAW_BODY_PATHS.has(request.url.split('?')[0]!)) request.rawBody = text;
    if (text === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}
