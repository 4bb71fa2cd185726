/**
 * The words of an order's life after it is placed (issue 22). Two things move together: where the goods
 * are (fulfilment) and where the money is (the order's `status`, kept as it was before the back office:
 * pending for cash on delivery, awaiting-payment for a transfer or a card page, paid, cancelled).
 * The rule that moves them is one statechart, machines/fulfilment.ts, run by the server and the back office.
 */
export const FULFILMENT_STATES = ['placed', 'confirmed', 'shipped', 'ready-for-pickup', 'delivered', 'collected', 'refused', 'returned', 'cancelled'] as const;
export type FulfilmentState = (typeof FULFILMENT_STATES)[number];
export type PaymentState = 'pending' | 'awaiting-payment' | 'paid' | 'cancelled';
export type PaymentMethod = 'cash-on-delivery' | 'bank-transfer' | 'stripe';

/** What staff may do to an order, each at most in some states. */
export const STAFF_ACTIONS = ['confirm', 'mark-paid', 'ship', 'ready-for-pickup', 'deliver', 'collect', 'cancel'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/**
 * What became of a shipped parcel (issue 45): delivered (and the cash handed over), a failed attempt
 * (it stays shipped, to be tried again), refused at the door, then back at the shop.
 */
export const DELIVERY_OUTCOMES = ['delivered', 'failed-attempt', 'refused', 'returned'] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];
/** The moves only a delivery outcome makes; a delivered parcel is the staff's deliver. */
export type DeliveryAction = 'failed-attempt' | 'refuse' | 'mark-returned';
export const DELIVERY_ACTIONS: Record<DeliveryOutcome, 'deliver' | DeliveryAction> = { delivered: 'deliver', 'failed-attempt': 'failed-attempt', refused: 'refuse', returned: 'mark-returned' };
/**
 * What a confirmation call of a cash order ends in (issue 45): confirmed, no answer (tried again
 * later), a wrong number, or cancelled by the customer.
 */
export const CALL_OUTCOMES = ['confirmed', 'no-answer', 'wrong-number', 'cancelled'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
/** When a call nobody answered is tried again: in 30 minutes, in 2 hours, or the next morning at 9:00 in Morocco. */
export const CALL_RETRIES = ['in-30-minutes', 'in-2-hours', 'tomorrow-morning'] as const;
export type CallRetry = (typeof CALL_RETRIES)[number];
/** The moves only a call makes; a confirmed or cancelled call is the staff's confirm or cancel. */
export type CallAction = 'no-answer' | 'wrong-number';
export const CALL_ACTIONS: Record<CallOutcome, StaffAction | CallAction> = { confirmed: 'confirm', 'no-answer': 'no-answer', 'wrong-number': 'wrong-number', cancelled: 'cancel' };

/**
 * What happens to an order without staff: the card provider's answer, a payment's time running out, or
 * a cash order left unconfirmed (too many calls unanswered, or too long).
 */
export type SystemAction = 'card-paid' | 'payment-expired' | 'confirmation-expired';
export type OrderAction = StaffAction | CallAction | DeliveryAction | SystemAction;
/**
 * The moves the customer is not mailed about: a call nobody answered or a delivery attempt that failed
 * (the order has not moved), a parcel refused at their door, then back at the shop.
 */
export const UNMAILED_ACTIONS = ['no-answer', 'failed-attempt', 'refuse', 'mark-returned'] as const;
export type MailedAction = Exclude<OrderAction, (typeof UNMAILED_ACTIONS)[number]>;

export interface OrderProgress {
  fulfilment: FulfilmentState;
  payment: PaymentState;
  paymentMethod: PaymentMethod;
  /** Collected at a pickup shop rather than delivered home. */
  pickup: boolean;
}

/** Where an order stands, from what the database and the API keep of it. */
export function orderProgress(order: { fulfilment: FulfilmentState; status: PaymentState | 'shipped' | 'delivered'; paymentMethod: PaymentMethod; pickup: boolean }): OrderProgress {
  // The spec's order statuses 'shipped' and 'delivered' (never written since fulfilment has its own column) come after payment.
  const payment = order.status === 'shipped' || order.status === 'delivered' ? 'paid' : order.status;
  return { fulfilment: order.fulfilment, payment, paymentMethod: order.paymentMethod, pickup: order.pickup };
}
