import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyStateMachine, createActor, fromPromise } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';
import { BADGE_BOUNCE_MS, CART_MERGE_DELAY_MS, CART_RELOAD_DELAY_MS, cartMachine, type CartEmitted, type CartOperation, type CartShape } from '../../machines/cart.ts';
import { replayPath } from '../support/replay-paths.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const one: CartShape = { items: [{ id: 'i1', variantId: 'v1', quantity: 1 }], itemCount: 1 };
const two: CartShape = { items: [...one.items, { id: 'i2', variantId: 'v2', quantity: 2 }], itemCount: 3 };

// Reachability only: these cases replay the machine's own paths on itself; the spec's expectations live in tests/models/.
describe('reachability: cart machine: every transition', () => {
  const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
  const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(`${id} failed`) }) as never;
  const events = [
    done('fetchCart', one),
    error('fetchCart'),
    done('runOperation', two),
    error('runOperation'),
    done('mergeCart', two),
    error('mergeCart'),
    { type: 'ADD', requestId: 'r1', productId: 'p', variantId: 'v1' },
    { type: 'UPDATE', requestId: 'r2', itemId: 'i1', quantity: 3 },
    { type: 'REMOVE', requestId: 'r3', itemId: 'i1' },
    { type: 'CLEAR', requestId: 'r4' },
    { type: 'SIGNED_IN', guestId: 'guest_x' },
    { type: 'SESSION_CHANGED' },
    { type: 'SESSION_CLEARED' },
    { type: 'LOAD' },
    { type: 'SYNC' },
    { type: 'xstate.after.reloadDelay.cart.sync.awaitingReload' },
    { type: 'xstate.after.mergeDelay.cart.sync.awaitingMerge' },
    { type: 'xstate.after.bounce.cart.badge.bouncing' },
  ] as never[];
  type Snap = { value: { sync: string; badge: string }; context: { queue: CartOperation[]; next: { kind: string } | null; staleAnswer: boolean } };
  // States told apart by where they are, how much is queued (0, 1, more) and what waits for the end of a call.
  const serializeState = (s: Snap) => JSON.stringify([s.value, Math.min(s.context.queue.length, 2), s.context.next?.kind ?? null, s.context.staleAnswer]);
  const options = { serializeState: serializeState as never, events };
  const shortest = getShortestPaths(cartMachine, options);
  const toState = new Map(shortest.map((p) => [serializeState(p.state as never), p]));
  const invokes: Record<string, string> = { fetchCart: 'loading', runOperation: 'working', mergeCart: 'merging' };
  const possible = (state: Snap, type: string) => {
    const call = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(type);
    if (call) return state.value.sync === invokes[call[2]!];
    if (type.includes('reloadDelay')) return state.value.sync === 'awaitingReload';
    if (type.includes('mergeDelay')) return state.value.sync === 'awaitingMerge';
    // Fake time moves every clock: the 1.5 s bounce is walked while no session timer runs.
    if (type.includes('bounce')) return state.value.badge === 'bouncing' && !state.value.sync.startsWith('awaiting');
    return true;
  };
  const edges = adjacencyMapToArray(getAdjacencyMap(cartMachine as AnyStateMachine, options)).filter((e) => possible(e.state as never, e.event.type));
  const walks = edges.map((edge) => {
    const head = toState.get(serializeState(edge.state as never))!;
    const path = { ...head, state: edge.nextState, steps: [...head.steps, { state: edge.nextState, event: edge.event }] } as StatePath<never, never>;
    return [path.steps.map((s) => (s.event as { type: string }).type.replace(/^xstate\.(after\.)?/, '')).join(' > '), path] as const;
  });
  const safe = walks.filter(([, path]) => path.steps.every((step, i) => i === 0 || possible(path.steps[i - 1]!.state as never, (step.event as { type: string }).type)));

  it('reaches every state of the chart', () => {
    const reached = new Set(shortest.map((p) => JSON.stringify((p.state as never as Snap).value)));
    for (const sync of ['loading', 'idle', 'working', 'awaitingReload', 'awaitingMerge', 'merging']) {
      for (const badge of ['still', 'bouncing']) expect(reached).toContain(JSON.stringify({ sync, badge }));
    }
    expect(safe.length).toBe(walks.length);
    expect(walks.length).toBeGreaterThan(300);
  });

  it.each(safe)('walks %s', async (_name, path) => {
    await replayPath(cartMachine, path, { actors: ['fetchCart', 'runOperation', 'mergeCart'], delays: { reloadDelay: CART_RELOAD_DELAY_MS, mergeDelay: CART_MERGE_DELAY_MS, bounce: BADGE_BOUNCE_MS } });
  });
});

describe('cart machine: what it does', () => {
  function start(overrides: { fetch?: () => Promise<CartShape>; run?: (op: CartOperation) => Promise<CartShape>; merge?: (guestId: string | null) => Promise<CartShape> } = {}) {
    const calls: string[] = [];
    const failures: string[] = [];
    const codes: (string | undefined)[] = [];
    const emitted: CartEmitted[] = [];
    const actor = createActor(
      cartMachine.provide({
        actors: {
          fetchCart: fromPromise(async () => {
            calls.push('fetch');
            return (overrides.fetch ?? (async () => one))();
          }),
          runOperation: fromPromise(async ({ input }) => {
            calls.push(`${input.kind}:${input.requestId}`);
            return (overrides.run ?? (async () => two))(input);
          }),
          mergeCart: fromPromise(async ({ input }) => {
            calls.push(`merge:${input.guestId}`);
            return (overrides.merge ?? (async () => two))(input.guestId);
          }),
        },
        actions: { notifyFailure: (_, { message, code }) => (failures.push(message), codes.push(code)) },
      }),
    );
    actor.on('*', (event) => emitted.push(event as CartEmitted));
    actor.start();
    return { actor, calls, failures, codes, emitted };
  }

  it('a failed load is an empty cart, and nothing is said', async () => {
    const { actor, failures } = start({ fetch: async () => Promise.reject(new Error('HTTP 500')) });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ sync: 'idle', badge: 'still' });
    expect(actor.getSnapshot().context.cart).toBeNull();
    expect(failures).toEqual([]);
  });

  it('runs operations one at a time in order, answers each asker, and bounces the badge 1.5 s after an add', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { actor, calls, emitted } = start({ run: async (op) => (op.kind === 'add' ? (await gate, two) : one) });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'ADD', requestId: 'a', productId: 'p', variantId: 'v2' });
    actor.send({ type: 'REMOVE', requestId: 'b', itemId: 'i2' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['fetch', 'add:a']);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['fetch', 'add:a', 'remove:b']);
    expect(emitted).toEqual([{ type: 'settled', requestId: 'a', ok: true }, { type: 'itemAdded' }, { type: 'settled', requestId: 'b', ok: true }]);
    expect(actor.getSnapshot().context.cart).toBe(one);
    expect(actor.getSnapshot().value).toEqual({ sync: 'idle', badge: 'bouncing' });
    // Spec section 2: the badge bounces for 1.5 s.
    await vi.advanceTimersByTimeAsync(1500 - 1);
    expect(actor.getSnapshot().value).toEqual({ sync: 'idle', badge: 'bouncing' });
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toEqual({ sync: 'idle', badge: 'still' });
  });

  it.each([
    ['add', { type: 'ADD', requestId: 'x', productId: 'p', variantId: 'v' }, 'Failed to add item'],
    ['update', { type: 'UPDATE', requestId: 'x', itemId: 'i1', quantity: 2 }, 'Failed to update item'],
    ['remove', { type: 'REMOVE', requestId: 'x', itemId: 'i1' }, 'Failed to remove item'],
    ['clear', { type: 'CLEAR', requestId: 'x' }, 'Failed to clear cart'],
  ] as const)('a failed %s says the server’s message, or the spec’s default, and keeps the cart', async (_kind, event, fallback) => {
    for (const [error, message] of [
      [new Error('Only 3 left in stock'), 'Only 3 left in stock'],
      [{}, fallback],
      [new Error('   '), fallback],
      [null, fallback],
    ] as const) {
      const { actor, failures, emitted } = start({ run: async () => Promise.reject(error) });
      await vi.advanceTimersByTimeAsync(0);
      actor.send(event);
      await vi.advanceTimersByTimeAsync(0);
      expect(failures).toEqual([message]);
      expect(emitted).toEqual([{ type: 'settled', requestId: 'x', ok: false, message }]);
      expect(actor.getSnapshot().context.cart).toBe(one);
    }
  });

  it('passes the server’s error code on with the failure, and none when it has none', async () => {
    const stock = Object.assign(new Error('Only 3 left in stock'), { code: 'INSUFFICIENT_STOCK' });
    for (const [error, code] of [
      [stock, 'INSUFFICIENT_STOCK'],
      [Object.assign(new Error('x'), { code: 409 }), undefined],
      [new Error('x'), undefined],
    ] as const) {
      const { actor, codes } = start({ run: async () => Promise.reject(error) });
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'ADD', requestId: 'x', productId: 'p', variantId: 'v' });
      await vi.advanceTimersByTimeAsync(0);
      expect(codes).toEqual([code]);
    }
  });

  // The spec's delays (section 9: merge 300 ms, reload 200 ms) are written out below: a test reading
  // the machine's own constants could not catch a wrong one.
  it('merges the guest cart 300 ms after a sign-in, then syncs', async () => {
    const { actor, calls } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SIGNED_IN', guestId: 'guest_abc' });
    await vi.advanceTimersByTimeAsync(299);
    expect(calls).toEqual(['fetch']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['fetch', 'merge:guest_abc', 'fetch']);
  });

  it('syncs even when the merge fails', async () => {
    const { actor, calls } = start({ merge: async () => Promise.reject(new Error('no')) });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SIGNED_IN', guestId: null });
    await vi.advanceTimersByTimeAsync(300);
    expect(calls).toEqual(['fetch', 'merge:null', 'fetch']);
  });

  it('reloads 200 ms after a session change', async () => {
    const { actor, calls } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SESSION_CHANGED' });
    await vi.advanceTimersByTimeAsync(199);
    expect(calls).toEqual(['fetch']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['fetch', 'fetch']);
  });

  it('empties at once when the session is cleared, and ignores the answer of a call of the old session', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { actor, calls, emitted } = start({ run: async () => (await gate, two), fetch: async () => (calls.length > 2 ? { items: [], itemCount: 0 } : one) });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'ADD', requestId: 'a', productId: 'p', variantId: 'v2' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SESSION_CLEARED' });
    expect(actor.getSnapshot().context.cart).toBeNull();
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(emitted[0]).toEqual({ type: 'settled', requestId: 'a', ok: true });
    expect(actor.getSnapshot().context.cart).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toEqual(['fetch', 'add:a', 'fetch']);
    expect(actor.getSnapshot().context.cart).toEqual({ items: [], itemCount: 0 });
  });

  it('a sign-in during a call merges once the call is over', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { actor, calls } = start({ run: async () => (await gate, two) });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'ADD', requestId: 'a', productId: 'p', variantId: 'v2' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SIGNED_IN', guestId: 'guest_abc' });
    release();
    await vi.advanceTimersByTimeAsync(300);
    expect(calls).toEqual(['fetch', 'add:a', 'merge:guest_abc', 'fetch']);
  });
});
