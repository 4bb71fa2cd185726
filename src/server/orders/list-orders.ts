import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

type OrderList = components['schemas']['OrderListResponse']['data'];

/** A page of the orders `where` picks, newest first, each with the units it holds, and how many orders there are in all. */
export async function pageOfOrders(db: Db, where: SQL | undefined, page: number, pageSize: number) {
  const units = db
    .select({ orderId: t.orderItems.orderId, units: sql<number>`sum(${t.orderItems.quantity})::int`.as('units') })
    .from(t.orderItems)
    .groupBy(t.orderItems.orderId)
    .as('units');
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ order: t.orders, units: units.units })
      .from(t.orders)
      .innerJoin(units, eq(units.orderId, t.orders.id))
      .where(where)
      .orderBy(desc(t.orders.createdAt), desc(t.orders.number))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(t.orders).where(where),
  ]);
  return { rows: rows.map(({ order, units: itemCount }) => ({ order, itemCount: Number(itemCount) })), total: Number(total) };
}

/** A page of this customer's orders, newest first, with the units each holds and how many there are. */
export async function listOrders(db: Db, userId: string, page: number, pageSize: number): Promise<OrderList> {
  const { rows, total } = await pageOfOrders(db, eq(t.orders.userId, userId), page, pageSize);
  return {
    orders: rows.map(({ order, itemCount }) => ({
      _id: order.id,
      orderNumber: order.number,
      status: order.status,
      fulfilment: order.fulfilment,
      createdAt: order.createdAt.toISOString(),
      itemCount,
      total: order.totalCentimes,
      currency: 'MAD',
      paymentMethod: order.paymentMethod,
    })),
    page,
    pageSize,
    total,
  };
}
