import { assign, fromPromise, setup } from 'xstate';
import { type CheckoutData, type CheckoutErrors, checkoutStepErrors, EMPTY_CHECKOUT } from '../src/domain/validation/checkout.ts';

export interface SavedCheckout {
  step: 0 | 1 | 2 | 3;
  data: CheckoutData;
}

/** What placing gives back: the order, and the card provider's page when the order is paid by card. */
export interface PlacedOrder {
  orderId: string;
  paymentUrl: string | null;
}

export interface CheckoutContext {
  data: CheckoutData;
  errors: CheckoutErrors;
  orderId: string | null;
  paymentUrl: string | null;
  /** The last step reached, for the indicator's completed steps. */
  reached: number;
}

export type CheckoutEvent = { type: 'UPDATE'; patch: Partial<CheckoutData> } | { type: 'NEXT' } | { type: 'PREVIOUS' } | { type: 'PLACE' };

const stepErrors = (step: number) => ({ context }: { context: CheckoutContext }) => Object.keys(checkoutStepErrors(step, context.data)).length === 0;

/**
 * Checkout (spec section 4, reading A): steps 0 to 4 in order with Next and Previous; Next only
 * when the step is valid, else its per-field errors; an unfinished checkout is restored after a
 * reload (recovering); placing the order on step 3 keeps its id, clears the cart and shows step 4,
 * or says it failed and stays; a card order goes on to the card provider's page instead (paying).
 * Effects come from the app: storage, the order call, cart, toasts, leaving for the provider.
 */
export const checkoutMachine = setup({
  // Stryker disable all: types exist for the type checker only
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as { data?: Partial<CheckoutData> } | undefined,
  },
  // Stryker restore all
  actors: {
    restore: fromPromise<SavedCheckout | null>(async () => null),
    // Stryker disable next-line all: a placeholder; the app always provides the real call
    placeOrder: fromPromise<PlacedOrder, CheckoutData>(async () => {
      // Stryker disable next-line all: the placeholder's message
      throw new Error('placeOrder not provided');
    }),
  },
  actions: {
    save: (_, _params: { step: number }) => {},
    forget: () => {},
    clearCart: () => {},
    notifyPlacing: () => {},
    notifyFailure: () => {},
    /** The order is placed (not by card): the app keeps its address for next time and shows it at its own address. */
    placed: (_, _params: { orderId: string; data: CheckoutData }) => {},
    openPayment: (_, _params: { url: string }) => {},
    update: assign({
      data: ({ context, event }) => ({ ...context.data, ...(event as Extract<CheckoutEvent, { type: 'UPDATE' }>).patch }),
      // An edited field loses its error.
      errors: ({ context, event }) => {
        const errors = { ...context.errors };
        for (const key of Object.keys((event as Extract<CheckoutEvent, { type: 'UPDATE' }>).patch)) delete errors[key as keyof CheckoutData];
        return errors;
      },
    }),
    clearErrors: assign({ errors: {} }),
  },
  guards: {
    step0Valid: stepErrors(0),
    step1Valid: stepErrors(1),
    step2Valid: stepErrors(2),
    paysByCard: ({ event }) => Boolean((event as { output?: PlacedOrder }).output?.paymentUrl),
    hasSaved: ({ event }) => Boolean((event as { output?: SavedCheckout | null }).output),
    reached: ({ context }, params: { step: number }) => context.reached >= params.step,
  },
}).createMachine({
  // Stryker disable next-line all: the id names the machine in diagrams and the inspector only
  id: 'checkout',
  context: ({ input }) => ({ data: { ...EMPTY_CHECKOUT, ...input?.data }, errors: {}, orderId: null, paymentUrl: null, reached: 0 }),
  initial: 'recovering',
  on: {
    UPDATE: { actions: 'update' },
  },
  states: {
    recovering: {
      invoke: {
        id: 'restore',
        src: 'restore',
        onDone: [
          {
            guard: 'hasSaved',
            target: 'resuming',
            actions: assign(({ context, event }) => ({ data: { ...context.data, ...event.output!.data }, reached: event.output!.step })),
          },
          { target: 'step0' },
        ],
        onError: 'step0',
      },
    },
    resuming: {
      always: [
        { guard: { type: 'reached', params: { step: 3 } }, target: 'step3' },
        { guard: { type: 'reached', params: { step: 2 } }, target: 'step2' },
        { guard: { type: 'reached', params: { step: 1 } }, target: 'step1' },
        { target: 'step0' },
      ],
    },
    step0: {
      entry: { type: 'save', params: { step: 0 } },
      on: {
        UPDATE: { actions: ['update', { type: 'save', params: { step: 0 } }] },
        NEXT: [
          { guard: 'step0Valid', target: 'step1', actions: ['clearErrors', assign({ reached: ({ context }) => Math.max(context.reached, 1) })] },
          { actions: assign({ errors: ({ context }) => checkoutStepErrors(0, context.data) }) },
        ],
      },
    },
    step1: {
      entry: { type: 'save', params: { step: 1 } },
      on: {
        UPDATE: { actions: ['update', { type: 'save', params: { step: 1 } }] },
        PREVIOUS: { target: 'step0', actions: 'clearErrors' },
        NEXT: [
          { guard: 'step1Valid', target: 'step2', actions: ['clearErrors', assign({ reached: ({ context }) => Math.max(context.reached, 2) })] },
          { actions: assign({ errors: ({ context }) => checkoutStepErrors(1, context.data) }) },
        ],
      },
    },
    step2: {
      entry: { type: 'save', params: { step: 2 } },
      on: {
        UPDATE: { actions: ['update', { type: 'save', params: { step: 2 } }] },
        PREVIOUS: { target: 'step1', actions: 'clearErrors' },
        NEXT: [
          { guard: 'step2Valid', target: 'step3', actions: ['clearErrors', assign({ reached: ({ context }) => Math.max(context.reached, 3) })] },
          { actions: assign({ errors: ({ context }) => checkoutStepErrors(2, context.data) }) },
        ],
      },
    },
    step3: {
      entry: { type: 'save', params: { step: 3 } },
      on: {
        PREVIOUS: 'step2',
        PLACE: 'placing',
      },
    },
    placing: {
      entry: 'notifyPlacing',
      on: { UPDATE: {} },
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => context.data,
        onDone: [
          {
            guard: 'paysByCard',
            target: 'paying',
            actions: [assign({ orderId: ({ event }) => event.output.orderId, paymentUrl: ({ event }) => event.output.paymentUrl, reached: 4 }), 'clearCart', 'forget'],
          },
          {
            target: 'step4',
            actions: [
              assign({ orderId: ({ event }) => event.output.orderId, reached: 4 }),
              'clearCart',
              'forget',
              { type: 'placed', params: ({ context, event }) => ({ orderId: event.output.orderId, data: context.data }) },
            ],
          },
        ],
        onError: { target: 'step3', actions: 'notifyFailure' },
      },
    },
    // The order waits for its card payment on the provider's page; it sends the shopper back to it.
    paying: {
      entry: { type: 'openPayment', params: ({ context }) => ({ url: context.paymentUrl! }) },
      on: { UPDATE: {} },
    },
    step4: {
      on: { UPDATE: {} },
    },
  },
});
