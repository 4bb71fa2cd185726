import Fastify, { type FastifyInstance } from 'fastify';
import { addressesModule } from './addresses/plugin.ts';
import { adminModule } from './admin/plugin.ts';
import { authModule } from './auth/plugin.ts';
import { backgroundWork } from './background-jobs.ts';
import { cartModule } from './cart/plugin.ts';
import { cataloguePdfModule } from './catalogue-pdf/plugin.ts';
import { checkoutModule } from './checkout/plugin.ts';
import type { Config } from './config.ts';
import { contactModule } from './contact/plugin.ts';
import { serveUnservedOperations } from './contract/register.ts';
import { healthModule } from './health/plugin.ts';
import { capConnectionsPerClient } from './http/connection-limits.ts';
import { serverOptions } from './http/server-options.ts';
import { serveWebApp } from './http/web-app.ts';
import { metrics, metricsModule } from './metrics/plugin.ts';
import { ordersModule } from './orders/plugin.ts';
import { paymentsModule } from './payments/plugin.ts';
import { database } from './plugins/database.ts';
import { http } from './plugins/http.ts';
import { services } from './plugins/services.ts';
import { productsModule } from './products/plugin.ts';
import { reviewsModule } from './reviews/plugin.ts';
import type { PagesSource } from './ssr/serve-pages.ts';

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

/** The API's modules: each an encapsulated plugin serving the operations of the contract under its URL. */
const MODULES = [healthModule, metricsModule, productsModule, authModule, checkoutModule, cartModule, ordersModule, addressesModule, reviewsModule, cataloguePdfModule, contactModule, adminModule, paymentsModule];

/** The whole server as a Fastify instance that never listens: main.ts listens, tests inject. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const https = config.publicUrl.startsWith('https://');
  const app = Fastify(serverOptions(config, https, options.logStream));
  capConnectionsPerClient(app.server, config.trustProxy ? 0 : config.connectionsPerClient);
  // Filled in by serveWebApp when the server serves pages; read by /api/health/ready.
  app.decorate('pagesRenderer', {});
  await app.register(database, { config, memoryTemplate: options.memoryTemplate });
  await app.register(metrics);
  await app.register(http, { config, https });
  await app.register(services, { config });
  for (const module of MODULES) await app.register(module);
  serveUnservedOperations(app, app.contract);
  await app.register(backgroundWork);
  const { webDir, publicUrl, renderTimeoutMs, pageCacheBytes } = config;
  await serveWebApp(app, { webDir, pages: options.pages, catalogue: app.catalogue, publicUrl, cachePages: options.cachePages ?? true, pageCacheBytes, renderTimeoutMs });
  return app;
}
