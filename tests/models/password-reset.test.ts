import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { passwordResetMachine } from '../../machines/password-reset.ts';
import { EMAIL, EVENTS, type Expected, model, serializeState, PASSWORD } from './password-reset-model.ts';
import { fakeCalls, type ModelEvent, modelPaths, modelStates, type RealUnderTest, recordActions, walk } from './walk.ts';

// The model, written from the spec, is in password-reset-model.ts (shared with the Chromium walk, e2e/models);
// here its paths are walked on the real machine, effects and time faked.
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
  const paths = modelPaths(model, EVENTS, { serializeState: serializeState as never, simple: true });

  it('has an expectation for every model state', () => {
    expect(Object.keys(real.expect).sort()).toEqual(modelStates(model).sort());
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', async (_name, path) => {
    await walk(model, real, path);
  });
});
