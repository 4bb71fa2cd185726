import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { cartMachine, type CartShape } from '../../machines/cart.ts';
import { fakeCalls, type ModelEvent, modelPaths, modelStates, type RealUnderTest, recordActions, walk } from './walk.ts';

// Spec sections 2 (cart menu), 4 (session and tokens), 8 and 9: the cart loads at start, a failed
// fetch is an empty cart, silently; 300 ms after a sign-in the guest cart is merged (with the guest
// id), then synced; 200 ms after a session transition it reloads; cleared sessions empty it at once;
// a sync request reloads it; while it refreshes its controls are disabled; an added item bounces the
// badge for 1500 ms; failed changes say the server's message or 'Failed to add item' and the like.
const CARTS: Record<string, CartShape> = {
  A: { items: [{ id: 'i1', variantId: 'v1', quantity: 1 }], itemCount: 1 },
  B: { items: [{ id: 'i1', variantId: 'v1', quantity: 1 }, { id: 'i2', variantId: 'v2', quantity: 1 }], itemCount: 2 },
  C: { items: [{ id: 'i1', variantId: 'v1', quantity: 4 }], itemCount: 4 },
  EMPTY: { items: [], itemCount: 0 },
};

interface Expected {
  /** The cart shown: a server answer, or null for an empty cart. */
  cart: string | null;
  fetches: number;
  operations: object[];
  merges: (string | null)[];
  toasts: string[];
  bounces: number;
}

const model = setup({
  types: { context: {} as Expected, events: {} as ModelEvent },
  actions: {
    fetch: assign(({ context }) => ({ fetches: context.fetches + 1 })),
    show: assign((_, params: { cart: string | null }) => ({ cart: params.cart })),
    operation: assign(({ context }, params: object) => ({ operations: [...context.operations, params] })),
    toast: assign(({ context }, params: { message: string }) => ({ toasts: [...context.toasts, params.message] })),
  },
}).createMachine({
  id: 'cartModel',
  context: { cart: null, fetches: 1, operations: [], merges: [], toasts: [], bounces: 0 },
  initial: 'loading',
  states: {
    loading: {
      on: {
        CART_ARRIVES: { target: 'ready', actions: { type: 'show', params: { cart: 'A' } } },
        CART_FAILS: { target: 'ready', actions: { type: 'show', params: { cart: null } } },
      },
    },
    ready: {
      on: {
        ADD: { target: 'adding', actions: { type: 'operation', params: { kind: 'add', productId: 'p2', variantId: 'v2', quantity: 1 } } },
        SET_QUANTITY: { target: 'updating', actions: { type: 'operation', params: { kind: 'update', itemId: 'i1', quantity: 4 } } },
        REMOVE: { target: 'removing', actions: { type: 'operation', params: { kind: 'remove', itemId: 'i1' } } },
        CLEAR: { target: 'clearing', actions: { type: 'operation', params: { kind: 'clear' } } },
        SYNC: { target: 'loading', actions: 'fetch' },
        SIGNED_IN: 'mergeWait0',
        SESSION_CHANGED: 'reloadWait0',
        SESSION_CLEARED: { target: 'clearedWait0', actions: { type: 'show', params: { cart: null } } },
      },
    },
    adding: {
      on: {
        ADD_OK: { target: 'bouncing0', actions: [{ type: 'show', params: { cart: 'B' } }, assign(({ context }) => ({ bounces: context.bounces + 1 }))] },
        ADD_FAILS: { target: 'ready', actions: { type: 'toast', params: { message: 'Failed to add item' } } },
      },
    },
    bouncing0: { on: { WAIT_1499: 'bouncing1499' } },
    bouncing1499: { on: { WAIT_1: 'ready' } },
    updating: {
      on: {
        UPDATE_OK: { target: 'ready', actions: { type: 'show', params: { cart: 'C' } } },
        UPDATE_REFUSED: { target: 'ready', actions: { type: 'toast', params: { message: 'Stock insuffisant' } } },
      },
    },
    removing: {
      on: {
        REMOVE_OK: { target: 'ready', actions: { type: 'show', params: { cart: 'EMPTY' } } },
        REMOVE_FAILS: { target: 'ready', actions: { type: 'toast', params: { message: 'Failed to remove item' } } },
      },
    },
    clearing: {
      on: {
        CLEAR_OK: { target: 'ready', actions: { type: 'show', params: { cart: 'EMPTY' } } },
        CLEAR_FAILS: { target: 'ready', actions: { type: 'toast', params: { message: 'Failed to clear cart' } } },
      },
    },
    mergeWait0: { on: { WAIT_299: 'mergeWait299' } },
    mergeWait299: { on: { WAIT_1: { target: 'merging', actions: assign(({ context }) => ({ merges: [...context.merges, 'guest_x'] })) } } },
    // Merged: a cart-sync is requested.
    merging: { on: { MERGE_OK: { target: 'loading', actions: 'fetch' } } },
    reloadWait0: { on: { WAIT_199: 'reloadWait199' } },
    reloadWait199: { on: { WAIT_1: { target: 'loading', actions: 'fetch' } } },
    clearedWait0: { on: { WAIT_199: 'clearedWait199' } },
    clearedWait199: { on: { WAIT_1: { target: 'loading', actions: 'fetch' } } },
  },
});

const EVENTS: ModelEvent[] = [
  ...['CART_ARRIVES', 'CART_FAILS', 'ADD', 'SET_QUANTITY', 'REMOVE', 'CLEAR', 'SYNC', 'SIGNED_IN', 'SESSION_CHANGED', 'SESSION_CLEARED', 'ADD_OK', 'ADD_FAILS'].map((type) => ({ type })),
  ...['UPDATE_OK', 'UPDATE_REFUSED', 'REMOVE_OK', 'REMOVE_FAILS', 'CLEAR_OK', 'CLEAR_FAILS', 'MERGE_OK'].map((type) => ({ type })),
  { type: 'WAIT_1499', ms: 1499 },
  { type: 'WAIT_299', ms: 299 },
  { type: 'WAIT_199', ms: 199 },
  { type: 'WAIT_1', ms: 1 },
];

function start() {
  const calls = fakeCalls(['fetchCart', 'runOperation', 'mergeCart'] as const);
  const effects = recordActions(['notifyFailure'] as const);
  const actor = createActor(cartMachine.provide({ actors: calls.actors as never, actions: effects.actions })).start();
  const added: unknown[] = [];
  actor.on('itemAdded', (event) => void added.push(event));
  return { actor, calls, effects, added };
}
type H = ReturnType<typeof start>;
const noMessage = () => new Error('');

const real: RealUnderTest<H, Expected> = {
  start,
  run: {
    CART_ARRIVES: (h) => h.calls.answer('fetchCart', CARTS.A),
    CART_FAILS: (h) => h.calls.fail('fetchCart', new Error('HTTP 500')),
    ADD: (h) => h.actor.send({ type: 'ADD', requestId: 'r1', productId: 'p2', variantId: 'v2' }),
    SET_QUANTITY: (h) => h.actor.send({ type: 'UPDATE', requestId: 'r2', itemId: 'i1', quantity: 4 }),
    REMOVE: (h) => h.actor.send({ type: 'REMOVE', requestId: 'r3', itemId: 'i1' }),
    CLEAR: (h) => h.actor.send({ type: 'CLEAR', requestId: 'r4' }),
    SYNC: (h) => h.actor.send({ type: 'SYNC' }),
    SIGNED_IN: (h) => h.actor.send({ type: 'SIGNED_IN', guestId: 'guest_x' }),
    SESSION_CHANGED: (h) => h.actor.send({ type: 'SESSION_CHANGED' }),
    SESSION_CLEARED: (h) => h.actor.send({ type: 'SESSION_CLEARED' }),
    ADD_OK: (h) => h.calls.answer('runOperation', CARTS.B),
    ADD_FAILS: (h) => h.calls.fail('runOperation', noMessage()),
    UPDATE_OK: (h) => h.calls.answer('runOperation', CARTS.C),
    UPDATE_REFUSED: (h) => h.calls.fail('runOperation', Object.assign(new Error('Stock insuffisant'), { code: 'OUT_OF_STOCK' })),
    REMOVE_OK: (h) => h.calls.answer('runOperation', CARTS.EMPTY),
    REMOVE_FAILS: (h) => h.calls.fail('runOperation', noMessage()),
    CLEAR_OK: (h) => h.calls.answer('runOperation', CARTS.EMPTY),
    CLEAR_FAILS: (h) => h.calls.fail('runOperation', noMessage()),
    MERGE_OK: (h) => h.calls.answer('mergeCart', CARTS.B),
  },
  expect: {},
};

function state(options: { busy?: boolean; bouncing?: boolean; showsCart?: boolean; waiting?: 'fetchCart' | 'runOperation' | 'mergeCart' }) {
  return (h: H, m: Expected) => {
    const snapshot = h.actor.getSnapshot();
    // The cart menu's 'updating' overlay and disabled controls.
    if (options.busy !== undefined) expect(!snapshot.matches({ sync: 'idle' }) || snapshot.context.queue.length > 0, 'cart updating').toBe(options.busy);
    if (options.showsCart) expect(snapshot.context.cart, 'cart shown').toEqual(m.cart === null ? null : CARTS[m.cart]);
    expect(snapshot.matches({ badge: 'bouncing' }), 'badge bouncing').toBe(options.bouncing ?? false);
    expect(h.added.length, 'item-added events').toBe(m.bounces);
    expect(h.calls.inputs.fetchCart.length, 'GET /cart').toBe(m.fetches);
    expect(h.calls.inputs.runOperation, 'cart changes sent').toEqual(m.operations.map((o) => expect.objectContaining(o)));
    expect(h.calls.inputs.mergeCart, 'POST /cart/merge').toEqual(m.merges.map((guestId) => ({ guestId })));
    expect(h.effects.named('notifyFailure').map((p) => (p as { message: string }).message), 'failure toasts').toEqual(m.toasts);
    if (options.waiting) expect(h.calls.waiting(options.waiting), `${options.waiting} in flight`).toBe(1);
  };
}

real.expect = {
  loading: state({ busy: true, waiting: 'fetchCart' }),
  ready: state({ busy: false, showsCart: true }),
  adding: state({ busy: true, showsCart: true, waiting: 'runOperation' }),
  updating: state({ busy: true, showsCart: true, waiting: 'runOperation' }),
  removing: state({ busy: true, showsCart: true, waiting: 'runOperation' }),
  clearing: state({ busy: true, showsCart: true, waiting: 'runOperation' }),
  bouncing0: state({ busy: false, showsCart: true, bouncing: true }),
  bouncing1499: state({ busy: false, showsCart: true, bouncing: true }),
  mergeWait0: state({ showsCart: true }),
  mergeWait299: state({ showsCart: true }),
  merging: state({ busy: true, waiting: 'mergeCart' }),
  reloadWait0: state({ showsCart: true }),
  reloadWait199: state({ showsCart: true }),
  clearedWait0: state({ showsCart: true }),
  clearedWait199: state({ showsCart: true }),
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('model: cart (spec sections 2, 4, 8 and 9)', () => {
  // Told apart by the cart shown too: each change is tried on an empty cart and a filled one.
  const serializeState = (s: { value: unknown; context: Expected }) => JSON.stringify([s.value, s.context.cart]);
  const paths = modelPaths(model, EVENTS, { serializeState: serializeState as never });

  it('has an expectation for every model state', () => {
    expect(Object.keys(real.expect).sort()).toEqual(modelStates(model).sort());
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', async (_name, path) => {
    await walk(model, real, path);
  });
});
