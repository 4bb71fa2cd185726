import { assign, fromPromise, setup } from 'xstate';

export interface SubmissionContext {
  values: unknown;
  result: unknown;
  error: string | null;
  /** Milliseconds between success and the follow-up (spec: signup goes on after 500 ms). */
  followUpDelayMs: number;
}

export type SubmissionEvent = { type: 'SUBMIT'; values: unknown } | { type: 'RESET' };

/**
 * A form sent to the server: idle, submitting, then failed (with the message to show, the form
 * stays) or succeeded; after the follow-up delay the app's follow-up runs (go to the next page).
 */
export const formSubmissionMachine = setup({
  // Stryker disable all: types exist for the type checker only
  types: {
    context: {} as SubmissionContext,
    events: {} as SubmissionEvent,
    input: {} as { followUpDelayMs?: number } | undefined,
  },
  // Stryker restore all
  actors: {
    // Stryker disable next-line all: a placeholder; the app always provides the real call
    submit: fromPromise<unknown, unknown>(async () => {
      // Stryker disable next-line all: the placeholder's message
      throw new Error('submit not provided');
    }),
  },
  actions: {
    onSuccess: () => {},
    followUp: () => {},
  },
  delays: {
    followUp: ({ context }: { context: SubmissionContext }) => context.followUpDelayMs,
  },
}).createMachine({
  // Stryker disable next-line all: the id names the machine in diagrams and the inspector only
  id: 'formSubmission',
  context: ({ input }) => ({ values: null, result: null, error: null, followUpDelayMs: input?.followUpDelayMs ?? 0 }),
  initial: 'idle',
  states: {
    idle: {
      on: { SUBMIT: { target: 'submitting', actions: assign({ values: ({ event }) => event.values, error: null }) } },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context }: { context: SubmissionContext }) => context.values,
        onDone: { target: 'succeeded', actions: [assign({ result: ({ event }) => event.output }), 'onSuccess'] },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => (event.error instanceof Error && event.error.message ? event.error.message : 'error') }),
        },
      },
    },
    failed: {
      on: {
        SUBMIT: { target: 'submitting', actions: assign({ values: ({ event }) => event.values, error: null }) },
        RESET: { target: 'idle', actions: assign({ error: null }) },
      },
    },
    succeeded: {
      after: { followUp: { target: 'done', actions: 'followUp' } },
    },
    done: { type: 'final' },
  },
});
