import { setup } from 'xstate';

/** Spec section 2: the hero's content shows once its picture has loaded, or after 1 second at the latest. */
export const HERO_REVEAL_MS = 1000;

export const heroRevealMachine = setup({
  // Stryker disable next-line all: types exist for the type checker only
  types: { events: {} as { type: 'IMAGE_LOADED' } },
  delays: { latest: HERO_REVEAL_MS },
}).createMachine({
  // Stryker disable next-line all: the id names the machine in diagrams and the inspector only
  id: 'heroReveal',
  initial: 'waiting',
  states: {
    waiting: {
      on: { IMAGE_LOADED: 'shown' },
      after: { latest: 'shown' },
    },
    shown: { type: 'final' },
  },
});
