import type { components } from '../../../openapi/schema.d.ts';
import { findCity, servesCity } from '../../content/moroccan-cities.ts';
import type { Locale } from '../../domain/locale.ts';
import type * as t from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { SERVER_TEXTS } from '../../i18n/server.ts';

type Address = components['schemas']['Address'];
type Method = Pick<typeof t.deliveryMethods.$inferSelect, 'name' | 'type' | 'cities'>;

/**
 * The address an order keeps for its method: none for a pickup (collected at its shop), else the one
 * sent, its city one the shop knows (kept under its French name, as the courier's slip reads it) and
 * served by the method.
 */
export function deliveryAddressFor(method: Method, address: Address | undefined, lang: Locale): t.OrderAddress | null {
  if (method.type === 'pickup') return null;
  if (!address) throw new ApiError(400, 'VALIDATION_ERROR', 'Give the delivery address', [{ field: 'deliveryAddress', message: 'Give the delivery address' }]);
  const city = findCity(address.city);
  if (!city) {
    const message = 'Choose the city from the list of Moroccan cities';
    throw new ApiError(400, 'VALIDATION_ERROR', message, [{ field: 'deliveryAddress.city', message }]);
  }
  if (!servesCity(method.cities, city.id)) throw new ApiError(422, 'DELIVERY_CITY_NOT_SERVED', SERVER_TEXTS[lang].deliveryNotServed(method.name[lang], city.name[lang]));
  return { ...address, city: city.name.fr, postalCode: address.postalCode ?? '' };
}
