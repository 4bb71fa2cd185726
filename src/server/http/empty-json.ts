import type { FastifyInstance } from 'fastify';

/**
 * Spec section 7: every request says `content-type: application/json`, those without a payload
 * (DELETE /cart, POST /auth/logout...) included. An empty body under that header is no body, not a
 * malformed one; the contract still requires a body where an operation has one.
 */
export function acceptEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}
