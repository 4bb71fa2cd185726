-- Every change to what the catalogue snapshot reads is announced on the channel catalogue_changed, once
-- per statement, delivered at commit (src/server/db/change-notices.ts): each server on a PostgreSQL
-- server reads its catalogue again at once. On the embedded database nobody listens (one server only).
CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER brands_changed AFTER INSERT OR UPDATE OR DELETE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER variants_changed AFTER INSERT OR UPDATE OR DELETE ON "variants" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER product_images_changed AFTER INSERT OR UPDATE OR DELETE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER reviews_changed AFTER INSERT OR UPDATE OR DELETE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
