import type { DeliveryOutcome } from '../../domain/fulfilment.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

type OrderRow = typeof t.orders.$inferSelect;

/** Keeps what became of a parcel, with its courier and the cash collected, for the cash handovers to come. */
export async function keepDeliveryEvent(tx: Db, order: OrderRow, outcome: DeliveryOutcome, by: { id: string; email: string }, cashCentimes: number | null, note: string | null): Promise<void> {
  await tx.insert(t.deliveryEvents).values({ orderId: order.id, courierId: order.courierId, outcome, cashCentimes, note, staffId: by.id, staffEmail: by.email });
}
