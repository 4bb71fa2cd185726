import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';

/** What the machine needs of a cart; the app's cart (the contract's) carries more and is kept as given. */
export interface CartShape {
  items: readonly { id: string; variantId: string; quantity: number }[];
  itemCount: number;
}

/** A change the cart menu, a card or the product page asks for; requestId ties the answer to the asker. */
export type CartOperation =
  | { kind: 'add'; requestId: string; productId: string; variantId: string; quantity: number }
  | { kind: 'update'; requestId: string; itemId: string; quantity: number }
  | { kind: 'remove'; requestId: string; itemId: string }
  | { kind: 'clear'; requestId: string };

export interface CartContext<C extends CartShape> {
  cart: C | null;
  /** Operations waiting their turn: one call at a time, in the order they were asked. */
  queue: CartOperation[];
  /** A session change seen while an operation ran: handled once it ends. */
  next: { kind: 'reload' } | { kind: 'merge'; guestId: string | null } | null;
  /** The session was cleared while an operation ran: its answer belongs to the old session. */
  staleAnswer: boolean;
}

export type CartEvent =
  | { type: 'LOAD' }
  | { type: 'SYNC' }
  | { type: 'ADD'; requestId: string; productId: string; variantId: string; quantity?: number }
  | { type: 'UPDATE'; requestId: string; itemId: string; quantity: number }
  | { type: 'REMOVE'; requestId: string; itemId: string }
  | { type: 'CLEAR'; requestId: string }
  /** Login or register: merge the guest's cart 300 ms later. */
  | { type: 'SIGNED_IN'; guestId: string | null }
  /** Any other session transition (logout, expiry): reload 200 ms later. */
  | { type: 'SESSION_CHANGED' }
  /** Signed out: the cart empties at once. */
  | { type: 'SESSION_CLEARED' }
  /** Raised by the machine itself when an add succeeds: the badge bounces. */
  | { type: 'ITEM_ADDED' };

export type CartEmitted =
  | { type: 'settled'; requestId: string; ok: true }
  | { type: 'settled'; requestId: string; ok: false; message: string }
  | { type: 'itemAdded' };

/** Spec section 9. */
export const CART_MERGE_DELAY_MS = 300;
export const CART_RELOAD_DELAY_MS = 200;
export const BADGE_BOUNCE_MS = 1500;

/** Spec section 8: what a failed operation says when the server gives no message. */
export const DEFAULT_FAILURE: Record<CartOperation['kind'], string> = {
  add: 'Failed to add item',
  update: 'Failed to update item',
  remove: 'Failed to remove item',
  clear: 'Failed to clear cart',
};

const messageOf = (error: unknown, kind: CartOperation['kind']) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : DEFAULT_FAILURE[kind];
};

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

const toOperation = (event: CartEvent): CartOperation | null => {
  switch (event.type) {
    case 'ADD':
      return { kind: 'add', requestId: event.requestId, productId: event.productId, variantId: event.variantId, quantity: event.quantity ?? 1 };
    case 'UPDATE':
      return { kind: 'update', requestId: event.requestId, itemId: event.itemId, quantity: event.quantity };
    case 'REMOVE':
      return { kind: 'remove', requestId: event.requestId, itemId: event.itemId };
    case 'CLEAR':
      return { kind: 'clear', requestId: event.requestId };
    default:
      return null;
  }
};

/**
 * The cart of the session (spec sections 4 and 9): loaded at start, changed one call at a time,
 * merged 300 ms after a sign-in then synced, reloaded 200 ms after other session changes, emptied
 * when the session is cleared. A failed load is an empty cart, silently. Effects come from the app:
 * the cart calls, and the failure toast. The badge bounces for 1.5 s after each item added.
 */
export function cartMachineFor<C extends CartShape>() {
  return setup({
    // Stryker disable all: types exist for the type checker only
    types: {
      context: {} as CartContext<C>,
      events: {} as CartEvent,
      emitted: {} as CartEmitted,
    },
    // Stryker restore all
    actors: {
      // Stryker disable next-line all: a placeholder; the app always provides the real call
      fetchCart: fromPromise<C>(async () => {
        // Stryker disable next-line all: the placeholder's message
        throw new Error('fetchCart not provided');
      }),
      // Stryker disable next-line all: a placeholder; the app always provides the real call
      runOperation: fromPromise<C, CartOperation>(async () => {
        // Stryker disable next-line all: the placeholder's message
        throw new Error('runOperation not provided');
      }),
      // Stryker disable next-line all: a placeholder; the app always provides the real call
      mergeCart: fromPromise<C, { guestId: string | null }>(async () => {
        // Stryker disable next-line all: the placeholder's message
        throw new Error('mergeCart not provided');
      }),
    },
    actions: {
      notifyFailure: (_, _params: { message: string; kind: CartOperation['kind']; code: string | undefined }) => {},
      enqueue: assign({
        queue: ({ context, event }) => {
          const operation = toOperation(event);
          return operation ? [...context.queue, operation] : context.queue;
        },
      }),
      empty: assign({ cart: null }),
      dequeue: assign({ queue: ({ context }) => context.queue.slice(1), staleAnswer: false }),
      announceAdded: enqueueActions(({ context, enqueue }) => {
        if (context.queue[0]?.kind !== 'add') return;
        enqueue.raise({ type: 'ITEM_ADDED' });
        enqueue.emit({ type: 'itemAdded' });
      }),
    },
    guards: {
      hasQueued: ({ context }) => context.queue.length > 0,
      mergeNext: ({ context }) => context.next?.kind === 'merge',
      reloadNext: ({ context }) => context.next?.kind === 'reload',
    },
    delays: {
      mergeDelay: CART_MERGE_DELAY_MS,
      reloadDelay: CART_RELOAD_DELAY_MS,
      bounce: BADGE_BOUNCE_MS,
    },
  }).createMachine({
    // Stryker disable next-line all: the id names the machine in diagrams and the inspector only
    id: 'cart',
    type: 'parallel',
    context: { cart: null, queue: [], next: null, staleAnswer: false },
    on: {
      ADD: { actions: 'enqueue' },
      UPDATE: { actions: 'enqueue' },
      REMOVE: { actions: 'enqueue' },
      CLEAR: { actions: 'enqueue' },
    },
    states: {
      sync: {
        initial: 'loading',
        on: {
          LOAD: '.loading',
          SYNC: '.loading',
          SIGNED_IN: { target: '.awaitingMerge', actions: assign({ next: ({ event }) => ({ kind: 'merge' as const, guestId: event.guestId }) }) },
          SESSION_CHANGED: '.awaitingReload',
          SESSION_CLEARED: { target: '.awaitingReload', actions: 'empty' },
        },
        states: {
          loading: {
            invoke: {
              id: 'fetchCart',
              src: 'fetchCart',
              onDone: { target: 'idle', actions: assign({ cart: ({ event }) => event.output }) },
              // Spec section 8: a failed fetch is an empty cart, and nothing is said.
              onError: { target: 'idle', actions: 'empty' },
            },
          },
          idle: {
            entry: assign({ next: null }),
            always: { guard: 'hasQueued', target: 'working' },
          },
          working: {
            // A session change during the call waits for its end (the call's asker gets its answer).
            on: {
              SIGNED_IN: { actions: assign({ next: ({ event }) => ({ kind: 'merge' as const, guestId: event.guestId }) }) },
              SESSION_CHANGED: { actions: assign({ next: ({ context }) => context.next ?? { kind: 'reload' as const } }) },
              SESSION_CLEARED: { actions: ['empty', assign({ staleAnswer: true, next: ({ context }) => context.next ?? { kind: 'reload' as const } })] },
              LOAD: {},
              SYNC: {},
            },
            invoke: {
              id: 'runOperation',
              src: 'runOperation',
              input: ({ context }) => context.queue[0]!,
              onDone: {
                target: 'afterOperation',
                actions: [
                  assign({ cart: ({ context, event }) => (context.staleAnswer ? context.cart : event.output) }),
                  emit(({ context }) => ({ type: 'settled' as const, requestId: context.queue[0]!.requestId, ok: true as const })),
                  'announceAdded',
                  'dequeue',
                ],
              },
              onError: {
                target: 'afterOperation',
                actions: [
                  {
                    type: 'notifyFailure',
                    params: ({ context, event }) => ({
                      message: messageOf(event.error, context.queue[0]!.kind),
                      kind: context.queue[0]!.kind,
                      code: codeOf(event.error),
                    }),
                  },
                  emit(({ context, event }) => ({
                    type: 'settled' as const,
                    requestId: context.queue[0]!.requestId,
                    ok: false as const,
                    message: messageOf(event.error, context.queue[0]!.kind),
                  })),
                  'dequeue',
                ],
              },
            },
          },
          afterOperation: {
            always: [
              { guard: 'mergeNext', target: 'awaitingMerge' },
              { guard: 'reloadNext', target: 'awaitingReload' },
              { target: 'idle' },
            ],
          },
          awaitingReload: {
            after: { reloadDelay: 'loading' },
          },
          awaitingMerge: {
            after: { mergeDelay: 'merging' },
          },
          merging: {
            invoke: {
              id: 'mergeCart',
              src: 'mergeCart',
              input: ({ context }) => ({ guestId: context.next?.kind === 'merge' ? context.next.guestId : null }),
              // Merged or not, the cart is read again (the sync of spec section 4).
              onDone: 'loading',
              onError: 'loading',
            },
          },
        },
      },
      badge: {
        initial: 'still',
        states: {
          still: {
            on: { ITEM_ADDED: 'bouncing' },
          },
          bouncing: {
            on: { ITEM_ADDED: { target: 'bouncing', reenter: true } },
            after: { bounce: 'still' },
          },
        },
      },
    },
  });
}

export const cartMachine = cartMachineFor<CartShape>();
