-- A sign-up for an address that already has an account is a pending sign-up: its column and index say so.
ALTER TABLE "users" RENAME COLUMN "shadow" TO "pending_sign_up";--> statement-breakpoint
ALTER INDEX "users_shadow_email_idx" RENAME TO "users_pending_sign_up_email_idx";--> statement-breakpoint
-- The daily purge keeps its schedule and its count of runs under its new name.
UPDATE "periodic_jobs" SET "name" = 'pending sign-up purge' WHERE "name" = 'shadow sign-up purge' AND NOT EXISTS (SELECT 1 FROM "periodic_jobs" WHERE "name" = 'pending sign-up purge');--> statement-breakpoint
DELETE FROM "periodic_jobs" WHERE "name" = 'shadow sign-up purge';
