// Spec sections 2 and 9: the add-to-cart control of a card is idle, loading, then added with a green
// check for 2 seconds; it reverts at once on failure; a product already added can be added again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { addToCartMachine } from '../../machines/add-to-cart.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start(outcome: 'ok' | 'fails' = 'ok') {
  const calls: unknown[] = [];
  const addItem = fromPromise<void, { productId: string; variantId: string; quantity: number }>(async ({ input }) => {
    calls.push(input);
    if (outcome === 'fails') throw new Error('Stock insuffisant');
  });
  const actor = createActor(addToCartMachine.provide({ actors: { addItem } })).start();
  return { actor, calls, state: () => actor.getSnapshot().value };
}

describe('add-to-cart control', () => {
  it('starts idle and adds one of the size when no quantity is given', async () => {
    const { actor, calls, state } = start();
    expect(state()).toBe('idle');
    actor.send({ type: 'ADD', productId: 'p1', variantId: 'v1' });
    expect(state()).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ productId: 'p1', variantId: 'v1', quantity: 1 }]);
  });

  it('adds the quantity asked for', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'ADD', productId: 'p1', variantId: 'v2', quantity: 3 });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ productId: 'p1', variantId: 'v2', quantity: 3 }]);
  });

  it('shows the green check for 2000 ms, then is idle again', async () => {
    const { actor, state } = start();
    actor.send({ type: 'ADD', productId: 'p1', variantId: 'v1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe('added');
    await vi.advanceTimersByTimeAsync(1999);
    expect(state()).toBe('added');
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toBe('idle');
  });

  it('reverts to idle at once when the add fails', async () => {
    const { actor, state } = start('fails');
    actor.send({ type: 'ADD', productId: 'p1', variantId: 'v1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe('idle');
  });

  it('adds again while the check shows', async () => {
    const { actor, calls, state } = start();
    actor.send({ type: 'ADD', productId: 'p1', variantId: 'v1' });
    await vi.advanceTimersByTimeAsync(500);
    actor.send({ type: 'ADD', productId: 'p1', variantId: 'v1' });
    expect(state()).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    // A full 2 s from the second add.
    await vi.advanceTimersByTimeAsync(1999);
    expect(state()).toBe('added');
  });
});
