import type { SavedCheckout } from '../../../../machines/checkout.ts';

const KEY = 'checkout';

/** An unfinished checkout, kept for this tab only (session storage), so a reload resumes it. */
export const checkoutStorage = {
  read(): SavedCheckout | null {
    try {
      const saved = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as SavedCheckout | null;
      return saved && typeof saved.step === 'number' && saved.data ? saved : null;
    } catch {
      return null;
    }
  },
  write(saved: SavedCheckout): void {
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify(saved));
    } catch {
      // Private mode or full storage: the checkout simply does not survive a reload.
    }
  },
  forget(): void {
    try {
      window.sessionStorage.removeItem(KEY);
    } catch {
      // Same as above.
    }
  },
};
