import { assign, setup, type SnapshotFrom } from 'xstate';

/**
 * An order's fulfilment as staff drive it (issue 22), defined on its own: the back office shows the
 * actions this machine allows, and tests/machines/fulfilment.test.ts checks each state's actions
 * against the server's answers (which follow src/domain/fulfilment.ts).
 *
 * placed → confirmed → shipped → delivered, or confirmed → readyForPickup → collected; cancelled from
 * placed or confirmed. A bank transfer waits in placed until staff mark it paid, which confirms it; a
 * card page waits for the provider (CARD_PAID confirms, PAYMENT_EXPIRED cancels); cash is paid when
 * delivered or collected.
 */
export interface FulfilmentContext {
  paymentMethod: 'cash-on-delivery' | 'bank-transfer' | 'stripe';
  pickup: boolean;
  paid: boolean;
}

export type FulfilmentEvent =
  | { type: 'CONFIRM' }
  | { type: 'MARK_PAID' }
  | { type: 'SHIP' }
  | { type: 'READY_FOR_PICKUP' }
  | { type: 'DELIVER' }
  | { type: 'COLLECT' }
  | { type: 'CANCEL' }
  | { type: 'CARD_PAID' }
  | { type: 'PAYMENT_EXPIRED' };

export const fulfilmentMachine = setup({
  // Stryker disable all: types exist for the type checker only
  types: {
    context: {} as FulfilmentContext,
    input: {} as FulfilmentContext,
    events: {} as FulfilmentEvent,
  },
  // Stryker restore all
  actions: {
    markPaid: assign({ paid: true }),
    /** Cash changes hands at the door or the counter. */
    takeCash: assign({ paid: ({ context }) => context.paid || context.paymentMethod === 'cash-on-delivery' }),
  },
  guards: {
    cashOnDelivery: ({ context }) => context.paymentMethod === 'cash-on-delivery',
    transferAwaited: ({ context }) => context.paymentMethod === 'bank-transfer' && !context.paid,
    cardAwaited: ({ context }) => context.paymentMethod === 'stripe' && !context.paid,
    paymentAwaited: ({ context }) => context.paymentMethod !== 'cash-on-delivery' && !context.paid,
    homeDelivery: ({ context }) => !context.pickup,
    pickup: ({ context }) => context.pickup,
    /** A card page still open may yet be paid: only its expiry cancels the order. */
    cancellable: ({ context }) => !(context.paymentMethod === 'stripe' && !context.paid),
  },
}).createMachine({
  // Stryker disable next-line all: the id names the machine in diagrams and the inspector only
  id: 'fulfilment',
  context: ({ input }) => input,
  initial: 'placed',
  states: {
    placed: {
      on: {
        CONFIRM: { guard: 'cashOnDelivery', target: 'confirmed' },
        MARK_PAID: { guard: 'transferAwaited', target: 'confirmed', actions: 'markPaid' },
        CARD_PAID: { guard: 'cardAwaited', target: 'confirmed', actions: 'markPaid' },
        PAYMENT_EXPIRED: { guard: 'paymentAwaited', target: 'cancelled' },
        CANCEL: { guard: 'cancellable', target: 'cancelled' },
      },
    },
    confirmed: {
      on: {
        SHIP: { guard: 'homeDelivery', target: 'shipped' },
        READY_FOR_PICKUP: { guard: 'pickup', target: 'readyForPickup' },
        CANCEL: { target: 'cancelled' },
      },
    },
    shipped: { on: { DELIVER: { target: 'delivered', actions: 'takeCash' } } },
    readyForPickup: { on: { COLLECT: { target: 'collected', actions: 'takeCash' } } },
    delivered: { type: 'final' },
    collected: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type FulfilmentSnapshot = SnapshotFrom<typeof fulfilmentMachine>;
export type FulfilmentStateValue = 'placed' | 'confirmed' | 'shipped' | 'readyForPickup' | 'delivered' | 'collected' | 'cancelled';

/** The events staff send (the rest come from the card provider and the clock), in the order buttons show. */
export const STAFF_EVENTS = ['CONFIRM', 'MARK_PAID', 'SHIP', 'READY_FOR_PICKUP', 'DELIVER', 'COLLECT', 'CANCEL'] as const;
export type StaffEvent = (typeof STAFF_EVENTS)[number];

/** The machine standing where an order stands, for the back office to ask what may come next. */
export function fulfilmentSnapshotAt(state: FulfilmentStateValue, context: FulfilmentContext): FulfilmentSnapshot {
  return fulfilmentMachine.resolveState({ value: state, context });
}

/** The staff events the machine accepts in this snapshot. */
export function staffEventsAllowed(snapshot: FulfilmentSnapshot): StaffEvent[] {
  return STAFF_EVENTS.filter((type) => snapshot.can({ type }));
}
