import type { FastifyInstance } from 'fastify';
import { serveOperations } from '../contract/register.ts';
import { orderHandlers } from './routes.ts';

/** /api/orders: placing an order and reading one's own. */
export async function ordersModule(app: FastifyInstance): Promise<void> {
  const { config, tokens, carts, catalogue, mails, log } = app;
  serveOperations(
    app,
    app.contract,
    orderHandlers({
      db: app.database.db,
      tokens,
      carts,
      catalogue,
      mails,
      payments: app.cardPayments,
      checkoutEnabled: config.checkoutEnabled,
      openOrderLimits: { orders: config.openOrdersPerAccount, units: config.openUnitsPerAccount, unconfirmedCashUnitsPerVariant: config.unconfirmedCashUnitsPerVariant },
      publicUrl: config.publicUrl,
      shopEmail: config.shopEmail,
      log,
    }),
  );
}
