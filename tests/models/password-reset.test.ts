import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { passwordResetMachine } from '../../machines/password-reset.ts';
import { fakeCalls, type ModelEvent, modelPaths, modelStates, type RealUnderTest, recordActions, walk } from './walk.ts';

// Spec sections 2 (password reset page), 4 (forms: password reset), 5, 7 and 8: four steps; a
// successful code request (forgot-password with the email) moves 1 to 2; six digits move 2 to 3 with
// no server check; resend asks forgot-password again; a successful reset (email, code, newPassword)
// moves 3 to 4; toasts 'Reset code sent to your email.', 'Please enter a valid 6-digit code', and
// 'Your password has been reset. You can now log in with your new password.'.
const EMAIL = 'amina@example.ma';
const PASSWORD = 'Nouveau#2027';
const digits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

interface Expected {
  code: string;
  sendCalls: number;
  resetCalls: { email: string; code: string; password: string }[];
  toasts: string[];
}

const model = setup({
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

const EVENTS = [
  { type: 'TYPE_CODE', value: '12-34 567' },
  { type: 'TYPE_SHORT', value: '123' },
  ...['SUBMIT_EMAIL', 'CODE_SENT', 'SEND_FAILS', 'SUBMIT_CODE', 'RESEND', 'RESEND_FAILS', 'SUBMIT_PASSWORD', 'RESET_OK', 'RESET_REFUSED'].map((type) => ({ type })),
] as ModelEvent[];

const TOASTS: Record<string, (params: unknown) => string> = {
  notifyCodeSent: () => 'Reset code sent to your email.',
  notifySendFailed: (p) => `send failed: ${(p as { message: string }).message}`,
  notifyResendFailed: (p) => `resend failed: ${(p as { message: string }).message}`,
  warnInvalidCode: () => 'Please enter a valid 6-digit code',
  notifyReset: () => 'Your password has been reset. You can now log in with your new password.',
  notifyResetFailed: (p) => `reset failed: ${(p as { message: string }).message}`,
};

function start() {
  const calls = fakeCalls(['sendCode', 'reset'] as const);
  const effects = recordActions(Object.keys(TOASTS) as (keyof typeof TOASTS)[]);
  const actor = createActor(passwordResetMachine.provide({ actors: calls.actors as never, actions: effects.actions })).start();
  return { actor, calls, effects };
}
type H = ReturnType<typeof start>;

const real: RealUnderTest<H, Expected> = {
  start,
  run: {
    SUBMIT_EMAIL: (h) => h.actor.send({ type: 'SUBMIT_EMAIL', email: EMAIL }),
    CODE_SENT: (h) => h.calls.answer('sendCode'),
    SEND_FAILS: (h) => h.calls.fail('sendCode', new Error('Failed to send reset code')),
    TYPE_CODE: (h, e) => h.actor.send({ type: 'CODE_CHANGED', value: (e as ModelEvent & { value: string }).value }),
    TYPE_SHORT: (h, e) => h.actor.send({ type: 'CODE_CHANGED', value: (e as ModelEvent & { value: string }).value }),
    SUBMIT_CODE: (h) => h.actor.send({ type: 'SUBMIT_CODE' }),
    RESEND: (h) => h.actor.send({ type: 'RESEND' }),
    RESEND_FAILS: (h) => h.calls.fail('sendCode', new Error('Failed to resend code')),
    SUBMIT_PASSWORD: (h) => h.actor.send({ type: 'SUBMIT_PASSWORD', password: PASSWORD }),
    RESET_OK: (h) => h.calls.answer('reset'),
    RESET_REFUSED: (h) => h.calls.fail('reset', Object.assign(new Error('Invalid or expired reset code.'), { codeRejected: true })),
  },
  expect: {},
};

function onStep(step: 1 | 2 | 3 | 4, waiting?: 'sendCode' | 'reset') {
  return (h: H, m: Expected) => {
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.matches(`step${step}`), `step ${step} shown (at ${JSON.stringify(snapshot.value)})`).toBe(true);
    if (step === 2) expect(snapshot.context.code, 'code field').toBe(m.code);
    expect(h.calls.inputs.sendCode, 'forgot-password calls').toEqual(Array.from({ length: m.sendCalls }, () => ({ email: EMAIL })));
    expect(h.calls.inputs.reset, 'reset-password calls').toEqual(m.resetCalls);
    expect(h.effects.log.map((e) => TOASTS[e.name]!(e.params)), 'toasts').toEqual(m.toasts);
    if (waiting) expect(h.calls.waiting(waiting), `${waiting} in flight`).toBe(1);
  };
}

real.expect = {
  step1: onStep(1),
  sending: onStep(1, 'sendCode'),
  step2: onStep(2),
  resending: onStep(2, 'sendCode'),
  step3: onStep(3),
  resetting: onStep(3, 'reset'),
  step4: onStep(4),
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('model: password reset (spec sections 2, 4, 5 and 8)', () => {
  const serializeState = (s: { value: unknown; context: Expected }) => JSON.stringify([s.value, s.context.code.length]);
  const paths = modelPaths(model, EVENTS, { serializeState: serializeState as never, simple: true });

  it('has an expectation for every model state', () => {
    expect(Object.keys(real.expect).sort()).toEqual(modelStates(model).sort());
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', async (_name, path) => {
    await walk(model, real, path);
  });
});
