import { storage, STORAGE_KEYS } from './storage.ts';

export const GUEST_PREFIX = 'guest_';

/** 18 random bytes as base64url: 24 characters, 144 bits, nothing to guess. */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function newGuestSessionId(): string {
  return `${GUEST_PREFIX}${randomToken()}`;
}

/** The session id this browser kept, if it ever spoke to the API. */
export function storedSessionId(): string | undefined {
  const stored = storage.get(STORAGE_KEYS.sessionId);
  return stored && /^[A-Za-z0-9_-]{8,128}$/.test(stored) ? stored : undefined;
}

/** The browser's session id, created as a guest id on first use and kept in local storage. */
export function sessionId(): string {
  const stored = storedSessionId();
  if (stored) return stored;
  const created = newGuestSessionId();
  storage.set(STORAGE_KEYS.sessionId, created);
  return created;
}
