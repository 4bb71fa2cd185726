import { emit, setup } from 'xstate';

/** Spec section 2: the reviews and testimonials carousels move on every 6 seconds. */
export const AUTO_ADVANCE_MS = 6000;

/**
 * A carousel that moves on by itself (spec sections 2 and 9): every interval it advances; a pointer
 * over it or focus inside pauses it, and leaving resumes with a full interval; the shopper can stop
 * it for good (WCAG 2.2.2), and a reduced-motion preference starts it stopped.
 */
export const autoAdvanceMachine = setup({
  // Stryker disable all: types exist for the type checker only
  types: {
    input: {} as { intervalMs?: number; reducedMotion?: boolean } | undefined,
    context: {} as { intervalMs: number; reducedMotion: boolean },
    events: {} as { type: 'PAUSE' } | { type: 'RESUME' } | { type: 'STOP' } | { type: 'PLAY' },
    emitted: {} as { type: 'advance' },
  },
  // Stryker restore all
  guards: {
    reducedMotion: ({ context }) => context.reducedMotion,
  },
  delays: {
    interval: ({ context }) => context.intervalMs,
  },
}).createMachine({
  // Stryker disable next-line all: the id names the machine in diagrams and the inspector only
  id: 'autoAdvance',
  context: ({ input }) => ({ intervalMs: input?.intervalMs ?? AUTO_ADVANCE_MS, reducedMotion: input?.reducedMotion ?? false }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'reducedMotion', target: 'stopped' }, { target: 'playing' }],
    },
    playing: {
      // The carousel listens for 'advance' and moves on one slide.
      after: { interval: { target: 'playing', reenter: true, actions: emit({ type: 'advance' as const }) } },
      on: { PAUSE: 'paused', STOP: 'stopped' },
    },
    paused: {
      on: { RESUME: 'playing', STOP: 'stopped' },
    },
    stopped: {
      on: { PLAY: 'playing' },
    },
  },
});
