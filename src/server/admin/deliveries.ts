import { eq } from 'drizzle-orm';
import { DELIVERY_ACTIONS } from '../../domain/fulfilment.ts';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError, notFound } from '../errors.ts';
import { keepDeliveryEvent } from '../orders/delivery-events.ts';
import { moveOrder } from '../orders/order-progress.ts';
import type { Catalogue } from '../products/catalogue.ts';
import { adminOrder } from './admin-orders.ts';
import type { RequireStaff } from './staff-guard.ts';

const invalid = (field: string, message: string) => new ApiError(400, 'VALIDATION_ERROR', message, [{ field, message }]);


/**
 * What became of a shipped parcel (issue 45, item 3): delivered with the cash the courier collected,
 * a failed attempt (the order stays shipped), refused at the door, back at the shop (its stock with it).
 * Each moves the order as the fulfilment machine allows, and is kept in delivery_events and the audit log.
 */
export function deliveryHandlers({ db, requireStaff, catalogue, mails, publicUrl }: { db: Db; requireStaff: RequireStaff; catalogue: Catalogue; mails: { flush(): Promise<void> }; publicUrl: string }): Handlers {
  return {
    adminRecordDelivery: async (request) => {
      const { member } = await requireStaff(request, ['owner', 'staff']);
      const { orderId } = request.params;
      const { outcome, cashCollected, note } = request.body;
      const by = { id: member.id, email: member.email };
      const moved = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId)).for('update');
        if (!order) throw notFound('Order not found');
        const cash = outcome === 'delivered' && order.paymentMethod === 'cash-on-delivery';
        if (cash && cashCollected === undefined) throw invalid('body.cashCollected', 'Give the cash the courier collected');
        if (!cash && cashCollected !== undefined) throw invalid('body.cashCollected', 'Only a delivered cash order takes the cash collected');
        const detail = { delivery: outcome, ...(cash && { cashCollected }), ...(note?.trim() && { note: note.trim() }) };
        const done = await moveOrder(tx, orderId, DELIVERY_ACTIONS[outcome], by, publicUrl, undefined, detail);
        if (!done) throw new ApiError(409, 'CONFLICT', `This order's state does not allow "${outcome}".`);
        await keepDeliveryEvent(tx, order, outcome, by, cash ? cashCollected! : null, note?.trim() || null);
        return done;
      });
      void mails.flush();
      if (moved.after.fulfilment === 'returned') await catalogue.refresh();
      return adminOrder(db, orderId);
    },
  };
}
