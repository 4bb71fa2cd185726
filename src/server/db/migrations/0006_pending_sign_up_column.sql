DROP INDEX "users_email_uq";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_sign_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "users_pending_sign_up_email_idx" ON "users" USING btree ("email") WHERE "users"."pending_sign_up";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email") WHERE not "users"."pending_sign_up";
