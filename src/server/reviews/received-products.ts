import { and, desc, eq, exists, inArray, max } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

/** The fulfilments that put the goods in the buyer's hands: only then may they review them. */
const RECEIVED = ['delivered', 'collected'] as const;

const receivedBy = (userId: string) => and(eq(t.orders.userId, userId), inArray(t.orders.fulfilment, [...RECEIVED]));

/** The products of the customer's delivered or collected orders, those of the latest order first. */
export async function receivedProductIds(db: Db, userId: string): Promise<string[]> {
  const latest = max(t.orders.createdAt);
  const rows = await db
    .select({ productId: t.orderItems.productId, latest })
    .from(t.orderItems)
    .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
    .where(receivedBy(userId))
    .groupBy(t.orderItems.productId)
    .orderBy(desc(latest));
  return rows.map((row) => row.productId);
}

/** Whether one of the customer's delivered or collected orders holds the product. */
export async function hasReceived(db: Db, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ yes: t.orders.id })
    .from(t.orders)
    .where(and(receivedBy(userId), exists(db.select().from(t.orderItems).where(and(eq(t.orderItems.orderId, t.orders.id), eq(t.orderItems.productId, productId))))))
    .limit(1);
  return row !== undefined;
}
