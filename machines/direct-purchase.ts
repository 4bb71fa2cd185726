import { assign, fromPromise, setup } from 'xstate';

/** One product bought at once, without the cart (spec: an action taking productId, size, quantity). */
export interface DirectPurchaseLine {
  productId: string;
  variantId: string;
  size: string;
  quantity: number;
}

export type DirectPurchaseEvent =
  | { type: 'BUY_NOW'; line: DirectPurchaseLine; signedIn: boolean }
  /** The customer signed in (or verified their email): a waiting purchase goes on. */
  | { type: 'SIGNED_IN' }
  | { type: 'CLEAR' };

/**
 * Buy now (spec section 4): a signed-in customer starts the direct purchase at once; a guest's is
 * kept while the authentication menu opens, and starts after the sign-in. Kept until executed or
 * cleared, and cleared even when executing fails.
 */
export const directPurchaseMachine = setup({
  // Stryker disable all: types exist for the type checker only
  types: {
    context: {} as { pending: DirectPurchaseLine | null },
    events: {} as DirectPurchaseEvent,
  },
  // Stryker restore all
  actors: {
    // Stryker disable next-line all: a placeholder; the app always provides the real call
    execute: fromPromise<void, DirectPurchaseLine>(async () => {
      // Stryker disable next-line all: the placeholder's message
      throw new Error('execute not provided');
    }),
  },
  actions: {
    openAuthentication: () => {},
    notifyFailure: () => {},
    store: assign({ pending: ({ event }) => (event as Extract<DirectPurchaseEvent, { type: 'BUY_NOW' }>).line }),
    forget: assign({ pending: null }),
  },
  guards: {
    signedIn: ({ event }) => (event as Extract<DirectPurchaseEvent, { type: 'BUY_NOW' }>).signedIn,
  },
}).createMachine({
  // Stryker disable next-line all: the id names the machine in diagrams and the inspector only
  id: 'directPurchase',
  context: { pending: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        BUY_NOW: [
          { guard: 'signedIn', target: 'executing', actions: 'store' },
          { target: 'pending', actions: ['store', 'openAuthentication'] },
        ],
      },
    },
    pending: {
      on: {
        BUY_NOW: [
          { guard: 'signedIn', target: 'executing', actions: 'store' },
          { target: 'pending', actions: ['store', 'openAuthentication'] },
        ],
        SIGNED_IN: 'executing',
        CLEAR: { target: 'idle', actions: 'forget' },
      },
    },
    executing: {
      invoke: {
        id: 'execute',
        src: 'execute',
        input: ({ context }) => context.pending!,
        onDone: { target: 'idle', actions: 'forget' },
        onError: { target: 'idle', actions: ['forget', 'notifyFailure'] },
      },
    },
  },
});
