import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type SessionUser, type StoredSession } from '../../machines/session.ts';

const USER: SessionUser = { id: 'u1', email: 'a@b.ma', firstName: 'A', lastName: 'B', name: 'A B', isVerified: true, phone: null };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function harness(stored: StoredSession | null, refresh: () => Promise<{ accessToken: string; refreshToken: string; expiresIn: number }>) {
  const calls = { refresh: 0, profile: 0, persist: 0, clear: 0, guest: 0 };
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        restore: fromPromise(async () => stored),
        refreshTokens: fromPromise(async () => {
          calls.refresh++;
          return refresh();
        }),
        fetchProfile: fromPromise(async () => {
          calls.profile++;
          return USER;
        }),
        logout: fromPromise(async () => {}),
      },
      actions: {
        persist: () => void calls.persist++,
        clearStorage: () => void calls.clear++,
        startGuestSession: () => void calls.guest++,
      },
    }),
  ).start();
  return { actor, calls };
}

const tokens = (n: number) => ({ accessToken: `a${n}`, refreshToken: `r${n}`, expiresIn: 900 });

describe('session', () => {
  it('starts as a guest when nothing is stored', async () => {
    const { actor } = harness(null, async () => tokens(1));
    await waitFor(actor, (s) => s.matches('guest'));
  });

  it('restores a stored session, refreshing first when its token expires within 5 minutes', async () => {
    const { actor, calls } = harness({ accessToken: 'old', refreshToken: 'r0', expiresAt: Date.now() + 60_000, user: null }, async () => tokens(1));
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    expect(calls.refresh).toBe(1);
    // The profile is loaded after the refresh, with the new token.
    expect(calls.profile).toBe(1);
    expect(actor.getSnapshot().context.session?.accessToken).toBe('a1');
  });

  it('refreshes once for many callers at a time', async () => {
    let release!: () => void;
    const { actor, calls } = harness({ accessToken: 'a0', refreshToken: 'r0', expiresAt: Date.now() + 3_600_000, user: USER }, () =>
      new Promise((resolve) => {
        release = () => resolve(tokens(2));
      }),
    );
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    // Loading the profile went first; the token was fresh, so no refresh yet.
    expect(calls.refresh).toBe(0);
    for (let i = 0; i < 5; i++) actor.send({ type: 'REFRESH' });
    const waiters = Array.from({ length: 5 }, () => waitFor(actor, (s) => s.matches({ authenticated: 'idle' })));
    release();
    await Promise.all(waiters);
    expect(calls.refresh).toBe(1);
    expect(actor.getSnapshot().context.session?.refreshToken).toBe('r2');
  });

  it('looks every 5 minutes and refreshes a token about to expire', async () => {
    const { actor, calls } = harness({ accessToken: 'a0', refreshToken: 'r0', expiresAt: Date.now() + 9 * 60_000, user: USER }, async () => tokens(3));
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    // Spec section 9: the background check runs every 5 min (300000 ms).
    await vi.advanceTimersByTimeAsync(300_000 - 1);
    expect(calls.refresh).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    expect(calls.refresh).toBe(1);
  });

  it('clears local data and starts a new guest session when a refresh fails', async () => {
    const { actor, calls } = harness({ accessToken: 'a0', refreshToken: 'r0', expiresAt: Date.now() + 3_600_000, user: USER }, async () => {
      throw new Error('401');
    });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('guest'));
    expect(calls.clear).toBe(1);
    expect(calls.guest).toBe(1);
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  // Spec section 9: a token lives `expiresIn` seconds and is refreshed once 5 minutes or less are left.
  it("keeps a token for its lifetime in seconds and refreshes it when 5 minutes are left, at the background check's pace", async () => {
    const { actor, calls } = harness(null, async () => tokens(2));
    await waitFor(actor, (s) => s.matches('guest'));
    const signedInAt = Date.now();
    actor.send({ type: 'LOGIN_SUCCESS', user: USER, tokens: tokens(1), guestId: null });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    expect(actor.getSnapshot().context.session?.expiresAt).toBe(signedInAt + 900_000);
    // At 5 minutes, 10 are left: no refresh. At 10 minutes, 5 are left: refresh.
    await vi.advanceTimersByTimeAsync(300_000);
    expect(calls.refresh).toBe(0);
    await vi.advanceTimersByTimeAsync(300_000);
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    expect(calls.refresh).toBe(1);
    const refreshedAt = Date.now();
    expect(actor.getSnapshot().context.session).toMatchObject({ accessToken: 'a2', refreshToken: 'r2', expiresAt: refreshedAt + 900_000 });
    // The new token lives 15 minutes too: next refresh 10 minutes later, not sooner.
    await vi.advanceTimersByTimeAsync(300_000);
    expect(calls.refresh).toBe(1);
    await vi.advanceTimersByTimeAsync(300_000);
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    expect(calls.refresh).toBe(2);
  });

  // Spec section 8: TOKEN_EXPIRED (401, 'Session expired'): local data cleared.
  it("signs out with 'Session expired' when the session expires, and with no error after a failed refresh", async () => {
    const { actor, calls } = harness({ accessToken: 'a0', refreshToken: 'r0', expiresAt: Date.now() + 3_600_000, user: USER }, async () => {
      throw new Error('refresh refused');
    });
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'guest', context: { session: null, error: 'Session expired' } });
    expect(calls).toMatchObject({ clear: 1, guest: 1 });
    actor.send({ type: 'LOGIN_SUCCESS', user: USER, tokens: tokens(1), guestId: null });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches('guest'));
    expect(actor.getSnapshot().context).toMatchObject({ session: null, error: null });
  });

  it('keeps and stores a profile the shopper updated', async () => {
    const { actor, calls } = harness({ accessToken: 'a0', refreshToken: 'r0', expiresAt: Date.now() + 3_600_000, user: USER }, async () => tokens(1));
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    const persisted = calls.persist;
    const renamed = { ...USER, firstName: 'Salma', name: 'Salma B' };
    actor.send({ type: 'PROFILE_UPDATED', user: renamed });
    expect(actor.getSnapshot().context.session).toMatchObject({ accessToken: 'a0', user: renamed });
    expect(calls.persist).toBe(persisted + 1);
  });

  it('signs in, remembers the guest id for the cart merge, and signs out', async () => {
    const { actor, calls } = harness(null, async () => tokens(1));
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'LOGIN_SUCCESS', user: USER, tokens: tokens(9), guestId: 'guest_abc' });
    // The profile is read again after a login.
    expect(actor.getSnapshot().matches({ authenticated: 'loadingProfile' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    expect(calls.profile).toBe(1);
    expect(actor.getSnapshot().context).toMatchObject({ previousGuestId: 'guest_abc', session: { accessToken: 'a9', user: USER } });
    expect(calls.persist).toBe(2);
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('guest'));
    expect(calls.clear).toBe(1);
  });
});

describe('a 401 on the profile', () => {
  const RETRIED: SessionUser = { ...USER, firstName: 'Retried' };
  it('is retried once after a successful refresh, at start-up', async () => {
    const unauthorized = Object.assign(new Error('Session expired'), { status: 401 });
    const answers: (() => Promise<SessionUser>)[] = [() => Promise.reject(unauthorized), async () => RETRIED];
    const seen: string[] = [];
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          restore: fromPromise(async (): Promise<StoredSession | null> => ({ accessToken: 'a0', refreshToken: 'r0', expiresAt: Date.now() + 3_600_000, user: USER })),
          refreshTokens: fromPromise(async ({ input }) => (seen.push(`refresh ${input.refreshToken}`), tokens(1))),
          fetchProfile: fromPromise(async ({ input }) => (seen.push(`me ${input.accessToken}`), answers.shift()!())),
        },
        actions: { clearStorage: () => void seen.push('clear'), persist: () => void seen.push('persist') },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }) || s.matches('guest'));
    expect(seen).toEqual(['me a0', 'refresh r0', 'persist', 'me a1', 'persist']);
    expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.session).toMatchObject({ accessToken: 'a1', user: RETRIED });
  });

  it('clears local data when the retry answers 401 again, with no second refresh', async () => {
    const unauthorized = Object.assign(new Error('Session expired'), { status: 401 });
    const seen: string[] = [];
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          restore: fromPromise(async (): Promise<StoredSession | null> => ({ accessToken: 'a0', refreshToken: 'r0', expiresAt: Date.now() + 3_600_000, user: USER })),
          refreshTokens: fromPromise(async ({ input }) => (seen.push(`refresh ${input.refreshToken}`), tokens(1))),
          fetchProfile: fromPromise(async ({ input }) => (seen.push(`me ${input.accessToken}`), Promise.reject(unauthorized))),
        },
        actions: { clearStorage: () => void seen.push('clear') },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('guest'));
    expect(seen).toEqual(['me a0', 'refresh r0', 'me a1', 'clear']);
  });
});

describe('signup success', () => {
  it('closes the auth menu at once and opens the verification page 500 ms later', async () => {
    const seen: string[] = [];
    const actor = createActor(
      sessionMachine.provide({
        actors: { restore: fromPromise(async (): Promise<StoredSession | null> => null) },
        actions: {
          closeAuthMenu: () => void seen.push('close'),
          goToVerification: (_, { email }) => void seen.push(`go ${email}`),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'SIGNUP_SUCCESS', user: USER, tokens: tokens(1), guestId: 'guest_x' });
    expect(seen).toEqual(['close']);
    await vi.advanceTimersByTimeAsync(499);
    expect(seen).toEqual(['close']);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['close', 'go a@b.ma']);
    expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);
  });
});

describe('login success', () => {
  it('closes the auth menu at once and loads the profile', async () => {
    const seen: string[] = [];
    const actor = createActor(
      sessionMachine.provide({
        actors: { restore: fromPromise(async (): Promise<StoredSession | null> => null) },
        actions: { closeAuthMenu: () => void seen.push('close'), goToVerification: () => void seen.push('go') },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('guest'));
    actor.send({ type: 'LOGIN_SUCCESS', user: USER, tokens: tokens(1), guestId: 'guest_x' });
    expect(seen).toEqual(['close']);
    expect(actor.getSnapshot().matches({ authenticated: 'loadingProfile' })).toBe(true);
    expect(actor.getSnapshot().context.previousGuestId).toBe('guest_x');
  });
});
