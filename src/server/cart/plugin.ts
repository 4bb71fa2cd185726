import type { FastifyInstance } from 'fastify';
import { serveOperations } from '../contract/register.ts';
import { cartHandlers } from './routes.ts';

/** /api/cart: a guest's or a customer's cart, and their merge at sign-in. */
export async function cartModule(app: FastifyInstance): Promise<void> {
  serveOperations(app, app.contract, cartHandlers(app.database.db, app.carts, app.tokens, app.config.guestCartsPerHour, app.limits));
}
