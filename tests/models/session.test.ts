import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { sessionMachine, type SessionUser, type StoredSession } from '../../machines/session.ts';
import { fakeCalls, type ModelEvent, modelPaths, modelStates, type RealUnderTest, recordActions, walk } from './walk.ts';

// Spec sections 4 (session and tokens) and 9: startup check, refresh within 5 minutes (300000 ms) of
// expiry and every 5 minutes in the background, one refresh at a time, a 401 retried once after a
// successful refresh (else local data cleared), login, logout, expiry, signup's 500 ms redirect.
const USER: SessionUser = { id: 'u1', email: 'amina@example.ma', firstName: 'Amina', lastName: 'Bennani', name: 'Amina Bennani', isVerified: true, phone: null };

interface Expected {
  /** Access token the session must hold, refresh token it must send. */
  token: string;
  refreshToken: string;
  /** Tokens handed out by refreshes so far (a1/r1, a2/r2...). */
  refreshed: number;
  refreshCalls: string[];
  profileCalls: string[];
  logoutCalls: string[];
  /** Local data cleared and a new guest session started, so many times. */
  clears: number;
  menuCloses: number;
  verificationPages: string[];
  guestId: string | null;
  /** The token of the sign-in dies in 9 minutes: the 5-minute background check must refresh it. */
  short: boolean;
}

const model = setup({
  types: { context: {} as Expected, events: {} as ModelEvent },
  actions: {
    refreshOk: assign(({ context }) => ({ refreshed: context.refreshed + 1, token: `a${context.refreshed + 1}`, refreshToken: `r${context.refreshed + 1}`, short: false })),
    askRefresh: assign(({ context }) => ({ refreshCalls: [...context.refreshCalls, context.refreshToken] })),
    askProfile: assign(({ context }) => ({ profileCalls: [...context.profileCalls, context.token] })),
    cleared: assign(({ context }) => ({ clears: context.clears + 1 })),
    signIn: assign(({ context }, params: { short: boolean }) => ({ token: 'aL', refreshToken: 'rL', short: params.short, menuCloses: context.menuCloses + 1, guestId: 'guest_x' })),
  },
}).createMachine({
  id: 'sessionModel',
  context: { token: '', refreshToken: '', refreshed: 0, refreshCalls: [], profileCalls: [], logoutCalls: [], clears: 0, menuCloses: 0, verificationPages: [], guestId: null, short: false },
  initial: 'starting',
  states: {
    // Auth loading: the stored tokens are being read.
    starting: {
      on: {
        START_EMPTY: 'guest',
        // Expires in 5 min + 1 ms: not within 5 minutes, no refresh yet (the 5-minute check will).
        START_FRESH: { target: 'loadingProfile', actions: [assign({ token: 'a0', refreshToken: 'r0', short: true }), 'askProfile'] },
        // Expires in 4 minutes: refreshed before anything else.
        START_STALE: { target: 'refreshingFirst', actions: [assign({ token: 'a0', refreshToken: 'r0' }), 'askRefresh'] },
      },
    },
    refreshingFirst: {
      on: {
        REFRESH_OK: { target: 'loadingProfile', actions: ['refreshOk', 'askProfile'] },
        REFRESH_FAILS: { target: 'guest', actions: 'cleared' },
      },
    },
    loadingProfile: {
      on: {
        PROFILE_OK: 'signedIn',
        PROFILE_401: { target: 'refreshingAfter401', actions: 'askRefresh' },
        PROFILE_DOWN: { target: 'guest', actions: 'cleared' },
      },
    },
    refreshingAfter401: {
      on: {
        REFRESH_OK: { target: 'retryingProfile', actions: ['refreshOk', 'askProfile'] },
        REFRESH_FAILS: { target: 'guest', actions: 'cleared' },
        ASK_REFRESH: 'refreshingAfter401',
      },
    },
    // Retried once: another 401 clears local data, with no second refresh.
    retryingProfile: {
      on: {
        PROFILE_OK: 'signedIn',
        PROFILE_401: { target: 'guest', actions: 'cleared' },
      },
    },
    signedIn: {
      on: {
        LOGOUT: { target: 'loggingOut', actions: assign(({ context }) => ({ logoutCalls: [...context.logoutCalls, context.token] })) },
        EXPIRED: { target: 'guest', actions: 'cleared' },
        ASK_REFRESH: { target: 'refreshing', actions: 'askRefresh' },
        WAIT_299999: 'signedIn299999',
      },
    },
    signedIn299999: {
      on: {
        WAIT_1: [
          { guard: ({ context }) => context.short, target: 'refreshing', actions: 'askRefresh' },
          { target: 'signedIn' },
        ],
      },
    },
    refreshing: {
      on: {
        // One refresh at a time: asking again starts no second one.
        ASK_REFRESH: 'refreshing',
        REFRESH_OK: { target: 'signedIn', actions: 'refreshOk' },
        REFRESH_FAILS: { target: 'guest', actions: 'cleared' },
      },
    },
    loggingOut: { on: { LOGOUT_DONE: { target: 'guest', actions: 'cleared' } } },
    guest: {
      on: {
        LOGIN: { target: 'loadingProfile', actions: [{ type: 'signIn', params: { short: false } }, 'askProfile'] },
        LOGIN_SHORT: { target: 'loadingProfile', actions: [{ type: 'signIn', params: { short: true } }, 'askProfile'] },
        SIGNUP: { target: 'welcoming0', actions: { type: 'signIn', params: { short: false } } },
      },
    },
    welcoming0: { on: { WAIT_499: 'welcoming499' } },
    welcoming499: { on: { WAIT_1: { target: 'signedIn', actions: assign(({ context }) => ({ verificationPages: [...context.verificationPages, USER.email] })) } } },
  },
});

const EVENTS: ModelEvent[] = [
  { type: 'START_EMPTY' },
  { type: 'START_FRESH' },
  { type: 'START_STALE' },
  { type: 'REFRESH_OK' },
  { type: 'REFRESH_FAILS' },
  { type: 'PROFILE_OK' },
  { type: 'PROFILE_401' },
  { type: 'PROFILE_DOWN' },
  { type: 'LOGIN' },
  { type: 'LOGIN_SHORT' },
  { type: 'SIGNUP' },
  { type: 'LOGOUT' },
  { type: 'LOGOUT_DONE' },
  { type: 'EXPIRED' },
  { type: 'ASK_REFRESH' },
  { type: 'WAIT_299999', ms: 299_999 },
  { type: 'WAIT_499', ms: 499 },
  { type: 'WAIT_1', ms: 1 },
];

const apiError = (status: number, message: string) => Object.assign(new Error(message), { status, code: status === 401 ? 'TOKEN_EXPIRED' : 'NETWORK_ERROR' });

function start() {
  const calls = fakeCalls(['restore', 'refreshTokens', 'fetchProfile', 'logout'] as const);
  const effects = recordActions(['persist', 'clearStorage', 'startGuestSession', 'closeAuthMenu', 'goToVerification'] as const);
  const actor = createActor(sessionMachine.provide({ actors: calls.actors as never, actions: effects.actions })).start();
  return { actor, calls, effects, refreshed: 0 };
}
type H = ReturnType<typeof start>;

const stored = (expiresInMs: number): StoredSession => ({ accessToken: 'a0', refreshToken: 'r0', expiresAt: Date.now() + expiresInMs, user: USER });
const tokens = (expiresIn: number, name: string) => ({ accessToken: `a${name}`, refreshToken: `r${name}`, expiresIn });

const real: RealUnderTest<H, Expected> = {
  start,
  run: {
    START_EMPTY: (h) => h.calls.answer('restore', null),
    START_FRESH: (h) => h.calls.answer('restore', stored(300_001)),
    START_STALE: (h) => h.calls.answer('restore', stored(240_000)),
    REFRESH_OK: (h) => h.calls.answer('refreshTokens', tokens(3600, String(++h.refreshed))),
    REFRESH_FAILS: (h) => h.calls.fail('refreshTokens', apiError(401, 'Session expired')),
    PROFILE_OK: (h) => h.calls.answer('fetchProfile', USER),
    PROFILE_401: (h) => h.calls.fail('fetchProfile', apiError(401, 'Session expired')),
    PROFILE_DOWN: (h) => h.calls.fail('fetchProfile', apiError(0, 'Network error')),
    LOGIN: (h) => h.actor.send({ type: 'LOGIN_SUCCESS', user: USER, tokens: tokens(3600, 'L'), guestId: 'guest_x' }),
    LOGIN_SHORT: (h) => h.actor.send({ type: 'LOGIN_SUCCESS', user: USER, tokens: tokens(540, 'L'), guestId: 'guest_x' }),
    SIGNUP: (h) => h.actor.send({ type: 'SIGNUP_SUCCESS', user: USER, tokens: tokens(3600, 'L'), guestId: 'guest_x' }),
    LOGOUT: (h) => h.actor.send({ type: 'LOGOUT' }),
    LOGOUT_DONE: (h) => h.calls.answer('logout'),
    EXPIRED: (h) => h.actor.send({ type: 'SESSION_EXPIRED' }),
    ASK_REFRESH: (h) => h.actor.send({ type: 'REFRESH' }),
  },
  expect: {},
};

/** What every state shows: the calls made with their tokens, clearing, menu and navigation. */
function seen(h: H, m: Expected, loggedIn: boolean) {
  const snapshot = h.actor.getSnapshot();
  expect(snapshot.matches('authenticated'), 'logged in').toBe(loggedIn);
  expect(h.calls.inputs.refreshTokens, 'refresh calls (refresh token sent)').toEqual(m.refreshCalls.map((refreshToken) => ({ refreshToken })));
  expect(h.calls.inputs.fetchProfile, 'profile calls (bearer token)').toEqual(m.profileCalls.map((accessToken) => ({ accessToken })));
  expect(h.calls.inputs.logout, 'logout calls').toEqual(m.logoutCalls.map((accessToken) => ({ accessToken })));
  expect(h.effects.named('clearStorage').length, 'local data cleared').toBe(m.clears);
  expect(h.effects.named('startGuestSession').length, 'new guest sessions').toBe(m.clears);
  expect(h.effects.named('closeAuthMenu').length, 'auth menu closed').toBe(m.menuCloses);
  expect(h.effects.named('goToVerification'), 'verification page opened').toEqual(m.verificationPages.map((email) => ({ email })));
  if (loggedIn) {
    expect(snapshot.context.session?.accessToken, 'token in use').toBe(m.token);
    expect(snapshot.context.previousGuestId, 'guest id kept for the merge').toBe(m.guestId);
  } else expect(snapshot.context.session, 'session kept').toBeNull();
}
const waitingFor = (h: H, name: 'refreshTokens' | 'fetchProfile' | 'logout') => expect(h.calls.waiting(name), `${name} in flight`).toBe(1);

real.expect = {
  starting: (h) => {
    expect(h.actor.getSnapshot().matches('loading'), 'auth loading').toBe(true);
    expect(h.calls.waiting('restore')).toBe(1);
  },
  refreshingFirst: (h, m) => (seen(h, m, true), waitingFor(h, 'refreshTokens'), expect(h.calls.inputs.fetchProfile).toEqual([])),
  loadingProfile: (h, m) => (seen(h, m, true), waitingFor(h, 'fetchProfile')),
  refreshingAfter401: (h, m) => (seen(h, m, true), waitingFor(h, 'refreshTokens')),
  retryingProfile: (h, m) => (seen(h, m, true), waitingFor(h, 'fetchProfile')),
  signedIn: (h, m) => (seen(h, m, true), expect(h.actor.getSnapshot().context.session?.user).toEqual(USER)),
  signedIn299999: (h, m) => seen(h, m, true),
  refreshing: (h, m) => (seen(h, m, true), waitingFor(h, 'refreshTokens')),
  loggingOut: (h, m) => (seen(h, m, true), waitingFor(h, 'logout')),
  guest: (h, m) => (seen(h, m, false), expect(h.actor.getSnapshot().matches('loading'), 'auth loading').toBe(false)),
  welcoming0: (h, m) => seen(h, m, true),
  welcoming499: (h, m) => seen(h, m, true),
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('model: session and tokens (spec sections 4 and 9)', () => {
  const serializeState = (s: { value: unknown; context: Expected }) => JSON.stringify([s.value, s.context.short]);
  const paths = modelPaths(model, EVENTS, { serializeState: serializeState as never });

  it('has an expectation for every model state', () => {
    expect(Object.keys(real.expect).sort()).toEqual(modelStates(model).sort());
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', async (_name, path) => {
    await walk(model, real, path);
  });
});
