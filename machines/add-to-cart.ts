import { fromPromise, setup } from 'xstate';

/** Spec section 9: the green check stays 2 seconds. */
export const ADDED_DISPLAY_MS = 2000;

/**
 * The add-to-cart control of a product card (spec section 2): idle, loading, then added for 2 s;
 * back to idle at once on failure (the cart machine says why). The app supplies the add itself.
 */
export const addToCartMachine = setup({
  types: {
    events: {} as { type: 'ADD'; productId: string; variantId: string; quantity?: number },
  },
  actors: {
    addItem: fromPromise<void, { productId: string; variantId: string; quantity: number }>(async () => {
      throw new Error('addItem not provided');
    }),
  },
  delays: { shown: ADDED_DISPLAY_MS },
}).createMachine({
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
