CREATE TABLE "cash_handovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier_id" uuid NOT NULL,
	"expected_centimes" integer NOT NULL,
	"received_centimes" integer NOT NULL,
	"note" text,
	"staff_id" uuid,
	"staff_email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_handovers_amounts" CHECK ("cash_handovers"."expected_centimes" >= 0 and "cash_handovers"."received_centimes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_events" ADD COLUMN "handover_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_handovers" ADD CONSTRAINT "cash_handovers_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_handovers_courier_idx" ON "cash_handovers" USING btree ("courier_id","at");--> statement-breakpoint
ALTER TABLE "delivery_events" ADD CONSTRAINT "delivery_events_handover_id_cash_handovers_id_fk" FOREIGN KEY ("handover_id") REFERENCES "public"."cash_handovers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_events_cash_out_idx" ON "delivery_events" USING btree ("courier_id") WHERE "delivery_events"."cash_centimes" is not null and "delivery_events"."handover_id" is null;--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_low_stock_threshold" CHECK ("variants"."low_stock_threshold" is null or "variants"."low_stock_threshold" >= 0);--> statement-breakpoint
-- Orders confirmed before this column: when the audit log says so, else when placed for those past it.
UPDATE "orders" SET "confirmed_at" = coalesce(
	(SELECT min("at") FROM "audit_log" WHERE "action" = 'order.confirm' AND "subject" = "orders"."number"),
	CASE WHEN "orders"."fulfilment" NOT IN ('placed', 'cancelled') THEN "orders"."created_at" END
);
