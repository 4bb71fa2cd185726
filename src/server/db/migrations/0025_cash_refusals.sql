CREATE TABLE "cash_refused_phones" (
	"phone" text PRIMARY KEY NOT NULL,
	"reason" text,
	"staff_id" uuid,
	"staff_email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_refused_phones" ADD CONSTRAINT "cash_refused_phones_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_customer_phone_idx" ON "orders" USING btree (("customer"->>'phone'));--> statement-breakpoint
CREATE INDEX "orders_customer_email_idx" ON "orders" USING btree (lower("customer"->>'email'));