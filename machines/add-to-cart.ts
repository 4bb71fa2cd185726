import { fromPromise, setup } from 'xstate';

/** Spec section 9: the green check stays 2 seconds. */
export const ADDED_DISPLAY_MS = 2000;

/**
 * The add-to-cart control of a product card (spec section 2): idle, loading, then added for 2 s;
 * back to idle at once on failure (the cart machine says why). The app supplies the add itself.
 */
export const addToCartMachine = setup({
  // Stryker disable all: types exist for the type checker only
  types: {
    events: {} as { type: 'ADD'; productId: string; variantId: string; quantity?: number },
  },
  // Stryker restore all
  actors: {
    // Stryker disable next-line all: a placeholder; the app always provides the real call
    addItem: fromPromise<void, { productId: string; variantId: string; quantity: number }>(async () => {
      // Stryker disable next-line all: the placeholder's message
      throw new Error('addItem not provided');
    }),
  },
  delays: { shown: ADDED_DISPLAY_MS },
}).createMachine({
  // Stryker disable next-line all: the id names the machine in diagrams and the inspector only
  id: 'addToCart',
  initial: 'idle',
  states: {
    idle: {
      on: { ADD: 'loading' },
    },
    loading: {
      invoke: {
        id: 'addItem',
        src: 'addItem',
        input: ({ event }) => {
          const add = event as { productId: string; variantId: string; quantity?: number };
          return { productId: add.productId, variantId: add.variantId, quantity: add.quantity ?? 1 };
        },
        onDone: 'added',
        onError: 'idle',
      },
    },
    added: {
      after: { shown: 'idle' },
      on: { ADD: 'loading' },
    },
  },
});
