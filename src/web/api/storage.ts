/** The keys the shop keeps in local storage (spec section 9), and nothing else. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  refreshToken: 'refreshToken',
  tokenExpiry: 'tokenExpiry',
  user: 'user',
  cart: 'cart',
  sessionId: 'sessionId',
  language: 'language',
} as const;

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Local storage that never throws: private modes and full quotas degrade to "nothing stored". */
export const storage = {
  get(key: Key): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: Key, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Nothing to do: the choice lasts for this visit only.
    }
  },
  remove(key: Key): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Same as above.
    }
  },
};
