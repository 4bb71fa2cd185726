import { type SQL, sql } from 'drizzle-orm';
import { findCity } from '../../content/moroccan-cities.ts';
import type { Locale } from '../../domain/locale.ts';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import { shopDay, shopMidnight } from './shop-time-zone.ts';
import { lowStockSizes } from '../products/low-stock.ts';
import type { OrderEvents } from './order-events.ts';
import type { RequireStaff } from './staff-guard.ts';

type Row = Record<string, unknown>;

async function rows<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * One period's figures (issue 45, item 7), all counted by the database; the rules are the contract's
 * (adminGetDashboard). Sums are float8: exact in a JavaScript number, where a month of sales may pass
 * what an int holds. Counts come back as numbers from both drivers.
 */
async function periodFigures(db: Db, from: Date, to: Date, lang: Locale) {
  const placed = sql`o.created_at >= ${at(from)} and o.created_at < ${at(to)}`;
  const [orders, cash, bestSellers, cities, staff] = await Promise.all([
    rows<{ orders: number; sales: number; average: number | null; decided: number; confirmed: number; shipped: number; delivered: number; returned: number }>(
      db,
      sql`select count(*)::int as orders,
        coalesce(sum(o.total_centimes) filter (where o.fulfilment not in ('cancelled', 'refused', 'returned')), 0)::float8 as sales,
        round(avg(o.total_centimes) filter (where o.fulfilment not in ('cancelled', 'refused', 'returned')))::float8 as average,
        count(*) filter (where o.payment_method = 'cash-on-delivery' and o.fulfilment <> 'placed')::int as decided,
        count(*) filter (where o.payment_method = 'cash-on-delivery' and o.fulfilment <> 'placed' and o.confirmed_at is not null)::int as confirmed,
        count(*) filter (where o.delivery_address is not null and o.fulfilment in ('shipped', 'delivered', 'refused', 'returned'))::int as shipped,
        count(*) filter (where o.delivery_address is not null and o.fulfilment = 'delivered')::int as delivered,
        count(*) filter (where o.delivery_address is not null and o.fulfilment in ('refused', 'returned'))::int as returned
      from orders o where ${placed}`,
    ),
    rows<{ collected: number }>(db, sql`select coalesce(sum(cash_centimes), 0)::float8 as collected from delivery_events where outcome = 'delivered' and at >= ${at(from)} and at < ${at(to)}`),
    rows<{ productId: string; title: string; units: number; sales: number }>(
      db,
      sql`select i.product_id as "productId", min(i.product_title->>${lang}) as title, sum(i.quantity)::int as units, sum(i.quantity * i.price_centimes)::float8 as sales
      from order_items i join orders o on o.id = i.order_id
      where ${placed} and o.fulfilment not in ('cancelled', 'refused', 'returned')
      group by i.product_id order by units desc, sales desc, i.product_id limit 5`,
    ),
    rows<{ city: string; orders: number; sales: number }>(
      db,
      sql`select o.delivery_address->>'city' as city, count(*)::int as orders, sum(o.total_centimes)::float8 as sales
      from orders o where ${placed} and o.fulfilment not in ('cancelled', 'refused', 'returned') and o.delivery_address is not null
      group by 1 order by orders desc, sales desc, city limit 10`,
    ),
    rows<{ email: string; calls: number; confirmed: number }>(
      db,
      sql`select staff_email as email, count(*)::int as calls, count(*) filter (where outcome = 'confirmed')::int as confirmed
      from order_calls where at >= ${at(from)} and at < ${at(to)}
      group by staff_email order by calls desc, staff_email`,
    ),
  ]);
  const o = orders[0]!;
  return {
    from: shopDay(from),
    to: shopDay(new Date(to.getTime() - 1)),
    orders: o.orders,
    sales: o.sales,
    averageOrder: o.average,
    cashOrdersDecided: o.decided,
    confirmed: o.confirmed,
    confirmationRate: share(o.confirmed, o.decided),
    shipped: o.shipped,
    delivered: o.delivered,
    returned: o.returned,
    deliveryRate: share(o.delivered, o.shipped),
    returnRate: share(o.returned, o.shipped),
    cashCollected: cash[0]!.collected,
    bestSellers,
    // Kept under their French names (as the courier's slip reads them): named here in the page's language.
    cities: cities.map((row) => ({ ...row, city: findCity(row.city)?.name[lang] ?? row.city })),
    staff: staff.map((member) => ({ ...member, confirmationRate: member.confirmed / member.calls })),
  };
}

/** Orders placed and sales on each of the last 30 shop days, oldest first. */
async function dailyFigures(db: Db, starts: Date[]) {
  const bounds = sql`array[${sql.join(starts.map(at), sql`, `)}]`;
  const counted = await rows<{ bucket: number; orders: number; sales: number }>(
    db,
    sql`select width_bucket(created_at, ${bounds}) as bucket, count(*)::int as orders,
      coalesce(sum(total_centimes) filter (where fulfilment not in ('cancelled', 'refused', 'returned')), 0)::float8 as sales
    from orders where created_at >= ${at(starts[0]!)} and created_at < ${at(starts.at(-1)!)} group by 1`,
  );
  const byBucket = new Map(counted.map((row) => [Number(row.bucket), row]));
  return starts.slice(0, -1).map((start, i) => ({ day: shopDay(start), orders: byBucket.get(i + 1)?.orders ?? 0, sales: byBucket.get(i + 1)?.sales ?? 0 }));
}

/** The figures of the orders (both periods and the 30 days), as of `now`. */
export async function orderFigures(db: Db, lang: Locale, now = new Date()) {
  const today = shopDay(now);
  const starts = Array.from({ length: 31 }, (_, i) => shopMidnight(today, i - 29));
  const tomorrow = starts.at(-1)!;
  const [todayFigures, monthFigures, days] = await Promise.all([
    periodFigures(db, shopMidnight(today), tomorrow, lang),
    periodFigures(db, starts[0]!, tomorrow, lang),
    dailyFigures(db, starts),
  ]);
  return { today: todayFigures, last30Days: monthFigures, days, asOf: now.toISOString() };
}
type OrderFigures = Awaited<ReturnType<typeof orderFigures>>;

/** How long order figures are kept when no order changes: what changes without an order (a day's end) shows within it. */
const MAX_AGE_MS = 60_000;

/**
 * The order figures, counted once per language and shop day and kept until an order is placed or moved
 * (the database's orders_changed notices, from every server) or a minute passes; requests arriving while
 * they are counted wait for the same count. A month of orders takes the embedded database about 150 ms
 * to count (scripts/bench/bench-back-office.ts): counted once, not once per open dashboard.
 */
export class OrderFiguresCache {
  private readonly kept = new Map<string, { at: number; figures: Promise<OrderFigures> }>();
  private generation = 0;

  constructor(
    private readonly db: Db,
    events: OrderEvents,
  ) {
    events.subscribe(() => {
      this.generation++;
      this.kept.clear();
    });
  }

  figures(lang: Locale, now = new Date()): Promise<OrderFigures> {
    const key = `${lang} ${shopDay(now)}`;
    const kept = this.kept.get(key);
    if (kept && now.getTime() - kept.at < MAX_AGE_MS) return kept.figures;
    const generation = this.generation;
    const figures = orderFigures(this.db, lang, now);
    this.kept.set(key, { at: now.getTime(), figures });
    // Not kept when it failed, nor when the orders changed while it was counted.
    figures.then(
      () => generation !== this.generation && this.kept.get(key)?.figures === figures && this.kept.delete(key),
      () => this.kept.get(key)?.figures === figures && this.kept.delete(key),
    );
    return figures;
  }
}

/** The owners' dashboard (issue 45, item 7): the orders' figures (kept, see OrderFiguresCache), the cash out and low stock as they are now. */
export function dashboardHandlers({ db, requireStaff, events }: { db: Db; requireStaff: RequireStaff; events: OrderEvents }): Handlers {
  const cache = new OrderFiguresCache(db, events);
  return {
    adminGetDashboard: async (request) => {
      await requireStaff(request, ['owner']);
      const lang = request.query.lang ?? 'fr';
      const [orders, outstanding, lowStock] = await Promise.all([
        cache.figures(lang),
        rows<{ centimes: number }>(db, sql`select coalesce(sum(cash_centimes), 0)::float8 as centimes from delivery_events where cash_centimes is not null and handover_id is null`),
        lowStockSizes(db, lang),
      ]);
      return { success: true as const, data: { ...orders, cashOutstanding: outstanding[0]!.centimes, lowStock } };
    },
  };
}
