import type { FastifyInstance } from 'fastify';
import { serveOperations } from '../contract/register.ts';
import { reviewHandlers } from './routes.ts';

/** /api/account/reviews: a customer's reviews of what they received. */
export async function reviewsModule(app: FastifyInstance): Promise<void> {
  serveOperations(app, app.contract, reviewHandlers({ db: app.database.db, tokens: app.tokens, catalogue: app.catalogue }));
}
