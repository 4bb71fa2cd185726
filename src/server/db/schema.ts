import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
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
  },
  (t) => [index('reviews_product_idx').on(t.productId), check('reviews_rating_range', sql`${t.rating} between 1 and 5`)],
);

export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: text('id').primaryKey(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    type: text('type').$type<'pickup' | 'home-delivery'>().notNull(),
    unitPriceCentimes: integer('unit_price_centimes').notNull(),
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
