import type { FastifyInstance } from 'fastify';
import { serveOperations } from '../contract/register.ts';
import { addressHandlers } from './routes.ts';

/** /api/account/addresses: the delivery addresses a customer keeps (issue 47). */
export async function addressesModule(app: FastifyInstance): Promise<void> {
  serveOperations(app, app.contract, addressHandlers(app.database.db, app.tokens));
}
