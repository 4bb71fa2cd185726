ALTER TABLE "orders" ADD COLUMN "fulfilment" text DEFAULT 'placed' NOT NULL;--> statement-breakpoint
-- Orders placed before the back office: paid ones are confirmed, cancelled ones stay cancelled.
UPDATE "orders" SET "fulfilment" = 'cancelled' WHERE "status" = 'cancelled';--> statement-breakpoint
UPDATE "orders" SET "fulfilment" = 'confirmed' WHERE "status" = 'paid';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment" CHECK ("orders"."fulfilment" in ('placed', 'confirmed', 'shipped', 'ready-for-pickup', 'delivered', 'collected', 'cancelled'));
