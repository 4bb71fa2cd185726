import { assign, fromPromise, setup } from 'xstate';
import { cleanCode, isCompleteCode } from '../src/domain/codes.ts';

export interface PasswordResetContext {
  email: string;
  code: string;
  /** The server refused the code with the new password: step 3 says so and offers the code again. */
  codeRejected: boolean;
}

export type PasswordResetEvent =
  | { type: 'SUBMIT_EMAIL'; email: string }
  | { type: 'CODE_CHANGED'; value: string }
  | { type: 'SUBMIT_CODE' }
  | { type: 'RESEND' }
  | { type: 'BACK' }
  | { type: 'SUBMIT_PASSWORD'; password: string };

const failure = ({ event }: { event: { error: unknown } }) => ({ message: event.error instanceof Error ? event.error.message : '' });
/** The reset actor marks a refusal of the code itself (wrong or expired) with `codeRejected`. */
const rejectsCode = ({ event }: { event: { error: unknown } }) => (event.error as { codeRejected?: unknown } | null)?.codeRejected === true;

/**
 * The reset page's four steps (spec section 4): a sent code moves 1 to 2; six digits move 2 to 3 with
 * no server check (the code is checked with the new password); a successful reset moves 3 to 4.
 * Step 3 goes back to step 2 (to correct the code, or ask for a new one) on BACK.
 */
export const passwordResetMachine = setup({
  // Stryker disable all: types exist for the type checker only
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
  },
  // Stryker restore all
  actors: {
    // Stryker disable next-line all: a placeholder; the app always provides the real call
    sendCode: fromPromise<void, { email: string }>(async () => {
      // Stryker disable next-line all: the placeholder's message
      throw new Error('sendCode not provided');
    }),
    // Stryker disable next-line all: a placeholder; the app always provides the real call
    reset: fromPromise<void, { email: string; code: string; password: string }>(async () => {
      // Stryker disable next-line all: the placeholder's message
      throw new Error('reset not provided');
    }),
  },
  actions: {
    notifyCodeSent: () => {},
    notifySendFailed: (_, _params: { message: string }) => {},
    notifyResendFailed: (_, _params: { message: string }) => {},
    warnInvalidCode: () => {},
    notifyReset: () => {},
    notifyResetFailed: (_, _params: { message: string }) => {},
  },
  guards: {
    codeComplete: ({ context }) => isCompleteCode(context.code),
  },
}).createMachine({
  id: 'passwordReset',
  context: { email: '', code: '', codeRejected: false },
  initial: 'step1',
  states: {
    step1: {
      initial: 'editing',
      states: {
        editing: { on: { SUBMIT_EMAIL: { target: 'sending', actions: assign({ email: ({ event }) => event.email.trim() }) } } },
        sending: {
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: '#passwordReset.step2', actions: 'notifyCodeSent' },
            onError: { target: 'editing', actions: { type: 'notifySendFailed', params: failure } },
          },
        },
      },
    },
    step2: {
      initial: 'editing',
      on: { CODE_CHANGED: { actions: assign({ code: ({ event }) => cleanCode(event.value) }) } },
      states: {
        editing: {
          on: {
            SUBMIT_CODE: [{ guard: 'codeComplete', target: '#passwordReset.step3' }, { actions: 'warnInvalidCode' }],
            RESEND: 'resending',
          },
        },
        resending: {
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: 'editing', actions: 'notifyCodeSent' },
            onError: { target: 'editing', actions: { type: 'notifyResendFailed', params: failure } },
          },
        },
      },
    },
    step3: {
      initial: 'editing',
      entry: assign({ codeRejected: false }),
      on: { BACK: '#passwordReset.step2' },
      states: {
        editing: { on: { SUBMIT_PASSWORD: 'resetting' } },
        resetting: {
          invoke: {
            id: 'reset',
            src: 'reset',
            input: ({ context, event }) => ({
              email: context.email,
              code: context.code,
              password: (event as { type: 'SUBMIT_PASSWORD'; password: string }).password,
            }),
            onDone: { target: '#passwordReset.step4', actions: 'notifyReset' },
            onError: { target: 'editing', actions: [{ type: 'notifyResetFailed', params: failure }, assign({ codeRejected: rejectsCode })] },
          },
        },
      },
    },
    step4: { type: 'final' },
  },
});
