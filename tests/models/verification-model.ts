import { assign, type AnyMachineSnapshot, setup } from 'xstate';
import type { ModelEvent } from './paths.ts';

// Spec sections 2 (verification page), 4 (forms: verification), 5, 8 and 9: code_input, processing,
// success, error. Digits only, at most 6; submit only at exactly 6 digits with the email, else the
// toast 'Please enter a valid 6-digit code'. Success toasts 'Email verified successfully!' and 1500 ms
// later refreshes the auth status and goes to /checkout; failure shows the server's error (or the
// default) with the toast 'Email verification failed'; 'Réessayer' clears code and message.
// The model lives here so the vitest walk (verification.test.ts) and the Chromium walk (e2e/models) share it.

export const EMAIL = 'amina@example.ma';
export const digits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

export interface Expected {
  code: string;
  message: string | null;
  verifyCalls: { email: string; code: string }[];
  resendCalls: number;
  toasts: string[];
  redirects: number;
}

export const model = setup({
  types: { context: {} as Expected, events: {} as ModelEvent & { value?: string } },
  actions: {
    toast: assign(({ context }, params: { toast: string }) => ({ toasts: [...context.toasts, params.toast] })),
  },
  guards: { sixDigits: ({ context }) => context.code.length === 6 },
}).createMachine({
  id: 'verificationModel',
  context: { code: '', message: null, verifyCalls: [], resendCalls: 0, toasts: [], redirects: 0 },
  initial: 'code_input',
  states: {
    code_input: {
      on: {
        TYPE_MESSY: { target: 'code_input', actions: assign({ code: ({ event }) => digits(event.value!) }) },
        TYPE_SHORT: { target: 'code_input', actions: assign({ code: ({ event }) => digits(event.value!) }) },
        SUBMIT: [
          { guard: 'sixDigits', target: 'processing', actions: assign(({ context }) => ({ verifyCalls: [...context.verifyCalls, { email: EMAIL, code: context.code }] })) },
          { target: 'code_input', actions: { type: 'toast', params: { toast: 'Please enter a valid 6-digit code' } } },
        ],
        RESEND: { target: 'resending', actions: assign(({ context }) => ({ resendCalls: context.resendCalls + 1 })) },
      },
    },
    resending: {
      on: {
        RESEND_OK: { target: 'code_input', actions: { type: 'toast', params: { toast: 'New verification code sent to your email.' } } },
        RESEND_FAILS: { target: 'code_input', actions: { type: 'toast', params: { toast: 'resend failed: Trop de demandes' } } },
      },
    },
    processing: {
      on: {
        VERIFY_OK: { target: 'success', actions: { type: 'toast', params: { toast: 'Email verified successfully!' } } },
        VERIFY_REFUSED: { target: 'error', actions: [assign({ message: 'Code expiré' }), { type: 'toast', params: { toast: 'Email verification failed' } }] },
        // No message from the server: the page shows its default text.
        VERIFY_DOWN: { target: 'error', actions: [assign({ message: null }), { type: 'toast', params: { toast: 'Email verification failed' } }] },
      },
    },
    success: { on: { WAIT_1499: 'success1499' } },
    success1499: { on: { WAIT_1: { target: 'redirected', actions: assign(({ context }) => ({ redirects: context.redirects + 1 })) } } },
    error: { on: { RETRY: { target: 'code_input', actions: assign({ code: '', message: null }) } } },
    redirected: {},
  },
});

export const EVENTS = [
  { type: 'TYPE_MESSY', value: '12a3-4567 89' },
  { type: 'TYPE_SHORT', value: '12' },
  ...['SUBMIT', 'RESEND', 'RESEND_OK', 'RESEND_FAILS', 'VERIFY_OK', 'VERIFY_REFUSED', 'VERIFY_DOWN', 'RETRY'].map((type) => ({ type })),
  { type: 'WAIT_1499', ms: 1499 },
  { type: 'WAIT_1', ms: 1 },
] as ModelEvent[];

/** What tells the model's states apart for its paths (and the transition cover). */
export const serializeState = (s: AnyMachineSnapshot) => JSON.stringify([s.value, (s.context as Expected).code.length]);
