import { findCity } from '../../../content/moroccan-cities.ts';
import type { CheckoutData } from '../../../domain/validation/checkout.ts';
import type { SavedAddress } from '../addresses/api.ts';

/** The radio of "another address" beside the saved ones (never a saved address's id, which is a UUID). */
export const ANOTHER_ADDRESS = 'another';

/** The saved address the checkout was filled from, if it is still one of the account's. */
export const chosenAddress = (data: CheckoutData, saved: readonly SavedAddress[]) => (data.savedAddressId ? saved.find((a) => a.id === data.savedAddressId) : undefined);

/**
 * What choosing a saved address fills: the names, phone, country and city of step 0 and the street a
 * home delivery needs. Another city asks for the delivery method again (as changing the city does).
 */
export function fillFromSaved(address: SavedAddress, data: CheckoutData): Partial<CheckoutData> {
  const city = findCity(address.city)?.id ?? '';
  return {
    savedAddressId: address.id,
    firstName: address.firstName,
    lastName: address.lastName,
    phone: address.phone ?? data.phone,
    country: address.country,
    city,
    address: address.street,
    saveAddress: false,
    ...(city === data.city ? {} : { deliveryMethodId: '', selectedShopId: '' }),
  };
}

/** "Another address": the usual form, its street empty to type the new one (names, phone and city stay, to edit). */
export const typeAnother = (): Partial<CheckoutData> => ({ savedAddressId: '', address: '' });

/** The account's default (else its first) address, to start a new checkout with. */
export const preferredAddress = (saved: readonly SavedAddress[]) => saved.find((a) => a.isDefault) ?? saved[0];
