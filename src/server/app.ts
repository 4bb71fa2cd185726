import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { adminHandlers } from './admin/routes.ts';
import { StaffSessions } from './admin/staff-sessions.ts';
import { serveStaffCommands } from './admin/staff-socket.ts';
import { backgroundJobs } from './background-jobs.ts';
import { listenForChanges } from './db/change-notices.ts';
import type { PeriodicJobs } from './jobs/periodic-jobs.ts';
import { CodeService } from './auth/codes.ts';
import { authHandlers } from './auth/routes.ts';
import { signingSecret } from './auth/secrets.ts';
import { TokenService } from './auth/tokens.ts';
import { CartStore } from './cart/cart-store.ts';
import { cartHandlers } from './cart/routes.ts';
import { Catalogue } from './catalogue/catalogue.ts';
import { CatalogueFiles } from './catalogue-pdf/catalogue-files.ts';
import { PdfWorker } from './catalogue-pdf/pdf-worker-client.ts';
import { catalogHandlers } from './catalogue-pdf/routes.ts';
import { contactHandlers } from './contact/routes.ts';
import { orderHandlers } from './orders/routes.ts';
import { stripeCardPayments } from './payments/card-payments.ts';
import { stripeCardWebhook } from './payments/card-webhook.ts';
import { paymentHandlers } from './payments/routes.ts';
import { imageHandlers } from './catalogue/images.ts';
import { catalogueHandlers } from './catalogue/routes.ts';
import { checkoutOptionHandlers } from './checkout-options/routes.ts';
import type { Config } from './config.ts';
import { loadContract } from './contract/document.ts';
import type { Handlers } from './contract/handler-types.ts';
import { checkResponses, registerContract } from './contract/register.ts';
import { type Database, openDatabase } from './db/client.ts';
import * as tables from './db/schema.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { refuseNul } from './http/refuse-nul.ts';
import { LOG_REDACTION, serializeError } from './http/log-redaction.ts';
import { accessLog } from './http/access-log.ts';
import { closeConnectionsWhenClosing } from './http/graceful-close.ts';
import { capConnectionsPerClient } from './http/connection-limits.ts';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors.ts';
import { acceptEmptyJson } from './http/empty-json.ts';
import { serveWebApp } from './http/web-app.ts';
import { crossOriginCalls } from './plugins/external/cors.ts';
import { rateLimits } from './plugins/external/rate-limit.ts';
import { securityHeaders, securityHeaderSet } from './plugins/external/helmet.ts';
import type { PagesSource } from './ssr/serve-pages.ts';
import { MailQueue } from './mail/mail-queue.ts';
import { createMailer } from './mail/mailer.ts';
import { seedIfEmpty } from './seed/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    catalogue: Catalogue;
    mails: MailQueue;
    jobs: PeriodicJobs;
  }
}

/** What the server is given beside its configuration (development and tests). */
export interface AppOptions {
  /**
   * The pages' renderer and what it writes into each page (styles, scripts): Vite's in development and
   * tests; unset, the built ones (dist/ssr, dist/web's manifest).
   */
  pages?: PagesSource;
  /** Keep rendered pages (off in development, where the code changes under them). */
  cachePages?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** What an in-memory database starts from instead of an empty one (tests: migrated and seeded once per run). */
  memoryTemplate?: Blob;
}

/** The whole server as a Fastify instance that never listens: main.ts listens, tests inject. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const https = config.publicUrl.startsWith('https://');
  const headers = securityHeaderSet(https);
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: LOG_REDACTION, serializers: { err: serializeError }, ...(options.logStream ? { stream: options.logStream } : {}) },
    // A request (headers and body) must arrive within this, however slowly it trickles in; an idle
    // connection is closed after it too. Node checks on an interval, so the cut comes a little later.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    http: { headersTimeout: config.requestTimeoutMs, connectionsCheckingInterval: Math.max(250, config.requestTimeoutMs / 10) },
    frameworkErrors: frameworkErrors(headers),
    clientErrorHandler: clientErrorHandler(headers),
    // One access line per request (see accessLog) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    // Only behind a proxy that sets it: otherwise any client could pick its address for the rate limits.
    trustProxy: config.trustProxy,
    // On close: idle keep-alive sockets are dropped, in-flight requests finish, then the database closes.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });
  capConnectionsPerClient(app.server, config.trustProxy ? 0 : config.connectionsPerClient);
  const database = await openDatabase(config, options.memoryTemplate);
  app.addHook('onClose', async () => database.close());
  // No answer goes out before the writes that came before it are on disk.
  app.addHook('onSend', async (_request, _reply, payload) => {
    await database.flush();
    return payload;
  });
  // Files (image cache, mail outbox) live in DATA_DIR, or in a folder of this process's own in memory mode.
  let filesDir = config.dataDir;
  if (config.databaseUrl === 'memory://') {
    const temporary = await mkdtemp(join(tmpdir(), 'oils-files-'));
    filesDir = temporary;
    app.addHook('onClose', () => rm(temporary, { recursive: true, force: true }));
  }
  try {
    await seedIfEmpty(database);
    await database.flush();
  } catch (error) {
    await database.close();
    throw error;
  }
  const catalogue = new Catalogue(database.db, config.catalogueTtlMs);
  // Several servers on one PostgreSQL: a catalogue change on any of them (staff, stock) is read again at
  // once on each (PostgreSQL's triggers NOTIFY at commit); the TTL stays as a fallback.
  if (database.kind === 'postgres' && config.databaseUrl) {
    const notices = listenForChanges(config.databaseUrl, 'catalogue_changed', () => void catalogue.refresh().catch(() => {}), app.log);
    app.addHook('onClose', async () => notices.close());
  }
  const secret = await signingSecret(database.db, config.jwtSecret);
  const tokens = new TokenService(database.db, secret);
  const codes = new CodeService(database.db, secret);
  app.decorate('database', database);
  app.decorate('catalogue', catalogue);

  // The API speaks JSON only: a text/plain body is refused with 415 instead of parsed.
  app.removeContentTypeParser('text/plain');
  acceptEmptyJson(app);
  installErrorHandler(app);
  refuseNul(app);
  closeConnectionsWhenClosing(app);
  accessLog(app);
  await app.register(securityHeaders, { https });
  const contract = loadContract();
  if (config.validateResponses) checkResponses(app, contract);
  await app.register(compress, { threshold: 1024 });
  await app.register(crossOriginCalls, { origins: config.corsOrigins });
  await app.register(rateLimits, { db: database.db });
  const limits = app.limits;

  const carts = new CartStore(database.db);
  const payments = config.stripeSecretKey ? stripeCardPayments(config.stripeSecretKey, config.stripeApiUrl) : undefined;
  const mailer = createMailer(config.smtpUrl, join(filesDir, 'outbox'), app.log);
  const mails = new MailQueue(database.db, mailer, app.log);
  const openOrderLimits = { orders: config.openOrdersPerAccount, units: config.openUnitsPerAccount };
  app.decorate('mails', mails);
  // Before the database closes: a send under way is marked.
  app.addHook('preClose', async () => mails.stop());
  const pdfs = new PdfWorker();
  app.addHook('onClose', () => pdfs.close());
  const handlers: Handlers = {
    getHealth: async () => {
      return { success: true as const, data: { status: 'ok' as const, database: database.kind } };
    },
    ...catalogueHandlers(catalogue, database.db),
    ...imageHandlers(database.db, config.imageCacheDir ?? join(filesDir, 'cache', 'images')),
    ...authHandlers({ db: database.db, tokens, codes, mailer, log: app.log, limits }),
    ...checkoutOptionHandlers(database.db, { cardAvailable: Boolean(payments), checkoutEnabled: config.checkoutEnabled, seller: config.seller, shopEmail: config.shopEmail }),
    ...cartHandlers(database.db, carts, tokens, config.guestCartsPerHour, limits),
    ...orderHandlers({ db: database.db, tokens, carts, catalogue, mails, payments, checkoutEnabled: config.checkoutEnabled, publicUrl: config.publicUrl, shopEmail: config.shopEmail, log: app.log, openOrderLimits }),
    ...catalogHandlers(new CatalogueFiles(catalogue, (input) => pdfs.build(input), database), database.db, limits),
    ...contactHandlers({ db: database.db, mailer, mails, shopEmail: config.shopEmail, publicUrl: config.publicUrl, secret, log: app.log, limits }),
    ...adminHandlers({ db: database.db, sessions: new StaffSessions(database.db, secret), customerTokens: tokens, codes: new CodeService(database.db, secret, tables.staffCodes), mailer, catalogue, mails, publicUrl: config.publicUrl, log: app.log, limits }),
    ...paymentHandlers({ db: database.db, catalogue, mails, readCardEvent: config.stripeWebhookSecret ? stripeCardWebhook(config.stripeWebhookSecret) : undefined, publicUrl: config.publicUrl, log: app.log }),
  };
  registerContract(app, contract, handlers);
  // The embedded database's folder is locked by this server: `npm run staff` reaches it through a socket there.
  if (database.kind === 'pglite' && config.databaseUrl !== 'memory://') serveStaffCommands(app, { dataDir: config.dataDir, database, secret, publicUrl: config.publicUrl });
  const jobs = backgroundJobs(app, { db: database.db, carts, catalogue, mails, payments, publicUrl: config.publicUrl });
  app.decorate('jobs', jobs);
  // Not awaited: a due purge must not hold the server's start; it runs beside the first requests.
  const jobsStarted = jobs.start().catch((error: unknown) => app.log.error({ err: error }, 'periodic jobs could not start'));
  app.addHook('preClose', async () => {
    await jobsStarted;
    await jobs.stop();
  });
  // The embedded database has one server (its folder is locked): mails a killed run had claimed are due now.
  await mails.start({ alone: database.kind === 'pglite' });
  await serveWebApp(app, { webDir: config.webDir, pages: options.pages, catalogue, publicUrl: config.publicUrl, cachePages: options.cachePages ?? true, renderTimeoutMs: config.renderTimeoutMs });
  return app;
}
