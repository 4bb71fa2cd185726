import { isPersonName } from '../name.ts';
import { phoneE164 } from '../phone.ts';
import { CHECKOUT_COUNTRIES } from './checkout.ts';
import { z } from './zod.ts';

/** Most saved addresses an account keeps (issue 47). */
export const SAVED_ADDRESSES_MAX = 10;
export const ADDRESS_LABEL_MAX = 40;
/** As an order's delivery address (openapi Address). */
export const STREET_MAX = 200;
export const POSTAL_CODE_MAX = 12;

/** Keys of the 'addresses.errors' texts: the form and the server say each in the shopper's language. */
export type AddressErrorKey =
  | 'label_max'
  | 'first_name_required'
  | 'last_name_required'
  | 'name_invalid'
  | 'phone_required'
  | 'phone_invalid'
  | 'street_required'
  | 'street_max'
  | 'city_required'
  | 'city_invalid'
  | 'postal_code_invalid';

const key = (k: AddressErrorKey) => k;

const personName = (required: AddressErrorKey) =>
  z
    .string()
    .trim()
    .min(1, key(required))
    .refine(isPersonName, key('name_invalid'));

/**
 * A saved address, checked as checkout checks a delivery address: names in letters, a phone in any
 * local spelling (06 61 23 45 67, +212…), a city of the list (`isCity`: by id or any of its names, see
 * src/content/moroccan-cities.ts). Shared by the account's form (in the browser) and the API.
 */
export const savedAddressSchema = (isCity: (name: string) => boolean) =>
  z.object({
    label: z.string().trim().max(ADDRESS_LABEL_MAX, key('label_max')),
    firstName: personName('first_name_required'),
    lastName: personName('last_name_required'),
    phone: z
      .string()
      .trim()
      .min(1, key('phone_required'))
      .refine((value) => Boolean(phoneE164(value)), key('phone_invalid')),
    street: z
      .string()
      .trim()
      .min(1, key('street_required'))
      .max(STREET_MAX, key('street_max')),
    city: z
      .string()
      .trim()
      .min(1, key('city_required'))
      .refine(isCity, key('city_invalid')),
    postalCode: z
      .string()
      .trim()
      .max(POSTAL_CODE_MAX, key('postal_code_invalid'))
      .regex(/^[0-9A-Za-z -]*$/, key('postal_code_invalid')),
    country: z.enum(CHECKOUT_COUNTRIES),
  });

export type SavedAddressValues = z.infer<ReturnType<typeof savedAddressSchema>>;

export const EMPTY_SAVED_ADDRESS: SavedAddressValues = {
  label: '',
  firstName: '',
  lastName: '',
  phone: '',
  street: '',
  city: '',
  postalCode: '',
  country: 'MA',
};
