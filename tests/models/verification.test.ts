import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { verificationMachine } from '../../machines/verification.ts';
import { EMAIL, EVENTS, type Expected, model, serializeState } from './verification-model.ts';
import { fakeCalls, type ModelEvent, modelPaths, modelStates, type RealUnderTest, recordActions, walk } from './walk.ts';

// The model, written from the spec, is in verification-model.ts (shared with the Chromium walk, e2e/models);
// here its paths are walked on the real machine, effects and time faked.
const TOASTS: Record<string, (params: unknown) => string> = {
  warnInvalidCode: () => 'Please enter a valid 6-digit code',
  notifyResent: () => 'New verification code sent to your email.',
  notifyResendFailed: (p) => `resend failed: ${(p as { message: string }).message}`,
  notifyVerified: () => 'Email verified successfully!',
  notifyFailed: () => 'Email verification failed',
};

function start() {
  const calls = fakeCalls(['verify', 'resend'] as const);
  const effects = recordActions([...(Object.keys(TOASTS) as (keyof typeof TOASTS)[]), 'refreshAuthAndGoOn'] as const);
  const actor = createActor(verificationMachine.provide({ actors: calls.actors as never, actions: effects.actions }), { input: { email: EMAIL } }).start();
  return { actor, calls, effects };
}
type H = ReturnType<typeof start>;

const real: RealUnderTest<H, Expected> = {
  start,
  run: {
    TYPE_MESSY: (h, e) => h.actor.send({ type: 'CODE_CHANGED', value: (e as ModelEvent & { value: string }).value }),
    TYPE_SHORT: (h, e) => h.actor.send({ type: 'CODE_CHANGED', value: (e as ModelEvent & { value: string }).value }),
    SUBMIT: (h) => h.actor.send({ type: 'SUBMIT' }),
    RESEND: (h) => h.actor.send({ type: 'RESEND' }),
    RESEND_OK: (h) => h.calls.answer('resend'),
    RESEND_FAILS: (h) => h.calls.fail('resend', new Error('Trop de demandes')),
    VERIFY_OK: (h) => h.calls.answer('verify'),
    VERIFY_REFUSED: (h) => h.calls.fail('verify', new Error('Code expiré')),
    VERIFY_DOWN: (h) => h.calls.fail('verify', new Error('')),
    RETRY: (h) => h.actor.send({ type: 'RETRY' }),
  },
  expect: {},
};

function view(name: 'code_input' | 'processing' | 'success' | 'error' | null) {
  return (h: H, m: Expected) => {
    const snapshot = h.actor.getSnapshot();
    if (name) expect(snapshot.matches(name), `${name} view`).toBe(true);
    if (name === 'code_input') expect(snapshot.context.code, 'code field').toBe(m.code);
    if (name === 'error') expect(snapshot.context.message, 'error message').toBe(m.message);
    expect(h.calls.inputs.verify, 'verify calls').toEqual(m.verifyCalls);
    expect(h.calls.inputs.resend, 'resend calls').toEqual(Array.from({ length: m.resendCalls }, () => ({ email: EMAIL })));
    expect(h.effects.log.filter((e) => e.name !== 'refreshAuthAndGoOn').map((e) => TOASTS[e.name]!(e.params)), 'toasts').toEqual(m.toasts);
    expect(h.effects.named('refreshAuthAndGoOn').length, 'auth refreshed and sent to /checkout').toBe(m.redirects);
  };
}

real.expect = {
  code_input: view('code_input'),
  resending: (h, m) => (view('code_input')(h, m), expect(h.calls.waiting('resend')).toBe(1)),
  processing: (h, m) => (view('processing')(h, m), expect(h.calls.waiting('verify')).toBe(1)),
  success: view('success'),
  success1499: view('success'),
  error: view('error'),
  redirected: view(null),
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('model: email verification (spec sections 2, 4, 5, 8 and 9)', () => {
  const paths = modelPaths(model, EVENTS, { serializeState: serializeState as never, simple: true });

  it('has an expectation for every model state', () => {
    expect(Object.keys(real.expect).sort()).toEqual(modelStates(model).sort());
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', async (_name, path) => {
    await walk(model, real, path);
  });
});
