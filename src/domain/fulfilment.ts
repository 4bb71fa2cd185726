/**
 * An order's life after it is placed, as the server enforces it (issue 22). Two things move together:
 * where the goods are (fulfilment) and where the money is (the order's `status`, kept as it was before
 * the back office: pending for cash on delivery, awaiting-payment for a transfer or a card page, paid,
 * cancelled). machines/fulfilment.ts draws the same life as a statechart; its tests hold the two equal.
 */
export const FULFILMENT_STATES = ['placed', 'confirmed', 'shipped', 'ready-for-pickup', 'delivered', 'collected', 'cancelled'] as const;
export type FulfilmentState = (typeof FULFILMENT_STATES)[number];
export type PaymentState = 'pending' | 'awaiting-payment' | 'paid' | 'cancelled';
export type PaymentMethod = 'cash-on-delivery' | 'bank-transfer' | 'stripe';

/** What staff may do to an order, each at most in some states. */
export const STAFF_ACTIONS = ['confirm', 'mark-paid', 'ship', 'ready-for-pickup', 'deliver', 'collect', 'cancel'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];
/** What happens to an order without staff: the card provider's answer, or a payment's time running out. */
export type SystemAction = 'card-paid' | 'payment-expired';
export type OrderAction = StaffAction | SystemAction;

export interface OrderProgress {
  fulfilment: FulfilmentState;
  payment: PaymentState;
  paymentMethod: PaymentMethod;
  /** Collected at a pickup shop rather than delivered home. */
  pickup: boolean;
}

/**
 * The order after `action`, or null when its state forbids it:
 * - cash on delivery: placed, confirmed by staff, shipped (or ready for pickup), delivered (or
 *   collected), and paid at that moment;
 * - bank transfer: placed awaiting the transfer; staff mark it paid, which confirms it;
 * - card: placed awaiting the card page; the provider's "paid" confirms it, and staff cannot cancel
 *   while the page may still be paid (its expiry cancels it);
 * - cancelled from placed or confirmed only; money already received stays paid, to be refunded.
 */
export function nextProgress(order: OrderProgress, action: OrderAction): OrderProgress | null {
  const { fulfilment, payment, paymentMethod, pickup } = order;
  const to = (next: Partial<OrderProgress>): OrderProgress => ({ ...order, ...next });
  const awaiting = payment === 'awaiting-payment';
  switch (action) {
    case 'confirm':
      return fulfilment === 'placed' && paymentMethod === 'cash-on-delivery' ? to({ fulfilment: 'confirmed' }) : null;
    case 'mark-paid':
      return fulfilment === 'placed' && paymentMethod === 'bank-transfer' && awaiting ? to({ fulfilment: 'confirmed', payment: 'paid' }) : null;
    case 'card-paid':
      return fulfilment === 'placed' && paymentMethod === 'stripe' && awaiting ? to({ fulfilment: 'confirmed', payment: 'paid' }) : null;
    case 'payment-expired':
      return fulfilment === 'placed' && paymentMethod !== 'cash-on-delivery' && awaiting ? to({ fulfilment: 'cancelled', payment: 'cancelled' }) : null;
    case 'ship':
      return fulfilment === 'confirmed' && !pickup ? to({ fulfilment: 'shipped' }) : null;
    case 'ready-for-pickup':
      return fulfilment === 'confirmed' && pickup ? to({ fulfilment: 'ready-for-pickup' }) : null;
    case 'deliver':
      return fulfilment === 'shipped' ? to({ fulfilment: 'delivered', payment: paymentMethod === 'cash-on-delivery' ? 'paid' : payment }) : null;
    case 'collect':
      return fulfilment === 'ready-for-pickup' ? to({ fulfilment: 'collected', payment: paymentMethod === 'cash-on-delivery' ? 'paid' : payment }) : null;
    case 'cancel':
      if (fulfilment !== 'placed' && fulfilment !== 'confirmed') return null;
      if (paymentMethod === 'stripe' && awaiting) return null;
      return to({ fulfilment: 'cancelled', payment: payment === 'paid' ? 'paid' : 'cancelled' });
  }
}

/** The staff actions an order's state allows, in STAFF_ACTIONS' order. */
export function allowedStaffActions(order: OrderProgress): StaffAction[] {
  return STAFF_ACTIONS.filter((action) => nextProgress(order, action) !== null);
}
