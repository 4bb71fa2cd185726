import { assign, setup, type SnapshotFrom, transition } from 'xstate';
import { type DeliveryAction, type OrderAction, type OrderProgress, STAFF_ACTIONS, type StaffAction } from '../src/domain/fulfilment.ts';

/**
 * An order's life after it is placed (issue 22), the one rule: the server moves orders with it and the
 * back office shows the buttons it allows. Its states are the order's stored `fulfilment`, its events
 * the API's actions, its context where the money is.
 *
 * placed → confirmed → shipped → delivered, or confirmed → ready-for-pickup → collected; cancelled from
 * placed or confirmed. A cash order waits in placed for its confirmation call (issue 45): staff confirm
 * it, or record a call nobody answered (it stays placed, to be tried again), a wrong number or the
 * customer's cancellation (both cancel it); left unconfirmed too long, the clock cancels it. A shipped
 * parcel may fail to arrive (it stays shipped), or be refused at the door, then come back: its stock
 * returns only then. A bank transfer waits in placed until staff mark it paid, which confirms it; a
 * card page waits for the provider (card-paid confirms, payment-expired cancels) and staff cannot cancel
 * it meanwhile; cash is paid when delivered or collected; money already received stays paid when
 * an order is cancelled, to be refunded.
 */
export type FulfilmentContext = Omit<OrderProgress, 'fulfilment'>;
export type FulfilmentEvent = { type: OrderAction };

export const fulfilmentMachine = setup({
  // Stryker disable all: types exist for the type checker only
  types: {
    context: {} as FulfilmentContext,
    input: {} as FulfilmentContext,
    events: {} as FulfilmentEvent,
  },
  // Stryker restore all
  actions: {
    markPaid: assign({ payment: 'paid' }),
    /** Cash changes hands at the door or the counter. */
    takeCash: assign({ payment: ({ context }) => (context.paymentMethod === 'cash-on-delivery' ? 'paid' : context.payment) }),
    cancelPayment: assign({ payment: ({ context }) => (context.payment === 'paid' ? 'paid' : 'cancelled') }),
  },
  guards: {
    cashOnDelivery: ({ context }) => context.paymentMethod === 'cash-on-delivery',
    transferAwaited: ({ context }) => context.paymentMethod === 'bank-transfer' && context.payment === 'awaiting-payment',
    cardAwaited: ({ context }) => context.paymentMethod === 'stripe' && context.payment === 'awaiting-payment',
    paymentAwaited: ({ context }) => context.paymentMethod !== 'cash-on-delivery' && context.payment === 'awaiting-payment',
    homeDelivery: ({ context }) => !context.pickup,
    pickup: ({ context }) => context.pickup,
    /** A card page still open may yet be paid: only its expiry cancels the order. */
    cancellable: ({ context }) => !(context.paymentMethod === 'stripe' && context.payment === 'awaiting-payment'),
  },
}).createMachine({
  // Stryker disable next-line all: the id names the machine in diagrams and the inspector only
  id: 'fulfilment',
  context: ({ input }) => input,
  initial: 'placed',
  states: {
    placed: {
      on: {
        confirm: { guard: 'cashOnDelivery', target: 'confirmed' },
        'no-answer': { guard: 'cashOnDelivery', target: 'placed' },
        'wrong-number': { guard: 'cashOnDelivery', target: 'cancelled', actions: 'cancelPayment' },
        'confirmation-expired': { guard: 'cashOnDelivery', target: 'cancelled', actions: 'cancelPayment' },
        'mark-paid': { guard: 'transferAwaited', target: 'confirmed', actions: 'markPaid' },
        'card-paid': { guard: 'cardAwaited', target: 'confirmed', actions: 'markPaid' },
        'payment-expired': { guard: 'paymentAwaited', target: 'cancelled', actions: 'cancelPayment' },
        cancel: { guard: 'cancellable', target: 'cancelled', actions: 'cancelPayment' },
      },
    },
    confirmed: {
      on: {
        ship: { guard: 'homeDelivery', target: 'shipped' },
        'ready-for-pickup': { guard: 'pickup', target: 'ready-for-pickup' },
        cancel: { guard: 'cancellable', target: 'cancelled', actions: 'cancelPayment' },
      },
    },
    shipped: {
      on: {
        deliver: { target: 'delivered', actions: 'takeCash' },
        'failed-attempt': { target: 'shipped' },
        refuse: { target: 'refused', actions: 'cancelPayment' },
      },
    },
    refused: { on: { 'mark-returned': { target: 'returned' } } },
    'ready-for-pickup': { on: { collect: { target: 'collected', actions: 'takeCash' } } },
    delivered: { type: 'final' },
    collected: { type: 'final' },
    returned: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type FulfilmentSnapshot = SnapshotFrom<typeof fulfilmentMachine>;

/** The machine standing where an order stands. */
export function snapshotOf({ fulfilment, ...context }: OrderProgress): FulfilmentSnapshot {
  return fulfilmentMachine.resolveState({ value: fulfilment, context });
}

/** The order after `action`, or null when its state forbids it. */
export function nextProgress(order: OrderProgress, action: OrderAction): OrderProgress | null {
  const snapshot = snapshotOf(order);
  if (!snapshot.can({ type: action })) return null;
  const [next] = transition(fulfilmentMachine, snapshot, { type: action });
  return { ...next.context, fulfilment: next.value as OrderProgress['fulfilment'] };
}

/** The delivery outcomes besides delivered a shipped or refused parcel allows (a failed attempt, refused, back). */
export function allowedDeliveryActions(order: OrderProgress): DeliveryAction[] {
  const snapshot = snapshotOf(order);
  return (['failed-attempt', 'refuse', 'mark-returned'] as const).filter((type) => snapshot.can({ type }));
}

/** The staff actions an order's state allows, in STAFF_ACTIONS' order (the order buttons show). */
export function allowedStaffActions(order: OrderProgress): StaffAction[] {
  const snapshot = snapshotOf(order);
  return STAFF_ACTIONS.filter((type) => snapshot.can({ type }));
}
