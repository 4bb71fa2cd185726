import { assign, fromPromise, setup } from 'xstate';
import { cleanCode, isCompleteCode } from '../src/domain/codes.ts';

export interface VerificationContext {
  email: string;
  code: string;
  message: string | null;
}

export type VerificationEvent = { type: 'CODE_CHANGED'; value: string } | { type: 'SUBMIT' } | { type: 'RESEND' } | { type: 'RETRY' };

/** Spec section 9: after a successful verification, 1500 ms, then the auth refresh and /checkout. */
export const VERIFIED_REDIRECT_MS = 1500;

/** The verification page (spec section 4): code_input, processing, success, error. */
export const verificationMachine = setup({
  // Stryker disable all: types exist for the type checker only
  types: {
    context: {} as VerificationContext,
    events: {} as VerificationEvent,
    input: {} as { email: string },
  },
  // Stryker restore all
  actors: {
    // Stryker disable next-line all: a placeholder; the app always provides the real call
    verify: fromPromise<void, { email: string; code: string }>(async () => {
      // Stryker disable next-line all: the placeholder's message
      throw new Error('verify not provided');
    }),
    // Stryker disable next-line all: a placeholder; the app always provides the real call
    resend: fromPromise<void, { email: string }>(async () => {
      // Stryker disable next-line all: the placeholder's message
      throw new Error('resend not provided');
    }),
  },
  actions: {
    warnInvalidCode: () => {},
    notifyVerified: () => {},
    notifyFailed: () => {},
    notifyResent: () => {},
    notifyResendFailed: (_, _params: { message: string }) => {},
    refreshAuthAndGoOn: () => {},
  },
  guards: {
    canSubmit: ({ context }) => isCompleteCode(context.code) && context.email.length > 0,
  },
  delays: { redirect: VERIFIED_REDIRECT_MS },
}).createMachine({
  // Stryker disable next-line all: the id names the machine in diagrams and the inspector only
  id: 'verification',
  context: ({ input }) => ({ email: input.email, code: '', message: null }),
  initial: 'code_input',
  states: {
    code_input: {
      initial: 'ready',
      on: {
        CODE_CHANGED: { actions: assign({ code: ({ event }) => cleanCode(event.value) }) },
        SUBMIT: [{ guard: 'canSubmit', target: 'processing' }, { actions: 'warnInvalidCode' }],
      },
      states: {
        ready: { on: { RESEND: 'resending' } },
        resending: {
          invoke: {
            id: 'resend',
            src: 'resend',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: 'ready', actions: 'notifyResent' },
            onError: {
              target: 'ready',
              actions: {
                type: 'notifyResendFailed',
                params: ({ event }) => ({ message: event.error instanceof Error ? event.error.message : '' }),
              },
            },
          },
        },
      },
    },
    processing: {
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context }) => ({ email: context.email, code: context.code }),
        onDone: 'success',
        onError: {
          target: 'error',
          actions: assign({ message: ({ event }) => (event.error instanceof Error && event.error.message ? event.error.message : null) }),
        },
      },
    },
    success: {
      entry: 'notifyVerified',
      after: { redirect: { target: 'done', actions: 'refreshAuthAndGoOn' } },
    },
    error: {
      entry: 'notifyFailed',
      // 'Réessayer' goes back to the code and clears code and message.
      on: { RETRY: { target: 'code_input', actions: assign({ code: '', message: null }) } },
    },
    done: { type: 'final' },
  },
});
