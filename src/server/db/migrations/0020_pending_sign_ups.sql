-- A sign-up for an address that already has an account is a pending sign-up. A database made before
-- 0006 took its present text calls its column, its index and its daily purge by an earlier name: each
-- is found by what it does and given today's name. A database made since has nothing to rename.
DO $$
DECLARE
  flag text;
  flag_index text;
BEGIN
  -- The column that the one-account-per-address index leaves out.
  SELECT a.attname INTO flag
  FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_attribute a ON a.attrelid = i.indrelid
  WHERE i.indrelid = 'users'::regclass AND c.relname = 'users_email_uq' AND a.attnum > 0 AND NOT a.attisdropped
    AND a.atttypid = 'boolean'::regtype AND pg_get_expr(i.indpred, i.indrelid) ~ ('\m' || a.attname || '\M');
  IF flag IS NOT NULL AND flag <> 'pending_sign_up' THEN
    EXECUTE format('ALTER TABLE "users" RENAME COLUMN %I TO "pending_sign_up"', flag);
  END IF;
  -- The other partial index on the address: the one that finds pending sign-ups.
  SELECT c.relname INTO flag_index
  FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
  WHERE i.indrelid = 'users'::regclass AND i.indpred IS NOT NULL AND NOT i.indisunique
    AND c.relname <> 'users_pending_sign_up_email_idx' AND pg_get_indexdef(i.indexrelid) LIKE '%(email)%';
  IF flag_index IS NOT NULL THEN
    EXECUTE format('ALTER INDEX %I RENAME TO "users_pending_sign_up_email_idx"', flag_index);
  END IF;
END $$;--> statement-breakpoint
-- The daily purge keeps its schedule and its count of runs under its present name.
UPDATE "periodic_jobs" SET "name" = 'pending sign-up purge' WHERE "name" LIKE '% sign-up purge' AND "name" <> 'pending sign-up purge' AND NOT EXISTS (SELECT 1 FROM "periodic_jobs" WHERE "name" = 'pending sign-up purge');--> statement-breakpoint
DELETE FROM "periodic_jobs" WHERE "name" LIKE '% sign-up purge' AND "name" <> 'pending sign-up purge';
