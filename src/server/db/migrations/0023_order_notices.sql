-- Every change to the orders is announced on the channel orders_changed, once per statement, delivered
-- at commit: the back office's open screens (the confirmation queue) read again within a second, on
-- every server of a PostgreSQL database and in the one process of the embedded one (src/server/admin/order-events.ts).
CREATE OR REPLACE FUNCTION notify_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('orders_changed', TG_OP);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_changed AFTER INSERT OR UPDATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION notify_orders_changed();
