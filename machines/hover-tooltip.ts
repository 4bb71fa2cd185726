import { setup } from 'xstate';

/** Spec section 9: the brand tooltip shows 100 ms after the pointer arrives. */
export const TOOLTIP_DELAY_MS = 100;

/** A tooltip under the pointer (spec section 2, brands): hidden, waiting 100 ms, shown; leaving hides it. */
export const hoverTooltipMachine = setup({
  // Stryker disable all: types exist for the type checker only
  types: {
    events: {} as { type: 'ENTER' } | { type: 'LEAVE' },
  },
  // Stryker restore all
  delays: { show: TOOLTIP_DELAY_MS },
}).createMachine({
  // Stryker disable next-line all: the id names the machine in diagrams and the inspector only
  id: 'hoverTooltip',
  initial: 'hidden',
  states: {
    hidden: { on: { ENTER: 'waiting' } },
    waiting: {
      after: { show: 'shown' },
      on: { LEAVE: 'hidden' },
    },
    shown: { on: { LEAVE: 'hidden' } },
  },
});
