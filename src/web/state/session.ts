import { type Actor, createActor, fromPromise, waitFor } from 'xstate';
import { expiresSoon, sessionMachine, type SessionUser, type StoredSession } from '../../../machines/session.ts';
import { type Api, createApi, type SessionBridge } from '../api/client.ts';
import { fetchProfile, logOut, refreshTokens } from '../features/session/api.ts';
import { newGuestSessionId } from '../api/session-id.ts';
import { storage, STORAGE_KEYS } from '../api/storage.ts';
import { devInspect } from '../../dev/inspector.ts';

export type SessionActor = Actor<typeof sessionMachine>;

function readStored(): StoredSession | null {
  const accessToken = storage.get(STORAGE_KEYS.authToken);
  const refreshToken = storage.get(STORAGE_KEYS.refreshToken);
  const expiresAt = Number(storage.get(STORAGE_KEYS.tokenExpiry));
  if (!accessToken || !refreshToken || !Number.isFinite(expiresAt)) return null;
  let user: SessionUser | null = null;
  try {
    user = JSON.parse(storage.get(STORAGE_KEYS.user) ?? 'null') as SessionUser | null;
  } catch {
    user = null;
  }
  return { accessToken, refreshToken, expiresAt, user };
}

/** What the session asks of the rest of the app (the header menus, the router). */
export interface SessionEffects {
  closeAuthMenu(): void;
  goToVerification(email: string): void;
}

/**
 * The session machine with the browser's effects (local storage, the auth calls), and the API client
 * that goes through it. The actor is not started: the app starts it once the page is hydrated, so it
 * renders as a guest's first, exactly as the server rendered it.
 */
export function createSession(effects: SessionEffects, baseUrl?: string, fetcher?: typeof fetch): { session: SessionActor; api: Api } {
  // The calls of the session itself go without the session middleware (no waiting on itself).
  const bare = createApi({ baseUrl, fetch: fetcher });
  const session = createActor(
    sessionMachine.provide({
      actors: {
        restore: fromPromise(async () => readStored()),
        refreshTokens: fromPromise(async ({ input }) => refreshTokens(bare, input.refreshToken)),
        fetchProfile: fromPromise(async ({ input }) => fetchProfile(bare, input.accessToken)),
        logout: fromPromise(async ({ input }) => logOut(bare, input.accessToken)),
      },
      actions: {
        persist: ({ context }) => {
          const s = context.session;
          if (!s) return;
          storage.set(STORAGE_KEYS.authToken, s.accessToken);
          storage.set(STORAGE_KEYS.refreshToken, s.refreshToken);
          storage.set(STORAGE_KEYS.tokenExpiry, String(s.expiresAt));
          storage.set(STORAGE_KEYS.user, JSON.stringify(s.user));
        },
        clearStorage: () => {
          for (const key of [STORAGE_KEYS.authToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.tokenExpiry, STORAGE_KEYS.user, STORAGE_KEYS.cart]) {
            storage.remove(key);
          }
        },
        closeAuthMenu: () => effects.closeAuthMenu(),
        goToVerification: (_, { email }) => effects.goToVerification(email),
        // Clearing the session also starts a new guest session (spec section 4).
        startGuestSession: () => storage.set(STORAGE_KEYS.sessionId, newGuestSessionId()),
      },
    }),
    { inspect: devInspect },
  );

  // Settled: not starting up, not refreshing (at start-up or later).
  const notRefreshing = (state: ReturnType<SessionActor['getSnapshot']>) =>
    !state.matches('loading') &&
    !state.matches({ authenticated: 'checking' }) &&
    !state.matches({ authenticated: 'refreshingBeforeProfile' }) &&
    !state.matches({ authenticated: 'refreshingAfterUnauthorized' }) &&
    !state.matches({ authenticated: 'refreshing' });

  const bridge: SessionBridge = {
    accessToken: () => {
      const state = session.getSnapshot();
      return state.matches('authenticated') ? (state.context.session?.accessToken ?? undefined) : undefined;
    },
    async ensureFresh() {
      const state = session.getSnapshot();
      if (state.matches({ authenticated: 'idle' }) && expiresSoon(state.context.session, Date.now())) session.send({ type: 'REFRESH' });
      await waitFor(session, notRefreshing);
    },
    async refreshAfterUnauthorized(refused) {
      // A start-up, a profile load or a refresh under way may already bring a new token: wait for it,
      // since the machine takes REFRESH only when idle.
      let state = await waitFor(session, (s) => s.matches('guest') || s.matches({ authenticated: 'idle' }));
      const token = () => (state.matches('authenticated') ? state.context.session?.accessToken : undefined);
      if (!token() || token() !== refused) return token();
      session.send({ type: 'REFRESH' });
      state = await waitFor(session, notRefreshing);
      return token();
    },
  };
  return { session, api: createApi({ session: bridge, baseUrl, fetch: fetcher }) };
}
