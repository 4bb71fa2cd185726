import { and, asc, eq, like } from 'drizzle-orm';
import type { components } from '../../../openapi/schema.d.ts';
import type { FulfilmentState } from '../../domain/fulfilment.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

type OrderRow = typeof t.orders.$inferSelect;
type TimelineStep = components['schemas']['OrderTimelineStep'];

const HOME: FulfilmentState[] = ['placed', 'confirmed', 'shipped', 'delivered'];
const PICKUP: FulfilmentState[] = ['placed', 'confirmed', 'ready-for-pickup', 'collected'];

/** The steps an order goes through, given where it stands; `wasConfirmed` tells whether a cancelled one got that far. */
export function pathOf(fulfilment: FulfilmentState, pickup: boolean, wasConfirmed: boolean): FulfilmentState[] {
  if (fulfilment === 'cancelled') return wasConfirmed ? ['placed', 'confirmed', 'cancelled'] : ['placed', 'cancelled'];
  if (fulfilment === 'refused') return ['placed', 'confirmed', 'shipped', 'refused'];
  if (fulfilment === 'returned') return ['placed', 'confirmed', 'shipped', 'refused', 'returned'];
  return pickup ? PICKUP : HOME;
}

/**
 * Where the order is, step by step, each reached step with its moment. Placed is the order's own date,
 * confirmed its confirmed_at; every later move of the fulfilment rule is in the audit log (order.<action>,
 * its subject the order's number, `after.fulfilment` the state it reached): the first time it got there.
 */
export async function orderTimeline(db: Db, order: OrderRow): Promise<TimelineStep[]> {
  const moves = await db
    .select({ at: t.auditLog.at, after: t.auditLog.after })
    .from(t.auditLog)
    .where(and(eq(t.auditLog.subject, order.number), like(t.auditLog.action, 'order.%')))
    .orderBy(asc(t.auditLog.at), asc(t.auditLog.id));
  const reachedAt = new Map<FulfilmentState, Date>([['placed', order.createdAt]]);
  if (order.confirmedAt) reachedAt.set('confirmed', order.confirmedAt);
  for (const move of moves) {
    const state = (move.after as { fulfilment?: FulfilmentState } | null)?.fulfilment;
    if (state && !reachedAt.has(state)) reachedAt.set(state, move.at);
  }
  const path = pathOf(order.fulfilment, order.pickupShopId !== null, reachedAt.has('confirmed'));
  const current = path.indexOf(order.fulfilment);
  return path.map((state, index) => ({ state, reached: index <= current, at: index <= current ? (reachedAt.get(state)?.toISOString() ?? null) : null }));
}
