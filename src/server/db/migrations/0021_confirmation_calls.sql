CREATE TABLE "order_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"staff_id" uuid,
	"staff_email" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_calls_outcome" CHECK ("order_calls"."outcome" in ('confirmed', 'no-answer', 'wrong-number', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "call_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unanswered_calls" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_calls" ADD CONSTRAINT "order_calls_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_calls" ADD CONSTRAINT "order_calls_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_calls_order_idx" ON "order_calls" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_calls_at_idx" ON "order_calls" USING btree ("at");--> statement-breakpoint
CREATE INDEX "orders_confirmation_queue_idx" ON "orders" USING btree ("call_due_at") WHERE "orders"."fulfilment" = 'placed' and "orders"."payment_method" = 'cash-on-delivery';--> statement-breakpoint
-- Cash orders placed before the queue are due now, oldest first.
UPDATE "orders" SET "call_due_at" = "created_at" WHERE "fulfilment" = 'placed' AND "payment_method" = 'cash-on-delivery';