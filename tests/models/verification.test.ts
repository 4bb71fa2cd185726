import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { verificationMachine } from '../../machines/verification.ts';
import { fakeCalls, type ModelEvent, modelPaths, modelStates, type RealUnderTest, recordActions, walk } from './walk.ts';

// Spec sections 2 (verification page), 4 (forms: verification), 5, 8 and 9: code_input, processing,
// success, error. Digits only, at most 6; submit only at exactly 6 digits with the email, else the
// toast 'Please enter a valid 6-digit code'. Success toasts 'Email verified successfully!' and 1500 ms
// later refreshes the auth status and goes to /checkout; failure shows the server's error (or the
// default) with the toast 'Email verification failed'; 'Réessayer' clears code and message.
const EMAIL = 'amina@example.ma';
const digits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

interface Expected {
  code: string;
  message: string | null;
  verifyCalls: { email: string; code: string }[];
  resendCalls: number;
  toasts: string[];
  redirects: number;
}

const model = setup({
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

const EVENTS = [
  { type: 'TYPE_MESSY', value: '12a3-4567 89' },
  { type: 'TYPE_SHORT', value: '12' },
  ...['SUBMIT', 'RESEND', 'RESEND_OK', 'RESEND_FAILS', 'VERIFY_OK', 'VERIFY_REFUSED', 'VERIFY_DOWN', 'RETRY'].map((type) => ({ type })),
  { type: 'WAIT_1499', ms: 1499 },
  { type: 'WAIT_1', ms: 1 },
] as ModelEvent[];

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
  const serializeState = (s: { value: unknown; context: Expected }) => JSON.stringify([s.value, s.context.code.length]);
  const paths = modelPaths(model, EVENTS, { serializeState: serializeState as never, simple: true });

  it('has an expectation for every model state', () => {
    expect(Object.keys(real.expect).sort()).toEqual(modelStates(model).sort());
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', async (_name, path) => {
    await walk(model, real, path);
  });
});
