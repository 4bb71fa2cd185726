// A shop's history for the back office's benchmark, written straight in SQL: 5,000 accounts and their
// orders over 60 days (cash on delivery 85 %, the rest by transfer), each with one line of the seeded
// catalogue; their confirmation calls by four agents; the delivered cash orders' delivery events, the
// older ones covered by a courier's handover; a few hundred orders awaiting their call, all placed in
// the last 40 hours (the 48-hour sweep leaves them be). random() is seeded: every run writes the same.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';

export async function writeOrderHistory(db: Db, orders: number): Promise<void> {
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`insert into users (email, password_hash, first_name, last_name, is_verified)
    select 'bench' || g || '@example.ma', 'not a hash', 'Client', 'Bench' || g, true from generate_series(1, 5000) g`);
  await db.execute(sql`create temp table bench_variants as
    select row_number() over (order by v.id) as n, v.id, v.product_id, v.price_centimes, v.size, p.name from variants v join products p on p.id = v.product_id`);
  await db.execute(sql`create temp table bench_orders as
    select g, gen_random_uuid() as id, random() as f, random() < 0.85 as cash, 1 + floor(random() * 3)::int as quantity,
      1 + floor(random() * (select count(*) from bench_variants))::int as variant, random() as r
    from generate_series(1, ${orders}) g`);
  await db.execute(sql`alter table bench_orders add column fulfilment text, add column at timestamptz`);
  await db.execute(sql`update bench_orders set fulfilment = case
      when f < 0.01 then 'placed' when f < 0.11 then 'cancelled' when f < 0.18 then 'confirmed' when f < 0.26 then 'shipped'
      when f < 0.31 then 'refused' when f < 0.36 then 'returned' else 'delivered' end,
    at = case when f < 0.01 then now() - r * interval '40 hours' else now() - r * interval '60 days' end`);
  await db.execute(sql`insert into orders (id, number, user_id, status, fulfilment, source, locale, subtotal_centimes, shipping_centimes, vat_centimes, total_centimes,
      customer, delivery_address, delivery_method_id, payment_method, created_at, confirmed_at, call_due_at, courier_id)
    select o.id, 'BENCH-' || o.g, u.id,
      case when o.fulfilment = 'cancelled' then 'cancelled' when o.fulfilment = 'delivered' then 'paid' when o.cash then 'pending' else 'paid' end,
      o.fulfilment, 'direct', (array['fr', 'fr', 'ar', 'en'])[1 + o.g % 4],
      v.price_centimes * o.quantity, 2500, v.price_centimes * o.quantity / 10, v.price_centimes * o.quantity + 2500 + v.price_centimes * o.quantity / 10,
      jsonb_build_object('firstName', 'Client', 'lastName', 'Bench' || (1 + o.g % 5000), 'email', u.email, 'phone', '+21266' || lpad((o.g % 20000)::text, 7, '0')),
      jsonb_build_object('street', '1 rue des Oliviers', 'city', (array['Casablanca', 'Rabat', 'Marrakech', 'Fès', 'Tanger', 'Agadir', 'Meknès', 'Oujda'])[1 + o.g % 8], 'country', 'MA', 'postalCode', ''),
      'home-casablanca-rabat', case when o.cash then 'cash-on-delivery' else 'bank-transfer' end, o.at,
      case when o.fulfilment not in ('placed', 'cancelled') then o.at + interval '10 minutes' end,
      case when o.fulfilment = 'placed' then o.at end,
      case when o.fulfilment in ('shipped', 'delivered', 'refused', 'returned') then (select id from couriers order by name limit 1 offset o.g % 3) end
    from bench_orders o join bench_variants v on v.n = o.variant join users u on u.email = 'bench' || (1 + o.g % 5000) || '@example.ma'`);
  await db.execute(sql`insert into order_items (order_id, position, product_id, variant_id, product_title, size, properties, quantity, price_centimes)
    select o.id, 0, v.product_id, v.id, v.name, v.size, '{}'::jsonb, o.quantity, v.price_centimes from bench_orders o join bench_variants v on v.n = o.variant`);
  // One call for each cash order past its call (confirmed, or the customer's cancellation), a call nobody answered before a third of them.
  await db.execute(sql`insert into order_calls (order_id, staff_email, outcome, reason, at)
    select o.id, 'agent' || (o.g % 4) || '@huileries.ma', case when o.fulfilment = 'cancelled' then 'cancelled' else 'confirmed' end,
      case when o.fulfilment = 'cancelled' then 'Plus besoin' end, o.at + interval '10 minutes'
    from bench_orders o where o.cash and o.fulfilment <> 'placed'
    union all
    select o.id, 'agent' || ((o.g + 1) % 4) || '@huileries.ma', 'no-answer', null, o.at + interval '5 minutes'
    from bench_orders o where o.cash and o.r < 0.33`);
  await db.execute(sql`insert into delivery_events (order_id, courier_id, outcome, cash_centimes, staff_email, at)
    select x.id, x.courier_id, case when x.fulfilment = 'delivered' then 'delivered' when x.fulfilment = 'refused' then 'refused' else 'returned' end,
      case when x.fulfilment = 'delivered' and x.payment_method = 'cash-on-delivery' then x.total_centimes end, 'agent0@huileries.ma', x.created_at + interval '2 days'
    from orders x where x.number like 'BENCH-%' and x.fulfilment in ('delivered', 'refused', 'returned')`);
  // The couriers handed over the cash of deliveries older than three days.
  await db.execute(sql`insert into cash_handovers (courier_id, expected_centimes, received_centimes, staff_email, at)
    select courier_id, sum(cash_centimes), sum(cash_centimes), 'owner@huileries.ma', now() - interval '3 days'
    from delivery_events where cash_centimes is not null and at < now() - interval '3 days' group by courier_id`);
  await db.execute(sql`update delivery_events e set handover_id = h.id from cash_handovers h
    where h.courier_id = e.courier_id and e.cash_centimes is not null and e.at < now() - interval '3 days'`);
  await db.execute(sql`update variants set low_stock_threshold = stock + 1 where id in (select id from variants order by id limit 3)`);
  await db.execute(sql`drop table bench_orders`);
  await db.execute(sql`drop table bench_variants`);
  await db.execute(sql`analyze`);
}
