CREATE TABLE "couriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"courier_id" uuid,
	"outcome" text NOT NULL,
	"cash_centimes" integer,
	"note" text,
	"staff_id" uuid,
	"staff_email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_events_outcome" CHECK ("delivery_events"."outcome" in ('delivered', 'failed-attempt', 'refused', 'returned')),
	CONSTRAINT "delivery_events_cash" CHECK ("delivery_events"."cash_centimes" is null or "delivery_events"."cash_centimes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_fulfilment";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "delivery_events" ADD CONSTRAINT "delivery_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_events" ADD CONSTRAINT "delivery_events_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_events" ADD CONSTRAINT "delivery_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "couriers_name_uq" ON "couriers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "delivery_events_order_idx" ON "delivery_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "delivery_events_at_idx" ON "delivery_events" USING btree ("at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment" CHECK ("orders"."fulfilment" in ('placed', 'confirmed', 'shipped', 'ready-for-pickup', 'delivered', 'collected', 'refused', 'returned', 'cancelled'));--> statement-breakpoint
-- The couriers a Moroccan producer starts with; staff edit the list in the back office.
INSERT INTO "couriers" ("name") VALUES ('Amana'), ('CTM Messagerie'), ('Livreur de l''huilerie');