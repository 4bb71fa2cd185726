-- An order line keeps its names in every language. A line written before knew only the language it
-- was ordered in: that name stands for all three, as it was bought.
ALTER TABLE "order_items" ALTER COLUMN "product_title" SET DATA TYPE jsonb USING jsonb_build_object('fr', "product_title", 'en', "product_title", 'ar', "product_title");--> statement-breakpoint
UPDATE "order_items" SET "properties" = coalesce((SELECT jsonb_object_agg("key", jsonb_build_object('fr', "value", 'en', "value", 'ar', "value")) FROM jsonb_each_text("properties")), '{}'::jsonb);
