import { assign, fromPromise, setup } from 'xstate';

/** Spec section 9: 'sent' (contact) and a finished download show for 3000 ms. */
export const SENT_DISPLAY_MS = 3000;

/**
 * A send that shows its success for a while (spec section 4: the contact form, each language of the
 * catalogue download): idle, sending, sent for 3 s then idle again (the app clears the form), or
 * failed with the message to show, from where a new try may start.
 */
export const timedSendMachine = setup({
  // Stryker disable all: types exist for the type checker only
  types: {
    context: {} as { values: unknown; error: string | null },
    events: {} as { type: 'SEND'; values?: unknown } | { type: 'RESET' },
  },
  // Stryker restore all
  actors: {
    // Stryker disable next-line all: a placeholder; the app always provides the real call
    send: fromPromise<void, unknown>(async () => {
      // Stryker disable next-line all: the placeholder's message
      throw new Error('send not provided');
    }),
  },
  actions: {
    onSent: () => {},
    onSettled: () => {},
  },
  delays: { shown: SENT_DISPLAY_MS },
}).createMachine({
  // Stryker disable next-line all: the id names the machine in diagrams and the inspector only
  id: 'timedSend',
  context: { values: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { SEND: { target: 'sending', actions: assign({ values: ({ event }) => event.values ?? null, error: null }) } },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }: { context: { values: unknown } }) => context.values,
        onDone: { target: 'sent', actions: 'onSent' },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => (event.error instanceof Error && event.error.message) || 'error' }) },
      },
    },
    sent: {
      after: { shown: { target: 'idle', actions: 'onSettled' } },
    },
    failed: {
      on: {
        SEND: { target: 'sending', actions: assign({ values: ({ event }) => event.values ?? null, error: null }) },
        RESET: { target: 'idle', actions: assign({ error: null }) },
      },
    },
  },
});
