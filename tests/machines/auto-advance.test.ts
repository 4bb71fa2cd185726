// Spec sections 2 and 9: the reviews and testimonials carousels move on every 6000 ms and pause on
// hover; the shopper can stop them, and a reduced-motion preference starts them stopped (WCAG 2.2.2).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { autoAdvanceMachine } from '../../machines/auto-advance.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start(input?: { intervalMs?: number; reducedMotion?: boolean }) {
  const actor = createActor(autoAdvanceMachine, { input });
  let advances = 0;
  actor.on('advance', () => advances++);
  actor.start();
  return { actor, advances: () => advances, state: () => actor.getSnapshot().value };
}

describe('auto-advancing carousel', () => {
  it('moves on every 6000 ms when nothing is said', () => {
    const { advances, state } = start();
    expect(state()).toBe('playing');
    vi.advanceTimersByTime(5999);
    expect(advances()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(advances()).toBe(1);
    vi.advanceTimersByTime(6000);
    expect(advances()).toBe(2);
  });

  it('moves on at the interval it is given', () => {
    const { advances } = start({ intervalMs: 3000 });
    vi.advanceTimersByTime(3000);
    expect(advances()).toBe(1);
  });

  it('plays when motion is not reduced, and starts stopped when it is', () => {
    expect(start({ reducedMotion: false }).state()).toBe('playing');
    expect(start({ intervalMs: 6000 }).state()).toBe('playing');
    const reduced = start({ reducedMotion: true });
    expect(reduced.state()).toBe('stopped');
    vi.advanceTimersByTime(60_000);
    expect(reduced.advances()).toBe(0);
  });

  it('pauses on hover and resumes with a full interval', () => {
    const { actor, advances, state } = start();
    vi.advanceTimersByTime(4000);
    actor.send({ type: 'PAUSE' });
    vi.advanceTimersByTime(60_000);
    expect(advances()).toBe(0);
    actor.send({ type: 'RESUME' });
    expect(state()).toBe('playing');
    vi.advanceTimersByTime(5999);
    expect(advances()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(advances()).toBe(1);
  });

  it('stops for good when paused or playing, until played again', () => {
    const { actor, advances, state } = start();
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'STOP' });
    expect(state()).toBe('stopped');
    actor.send({ type: 'RESUME' });
    expect(state()).toBe('stopped');
    vi.advanceTimersByTime(60_000);
    expect(advances()).toBe(0);
    actor.send({ type: 'PLAY' });
    expect(state()).toBe('playing');
    vi.advanceTimersByTime(6000);
    expect(advances()).toBe(1);
    actor.send({ type: 'STOP' });
    expect(state()).toBe('stopped');
  });
});
