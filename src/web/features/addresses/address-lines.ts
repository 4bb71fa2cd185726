import { findCity } from '../../../content/moroccan-cities.ts';
import type { Locale } from '../../../domain/locale.ts';
import { phoneForReading } from '../../../domain/phone.ts';
import type { SavedAddress } from './api.ts';

/** How a saved address reads in a list: its name (or a fallback), who, where and the phone. */
export function addressLines(address: SavedAddress, lang: Locale, untitled: string) {
  return {
    title: address.label || untitled,
    name: `${address.firstName} ${address.lastName}`,
    street: address.street,
    city: findCity(address.city)?.name[lang] ?? address.city,
    phone: address.phone ? phoneForReading(address.phone) : '',
  };
}
