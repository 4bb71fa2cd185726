import { sql } from 'drizzle-orm';
import type { CallOutcome, DeliveryOutcome, FulfilmentState } from '../../domain/fulfilment.ts';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A text in the three languages of the shop. */
export type LocalizedText = { fr: string; en: string; ar: string };
export type FeatureValue = boolean | LocalizedText;
export type DetailValue = LocalizedText | { icon: string; text: LocalizedText };

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  label: jsonb('label').$type<LocalizedText>().notNull(),
  position: integer('position').notNull(),
});

export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  categoryId: text('category_id').notNull().references(() => categories.id),
  displayName: jsonb('display_name').$type<LocalizedText>().notNull(),
  type: jsonb('type').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  characteristics: jsonb('characteristics').$type<LocalizedText[]>().notNull(),
  usage: jsonb('usage').$type<LocalizedText[]>().notNull(),
  position: integer('position').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    brandId: text('brand_id').notNull().references(() => brands.id),
    categoryId: text('category_id').notNull().references(() => categories.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    featured: boolean('featured').notNull().default(false),
    /** False: out of the shop (listing, page, PDF, carts, new orders), kept for orders already placed. */
    published: boolean('published').notNull().default(true),
    features: jsonb('features').$type<{ name: LocalizedText; value: FeatureValue }[]>().notNull(),
    benefits: jsonb('benefits').$type<LocalizedText[]>().notNull(),
    nutritionalInfo: jsonb('nutritional_info').$type<{ key: LocalizedText; value: DetailValue }[]>().notNull(),
    rating: real('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_brand_idx').on(t.brandId),
    index('products_category_idx').on(t.categoryId),
    check('products_rating_range', sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 5)`),
    check('products_review_count_positive', sql`${t.reviewCount} >= 0`),
  ],
);

/** Source artwork of product images (SVG); renditions are made from it on demand and cached. */
export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantSize: text('variant_size'),
    alt: jsonb('alt').$type<LocalizedText>().notNull(),
    mimeType: text('mime_type').notNull(),
    source: text('source').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const variants = pgTable(
  'variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    volumeMl: integer('volume_ml'),
    priceCentimes: integer('price_centimes').notNull(),
    originalPriceCentimes: integer('original_price_centimes'),
    stock: integer('stock').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    imageId: uuid('image_id').references(() => productImages.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    /** Below this many units the size is low on stock: on the dashboard and in the daily mail (issue 45). Null: no alert. */
    lowStockThreshold: integer('low_stock_threshold'),
  },
  (t) => [
    index('variants_product_idx').on(t.productId),
    uniqueIndex('variants_product_size_uq').on(t.productId, t.size),
    check('variants_price_positive', sql`${t.priceCentimes} >= 0`),
    check(
      'variants_original_price_above_price',
      sql`${t.originalPriceCentimes} is null or ${t.originalPriceCentimes} > ${t.priceCentimes}`,
    ),
    check('variants_stock_not_negative', sql`${t.stock} >= 0`),
    check('variants_low_stock_threshold', sql`${t.lowStockThreshold} is null or ${t.lowStockThreshold} >= 0`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    date: date('date').notNull(),
    verified: boolean('verified').notNull().default(false),
    /** The customer who wrote it (issue 47): one review per product and customer. Null for the catalogue's own. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Shown on the product once approved; a customer's review waits for staff, and hidden ones keep their reason. */
    status: text('status').$type<'pending' | 'approved' | 'hidden'>().notNull().default('approved'),
    moderationReason: text('moderation_reason'),
    moderatedBy: uuid('moderated_by').references(() => staff.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_status', sql`${t.status} in ('pending', 'approved', 'hidden')`),
    uniqueIndex('reviews_product_user_uq').on(t.productId, t.userId).where(sql`${t.userId} is not null`),
    index('reviews_user_idx').on(t.userId),
    index('reviews_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: text('id').primaryKey(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    type: text('type').$type<'pickup' | 'home-delivery'>().notNull(),
    unitPriceCentimes: integer('unit_price_centimes').notNull(),
    /** Ids of the cities it serves (src/content/moroccan-cities.ts); null: every city. */
    cities: jsonb('cities').$type<string[]>(),
    position: integer('position').notNull(),
  },
  (t) => [
    check('delivery_methods_type', sql`${t.type} in ('pickup', 'home-delivery')`),
    check('delivery_methods_price_positive', sql`${t.unitPriceCentimes} >= 0`),
  ],
);

export const pickupShops = pgTable('pickup_shops', {
  id: text('id').primaryKey(),
  deliveryMethodId: text('delivery_method_id')
    .notNull()
    .references(() => deliveryMethods.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  position: integer('position').notNull(),
});

export const banks = pgTable('banks', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  accountHolder: text('account_holder').notNull(),
  rib: text('rib').notNull(),
  swift: text('swift').notNull(),
  hasLogo: boolean('has_logo').notNull().default(false),
  hasQrCode: boolean('has_qr_code').notNull().default(false),
  position: integer('position').notNull(),
});

// ---------------------------------------------------------------- accounts

export type PhoneValue = { country: string; countryCallingCode: string; national: string; international: string };

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lowercased and trimmed: one account per address (pending sign-ups aside). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: jsonb('phone').$type<PhoneValue>(),
    locale: text('locale').$type<'fr' | 'en' | 'ar'>().notNull().default('fr'),
    isVerified: boolean('is_verified').notNull().default(false),
    /**
     * A pending sign-up: one for an address that already had an account. It gets a session like any
     * new account, so registering never tells who has one, but it is never found by its address,
     * never verified, and purged after 30 days.
     */
    pendingSignUp: boolean('pending_sign_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email).where(sql`not ${t.pendingSignUp}`), index('users_pending_sign_up_email_idx').on(t.email).where(sql`${t.pendingSignUp}`)],
);

/** A customer's saved delivery addresses (issue 47): several, one the default; checkout offers them first. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The shopper's own name for it: « Maison », « Bureau ». */
    label: text('label').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').$type<'MA' | 'FR' | 'ES'>().notNull().default('MA'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId), uniqueIndex('addresses_user_default_uq').on(t.userId).where(sql`${t.isDefault}`)],
);

/** What a customer agreed to and when (terms at sign-up, the newsletter): part of "download my data" (issue 47). */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'terms' | 'newsletter'>().notNull(),
    granted: boolean('granted').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_records_user_idx').on(t.userId), check('consent_records_kind', sql`${t.kind} in ('terms', 'newsletter')`)],
);

/** Refresh tokens, stored hashed; each use spends one and issues the next of the same family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** 6-digit codes mailed for email verification and password reset, stored hashed. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify-email' | 'reset-password' | 'change-email'>().notNull(),
    codeHash: text('code_hash').notNull(),
    /** The address a change-email code moves the account to, once entered (issue 47). */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose),
    check('one_time_codes_purpose', sql`${t.purpose} in ('verify-email', 'reset-password', 'change-email')`),
  ],
);

/** Values the server makes once and every server shares, such as the token signing key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** The periodic jobs (src/server/jobs/periodic-jobs.ts): when each is next due, across every server. */
export const periodicJobs = pgTable('periodic_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  runs: integer('runs').notNull().default(0),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastError: text('last_error'),
});

/**
 * The rate limits' fixed windows, shared by every server on the database and kept across restarts
 * (src/server/http/rate-limit-store.ts). The key is a hash: no address or email is kept here in clear.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/** Binary data: a Buffer in, a Buffer out (PGlite reads it as a Uint8Array, node-postgres as a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The PDF catalogue of each language, made by one server and read by the others
 * (src/server/catalogue-pdf/catalogue-files.ts); one version per language is kept.
 */
export const cataloguePdfs = pgTable(
  'catalogue_pdfs',
  {
    locale: text('locale').$type<'fr' | 'ar'>().notNull(),
    version: text('version').notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
    pdf: bytea('pdf').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.version] })],
);

// ---------------------------------------------------------------- carts

/** A cart belongs to a guest session or to a customer, never both. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_user_uq').on(t.userId),
    uniqueIndex('carts_session_uq').on(t.sessionId),
    check('carts_one_owner', sql`(${t.userId} is null) <> (${t.sessionId} is null)`),
  ],
);

/** One line per variant; prices are never stored here, they are read from the variant each time. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_cart_variant_uq').on(t.cartId, t.variantId),
    check('cart_items_quantity_range', sql`${t.quantity} between 1 and 99`),
  ],
);

// ---------------------------------------------------------------- leads and messages

/** Who asked for the catalogue: the producer's leads. */
export const catalogRequests = pgTable('catalog_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  email: text('email').notNull(),
  telephone: text('telephone').notNull(),
  locale: text('locale').$type<'fr' | 'en' | 'ar'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages of the contact form, kept even when mailing them to the shop fails. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  locale: text('locale').$type<'fr' | 'en' | 'ar'>().notNull(),
  mailedAt: timestamp('mailed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Newsletter addresses, lowercased: subscribing twice keeps one row. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  locale: text('locale').$type<'fr' | 'en' | 'ar'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- orders

export type OrderAddress = { street: string; city: string; country: 'MA' | 'FR' | 'ES'; postalCode: string };
export type OrderCustomer = { firstName: string; lastName: string; email: string; phone: string };

/** Numbers shown to people (CMD-2026-000042): never the key that opens an order. */
export const orderNumbers = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    /** Null once its customer deleted their account: the order stays for accounting, anonymised (issue 47). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When its customer's name, email, phone and address were erased with their account. */
    customerErasedAt: timestamp('customer_erased_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request body that used the key: the same key with another body is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    /** Where the money is (src/domain/fulfilment.ts): pending (cash, unpaid), awaiting-payment, paid, cancelled. */
    status: text('status').$type<'pending' | 'awaiting-payment' | 'paid' | 'shipped' | 'delivered' | 'cancelled'>().notNull(),
    /** Where the goods are: moved only by the fulfilment machine (machines/fulfilment.ts). */
    fulfilment: text('fulfilment').$type<FulfilmentState>().notNull().default('placed'),
    source: text('source').$type<'cart' | 'direct'>().notNull(),
    locale: text('locale').$type<'fr' | 'en' | 'ar'>().notNull(),
    subtotalCentimes: integer('subtotal_centimes').notNull(),
    shippingCentimes: integer('shipping_centimes').notNull(),
    vatCentimes: integer('vat_centimes').notNull(),
    totalCentimes: integer('total_centimes').notNull(),
    customer: jsonb('customer').$type<OrderCustomer>().notNull(),
    /** Null for a pickup order: it is collected at its shop. */
    deliveryAddress: jsonb('delivery_address').$type<OrderAddress>(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>(),
    deliveryMethodId: text('delivery_method_id').notNull(),
    pickupShopId: text('pickup_shop_id'),
    paymentMethod: text('payment_method').$type<'cash-on-delivery' | 'bank-transfer' | 'stripe'>().notNull(),
    bankId: text('bank_id'),
    notes: text('notes').notNull().default(''),
    /** A card order's hosted checkout session at the card provider, and its page. */
    paymentSessionId: text('payment_session_id'),
    paymentUrl: text('payment_url'),
    /** A cash order awaiting its confirmation call: when it is next due in the staff's queue (issue 45). */
    callDueAt: timestamp('call_due_at', { withTimezone: true }),
    /** Its confirmation calls nobody answered: past the limit, the order is cancelled. */
    unansweredCalls: integer('unanswered_calls').notNull().default(0),
    /** Who carries a shipped parcel, and its number at the courier's (issue 45). */
    courierId: uuid('courier_id').references(() => couriers.id),
    trackingNumber: text('tracking_number'),
    /** When the order was confirmed (a call, or staff's confirm): the dashboard's confirmation rate. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.number),
    index('orders_created_at_idx').on(t.createdAt),
    // The same customer's other orders, by the number or the address they gave (issue 45).
    index('orders_customer_phone_idx').on(sql`(${t.customer}->>'phone')`),
    index('orders_customer_email_idx').on(sql`lower(${t.customer}->>'email')`),
    index('orders_confirmation_queue_idx').on(t.callDueAt).where(sql`${t.fulfilment} = 'placed' and ${t.paymentMethod} = 'cash-on-delivery'`),
    uniqueIndex('orders_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId),
    check('orders_total', sql`${t.totalCentimes} = ${t.subtotalCentimes} + ${t.shippingCentimes} + ${t.vatCentimes}`),
    check('orders_fulfilment', sql`${t.fulfilment} in ('placed', 'confirmed', 'shipped', 'ready-for-pickup', 'delivered', 'collected', 'refused', 'returned', 'cancelled')`),
  ],
);

/**
 * An order's lines as they were bought: names (in every language, so the shop reads the line in French
 * whatever language the shopper ordered in), sizes and prices copied at that moment.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id').notNull(),
    productTitle: jsonb('product_title').$type<LocalizedText>().notNull(),
    imageId: uuid('image_id'),
    size: text('size').notNull(),
    properties: jsonb('properties').$type<Record<string, LocalizedText>>().notNull(),
    quantity: integer('quantity').notNull(),
    priceCentimes: integer('price_centimes').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_range', sql`${t.quantity} between 1 and 99`)],
);

/** The couriers staff ship with (Amana, CTM Messagerie, the producer's own driver): a list staff edit. */
export const couriers = pgTable(
  'couriers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** False: no longer offered when shipping; kept for the parcels it carried. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('couriers_name_uq').on(sql`lower(${t.name})`)],
);

/**
 * What became of each shipped parcel, as staff recorded it (issue 45): delivered with the cash the
 * courier collected, a failed attempt, refused at the door, back at the shop.
 */
export const deliveryEvents = pgTable(
  'delivery_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courierId: uuid('courier_id').references(() => couriers.id),
    outcome: text('outcome').$type<DeliveryOutcome>().notNull(),
    /** The cash the courier collected at the door (delivered cash orders); null otherwise. */
    cashCentimes: integer('cash_centimes'),
    note: text('note'),
    staffId: uuid('staff_id').references(() => staff.id),
    staffEmail: text('staff_email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The courier's handover that brought this cash to the shop; null while the courier still holds it. */
    handoverId: uuid('handover_id').references(() => cashHandovers.id),
  },
  (t) => [
    index('delivery_events_order_idx').on(t.orderId),
    index('delivery_events_at_idx').on(t.at),
    index('delivery_events_handover_idx').on(t.handoverId),
    index('delivery_events_cash_out_idx').on(t.courierId).where(sql`${t.cashCentimes} is not null and ${t.handoverId} is null`),
    check('delivery_events_outcome', sql`${t.outcome} in ('delivered', 'failed-attempt', 'refused', 'returned')`),
    check('delivery_events_cash', sql`${t.cashCentimes} is null or ${t.cashCentimes} >= 0`),
  ],
);

/**
 * Cash a courier handed over to the shop (issue 45): what the deliveries it covers say the courier
 * collected (expected), what staff counted (received), who counted it and when.
 */
export const cashHandovers = pgTable(
  'cash_handovers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courierId: uuid('courier_id')
      .notNull()
      .references(() => couriers.id),
    expectedCentimes: integer('expected_centimes').notNull(),
    receivedCentimes: integer('received_centimes').notNull(),
    note: text('note'),
    staffId: uuid('staff_id').references(() => staff.id),
    staffEmail: text('staff_email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cash_handovers_courier_idx').on(t.courierId, t.at),
    check('cash_handovers_amounts', sql`${t.expectedCentimes} >= 0 and ${t.receivedCentimes} >= 0`),
  ],
);

/** What staff wrote down about an order (issue 45): kept with who wrote it and when, never edited. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    staffId: uuid('staff_id').references(() => staff.id),
    staffEmail: text('staff_email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.at)],
);

/** Numbers staff refuse cash on delivery to (issue 45): their orders are paid by transfer or card. */
export const cashRefusedPhones = pgTable('cash_refused_phones', {
  /** E.164, as orders keep it. */
  phone: text('phone').primaryKey(),
  reason: text('reason'),
  staffId: uuid('staff_id').references(() => staff.id),
  staffEmail: text('staff_email').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every confirmation call of a cash order: who called, when, and how it ended (issue 45). */
export const orderCalls = pgTable(
  'order_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id),
    /** The address at the time, as in the audit log. */
    staffEmail: text('staff_email').notNull(),
    outcome: text('outcome').$type<CallOutcome>().notNull(),
    /** Why the customer cancelled; null for the other outcomes. */
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_calls_order_idx').on(t.orderId),
    index('order_calls_at_idx').on(t.at),
    check('order_calls_outcome', sql`${t.outcome} in ('confirmed', 'no-answer', 'wrong-number', 'cancelled')`),
  ],
);

/**
 * Mails that must not be lost (an order's confirmation), written in the transaction that makes them
 * due and sent from here with retries (src/server/mail/mail-queue.ts). Going with its order if the
 * order is withdrawn before it is sent.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    content: jsonb('content').$type<{ subject: string; text: string; html: string; headers?: Record<string, string> }>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_queue_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

/**
 * The card provider's webhook events already applied, by the provider's event id: a delivery made
 * again (Stripe retries until it hears 2xx) changes nothing the second time.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orderId: uuid('order_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- back office

export type StaffRole = 'owner' | 'staff';

/**
 * The producer's people, kept apart from customers: an owner runs the shop and its staff; staff take
 * the orders. No password until the invitation is accepted.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    passwordHash: text('password_hash'),
    invitedBy: uuid('invited_by'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_email_uq').on(t.email), check('staff_role', sql`${t.role} in ('owner', 'staff')`)],
);

/** A staff member's 6-digit codes (sign-in, invitation), in the shape of one_time_codes (src/server/auth/codes.ts). */
export const staffCodes = pgTable(
  'staff_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'staff-sign-in' | 'staff-invite'>().notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_codes_staff_purpose_idx').on(t.userId, t.purpose), check('staff_codes_purpose', sql`${t.purpose} in ('staff-sign-in', 'staff-invite')`)],
);

/** A staff sign-in; its token names it, and signing out (or being disabled) ends it at once. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** What each staff member did, and to what: never changed, never deleted; an owner reads it. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id').references(() => staff.id),
    /** The address at the time: the entry keeps saying who, whatever becomes of the account. */
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    subject: text('subject'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
