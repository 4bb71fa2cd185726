// Migration 0019 meets a shop seeded with "Soleil du Souss Tournesol pure" (issue 43, item 16): the
// French name becomes "… Tournesol pur"; a name staff have changed, and the other languages, stay.
import { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';
import { migrateRest, migrateUntil } from '../support/migrations.ts';

const EMPTY = `'{"fr":"","en":"","ar":""}'`;

it('corrects the seeded French name and leaves a renamed product alone', { timeout: 120_000 }, async () => {
  const client = new PGlite();
  await migrateUntil(client, '0019_tournesol_pur');
  await client.exec(`
    INSERT INTO categories (id, name, label, position) VALUES ('sunflower', 'sunflower oil', ${EMPTY}, 0);
    INSERT INTO brands (id, name, category_id, display_name, type, description, characteristics, usage, position)
      VALUES ('soleil', 'Soleil du Souss', 'sunflower', ${EMPTY}, ${EMPTY}, ${EMPTY}, '[]', '[]', 0);
    INSERT INTO products (slug, brand_id, category_id, name, description, features, benefits, nutritional_info, position) VALUES
      ('soleil-du-souss-tournesol-pure', 'soleil', 'sunflower', '{"fr":"Soleil du Souss Tournesol pure","en":"Soleil du Souss Pure Sunflower","ar":"شمس سوس عباد الشمس الصافي"}', ${EMPTY}, '[]', '[]', '[]', 0),
      ('renamed', 'soleil', 'sunflower', '{"fr":"Soleil du Souss Tournesol pure","en":"","ar":""}', ${EMPTY}, '[]', '[]', '[]', 1);
    UPDATE products SET slug = 'soleil-du-souss-tournesol-pure-2' WHERE slug = 'renamed';`);
  await client.exec(`UPDATE products SET name = '{"fr":"Tournesol du Souss","en":"","ar":""}' WHERE slug = 'soleil-du-souss-tournesol-pure-2'`);
  await migrateRest(client);
  const { rows } = await client.query<{ slug: string; name: { fr: string; en: string; ar: string } }>('SELECT slug, name FROM products ORDER BY position');
  await client.close();

  expect(rows).toEqual([
    { slug: 'soleil-du-souss-tournesol-pure', name: { fr: 'Soleil du Souss Tournesol pur', en: 'Soleil du Souss Pure Sunflower', ar: 'شمس سوس عباد الشمس الصافي' } },
    { slug: 'soleil-du-souss-tournesol-pure-2', name: { fr: 'Tournesol du Souss', en: '', ar: '' } },
  ]);
});
