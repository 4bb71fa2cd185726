import { join, resolve } from 'node:path';
import { SELLER, SHOP_EMAIL } from '../content/shop-contact.ts';

/** Everything the server reads from its environment, checked once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Where `npm run backup` and the nightly backup write; default DATA_DIR/backups. */
  backupDir: string;
  /** undefined: PGlite in dataDir; 'memory://': in-memory PGlite; postgres://…: a PostgreSQL server. */
  databaseUrl: string | undefined;
  /** With 'memory://': a PGlite dump (tar) the database starts from instead of an empty one (browser tests). */
  memoryTemplate: string | undefined;
  /** Where product image renditions are kept; undefined: DATA_DIR/cache/images (in memory mode, a folder of the process's own). */
  imageCacheDir: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string | undefined;
  stripeSecretKey: string | undefined;
  /** Where the card provider's API is; unset: Stripe's own. A local stand-in (tests, stripe-mock) otherwise. */
  stripeApiUrl: string | undefined;
  /** Signs Stripe's webhook deliveries (whsec_…); unset: the webhook answers 503 and orders settle when read. */
  stripeWebhookSecret: string | undefined;
  checkoutEnabled: boolean;
  shopEmail: string;
  /** The seller's legal identity on invoices: company name, ICE (15 digits), trade register (RC), tax id (IF). */
  seller: { name: string; ice: string; rc: string; fiscalId: string };
  logLevel: string;
  /** Check every API answer against the contract (tests): a drifting handler answers 500. */
  validateResponses: boolean;
  /** Folder of the built web app; the API still runs when it is missing. */
  webDir: string | undefined;
  /** How long a loaded catalogue is served before it is read again (other servers may have written). */
  catalogueTtlMs: number;
  /** Bytes the page cache may hold, its pages' HTML and compressed forms together. */
  pageCacheBytes: number;
  /** Believe X-Forwarded-For (behind a load balancer): rate limits count the real client then. */
  trustProxy: boolean;
  /** Origins allowed to call the API from another site (CORS); none by default. */
  corsOrigins: string[];
  /** How long a request may take to arrive, headers and body, and a connection may stay idle. */
  requestTimeoutMs: number;
  /** How long a page's server render may take before the shopper gets the error page (503) rather than wait. */
  renderTimeoutMs: number;
  /** Open connections one address may hold (not counted behind a trusted proxy). */
  connectionsPerClient: number;
  /** New guest carts one address may open in an hour. */
  guestCartsPerHour: number;
  /** Orders not yet paid, and units in them, one account may hold (see open-orders.ts). */
  openOrdersPerAccount: number;
  openUnitsPerAccount: number;
  /** Units of one variant an account's unconfirmed cash orders may hold (see open-orders.ts). */
  unconfirmedCashUnitsPerVariant: number;
  /** A cash order still unconfirmed after so many calls nobody answered, or so many hours, is cancelled. */
  confirmationUnansweredCalls: number;
  confirmationHours: number;
  /** The bearer token /metrics answers to; unset: /metrics answers 404. */
  metricsToken: string | undefined;
}

export class ConfigError extends Error {}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

function boolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got '${raw}'`);
}

function url(name: string, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) throw new ConfigError(`${name} must be an http(s) URL, got '${raw}'`);
  return raw;
}

function matching(name: string, raw: string | undefined, fallback: string, pattern: RegExp, what: string): string {
  const value = raw?.trim();
  if (!value) return fallback;
  if (!pattern.test(value)) throw new ConfigError(`${name} must be ${what}, got '${raw}'`);
  return value;
}

/** A comma-separated list of origins (scheme, host, port; no path): https://partner.example, … */
function origins(name: string, raw: string | undefined): string[] {
  if (!raw) return [];
  return raw.split(',').map((item) => {
    const value = item.trim();
    if (!URL.canParse(value) || new URL(value).origin !== value) throw new ConfigError(`${name} must list origins such as https://shop.example, got '${value}'`);
    return value;
  });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = integer('PORT', env.PORT, 3000, 0, 65535);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^(memory:\/\/|postgres(ql)?:\/\/)/.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must be memory:// or postgres://…, got '${databaseUrl}'`);
  }
  if (env.MEMORY_TEMPLATE && databaseUrl !== 'memory://') throw new ConfigError('MEMORY_TEMPLATE goes with DATABASE_URL=memory:// only');
  const jwtSecret = env.JWT_SECRET || undefined;
  // HS256 wants a key of 32 bytes at least: a short one can be found by trying (in development, anything goes).
  if (jwtSecret && env.NODE_ENV === 'production' && Buffer.byteLength(jwtSecret) < 32) {
    throw new ConfigError(`JWT_SECRET must be 32 bytes or longer in production, got ${Buffer.byteLength(jwtSecret)}`);
  }
  const metricsToken = env.METRICS_TOKEN?.trim() || undefined;
  // Sent as a bearer token: printable ASCII without spaces, and long enough not to be guessed.
  if (metricsToken && !/^[\x21-\x7e]{16,256}$/.test(metricsToken)) throw new ConfigError('METRICS_TOKEN must be 16 to 256 printable characters without spaces');
  const dataDir = resolve(env.DATA_DIR || './data');
  const config: Config = {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir,
    backupDir: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : join(dataDir, 'backups'),
    databaseUrl,
    memoryTemplate: env.MEMORY_TEMPLATE ? resolve(env.MEMORY_TEMPLATE) : undefined,
    imageCacheDir: env.IMAGE_CACHE_DIR ? resolve(env.IMAGE_CACHE_DIR) : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    jwtSecret,
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeApiUrl: url('STRIPE_API_URL', env.STRIPE_API_URL),
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    checkoutEnabled: boolean('CHECKOUT_ENABLED', env.CHECKOUT_ENABLED, true),
    shopEmail: env.SHOP_EMAIL || SHOP_EMAIL,
    seller: {
      name: matching('SELLER_NAME', env.SELLER_NAME, SELLER.name, /^.{2,120}$/u, '2 to 120 characters'),
      ice: matching('SELLER_ICE', env.SELLER_ICE, SELLER.ice, /^\d{15}$/, 'the 15 digits of an ICE'),
      rc: matching('SELLER_RC', env.SELLER_RC, SELLER.rc, /^.{1,60}$/u, 'a trade register number (RC), such as "Meknès 48213"'),
      fiscalId: matching('SELLER_IF', env.SELLER_IF, SELLER.fiscalId, /^\d{6,10}$/, 'the digits of a tax id (IF)'),
    },
    logLevel: env.LOG_LEVEL || 'info',
    validateResponses: boolean('VALIDATE_RESPONSES', env.VALIDATE_RESPONSES, false),
    webDir: undefined,
    catalogueTtlMs: integer('CATALOGUE_TTL_MS', env.CATALOGUE_TTL_MS, 1000, 0, 3_600_000),
    pageCacheBytes: integer('PAGE_CACHE_MB', env.PAGE_CACHE_MB, 32, 1, 4096) * 1024 * 1024,
    trustProxy: boolean('TRUST_PROXY', env.TRUST_PROXY, false),
    corsOrigins: origins('CORS_ORIGINS', env.CORS_ORIGINS),
    requestTimeoutMs: integer('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 30_000, 1_000, 600_000),
    renderTimeoutMs: integer('RENDER_TIMEOUT_MS', env.RENDER_TIMEOUT_MS, 2_000, 100, 60_000),
    connectionsPerClient: integer('CONNECTIONS_PER_CLIENT', env.CONNECTIONS_PER_CLIENT, 256, 0, 100_000),
    guestCartsPerHour: integer('GUEST_CARTS_PER_HOUR', env.GUEST_CARTS_PER_HOUR, 60, 1, 10_000_000),
    openOrdersPerAccount: integer('OPEN_ORDERS_PER_ACCOUNT', env.OPEN_ORDERS_PER_ACCOUNT, 5, 1, 1_000_000),
    openUnitsPerAccount: integer('OPEN_UNITS_PER_ACCOUNT', env.OPEN_UNITS_PER_ACCOUNT, 100, 1, 100_000_000),
    confirmationUnansweredCalls: integer('CONFIRMATION_UNANSWERED_CALLS', env.CONFIRMATION_UNANSWERED_CALLS, 3, 1, 100),
    confirmationHours: integer('CONFIRMATION_HOURS', env.CONFIRMATION_HOURS, 48, 1, 24 * 365),
    unconfirmedCashUnitsPerVariant: integer('UNCONFIRMED_CASH_UNITS_PER_VARIANT', env.UNCONFIRMED_CASH_UNITS_PER_VARIANT, 10, 1, 100_000_000),
    metricsToken,
  };
  // A test that moves DATA_DIR moves the default backup folder with it.
  const moved = overrides.dataDir && !overrides.backupDir && !env.BACKUP_DIR ? { backupDir: join(overrides.dataDir, 'backups') } : {};
  return { ...config, ...moved, ...overrides };
}

/** When an unconfirmed cash order is cancelled (src/server/admin/confirmation-calls.ts). */
export const confirmationLimits = (config: Config) => ({ unansweredCalls: config.confirmationUnansweredCalls, hours: config.confirmationHours });
