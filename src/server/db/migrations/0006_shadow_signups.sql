DROP INDEX "users_email_uq";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shadow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "users_shadow_email_idx" ON "users" USING btree ("email") WHERE "users"."shadow";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email") WHERE not "users"."shadow";