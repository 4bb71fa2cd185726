import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkoutMachine } from '../../machines/checkout.ts';
import { heroRevealMachine } from '../../machines/hero-reveal.ts';
import { inspect, watchedActors } from '../../src/dev/inspector.ts';

describe('the development inspector behind /dev/machines', () => {
  it('keeps a running machine actor with its state and last events, and lets it go when it stops', async () => {
    const actor = createActor(checkoutMachine, { inspect, input: {} }).start();
    const watched = () => watchedActors().find((a) => a.sessionId === actor.sessionId);
    expect(watched()).toMatchObject({ machineId: 'checkout', value: 'recovering', status: 'active' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'NEXT' });
    expect(watched()!.value).toBe('step0');
    expect(watched()!.events.map((e) => e.type)).toEqual(['NEXT', 'xstate.done.actor.restore']);
    actor.stop();
    expect(watched()).toBeUndefined();
  });

  it('lets a machine go once it reaches a final state', () => {
    const actor = createActor(heroRevealMachine, { inspect }).start();
    expect(watchedActors().some((a) => a.sessionId === actor.sessionId)).toBe(true);
    actor.send({ type: 'IMAGE_LOADED' });
    expect(watchedActors().some((a) => a.sessionId === actor.sessionId)).toBe(false);
  });
});
