import type { FastifyInstance } from 'fastify';
import { serveOperations } from '../contract/register.ts';
import { stripeCardWebhook } from './card-webhook.ts';
import { paymentHandlers } from './routes.ts';

/** /api/payments: the card provider's webhook. */
export async function paymentsModule(app: FastifyInstance): Promise<void> {
  const { config, catalogue, mails, log } = app;
  const readCardEvent = config.stripeWebhookSecret ? stripeCardWebhook(config.stripeWebhookSecret) : undefined;
  serveOperations(app, app.contract, paymentHandlers({ db: app.database.db, catalogue, mails, readCardEvent, publicUrl: config.publicUrl, log }));
}
