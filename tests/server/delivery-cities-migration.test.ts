// Migration 0018 meets a database seeded before delivery methods listed their cities: the seeded home
// deliveries get the same cities as a fresh seed gives them, and the other methods keep serving every city.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { deliveryMethods } from '../../src/server/seed/checkout-options.ts';

const migrations = join(import.meta.dirname, '../../src/server/db/migrations');
let dir = '';
afterAll(() => dir && rm(dir, { recursive: true, force: true }));

it('gives the seeded home deliveries their cities, as a fresh seed does', { timeout: 120_000 }, async () => {
  dir = await mkdtemp(join(tmpdir(), 'oils-migrations-'));
  await cp(migrations, dir, { recursive: true });
  const journal = JSON.parse(await readFile(join(dir, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === '0018_delivery_cities'));
  expect(journal.entries.at(-1)?.tag).toBe('0017_order_lines_in_every_language');
  await writeFile(join(dir, 'meta/_journal.json'), JSON.stringify(journal));

  const client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder: dir });
  await client.exec(`INSERT INTO delivery_methods (id, name, type, unit_price_centimes, position) VALUES
    ('home-casablanca-rabat', '{"fr":"","en":"","ar":""}', 'home-delivery', 2500, 0),
    ('home-rest-of-morocco', '{"fr":"","en":"","ar":""}', 'home-delivery', 4500, 1),
    ('express-24h', '{"fr":"","en":"","ar":""}', 'home-delivery', 6900, 2),
    ('pickup', '{"fr":"","en":"","ar":""}', 'pickup', 0, 3);`);
  await migrate(drizzle({ client }), { migrationsFolder: migrations });
  const { rows } = await client.query<{ id: string; cities: string[] | null }>('SELECT id, cities FROM delivery_methods ORDER BY position');
  await client.close();

  const migrated = Object.fromEntries(rows.map((row) => [row.id, row.cities]));
  expect(migrated['home-casablanca-rabat']).toEqual(['casablanca', 'rabat']);
  expect(migrated['home-rest-of-morocco']).toContain('fes');
  expect(migrated['home-rest-of-morocco']).not.toContain('casablanca');
  expect(migrated['home-rest-of-morocco']).not.toContain('rabat');
  expect(migrated['express-24h']).toBeNull();
  expect(migrated.pickup).toBeNull();
  expect(migrated).toEqual(Object.fromEntries(deliveryMethods.map((m) => [m.id, m.cities])));
});
