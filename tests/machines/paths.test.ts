// Reachability only: these cases replay the machine's own paths on itself; the spec's expectations live in tests/models/.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSimplePaths } from 'xstate/graph';
import { passwordResetMachine } from '../../machines/password-reset.ts';
import { BACKGROUND_CHECK_MS, sessionMachine, VERIFY_REDIRECT_MS } from '../../machines/session.ts';
import { VERIFIED_REDIRECT_MS, verificationMachine } from '../../machines/verification.ts';
import { replayPath } from '../support/replay-paths.ts';

// Model-based tests: xstate/graph lists every simple path of each machine over the events below
// (the user's, and the results of its calls and timers); each path is replayed on the real machine.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// The session's context holds clock times: its states are told apart by value alone.
const byValue = { serializeState: (state: { value: unknown; context: unknown }) => JSON.stringify(state.value) };
const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(`${id} failed`) }) as never;

describe('reachability: verification machine', () => {
  const paths = getSimplePaths(verificationMachine, {
    input: { email: 'amina@example.ma' },
    events: [
      { type: 'CODE_CHANGED', value: '12a3456' },
      { type: 'CODE_CHANGED', value: '12' },
      { type: 'SUBMIT' },
      { type: 'RESEND' },
      { type: 'RETRY' },
      done('verify'),
      error('verify'),
      done('resend'),
      error('resend'),
      { type: 'xstate.after.redirect.verification.success' } as never,
    ],
  });

  it('has a path to every state', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const state of ['{"code_input":"ready"}', '{"code_input":"resending"}', '"processing"', '"success"', '"error"', '"done"']) {
      expect(reached).toContain(state);
    }
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' > '), p] as const))('walks %s', async (_name, path) => {
    await replayPath(verificationMachine, path, { actors: ['verify', 'resend'], delays: { redirect: VERIFIED_REDIRECT_MS }, input: { email: 'amina@example.ma' } });
  });
});

describe('reachability: password reset machine', () => {
  const paths = getSimplePaths(passwordResetMachine, {
    events: [
      { type: 'SUBMIT_EMAIL', email: 'amina@example.ma' },
      { type: 'CODE_CHANGED', value: '123456' },
      { type: 'CODE_CHANGED', value: '1' },
      { type: 'SUBMIT_CODE' },
      { type: 'RESEND' },
      { type: 'SUBMIT_PASSWORD', password: 'Nouveau#2027' },
      done('sendCode'),
      error('sendCode'),
      done('reset'),
      error('reset'),
    ],
  });

  it('has a path to every step', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const state of ['{"step1":"sending"}', '{"step2":"editing"}', '{"step2":"resending"}', '{"step3":"resetting"}', '"step4"']) {
      expect(reached).toContain(state);
    }
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' > '), p] as const))('walks %s', async (_name, path) => {
    await replayPath(passwordResetMachine, path, { actors: ['sendCode', 'reset'], delays: {} });
  });
});

describe('reachability: session machine', () => {
  const user = { id: 'u1', email: 'a@b.ma', firstName: 'A', lastName: 'B', name: 'A B', isVerified: true, phone: null };
  const tokens = { accessToken: 'a', refreshToken: 'r', expiresIn: 900 };
  const stored = { accessToken: 'a0', refreshToken: 'r0', expiresAt: Date.now() + 3_600_000, user };
  const paths = getSimplePaths(sessionMachine, {
    ...byValue,
    events: [
      done('restore', stored),
      done('restore', null),
      error('restore'),
      done('fetchProfile', user),
      error('fetchProfile'),
      done('refreshTokens', tokens),
      error('refreshTokens'),
      done('logout'),
      error('logout'),
      { type: 'LOGIN_SUCCESS', user, tokens, guestId: 'guest_x' },
      { type: 'SIGNUP_SUCCESS', user, tokens, guestId: 'guest_x' },
      { type: 'LOGOUT' },
      { type: 'SESSION_EXPIRED' },
      { type: 'REFRESH' },
      { type: 'REFRESH_PROFILE' },
      { type: 'xstate.after.verifyRedirect.session.authenticated.welcoming' } as never,
      { type: 'xstate.after.backgroundCheck.session.authenticated.idle' } as never,
    ],
  });

  it('has a path to every state', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const state of ['"guest"', '{"authenticated":"idle"}', '{"authenticated":"refreshing"}', '{"authenticated":"loadingProfile"}', '{"authenticated":"welcoming"}', '{"authenticated":"loggingOut"}']) {
      expect(reached).toContain(state);
    }
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' > '), p] as const))('walks %s', async (_name, path) => {
    await replayPath(sessionMachine, path, {
      actors: ['restore', 'fetchProfile', 'refreshTokens', 'logout'],
      delays: { verifyRedirect: VERIFY_REDIRECT_MS, backgroundCheck: BACKGROUND_CHECK_MS },
    });
  });
});
