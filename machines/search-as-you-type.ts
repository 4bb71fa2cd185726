import { assign, emit, setup } from 'xstate';

/** How long the shop's search waits after the last key before it searches (issue 43, item 8). */
export const SEARCH_PAUSE_MS = 300;

/**
 * The shop's text search as the shopper types: each change waits for a pause in the typing, then
 * searches; the button or Enter searches at once. It emits `search` with the trimmed text (undefined
 * when empty), and only when that differs from the search shown, so a pause after a search already
 * made does nothing. The field shows `text`.
 */
export const searchAsYouTypeMachine = setup({
  // Stryker disable all: types exist for the type checker only
  types: {
    context: {} as { text: string; shown: string | undefined },
    input: {} as { shown: string | undefined },
    events: {} as { type: 'TYPE'; text: string } | { type: 'SUBMIT' } | { type: 'SHOWN'; q: string | undefined },
    emitted: {} as { type: 'search'; q: string | undefined },
  },
  // Stryker restore all
  actions: {
    search: emit(({ context }) => ({ type: 'search' as const, q: context.text.trim() || undefined })),
    markShown: assign({ shown: ({ context }) => context.text.trim() || undefined }),
  },
  guards: {
    changed: ({ context }) => (context.text.trim() || undefined) !== context.shown,
  },
  delays: { pause: SEARCH_PAUSE_MS },
}).createMachine({
  // Stryker disable next-line all: the id names the machine in diagrams and the inspector only
  id: 'searchAsYouType',
  context: ({ input }) => ({ text: input.shown ?? '', shown: input.shown }),
  initial: 'idle',
  on: {
    TYPE: { target: '.typing', reenter: true, actions: assign({ text: ({ event }) => event.text }) },
    SUBMIT: { target: '.idle', guard: 'changed', actions: ['search', 'markShown'] },
    // A search shown from elsewhere (the reset button, the back button): the field shows it.
    SHOWN: { target: '.idle', guard: ({ context, event }) => event.q !== context.shown, actions: assign({ text: ({ event }) => event.q ?? '', shown: ({ event }) => event.q }) },
  },
  states: {
    idle: {},
    typing: {
      after: {
        pause: [{ target: 'idle', guard: 'changed', actions: ['search', 'markShown'] }, { target: 'idle' }],
      },
    },
  },
});
