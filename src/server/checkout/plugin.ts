import type { FastifyInstance } from 'fastify';
import { serveOperations } from '../contract/register.ts';
import { checkoutOptionHandlers } from './routes.ts';

/** /api/checkout: delivery and payment methods, banks, the seller, whether ordering is open. */
export async function checkoutModule(app: FastifyInstance): Promise<void> {
  const { checkoutEnabled, seller, shopEmail } = app.config;
  serveOperations(app, app.contract, checkoutOptionHandlers(app.database.db, { cardAvailable: Boolean(app.cardPayments), checkoutEnabled, seller, shopEmail }));
}
