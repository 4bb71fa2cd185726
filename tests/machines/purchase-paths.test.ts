// Reachability only: these cases replay the machine's own paths on itself; the spec's expectations live in tests/models/.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { ADDED_DISPLAY_MS, addToCartMachine } from '../../machines/add-to-cart.ts';
import { directPurchaseMachine } from '../../machines/direct-purchase.ts';
import { replayPath } from '../support/replay-paths.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const done = (id: string) => ({ type: `xstate.done.actor.${id}` }) as never;
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(`${id} failed`) }) as never;
const name = (p: { steps: { event: { type: string } }[] }) => p.steps.map((s) => s.event.type.replace(/^xstate\.(after\.)?/, '')).join(' > ');

describe('reachability: add-to-cart control', () => {
  const paths = getSimplePaths(addToCartMachine, {
    events: [{ type: 'ADD', productId: 'p', variantId: 'v' }, done('addItem'), error('addItem'), { type: 'xstate.after.shown.addToCart.added' } as never],
  });

  it('reaches idle, loading and added', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['idle', 'loading', 'added']));
  });

  it.each(paths.map((p) => [name(p), p] as const))('walks %s', async (_name, path) => {
    await replayPath(addToCartMachine, path, { actors: ['addItem'], delays: { shown: ADDED_DISPLAY_MS } });
  });

  it('shows the check for 2 s, and reverts at once on failure', async () => {
    let fail = false;
    const actor = createActor(addToCartMachine.provide({ actors: { addItem: fromPromise(async () => (fail ? Promise.reject(new Error('x')) : undefined)) } })).start();
    actor.send({ type: 'ADD', productId: 'p', variantId: 'v' });
    expect(actor.getSnapshot().value).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('added');
    await vi.advanceTimersByTimeAsync(ADDED_DISPLAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('added');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
    fail = true;
    actor.send({ type: 'ADD', productId: 'p', variantId: 'v' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('reachability: direct purchase', () => {
  const line = { productId: 'p', variantId: 'v', size: '1L', quantity: 2 };
  const paths = getSimplePaths(directPurchaseMachine, {
    events: [
      { type: 'BUY_NOW', line, signedIn: true },
      { type: 'BUY_NOW', line, signedIn: false },
      { type: 'SIGNED_IN' },
      { type: 'CLEAR' },
      done('execute'),
      error('execute'),
    ],
  });

  it('reaches idle, pending and executing', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['idle', 'pending', 'executing']));
  });

  it.each(paths.map((p) => [name(p), p] as const))('walks %s', async (_name, path) => {
    await replayPath(directPurchaseMachine, path, { actors: ['execute'], delays: {} });
  });

  function start(execute: () => Promise<void>) {
    const log: string[] = [];
    const actor = createActor(
      directPurchaseMachine.provide({
        actors: { execute: fromPromise(async ({ input }) => (log.push(`execute ${input.quantity}`), execute())) },
        actions: { openAuthentication: () => log.push('open authentication'), notifyFailure: () => log.push('failure') },
      }),
    ).start();
    return { actor, log };
  }

  it('a guest’s purchase waits for the sign-in, then runs once and is forgotten', async () => {
    const { actor, log } = start(async () => {});
    actor.send({ type: 'BUY_NOW', line, signedIn: false });
    expect(log).toEqual(['open authentication']);
    expect(actor.getSnapshot().context.pending).toEqual(line);
    actor.send({ type: 'SIGNED_IN' });
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['open authentication', 'execute 2']);
    expect(actor.getSnapshot().context.pending).toBeNull();
    actor.send({ type: 'SIGNED_IN' });
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toHaveLength(2);
  });

  it('is cleared even when executing fails', async () => {
    const { actor, log } = start(async () => Promise.reject(new Error('x')));
    actor.send({ type: 'BUY_NOW', line, signedIn: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['execute 2', 'failure']);
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { pending: null } });
  });
});
