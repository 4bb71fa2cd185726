CREATE TABLE "banks" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"account_holder" text NOT NULL,
	"rib" text NOT NULL,
	"swift" text NOT NULL,
	"has_logo" boolean DEFAULT false NOT NULL,
	"has_qr_code" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_id" text NOT NULL,
	"display_name" jsonb NOT NULL,
	"type" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"characteristics" jsonb NOT NULL,
	"usage" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"label" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "delivery_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"type" text NOT NULL,
	"unit_price_centimes" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "delivery_methods_type" CHECK ("delivery_methods"."type" in ('pickup', 'home-delivery')),
	CONSTRAINT "delivery_methods_price_positive" CHECK ("delivery_methods"."unit_price_centimes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pickup_shops" (
	"id" text PRIMARY KEY NOT NULL,
	"delivery_method_id" text NOT NULL,
	"title" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_size" text,
	"alt" jsonb NOT NULL,
	"mime_type" text NOT NULL,
	"source" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"brand_id" text NOT NULL,
	"category_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"features" jsonb NOT NULL,
	"benefits" jsonb NOT NULL,
	"nutritional_info" jsonb NOT NULL,
	"rating" real,
	"review_count" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_rating_range" CHECK ("products"."rating" is null or ("products"."rating" >= 0 and "products"."rating" <= 5)),
	CONSTRAINT "products_review_count_positive" CHECK ("products"."review_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"author" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"date" date NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"size" text NOT NULL,
	"volume_ml" integer,
	"price_centimes" integer NOT NULL,
	"original_price_centimes" integer,
	"stock" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"image_id" uuid,
	"position" integer NOT NULL,
	CONSTRAINT "variants_price_positive" CHECK ("variants"."price_centimes" >= 0),
	CONSTRAINT "variants_original_price_above_price" CHECK ("variants"."original_price_centimes" is null or "variants"."original_price_centimes" > "variants"."price_centimes"),
	CONSTRAINT "variants_stock_not_negative" CHECK ("variants"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_shops" ADD CONSTRAINT "pickup_shops_delivery_method_id_delivery_methods_id_fk" FOREIGN KEY ("delivery_method_id") REFERENCES "public"."delivery_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "variants_product_size_uq" ON "variants" USING btree ("product_id","size");