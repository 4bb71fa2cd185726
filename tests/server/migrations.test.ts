// A migration meets the rows an earlier version wrote, not only an empty database: an order line
// written while its names were one text must come out of the upgrade whole, in every language.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';

const migrations = join(import.meta.dirname, '../../src/server/db/migrations');
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** The migrations folder as it stood before the migration tagged `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'oils-migrations-'));
  dirs.push(dir);
  await cp(migrations, dir, { recursive: true });
  const journal = JSON.parse(await readFile(join(dir, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at, `no migration tagged ${tag}`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  return dir;
}

it('keeps an order line written with one name: that name in fr, en and ar, its properties too', async () => {
  const client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder: await migrationsBefore('0017_order_lines_in_every_language') });
  // The line alone: its order and product are not what this upgrade is about.
  await client.exec(`SET session_replication_role = replica;
    INSERT INTO order_items (order_id, position, product_id, variant_id, product_title, size, properties, quantity, price_centimes)
    VALUES (gen_random_uuid(), 0, gen_random_uuid(), gen_random_uuid(), 'زيت زيتون ضيكة', '1L', '{"category": "زيت الزيتون", "brand": "ضيكة"}', 2, 8900),
           (gen_random_uuid(), 0, gen_random_uuid(), gen_random_uuid(), 'Huile Dika', '5L', '{}', 1, 29900);`);
  await migrate(drizzle({ client }), { migrationsFolder: migrations });
  const { rows } = await client.query<{ product_title: unknown; properties: unknown; quantity: number }>('SELECT product_title, properties, quantity FROM order_items ORDER BY price_centimes');
  const all = (text: string) => ({ fr: text, en: text, ar: text });
  expect(rows).toEqual([
    { product_title: all('زيت زيتون ضيكة'), properties: { category: all('زيت الزيتون'), brand: all('ضيكة') }, quantity: 2 },
    { product_title: all('Huile Dika'), properties: {}, quantity: 1 },
  ]);
  await client.close();
});
