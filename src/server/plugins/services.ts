import { join } from 'node:path';
import fp from 'fastify-plugin';
import { CodeService } from '../auth/codes.ts';
import { signingSecret } from '../auth/secrets.ts';
import { TokenService } from '../auth/tokens.ts';
import { CartStore } from '../cart/cart-store.ts';
import { Catalogue } from '../products/catalogue.ts';
import { PdfWorker } from '../catalogue-pdf/pdf-worker-client.ts';
import type { Config } from '../config.ts';
import { listenForChanges } from '../db/change-notices.ts';
import { MailQueue } from '../mail/mail-queue.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { type CardPayments, stripeCardPayments } from '../payments/card-payments.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    catalogue: Catalogue;
    /** Signs tokens, codes and unsubscribe links: JWT_SECRET, or one kept in the database. */
    secret: Uint8Array;
    tokens: TokenService;
    /** Customers' codes (e-mail verification, password reset). */
    codes: CodeService;
    mailer: Mailer;
    mails: MailQueue;
    carts: CartStore;
    /** The card provider, when STRIPE_SECRET_KEY is set. */
    cardPayments: CardPayments | undefined;
    pdfs: PdfWorker;
  }
}

/** The services several modules share, each made once over the database. */
export const services = fp<{ config: Config }>(async (app, { config }) => {
  const { db } = app.database;
  app.decorate('config', config);
  const catalogue = new Catalogue(db, config.catalogueTtlMs);
  app.decorate('catalogue', catalogue);
  // Several servers on one PostgreSQL: a catalogue change on any of them (staff, stock) is read again at
  // once on each (PostgreSQL's triggers NOTIFY at commit); the TTL stays as a fallback.
  if (app.database.kind === 'postgres' && config.databaseUrl) {
    const notices = listenForChanges(config.databaseUrl, 'catalogue_changed', () => void catalogue.refresh().catch(() => {}), app.log);
    app.addHook('onClose', async () => notices.close());
  }
  const secret = await signingSecret(db, config.jwtSecret);
  app.decorate('secret', secret);
  app.decorate('tokens', new TokenService(db, secret));
  app.decorate('codes', new CodeService(db, secret));
  const mailer = createMailer(config.smtpUrl, join(app.filesDir, 'outbox'), app.log);
  app.decorate('mailer', mailer);
  const mails = new MailQueue(db, mailer, app.log);
  app.decorate('mails', mails);
  // Before the database closes: a send under way is marked.
  app.addHook('preClose', async () => mails.stop());
  app.decorate('carts', new CartStore(db));
  app.decorate('cardPayments', config.stripeSecretKey ? stripeCardPayments(config.stripeSecretKey, config.stripeApiUrl) : undefined);
  const pdfs = new PdfWorker();
  app.addHook('onClose', () => pdfs.close());
  app.decorate('pdfs', pdfs);
});
