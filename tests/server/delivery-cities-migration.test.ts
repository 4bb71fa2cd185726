// Migration 0018 meets a database seeded before delivery methods listed their cities: the seeded home
// deliveries get the same cities as a fresh seed gives them, and the other methods keep serving every city.
import { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';
import { deliveryMethods } from '../../src/server/seed/checkout-options.ts';
import { migrateRest, migrateUntil } from '../support/migrations.ts';

it('gives the seeded home deliveries their cities, as a fresh seed does', { timeout: 120_000 }, async () => {
  const client = new PGlite();
  await migrateUntil(client, '0018_delivery_cities');
  await client.exec(`INSERT INTO delivery_methods (id, name, type, unit_price_centimes, position) VALUES
    ('home-casablanca-rabat', '{"fr":"","en":"","ar":""}', 'home-delivery', 2500, 0),
    ('home-rest-of-morocco', '{"fr":"","en":"","ar":""}', 'home-delivery', 4500, 1),
    ('express-24h', '{"fr":"","en":"","ar":""}', 'home-delivery', 6900, 2),
    ('pickup', '{"fr":"","en":"","ar":""}', 'pickup', 0, 3);`);
  await migrateRest(client);
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
