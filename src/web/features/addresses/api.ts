import type { components } from '../../../../openapi/schema.d.ts';
import type { Locale } from '../../../domain/locale.ts';
import { type Api, unwrap } from '../../api/client.ts';

type Schemas = components['schemas'];
export type SavedAddress = Schemas['SavedAddress'];

// The account's saved addresses (issue 47): the page /account/addresses and checkout read them.

/** The default first, then the most recently used or changed. */
export const listAddresses = async (api: Api) => unwrap(await api.GET('/account/addresses')).data.addresses;

export const createAddress = async (api: Api, body: Schemas['SavedAddressInput'], lang: Locale) =>
  unwrap(await api.POST('/account/addresses', { params: { query: { lang } }, body })).data.address;

/** New fields, or `{ isDefault: true }` to make it the default. */
export const updateAddress = async (api: Api, addressId: string, body: Schemas['SavedAddressPatch'], lang: Locale) =>
  unwrap(await api.PATCH('/account/addresses/{addressId}', { params: { path: { addressId }, query: { lang } }, body })).data.address;

/** The addresses left (the default may have moved). */
export const deleteAddress = async (api: Api, addressId: string) => unwrap(await api.DELETE('/account/addresses/{addressId}', { params: { path: { addressId } } })).data.addresses;
