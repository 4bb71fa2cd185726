import { assign, type AnyMachineSnapshot, setup } from 'xstate';
import type { ModelEvent } from './paths.ts';

// Spec sections 2 (password reset page), 4 (forms: password reset), 5, 7 and 8: four steps; a
// successful code request (forgot-password with the email) moves 1 to 2; six digits move 2 to 3 with
// no server check; resend asks forgot-password again; a successful reset (email, code, newPassword)
// moves 3 to 4; toasts 'Reset code sent to your email.', 'Please enter a valid 6-digit code', and
// 'Your password has been reset. You can now log in with your new password.'.
// The model lives here so the vitest walk (password-reset.test.ts) and the Chromium walk (e2e/models) share it.

export const EMAIL = 'amina@example.ma';
export const PASSWORD = 'Nouveau#2027';
export const digits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

export interface Expected {
  code: string;
  sendCalls: number;
  resetCalls: { email: string; code: string; password: string }[];
  toasts: string[];
}

export const model = setup({
  types: { context: {} as Expected, events: {} as ModelEvent & { value?: string } },
  actions: {
    toast: assign(({ context }, params: { toast: string }) => ({ toasts: [...context.toasts, params.toast] })),
    send: assign(({ context }) => ({ sendCalls: context.sendCalls + 1 })),
    type: assign({ code: ({ event }) => digits(event.value!) }),
  },
}).createMachine({
  id: 'passwordResetModel',
  context: { code: '', sendCalls: 0, resetCalls: [], toasts: [] },
  initial: 'step1',
  states: {
    step1: { on: { SUBMIT_EMAIL: { target: 'sending', actions: 'send' } } },
    sending: {
      on: {
        CODE_SENT: { target: 'step2', actions: { type: 'toast', params: { toast: 'Reset code sent to your email.' } } },
        SEND_FAILS: { target: 'step1', actions: { type: 'toast', params: { toast: 'send failed: Failed to send reset code' } } },
      },
    },
    step2: {
      on: {
        TYPE_CODE: { target: 'step2', actions: 'type' },
        TYPE_SHORT: { target: 'step2', actions: 'type' },
        SUBMIT_CODE: [
          { guard: ({ context }) => context.code.length === 6, target: 'step3' },
          { target: 'step2', actions: { type: 'toast', params: { toast: 'Please enter a valid 6-digit code' } } },
        ],
        RESEND: { target: 'resending', actions: 'send' },
      },
    },
    resending: {
      on: {
        CODE_SENT: { target: 'step2', actions: { type: 'toast', params: { toast: 'Reset code sent to your email.' } } },
        RESEND_FAILS: { target: 'step2', actions: { type: 'toast', params: { toast: 'resend failed: Failed to resend code' } } },
      },
    },
    step3: {
      on: {
        SUBMIT_PASSWORD: { target: 'resetting', actions: assign(({ context }) => ({ resetCalls: [...context.resetCalls, { email: EMAIL, code: context.code, password: PASSWORD }] })) },
      },
    },
    resetting: {
      on: {
        RESET_OK: { target: 'step4', actions: { type: 'toast', params: { toast: 'Your password has been reset. You can now log in with your new password.' } } },
        RESET_REFUSED: { target: 'step3', actions: { type: 'toast', params: { toast: 'reset failed: Invalid or expired reset code.' } } },
      },
    },
    step4: {},
  },
});

export const EVENTS = [
  { type: 'TYPE_CODE', value: '12-34 567' },
  { type: 'TYPE_SHORT', value: '123' },
  ...['SUBMIT_EMAIL', 'CODE_SENT', 'SEND_FAILS', 'SUBMIT_CODE', 'RESEND', 'RESEND_FAILS', 'SUBMIT_PASSWORD', 'RESET_OK', 'RESET_REFUSED'].map((type) => ({ type })),
] as ModelEvent[];

/** What tells the model's states apart for its paths (and the transition cover). */
export const serializeState = (s: AnyMachineSnapshot) => JSON.stringify([s.value, (s.context as Expected).code.length]);
