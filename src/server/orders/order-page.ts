import { and, eq } from 'drizzle-orm';
import type { components } from '../../../openapi/schema.d.ts';
import type { Locale } from '../../domain/locale.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { orderTimeline } from './order-timeline.ts';
import { orderView } from './read-order.ts';

type OrderPage = components['schemas']['OrderPageResponse']['data'];

/** One of this customer's orders with its timeline, as its page shows it; someone else's is not found (404). */
export async function readOrderPage(db: Db, userId: string, orderId: string, lang: Locale): Promise<OrderPage> {
  const [order] = await db.select().from(t.orders).where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId)));
  if (!order) throw notFound('Order not found');
  return { order: await orderView(db, order, lang), timeline: await orderTimeline(db, order) };
}
