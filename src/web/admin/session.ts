import type { components } from '../../../openapi/schema.d.ts';

export type StaffMember = components['schemas']['StaffMember'];

const KEY = 'adminSession';

interface Stored {
  token: string;
  staff: StaffMember;
  /** When the token stops working (ms since the epoch). */
  expiresAt: number;
}

/**
 * The staff member's session for this tab, kept in sessionStorage (gone when the tab closes; never the
 * shop's customer token). Made once by main.tsx and handed down through React context and the router's
 * context: nothing here is shared at module level.
 */
export function createStaffSession(store: Storage | undefined = globalThis.sessionStorage) {
  const listeners = new Set<() => void>();
  const read = (): Stored | null => {
    try {
      const stored = JSON.parse(store?.getItem(KEY) ?? 'null') as Stored | null;
      return stored && stored.expiresAt > Date.now() ? stored : null;
    } catch {
      return null;
    }
  };
  let current = read();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    token: () => (current && current.expiresAt > Date.now() ? current.token : undefined),
    staff: () => current?.staff,
    signedIn: (data: { token: string; expiresIn: number; staff: StaffMember }) => {
      current = { token: data.token, staff: data.staff, expiresAt: Date.now() + data.expiresIn * 1000 };
      try {
        store?.setItem(KEY, JSON.stringify(current));
      } catch {
        // Private modes: the session lasts while the page is open.
      }
      changed();
    },
    signedOut: () => {
      current = null;
      try {
        store?.removeItem(KEY);
      } catch {
        // As above.
      }
      changed();
    },
    /** For useSyncExternalStore. */
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => current,
  };
}

export type StaffSession = ReturnType<typeof createStaffSession>;
