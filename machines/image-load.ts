import { setup } from 'xstate';

/**
 * A picture loading (spec section 4): a blur placeholder until it loads, then it fades in; if it
 * fails, the placeholder image is tried; if that fails too, a text says so. A new source starts over.
 */
export const imageLoadMachine = setup({
  types: {
    events: {} as { type: 'LOADED' } | { type: 'FAILED' } | { type: 'SOURCE_CHANGED' },
  },
}).createMachine({
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
