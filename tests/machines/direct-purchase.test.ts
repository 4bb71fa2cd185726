// Spec section 4 (buy now): a signed-in customer's direct purchase starts at once; a guest's is kept
// while the authentication menu opens and starts after sign-in; it is forgotten once executed, when
// executing fails (with a failure notice), or when cleared.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { directPurchaseMachine } from '../../machines/direct-purchase.ts';

const LINE = { productId: 'p1', variantId: 'v1', size: '1L', quantity: 2 };
const OTHER = { productId: 'p2', variantId: 'v9', size: '5L', quantity: 1 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(outcome: 'ok' | 'fails' = 'ok') {
  const executed: unknown[] = [];
  const log: string[] = [];
  const machine = directPurchaseMachine.provide({
    actors: {
      execute: fromPromise<void, typeof LINE>(async ({ input }) => {
        executed.push(input);
        if (outcome === 'fails') throw new Error('Stock insuffisant');
      }),
    },
    actions: { openAuthentication: () => void log.push('openAuthentication'), notifyFailure: () => void log.push('notifyFailure') },
  });
  const actor = createActor(machine).start();
  return { actor, executed, log, state: () => actor.getSnapshot().value, pending: () => actor.getSnapshot().context.pending };
}

describe('direct purchase', () => {
  it('starts idle with nothing pending', () => {
    const { state, pending } = start();
    expect(state()).toBe('idle');
    expect(pending()).toBeNull();
  });

  it('executes a signed-in customer’s purchase at once, then forgets it', async () => {
    const { actor, executed, log, state, pending } = start();
    actor.send({ type: 'BUY_NOW', line: LINE, signedIn: true });
    expect(state()).toBe('executing');
    await settle();
    expect(executed).toEqual([LINE]);
    expect(log).toEqual([]);
    expect(state()).toBe('idle');
    expect(pending()).toBeNull();
  });

  it('keeps a guest’s purchase and opens authentication, then executes it after sign-in', async () => {
    const { actor, executed, log, state, pending } = start();
    actor.send({ type: 'BUY_NOW', line: LINE, signedIn: false });
    expect(state()).toBe('pending');
    expect(pending()).toEqual(LINE);
    expect(log).toEqual(['openAuthentication']);
    expect(executed).toEqual([]);
    actor.send({ type: 'SIGNED_IN' });
    await settle();
    expect(executed).toEqual([LINE]);
    expect(pending()).toBeNull();
  });

  it('keeps the newest of two guest purchases, and runs a signed-in one from pending', async () => {
    const guest = start();
    guest.actor.send({ type: 'BUY_NOW', line: LINE, signedIn: false });
    guest.actor.send({ type: 'BUY_NOW', line: OTHER, signedIn: false });
    expect(guest.pending()).toEqual(OTHER);
    expect(guest.log).toEqual(['openAuthentication', 'openAuthentication']);
    guest.actor.send({ type: 'SIGNED_IN' });
    await settle();
    expect(guest.executed).toEqual([OTHER]);

    const later = start();
    later.actor.send({ type: 'BUY_NOW', line: LINE, signedIn: false });
    later.actor.send({ type: 'BUY_NOW', line: OTHER, signedIn: true });
    expect(later.state()).toBe('executing');
    await settle();
    expect(later.executed).toEqual([OTHER]);
  });

  it('forgets a kept purchase when cleared, and ignores a sign-in after that', async () => {
    const { actor, executed, state, pending } = start();
    actor.send({ type: 'BUY_NOW', line: LINE, signedIn: false });
    actor.send({ type: 'CLEAR' });
    expect(state()).toBe('idle');
    expect(pending()).toBeNull();
    actor.send({ type: 'SIGNED_IN' });
    await settle();
    expect(executed).toEqual([]);
  });

  it('forgets the purchase and says so when executing fails', async () => {
    const { actor, log, state, pending } = start('fails');
    actor.send({ type: 'BUY_NOW', line: LINE, signedIn: true });
    await settle();
    expect(state()).toBe('idle');
    expect(pending()).toBeNull();
    expect(log).toEqual(['notifyFailure']);
  });
});
