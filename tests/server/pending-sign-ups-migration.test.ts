// Migration 0020 meets a shop made before 0006 took its present text, whose column, index and purge job
// still had their former name ("shadow"): its sign-ups stay pending sign-ups (never found by their
// address, one account per address still), and the daily purge keeps its schedule and runs. On a shop
// made since, it renames nothing.
import { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';
import { migrateRest, migrateUntil } from '../support/migrations.ts';

const USER = `'unused', 'A', 'B'`;

it('keeps each sign-up pending or not, the one-account rule, and the purge job with its runs', { timeout: 120_000 }, async () => {
  const client = new PGlite();
  await migrateUntil(client, '0020_pending_sign_ups');
  // The layout 0006 first wrote.
  await client.exec(`
    ALTER TABLE users RENAME COLUMN pending_sign_up TO shadow;
    ALTER INDEX users_pending_sign_up_email_idx RENAME TO users_shadow_email_idx;`);
  await client.exec(`
    INSERT INTO users (email, password_hash, first_name, last_name, shadow) VALUES
      ('owner@example.ma', ${USER}, false), ('owner@example.ma', ${USER}, true), ('owner@example.ma', ${USER}, true);
    INSERT INTO periodic_jobs (name, next_run_at, runs) VALUES ('shadow sign-up purge', '2026-12-01T03:00:00Z', 7);`);
  await migrateRest(client);

  const users = await client.query<{ pending_sign_up: boolean }>('SELECT pending_sign_up FROM users ORDER BY pending_sign_up');
  expect(users.rows).toEqual([{ pending_sign_up: false }, { pending_sign_up: true }, { pending_sign_up: true }]);
  // Still one account per address, and any number of pending sign-ups beside it.
  await expect(client.exec(`INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('owner@example.ma', ${USER})`)).rejects.toThrow(/users_email_uq/);
  await client.exec(`INSERT INTO users (email, password_hash, first_name, last_name, pending_sign_up) VALUES ('owner@example.ma', ${USER}, true)`);
  const indexes = await client.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'users' AND indexname LIKE 'users_%email%' ORDER BY indexname`);
  expect(indexes.rows.map((row) => row.indexname)).toEqual(['users_email_uq', 'users_pending_sign_up_email_idx']);

  const jobs = await client.query<{ name: string; runs: number; next_run_at: Date }>('SELECT name, runs, next_run_at FROM periodic_jobs');
  expect(jobs.rows).toEqual([{ name: 'pending sign-up purge', runs: 7, next_run_at: new Date('2026-12-01T03:00:00Z') }]);
  await client.close();
});

it('renames nothing on a shop made since', { timeout: 120_000 }, async () => {
  const client = new PGlite();
  await migrateUntil(client, '0020_pending_sign_ups');
  await client.exec(`INSERT INTO periodic_jobs (name, next_run_at, runs) VALUES ('pending sign-up purge', '2026-12-01T03:00:00Z', 3);`);
  await migrateRest(client);
  const columns = await client.query<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND data_type = 'boolean' ORDER BY column_name`);
  expect(columns.rows.map((row) => row.column_name)).toContain('pending_sign_up');
  const indexes = await client.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'users' AND indexname LIKE 'users_%email%' ORDER BY indexname`);
  expect(indexes.rows.map((row) => row.indexname)).toEqual(['users_email_uq', 'users_pending_sign_up_email_idx']);
  const jobs = await client.query<{ name: string; runs: number }>('SELECT name, runs FROM periodic_jobs');
  expect(jobs.rows).toEqual([{ name: 'pending sign-up purge', runs: 3 }]);
  await client.close();
});
