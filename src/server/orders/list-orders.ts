import { count, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

type OrderList = components['schemas']['OrderListResponse']['data'];

/** A page of this customer's orders, newest first, with the units each holds and how many there are. */
export async function listOrders(db: Db, userId: string, page: number, pageSize: number): Promise<OrderList> {
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
      .where(eq(t.orders.userId, userId))
      .orderBy(desc(t.orders.createdAt), desc(t.orders.number))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(t.orders).where(eq(t.orders.userId, userId)),
  ]);
  return {
    orders: rows.map(({ order, units: itemCount }) => ({
      _id: order.id,
      orderNumber: order.number,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      itemCount: Number(itemCount),
      total: order.totalCentimes,
      currency: 'MAD',
      paymentMethod: order.paymentMethod,
    })),
    page,
    pageSize,
    total: Number(total),
  };
}
