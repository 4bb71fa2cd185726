import { setup } from 'xstate';

/**
 * A picture loading (spec section 4): a blur placeholder until it loads, then it fades in; if it
 * fails, the placeholder image is tried; if that fails too, a text says so. A new source starts over.
 */
export const imageLoadMachine = setup({
  // Stryker disable next-line all: types exist for the type checker only
  types: {
    events: {} as { type: 'LOADED' } | { type: 'FAILED' } | { type: 'SOURCE_CHANGED' },
  },
}).createMachine({
  // Stryker disable next-line all: the id names the machine in diagrams and the inspector only
  id: 'imageLoad',
  initial: 'loading',
  on: { SOURCE_CHANGED: '.loading' },
  states: {
    loading: {
      on: { LOADED: 'loaded', FAILED: 'fallback' },
    },
    loaded: {},
    fallback: {
      on: { LOADED: 'fallbackLoaded', FAILED: 'failed' },
    },
    fallbackLoaded: {},
    failed: {},
  },
});
