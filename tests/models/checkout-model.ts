import { assign, type AnyMachineSnapshot, setup } from 'xstate';
import type { ModelEvent } from './paths.ts';

// Spec sections 2 (checkout, reading A), 4 (forms: checkout) and 5: steps 0 to 4 in order, Next only
// when the step is valid, else per-field errors (deliveryMethodId, selectedShopId, paymentMethod,
// selectedBankId); placing on step 3 shows 'Finalisation de votre commande...', calls order creation,
// keeps the order id, clears the cart and shows step 4, or shows an error toast and stays on step 3.
// The model lives here so the vitest walk (checkout.test.ts) and the Chromium walk (e2e/models) share it.

export type Delivery = 'none' | 'home' | 'pickup' | 'pickupShop';
export type Payment = 'none' | 'cash' | 'bank' | 'bankChosen' | 'card';
export interface Expected {
  contact: boolean;
  delivery: Delivery;
  payment: Payment;
  /** Fields that must show an error right after a refused Next; null: not said. */
  errors: string[] | null;
  placingToasts: number;
  failureToasts: number;
  orderCalls: number;
  cartClears: number;
  orderId: string | null;
  paymentPages: string[];
}

// The street address is not asked at step 0: CHOOSE_HOME is a home delivery with its address (issue 43).
const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'city'];
const step1Ok = ({ context }: { context: Expected }) => context.delivery === 'home' || context.delivery === 'pickupShop';
const step2Ok = ({ context }: { context: Expected }) => context.payment === 'cash' || context.payment === 'bankChosen' || context.payment === 'card';
export const CARD_URL = 'https://checkout.stripe.com/c/pay/cs_test_1';

export const model = setup({
  types: { context: {} as Expected, events: {} as ModelEvent },
  actions: {
    noErrors: assign({ errors: null }),
    refused: assign((_, params: { errors: string[] }) => ({ errors: params.errors })),
    set: assign((_, params: Partial<Expected>) => ({ ...params, errors: null })),
  },
}).createMachine({
  id: 'checkoutModel',
  context: { contact: false, delivery: 'none', payment: 'none', errors: null, placingToasts: 0, failureToasts: 0, orderCalls: 0, cartClears: 0, orderId: null, paymentPages: [] },
  initial: 'recovering',
  states: {
    // The indicator is dimmed while an unfinished checkout is looked for.
    recovering: { on: { NOTHING_SAVED: 'step0', RESTORE_FAILS: 'step0' } },
    step0: {
      on: {
        FILL_CONTACT: { target: 'step0', actions: { type: 'set', params: { contact: true } } },
        NEXT: [
          { guard: ({ context }) => context.contact, target: 'step1', actions: 'noErrors' },
          { target: 'step0', actions: { type: 'refused', params: { errors: CONTACT_FIELDS } } },
        ],
      },
    },
    step1: {
      on: {
        CHOOSE_HOME: { target: 'step1', actions: { type: 'set', params: { delivery: 'home' } } },
        CHOOSE_PICKUP: { target: 'step1', actions: { type: 'set', params: { delivery: 'pickup' } } },
        CHOOSE_SHOP: { guard: ({ context }) => context.delivery === 'pickup', target: 'step1', actions: { type: 'set', params: { delivery: 'pickupShop' } } },
        NEXT: [
          { guard: step1Ok, target: 'step2', actions: 'noErrors' },
          { guard: ({ context }) => context.delivery === 'none', target: 'step1', actions: { type: 'refused', params: { errors: ['deliveryMethodId'] } } },
          { target: 'step1', actions: { type: 'refused', params: { errors: ['selectedShopId'] } } },
        ],
        PREVIOUS: { target: 'step0', actions: 'noErrors' },
      },
    },
    step2: {
      on: {
        PAY_CASH: { target: 'step2', actions: { type: 'set', params: { payment: 'cash' } } },
        PAY_BANK: { target: 'step2', actions: { type: 'set', params: { payment: 'bank' } } },
        CHOOSE_BANK: { guard: ({ context }) => context.payment === 'bank', target: 'step2', actions: { type: 'set', params: { payment: 'bankChosen' } } },
        PAY_CARD: { target: 'step2', actions: { type: 'set', params: { payment: 'card' } } },
        NEXT: [
          { guard: step2Ok, target: 'step3', actions: 'noErrors' },
          { guard: ({ context }) => context.payment === 'none', target: 'step2', actions: { type: 'refused', params: { errors: ['paymentMethod'] } } },
          { target: 'step2', actions: { type: 'refused', params: { errors: ['selectedBankId'] } } },
        ],
        PREVIOUS: { target: 'step1', actions: 'noErrors' },
      },
    },
    step3: {
      on: {
        PLACE: { target: 'placing', actions: assign(({ context }) => ({ placingToasts: context.placingToasts + 1, orderCalls: context.orderCalls + 1, errors: null })) },
        PREVIOUS: { target: 'step2', actions: 'noErrors' },
      },
    },
    placing: {
      on: {
        ORDER_OK: { guard: ({ context }) => context.payment !== 'card', target: 'step4', actions: assign(({ context }) => ({ orderId: 'order-1', cartClears: context.cartClears + 1 })) },
        // A card order goes on to the card provider at the next step.
        ORDER_OK_CARD: {
          guard: ({ context }) => context.payment === 'card',
          target: 'paying',
          actions: assign(({ context }) => ({ orderId: 'order-2', cartClears: context.cartClears + 1, paymentPages: [CARD_URL] })),
        },
        ORDER_FAILS: { target: 'step3', actions: assign(({ context }) => ({ failureToasts: context.failureToasts + 1 })) },
      },
    },
    paying: {},
    step4: {},
  },
});

export const EVENTS: ModelEvent[] = [
  'NOTHING_SAVED', 'RESTORE_FAILS', 'FILL_CONTACT', 'NEXT', 'PREVIOUS', 'CHOOSE_HOME', 'CHOOSE_PICKUP', 'CHOOSE_SHOP',
  'PAY_CASH', 'PAY_BANK', 'CHOOSE_BANK', 'PAY_CARD', 'PLACE', 'ORDER_OK', 'ORDER_OK_CARD', 'ORDER_FAILS',
].map((type) => ({ type }));

/** What tells the model's states apart for its paths (and the transition cover). */
export const serializeState = (s: AnyMachineSnapshot) => JSON.stringify([s.value, (s.context as Expected).contact, (s.context as Expected).delivery, (s.context as Expected).payment]);

/** A transition of the model: states and event, and which fields a refused Next puts in error (its branch). */
export const transitionKey = (before: AnyMachineSnapshot, event: ModelEvent, after: AnyMachineSnapshot) =>
  `${JSON.stringify(before.value)} --${event.type}--> ${JSON.stringify(after.value)}${(after.context as Expected).errors ? ` errors ${(after.context as Expected).errors!.join(',')}` : ''}`;
