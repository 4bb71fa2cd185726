import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { hoverTooltipMachine } from '../../machines/hover-tooltip.ts';

// Spec section 2 (brands): hovering a tile shows its tooltip after a 100 ms delay; the pointer leaving
// hides it. The expectations are the spec's, written out here, not the machine's constants.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function hover() {
  const actor = createActor(hoverTooltipMachine).start();
  const shown = () => actor.getSnapshot().matches('shown');
  return { actor, shown };
}

describe('brand tooltip', () => {
  it('shows 100 ms after the pointer arrives, not before', async () => {
    const { actor, shown } = hover();
    actor.send({ type: 'ENTER' });
    await vi.advanceTimersByTimeAsync(99);
    expect(shown()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown()).toBe(true);
  });

  it('hides when the pointer leaves, and stays hidden until it comes back', async () => {
    const { actor, shown } = hover();
    actor.send({ type: 'ENTER' });
    await vi.advanceTimersByTimeAsync(100);
    actor.send({ type: 'LEAVE' });
    expect(shown()).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(shown()).toBe(false);
    actor.send({ type: 'ENTER' });
    await vi.advanceTimersByTimeAsync(100);
    expect(shown()).toBe(true);
  });

  it('never shows when the pointer leaves within the 100 ms', async () => {
    const { actor, shown } = hover();
    actor.send({ type: 'ENTER' });
    await vi.advanceTimersByTimeAsync(60);
    actor.send({ type: 'LEAVE' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(shown()).toBe(false);
  });
});
