import { assign, type DoneActorEvent, fromPromise, setup } from 'xstate';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  isVerified: boolean;
  phone: { country: string; countryCallingCode: string; national: string; international: string } | null;
  /** The language of the account's mails and pages (a session stored before issue 47 has none). */
  locale?: 'fr' | 'en' | 'ar';
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives, as the server says. */
  expiresIn: number;
}

/** What the session keeps, and what local storage keeps of it between visits. */
export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  user: SessionUser | null;
}

export interface SessionContext {
  session: StoredSession | null;
  /** The guest id of before the sign-in, for merging that guest's cart. */
  previousGuestId: string | null;
  error: string | null;
}

export type SessionEvent =
  | { type: 'LOGIN_SUCCESS'; user: SessionUser; tokens: SessionTokens; guestId: string | null }
  | { type: 'SIGNUP_SUCCESS'; user: SessionUser; tokens: SessionTokens; guestId: string | null }
  | { type: 'LOGOUT' }
  | { type: 'SESSION_EXPIRED' }
  | { type: 'REFRESH' }
  | { type: 'REFRESH_PROFILE' }
  | { type: 'PROFILE_UPDATED'; user: SessionUser }
  /** The account was deleted: signed out here without a logout call (its sessions are gone). */
  | { type: 'ACCOUNT_DELETED' };

/** Spec section 9: after a signup, the browser goes to the verification page 500 ms later. */
export const VERIFY_REDIRECT_MS = 500;

/** Spec section 9: refresh 5 minutes before expiry, and look every 5 minutes. */
export const REFRESH_MARGIN_MS = 300_000;
export const BACKGROUND_CHECK_MS = 300_000;

export const expiresSoon = (session: StoredSession | null, now: number) => !session || session.expiresAt - now <= REFRESH_MARGIN_MS;

/**
 * Guest or signed-in (spec section 4). Effects come from the app: reading and writing local storage,
 * the refresh, profile and logout calls, the clock.
 */
export const sessionMachine = setup({
  // Stryker disable all: types exist for the type checker only
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  // Stryker restore all
  actors: {
    restore: fromPromise<StoredSession | null>(async () => null),
    // Stryker disable next-line all: a placeholder; the app always provides the real call
    refreshTokens: fromPromise<SessionTokens, { refreshToken: string }>(async () => {
      // Stryker disable next-line all: the placeholder's message
      throw new Error('refreshTokens not provided');
    }),
    // Stryker disable next-line all: a placeholder; the app always provides the real call
    fetchProfile: fromPromise<SessionUser, { accessToken: string }>(async () => {
      // Stryker disable next-line all: the placeholder's message
      throw new Error('fetchProfile not provided');
    }),
    logout: fromPromise<void, { accessToken: string }>(async () => {}),
  },
  actions: {
    persist: () => {},
    closeAuthMenu: () => {},
    goToVerification: (_, _params: { email: string }) => {},
    clearStorage: () => {},
    startGuestSession: () => {},
    storeRefreshedTokens: assign({
      session: ({ context, event }) => {
        const output = (event as unknown as DoneActorEvent<SessionTokens>).output;
        return {
          ...context.session!,
          accessToken: output.accessToken,
          refreshToken: output.refreshToken,
          expiresAt: Date.now() + output.expiresIn * 1000,
        };
      },
    }),
    signIn: assign({
      session: ({ event }) => {
        const { tokens, user } = event as Extract<SessionEvent, { type: 'LOGIN_SUCCESS' | 'SIGNUP_SUCCESS' }>;
        return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: Date.now() + tokens.expiresIn * 1000, user };
      },
      previousGuestId: ({ event }) => (event as Extract<SessionEvent, { type: 'LOGIN_SUCCESS' | 'SIGNUP_SUCCESS' }>).guestId,
      error: null,
    }),
    forget: assign({ session: null, error: ({ event }) => (event.type === 'SESSION_EXPIRED' ? 'Session expired' : null) }),
  },
  guards: {
    hasSession: ({ event }) => Boolean((event as { output?: StoredSession | null }).output),
    needsRefresh: ({ context }) => expiresSoon(context.session, Date.now()),
    /** The call was refused for its token (the client's ApiError carries the HTTP status). */
    unauthorized: ({ event }) => (event as { error?: { status?: unknown } | null }).error?.status === 401,
  },
  delays: {
    backgroundCheck: BACKGROUND_CHECK_MS,
    verifyRedirect: VERIFY_REDIRECT_MS,
  },
}).createMachine({
  id: 'session',
  context: { session: null, previousGuestId: null, error: null },
  initial: 'loading',
  states: {
    // Auth loading starts true and ends after the startup check.
    loading: {
      invoke: {
        id: 'restore',
        src: 'restore',
        onDone: [
          { guard: 'hasSession', target: 'authenticated.checking', actions: assign({ session: ({ event }) => event.output }) },
          { target: 'guest' },
        ],
        onError: { target: 'guest', actions: ['clearStorage', 'startGuestSession'] },
      },
    },
    guest: {
      on: {
        // The profile is read again after a login (spec section 7).
        // The menu the form was in closes (focus goes back to its button).
        LOGIN_SUCCESS: { target: 'authenticated.loadingProfile', actions: ['signIn', 'persist', 'closeAuthMenu'] },
        // Signup success: the auth menu closes, and 500 ms later the verification page opens.
        SIGNUP_SUCCESS: { target: 'authenticated.welcoming', actions: ['signIn', 'persist', 'closeAuthMenu'] },
      },
    },
    authenticated: {
      initial: 'idle',
      on: {
        LOGOUT: '.loggingOut',
        SESSION_EXPIRED: { target: 'guest', actions: ['clearStorage', 'startGuestSession', 'forget'] },
        ACCOUNT_DELETED: { target: 'guest', actions: ['clearStorage', 'startGuestSession', 'forget'] },
        PROFILE_UPDATED: {
          actions: [assign({ session: ({ context, event }) => (context.session ? { ...context.session, user: event.user } : null) }), 'persist'],
        },
      },
      states: {
        // After a restore: refresh if the token is (nearly) spent, then load the profile.
        checking: {
          always: [{ guard: 'needsRefresh', target: 'refreshingBeforeProfile' }, { target: 'loadingProfile' }],
        },
        refreshingBeforeProfile: {
          invoke: {
            id: 'refreshTokens',
            src: 'refreshTokens',
            input: ({ context }) => ({ refreshToken: context.session!.refreshToken }),
            onDone: { target: 'loadingProfile', actions: ['storeRefreshedTokens', 'persist'] },
            onError: { target: '#session.guest', actions: ['clearStorage', 'startGuestSession', 'forget'] },
          },
        },
        loadingProfile: {
          invoke: {
            id: 'fetchProfile',
            src: 'fetchProfile',
            input: ({ context }) => ({ accessToken: context.session!.accessToken }),
            onDone: {
              target: 'idle',
              actions: [assign({ session: ({ context, event }) => ({ ...context.session!, user: event.output }) }), 'persist'],
            },
            onError: [
              // A 401 is retried once after a successful refresh (spec section 4).
              { guard: 'unauthorized', target: 'refreshingAfterUnauthorized' },
              { target: '#session.guest', actions: ['clearStorage', 'startGuestSession', assign({ session: null, error: 'Failed to refresh profile' })] },
            ],
          },
        },
        refreshingAfterUnauthorized: {
          invoke: {
            id: 'refreshTokens',
            src: 'refreshTokens',
            input: ({ context }) => ({ refreshToken: context.session!.refreshToken }),
            onDone: { target: 'retryingProfile', actions: ['storeRefreshedTokens', 'persist'] },
            onError: { target: '#session.guest', actions: ['clearStorage', 'startGuestSession', 'forget'] },
          },
        },
        // The one retry: a second failure, 401 or not, clears local data.
        retryingProfile: {
          invoke: {
            id: 'fetchProfile',
            src: 'fetchProfile',
            input: ({ context }) => ({ accessToken: context.session!.accessToken }),
            onDone: {
              target: 'idle',
              actions: [assign({ session: ({ context, event }) => ({ ...context.session!, user: event.output }) }), 'persist'],
            },
            onError: { target: '#session.guest', actions: ['clearStorage', 'startGuestSession', assign({ session: null, error: 'Failed to refresh profile' })] },
          },
        },
        welcoming: {
          after: {
            verifyRedirect: {
              target: 'idle',
              actions: { type: 'goToVerification', params: ({ context }) => ({ email: context.session?.user?.email ?? '' }) },
            },
          },
        },
        idle: {
          after: { backgroundCheck: 'checkingInBackground' },
          on: {
            REFRESH: 'refreshing',
            REFRESH_PROFILE: 'loadingProfile',
          },
        },
        checkingInBackground: {
          always: [{ guard: 'needsRefresh', target: 'refreshing' }, { target: 'idle' }],
        },
        // One refresh at a time: further REFRESH events wait for this one's result.
        refreshing: {
          invoke: {
            id: 'refreshTokens',
            src: 'refreshTokens',
            input: ({ context }) => ({ refreshToken: context.session!.refreshToken }),
            onDone: { target: 'idle', actions: ['storeRefreshedTokens', 'persist'] },
            onError: { target: '#session.guest', actions: ['clearStorage', 'startGuestSession', 'forget'] },
          },
        },
        loggingOut: {
          invoke: {
            id: 'logout',
            src: 'logout',
            input: ({ context }) => ({ accessToken: context.session!.accessToken }),
            // Signed out locally whatever the server said.
            onDone: { target: '#session.guest', actions: ['clearStorage', 'startGuestSession', assign({ session: null, error: null })] },
            onError: { target: '#session.guest', actions: ['clearStorage', 'startGuestSession', assign({ session: null, error: 'logout_error' })] },
          },
        },
      },
    },
  },
});
