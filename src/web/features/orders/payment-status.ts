import type { components } from '../../../../openapi/schema.d.ts';

type OrderSummary = components['schemas']['OrderListResponse']['data']['orders'][number];
export type PaymentStatus = 'paid' | 'awaiting-transfer' | 'awaiting-card' | 'due-on-delivery' | 'refund' | 'cancelled';

/**
 * Where an order's money is, as the payments page says it: money received for an order cancelled or
 * sent back is to be refunded; an order cancelled unpaid owes nothing; cash is due at the door.
 */
export function paymentStatusOf(order: Pick<OrderSummary, 'status' | 'fulfilment' | 'paymentMethod'>): PaymentStatus {
  // 'shipped' and 'delivered' are the spec's older words for an order paid (src/domain/fulfilment.ts).
  const paid = order.status === 'paid' || order.status === 'shipped' || order.status === 'delivered';
  if (paid) return ['cancelled', 'refused', 'returned'].includes(order.fulfilment) ? 'refund' : 'paid';
  if (order.status === 'cancelled') return 'cancelled';
  if (order.status === 'awaiting-payment') return order.paymentMethod === 'stripe' ? 'awaiting-card' : 'awaiting-transfer';
  return 'due-on-delivery';
}
