// Spec section 2: the hero's content shows once its picture has loaded, or after 1 second at the latest.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { heroRevealMachine } from '../../machines/hero-reveal.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('hero reveal', () => {
  it('shows the content when the picture loads', () => {
    const actor = createActor(heroRevealMachine).start();
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'IMAGE_LOADED' });
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows the content after 1000 ms when the picture is slow', () => {
    const actor = createActor(heroRevealMachine).start();
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().value).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('shown');
  });
});
