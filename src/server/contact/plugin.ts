import type { FastifyInstance } from 'fastify';
import { serveOperations } from '../contract/register.ts';
import { contactHandlers } from './routes.ts';

/** /api/contact (messages to the shop) and /api/newsletter (subscribe, unsubscribe). */
export async function contactModule(app: FastifyInstance): Promise<void> {
  const { config, mailer, mails, secret, log, limits } = app;
  serveOperations(app, app.contract, contactHandlers({ db: app.database.db, mailer, mails, shopEmail: config.shopEmail, publicUrl: config.publicUrl, secret, log, limits }));
}
