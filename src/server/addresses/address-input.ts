import { findCity } from '../../content/moroccan-cities.ts';
import type { Locale } from '../../domain/locale.ts';
import { phoneE164 } from '../../domain/phone.ts';
import { type AddressErrorKey, savedAddressSchema } from '../../domain/validation/saved-address.ts';
import ar from '../../i18n/ar/account-addresses.ts';
import en from '../../i18n/en/account-addresses.ts';
import fr from '../../i18n/fr/account-addresses.ts';
import type * as t from '../db/schema.ts';
import { ApiError } from '../errors.ts';

/** The shopper-visible address texts the server answers with (the account page's own words). */
export const ADDRESS_TEXTS = { fr, en, ar } as const;

const addressSchema = savedAddressSchema((name) => Boolean(findCity(name)));

/** What an address row keeps of an input: trimmed, the phone in E.164, the city under its French name. */
export type AddressFields = Pick<typeof t.addresses.$inferInsert, 'label' | 'firstName' | 'lastName' | 'phone' | 'street' | 'city' | 'postalCode' | 'country'>;

export type AddressInput = Partial<Record<keyof AddressFields, string>>;

/**
 * An address as the account keeps it, or 400 VALIDATION_ERROR with a field error per refused field,
 * each in the shopper's language (the rules are the form's: src/domain/validation/saved-address.ts).
 */
export function addressFields(input: AddressInput, lang: Locale): AddressFields {
  const parsed = addressSchema.safeParse({ label: '', postalCode: '', country: 'MA', ...input });
  if (!parsed.success) {
    const seen = new Set<string>();
    const details = parsed.error.issues
      .map((issue) => ({ field: `body.${issue.path.join('.')}`, message: ADDRESS_TEXTS[lang].errors[issue.message as AddressErrorKey] ?? issue.message }))
      .filter((detail) => !seen.has(detail.field) && seen.add(detail.field));
    throw new ApiError(400, 'VALIDATION_ERROR', details[0]!.message, details);
  }
  const value = parsed.data;
  return {
    label: value.label,
    firstName: value.firstName,
    lastName: value.lastName,
    phone: phoneE164(value.phone)!,
    street: value.street,
    city: findCity(value.city)!.name.fr,
    postalCode: value.postalCode,
    country: value.country,
  };
}
