import type { SavedCheckout } from '../../../../machines/checkout.ts';
import type { CheckoutData } from '../../../domain/validation/checkout.ts';
import { findCity } from '../../../content/moroccan-cities.ts';

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

type LastAddress = Pick<CheckoutData, 'address' | 'city' | 'country'>;
const lastAddressKey = (userId: string) => `checkout-address:${userId}`;

/** The address of a shopper's last order on this device, offered again at their next checkout. */
export const lastAddress = {
  read(userId: string | undefined): Partial<LastAddress> {
    if (!userId) return {};
    try {
      const saved = JSON.parse(window.localStorage.getItem(lastAddressKey(userId)) ?? 'null') as LastAddress | null;
      // A city saved before the list was typed freely: kept when the list knows it.
      return saved && typeof saved.address === 'string' && typeof saved.city === 'string' ? { address: saved.address, city: findCity(saved.city)?.id ?? '', country: saved.country } : {};
    } catch {
      return {};
    }
  },
  write(userId: string, { address, city, country }: LastAddress): void {
    try {
      window.localStorage.setItem(lastAddressKey(userId), JSON.stringify({ address, city, country }));
    } catch {
      // Private mode or full storage: the address is simply not offered next time.
    }
  },
};
